import {
  FLEXIBLE_DATE,
  formatDate,
  parseOptionalTimestamp,
  paths,
  pointsLabel,
} from 'shared-domain';
import { Avatar, Button, CalendarIcon, PinIcon } from 'shared-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { ListedApplication } from './listedApplication';

const Item = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

const Titles = styled.div`
  display: grid;
  min-width: 0;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
  overflow-wrap: break-word;

  a {
    color: inherit;
  }
`;

const Organisation = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.lg}`};
  color: ${({ theme }) => theme.colors.textMuted};

  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
    overflow-wrap: break-word;
  }
`;

const Points = styled.span`
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export interface ApplicationItemProps {
  /** The title's level in the screen's outline: 2 right under the screen's heading. */
  headingLevel?: 2 | 3;
  application: ListedApplication;
  /** The application's status, where the list does not group by it. */
  status?: ReactNode;
  /** Present on approved applications only (SPEC §2). */
  onChat?: () => void;
  chatBusy?: boolean;
}

/** One application on My Applications: its task, linking to the task screen, and Chat when approved. */
export function ApplicationItem({
  application,
  status,
  onChat,
  chatBusy = false,
  headingLevel = 3,
}: ApplicationItemProps) {
  const { task } = application;
  const date = parseOptionalTimestamp(task.task_date);
  const organisationName = task.organisation?.name ?? '';
  return (
    <Item>
      <Header>
        <Avatar src={task.organisation?.logo_url} name={organisationName} shape="square" />
        <Titles>
          <Title as={`h${headingLevel}`}>
            <Link to={paths.volunteerTask(task.id)}>{task.title}</Link>
          </Title>
          <Organisation>{organisationName}</Organisation>
        </Titles>
      </Header>
      <Facts>
        {status}
        <span>
          <CalendarIcon />
          {date === null ? FLEXIBLE_DATE : formatDate(date)}
        </span>
        <span>
          <PinIcon />
          {task.location}
        </span>
        <Points>{pointsLabel(task.points)}</Points>
      </Facts>
      {onChat !== undefined && (
        <div>
          <Button
            type="button"
            $size="sm"
            $variant="secondary"
            disabled={chatBusy}
            aria-label={`Chat with ${organisationName === '' ? 'the organisation' : organisationName}`}
            onClick={onChat}
          >
            Chat
          </Button>
        </div>
      )}
    </Item>
  );
}
