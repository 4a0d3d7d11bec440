import {
  decisionText,
  FORMER_MEMBER,
  formatDate,
  formatTime,
  HISTORY_HEADING,
  HISTORY_LOAD_FAILED,
} from 'shared-domain';
import { LoadError } from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/**
 * Who of the organisation's team decided what about the task's volunteers, oldest first ('Val
 * Jones: Approved by Sam, 3 Dec 2026 09:12'; issue #49). Members see it; nothing shows until the
 * first decision.
 */
export function TaskHistory({ taskId }: { taskId: string }) {
  const { data, isError, isFetching, refetch } = tasksApi.useTaskDecisionsQuery(taskId);
  if (isError) {
    return (
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">{HISTORY_HEADING}</h2>
        <LoadError
          message={HISTORY_LOAD_FAILED}
          retrying={isFetching}
          onRetry={() => void refetch()}
        />
      </section>
    );
  }
  if (data === undefined || data.length === 0) return null;
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading">{HISTORY_HEADING}</h2>
      <List>
        {data.map((decision) => {
          const at = new Date(decision.decidedAt);
          return (
            <li key={decision.id}>
              {decisionText(
                decision.decision,
                decision.volunteerName,
                decision.memberName ?? FORMER_MEMBER,
                `${formatDate(at)} ${formatTime(at)}`,
              )}
            </li>
          );
        })}
      </List>
    </section>
  );
}
