import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  WAITING,
  WAITLIST_UNAVAILABLE,
  offeredUntil,
  paths,
  relativeTaskDate,
  waitlistHeading,
} from 'shared-domain';
import { Avatar, Badge, LoadError } from 'shared-ui';
import { useTaskWaitlistQuery } from '../api/waitlistApi';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.lg};
`;

const Line = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};

  &:last-child {
    border-bottom: none;
  }
`;

const Place = styled.span`
  min-width: 2ch;
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const Person = styled(Link)`
  display: inline-flex;
  flex: 1 1 160px;
  min-width: 0;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: 44px;
  color: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  text-decoration: none;
`;

/**
 * An own task's waitlist (issue #21), first in line first: who waits and who has a place on offer,
 * until when. Nothing while nobody waits.
 */
export function TaskWaitlist({ taskId, timeZone }: { taskId: string; timeZone?: string | null }) {
  const { data, isError, isFetching, refetch } = useTaskWaitlistQuery(taskId);
  if (isError) {
    return (
      <LoadError
        message={WAITLIST_UNAVAILABLE}
        retrying={isFetching}
        onRetry={() => void refetch()}
      />
    );
  }
  const entries = data ?? [];
  if (entries.length === 0) return null;
  return (
    <Section aria-labelledby="waitlist-heading">
      <h2 id="waitlist-heading">{waitlistHeading(entries.length)}</h2>
      <Line>
        {entries.map((entry, index) => {
          const name = entry.user?.name ?? 'Volunteer';
          const until = relativeTaskDate(entry.offer_expires_at, new Date(), { timeZone });
          return (
            <Row key={entry.id} aria-label={name}>
              <Place aria-hidden="true">{index + 1}.</Place>
              <Person to={paths.organisationApplicant(entry.user?.id ?? '')}>
                <Avatar src={entry.user?.profile_url ?? null} name={name} size={36} />
                <span>{name}</span>
              </Person>
              {entry.status === 'offered' ? (
                <Badge tone="success">{offeredUntil(until ?? '')}</Badge>
              ) : (
                <Badge tone="neutral">{WAITING}</Badge>
              )}
            </Row>
          );
        })}
      </Line>
    </Section>
  );
}
