import type { ApplyConfirmation } from 'shared-domain';
import styled from 'styled-components';
import { CalendarIcon, ClockIcon, PinIcon, StarIcon, UsersIcon } from '../icons/icons';

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  white-space: normal;
`;

const TaskTitle = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  overflow-wrap: break-word;
`;

const Facts = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.md};
`;

const Fact = styled.li`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: break-word;

  & > svg {
    flex: none;
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Earns = styled(Fact)`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.bold};

  & > svg {
    color: inherit;
  }
`;

/* The description is there to check, not to read again in full: three lines, the rest on the page. */
const Description = styled.p`
  display: -webkit-box;
  margin: 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.textMuted};
  -webkit-line-clamp: 3;
  -webkit-box-orient: vertical;
  overflow-wrap: break-word;
`;

const Warning = styled.p`
  margin: 0;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
`;

const Question = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/**
 * The confirmation before applying as a sheet (SPEC §5's content, issue #20's layout): the task,
 * then when, how long, where, the places and the points it earns, the description cut to three
 * lines, and 'Proceed?'.
 */
export function ApplySummary({
  confirmation,
  warnings = [],
}: {
  confirmation: ApplyConfirmation;
  /** What the volunteer should know first: the approved work this overlaps (issue #21). */
  warnings?: readonly string[];
}) {
  const { title, description, location, date, when, hours, spots, spotsLeft, points, question } =
    confirmation;
  return (
    <Summary>
      <TaskTitle>{title}</TaskTitle>
      {warnings.map((warning) => (
        <Warning key={warning}>{warning}</Warning>
      ))}
      <Facts>
        <Fact>
          <CalendarIcon size={18} />
          <span>
            {when}
            {!when.startsWith(date) && <Muted> ({date})</Muted>}
          </span>
        </Fact>
        <Fact>
          <ClockIcon size={18} />
          <span>{hours}</span>
        </Fact>
        {location !== '' && (
          <Fact>
            <PinIcon size={18} />
            <span>{location}</span>
          </Fact>
        )}
        <Fact>
          <UsersIcon size={18} />
          <span>
            {spots}
            {spotsLeft !== null && <Muted> ({spotsLeft})</Muted>}
          </span>
        </Fact>
        {points !== null && (
          <Earns>
            <StarIcon size={18} />
            <span>Earns {points}</span>
          </Earns>
        )}
      </Facts>
      {description !== '' && <Description>{description}</Description>}
      <Question>{question}</Question>
    </Summary>
  );
}
