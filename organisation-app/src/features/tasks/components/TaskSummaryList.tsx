import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  FLEXIBLE_DATE,
  formatDate,
  parseOptionalTimestamp,
  type OrganisationTask,
} from 'shared-domain';
import { TaskStateBadge } from 'shared-ui';
import styled, { css } from 'styled-components';

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const rowStyle = css<{ $selected: boolean }>`
  display: grid;
  width: 100%;
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
  font: inherit;
  text-align: left;
  text-decoration: none;
  cursor: pointer;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const RowLink = styled(Link)<{ $selected: boolean }>`
  ${rowStyle}
`;

const RowButton = styled.button<{ $selected: boolean }>`
  ${rowStyle}
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

const Panel = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Waiting = styled.strong`
  color: ${({ theme }) => theme.colors.info};
`;

function waitingText(count: number): string {
  return count === 1 ? '1 waiting' : `${count} waiting`;
}

type Props = {
  tasks: readonly OrganisationTask[];
  selectedId: string | undefined;
} & (
  | {
      /** Desktop: each row is a link that shows its task beside the list. */
      linkTo: (taskId: string) => string;
    }
  | {
      /** Phone (issue #44): each row opens its task under it, one at a time. */
      onToggle: (taskId: string) => void;
      renderOpen: (task: OrganisationTask) => ReactNode;
    }
);

/**
 * The compact list of own tasks: each row says the task's state, date, approved places against
 * capacity and how many applicants wait. Beside the selected task on desktop; on a phone, rows that
 * open one task at a time under them, so My Tasks is a list of summaries rather than every task
 * with every applicant.
 */
export function TaskSummaryList(props: Props) {
  const { tasks, selectedId } = props;
  return (
    <List aria-label="Tasks">
      {tasks.map((task) => {
        const date = parseOptionalTimestamp(task.task_date);
        const selected = task.id === selectedId;
        const panelId = `task-panel-${task.id}`;
        const summary = (
          <>
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
          </>
        );
        return (
          <li key={task.id} aria-label={task.title}>
            {'linkTo' in props ? (
              <RowLink
                to={props.linkTo(task.id)}
                replace
                $selected={selected}
                aria-current={selected ? 'true' : undefined}
              >
                {summary}
              </RowLink>
            ) : (
              <RowButton
                type="button"
                $selected={selected}
                aria-expanded={selected}
                aria-controls={panelId}
                onClick={() => props.onToggle(task.id)}
              >
                {summary}
              </RowButton>
            )}
            {'renderOpen' in props && selected && (
              <Panel id={panelId}>{props.renderOpen(task)}</Panel>
            )}
          </li>
        );
      })}
    </List>
  );
}
