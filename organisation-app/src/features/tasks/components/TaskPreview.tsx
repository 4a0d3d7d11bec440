import {
  combineTaskDateTime,
  difficultyLabel,
  taskDateText,
  pointsLabel,
  taskDraftPoints,
  WEEKDAYS,
  type TaskDraft,
} from 'shared-domain';
import styled from 'styled-components';
import { Facts } from 'shared-ui';

// The Preview dialog keeps line breaks (pre-line); its list wraps normally and adds no margin.
const List = styled(Facts)`
  margin: 0;
  white-space: normal;
`;

/** What the organisation is about to publish, shown in the Preview dialog. */
export function TaskPreview({ draft }: { draft: TaskDraft }) {
  const start = combineTaskDateTime(draft.date, draft.time, draft.kind);
  const ongoing = draft.kind === 'ongoing';
  const days = WEEKDAYS.filter((day) => draft.hoursByWeekday[day] !== undefined)
    .map((day) => `${day} (${draft.hoursByWeekday[day] ?? 0} h)`)
    .join(', ');
  return (
    <List>
      <dt>Title</dt>
      <dd>{draft.title}</dd>
      <dt>Description</dt>
      <dd>{draft.description}</dd>
      {ongoing && (
        <>
          <dt>Role</dt>
          <dd>{draft.detailedDescription}</dd>
        </>
      )}
      <dt>Location</dt>
      <dd>{draft.location}</dd>
      <dt>Volunteers</dt>
      <dd>{draft.capacity}</dd>
      <dt>{ongoing ? 'Starts' : 'Date'}</dt>
      <dd>
        {start === null
          ? ''
          : taskDateText({ task_date: start.toISOString(), task_type: draft.kind })}
      </dd>
      {ongoing ? (
        <>
          <dt>Days</dt>
          <dd>{days}</dd>
          <dt>Weeks</dt>
          <dd>{draft.weeks}</dd>
        </>
      ) : (
        <>
          <dt>Duration</dt>
          <dd>{draft.durationHours} hours</dd>
        </>
      )}
      <dt>Difficulty</dt>
      <dd>{draft.difficulty === null ? '' : difficultyLabel(draft.difficulty)}</dd>
      <dt>Points</dt>
      <dd>{pointsLabel(taskDraftPoints(draft))}</dd>
    </List>
  );
}
