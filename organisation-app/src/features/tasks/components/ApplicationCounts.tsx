import { applicationStatusLabel, type OrganisationTask } from 'shared-domain';
import styled from 'styled-components';

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
  'capacity' | 'applied_count' | 'approved_count' | 'rejected_count' | 'completed_count'
>;

/**
 * A task's applications by status, approved against the places (capacity): the whole picture even
 * when only the first applicants are listed under it.
 */
export function ApplicationCounts({ task }: { task: CountedTask }) {
  const counts = [
    ['applied', String(task.applied_count)],
    ['approved', `${task.approved_count}/${task.capacity}`],
    ['rejected', String(task.rejected_count)],
    ['completed', String(task.completed_count)],
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
