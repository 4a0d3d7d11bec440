import {
  applicationStatusLabel,
  type ApplicationStatus,
  type OrganisationTask,
} from 'shared-domain';
import styled from 'styled-components';
import { useDecisions } from '../pendingDecisions';

const Counts = styled.dl`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.xs};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

type CountedTask = Pick<
  OrganisationTask,
  'id' | 'capacity' | 'applied_count' | 'approved_count' | 'rejected_count' | 'completed_count'
>;

/**
 * A task's applications by status, approved against the places (capacity): the whole picture even
 * when only the first applicants are listed under it.
 */
export function ApplicationCounts({ task }: { task: CountedTask }) {
  const count: Record<ApplicationStatus, number> = {
    applied: task.applied_count,
    approved: task.approved_count,
    rejected: task.rejected_count,
    completed: task.completed_count,
  };
  // Decisions waiting for their Undo window count where their rows already stand (issue #44).
  for (const decision of useDecisions().values()) {
    if (decision.taskId !== task.id || decision.sending) continue;
    count[decision.from] -= 1;
    count[decision.status] += 1;
  }
  const counts = [
    ['applied', String(count.applied)],
    ['approved', `${count.approved}/${task.capacity}`],
    ['rejected', String(count.rejected)],
    ['completed', String(count.completed)],
  ] as const;
  return (
    <Counts>
      {counts.map(([status, value]) => (
        <div key={status}>
          <dt>{applicationStatusLabel(status)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </Counts>
  );
}
