import {
  APPLICATION_SUBMITTED_SHORT,
  APPLY_FAILED_SHORT,
  NO_TASKS,
  TASK_LIST_SORT_OPTIONS,
} from 'shared-domain';
import { OpenTaskBrowser } from './OpenTaskBrowser';

/**
 * /volunteer/tasks, the older opportunities list (SPEC §2): home's tasks under the task list
 * variant's sort labels (Earliest First by default), empty text and apply messages (SPEC §8).
 */
export function TaskOpportunities() {
  return (
    <OpenTaskBrowser
      id="volunteer-tasks-heading"
      heading="Opportunities"
      sortOptions={TASK_LIST_SORT_OPTIONS}
      emptyText={NO_TASKS}
      submittedText={APPLICATION_SUBMITTED_SHORT}
      failedText={APPLY_FAILED_SHORT}
    />
  );
}
