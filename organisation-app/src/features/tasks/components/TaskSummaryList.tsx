import { Link } from 'react-router-dom';
import {
  FLEXIBLE_DATE,
  formatDate,
  parseOptionalTimestamp,
  type OrganisationTask,
} from 'shared-domain';
import { TaskStateBadge } from 'shared-ui';
import styled from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled(Link)<{ $selected: boolean }>`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  min-height: ${({ theme }) => theme.layout.minTarget};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.md}`};
  border: 1px solid
    ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $selected }) =>
    $selected ? theme.colors.primarySoft : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Name = styled.span`
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Facts = styled.span`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Waiting = styled.strong`
  color: ${({ theme }) => theme.colors.info};
`;

function waitingText(count: number): string {
  return count === 1 ? '1 waiting' : `${count} waiting`;
}

/**
 * The compact list of own tasks beside the selected one (desktop My Tasks): each row says the
 * task's state, date, approved places against capacity and how many applicants wait.
 */
export function TaskSummaryList({
  tasks,
  selectedId,
  linkTo,
}: {
  tasks: readonly OrganisationTask[];
  selectedId: string | undefined;
  linkTo: (taskId: string) => string;
}) {
  return (
    <List aria-label="Tasks">
      {tasks.map((task) => {
        const date = parseOptionalTimestamp(task.task_date);
        const selected = task.id === selectedId;
        return (
          <li key={task.id} aria-label={task.title}>
            <Row
              to={linkTo(task.id)}
              replace
              $selected={selected}
              aria-current={selected ? 'true' : undefined}
            >
              <Name>{task.title}</Name>
              <TaskStateBadge status={task.status} completed={task.completed} />
              <Facts>
                {date === null ? FLEXIBLE_DATE : formatDate(date, { timeZone: task.time_zone })} ·{' '}
                {task.approved_count}/{task.capacity} approved
                {task.applied_count > 0 && (
                  <>
                    {' · '}
                    <Waiting>{waitingText(task.applied_count)}</Waiting>
                  </>
                )}
              </Facts>
            </Row>
          </li>
        );
      })}
    </List>
  );
}
