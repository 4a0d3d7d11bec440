import {
  APPLICATION_SUBMITTED_NOTIFY,
  APPLY_FAILED,
  NO_OPEN_TASKS,
  noTasksMatch,
  OPEN_TASK_SORT_OPTIONS,
} from 'shared-domain';
import type { ReactNode } from 'react';
import { OpenTaskBrowser } from './OpenTaskBrowser';

/**
 * The volunteer's home: open tasks of the organisations they follow (SPEC §2), searched by title or
 * description, sorted (Earliest Tasks First by default), with Apply or 'Applied' on each card.
 * `lead` goes above the list: the app's Home page puts the "Still coming?" reminders there.
 */
export function VolunteerHome({ lead }: { lead?: ReactNode }) {
  return (
    <OpenTaskBrowser
      id="volunteer-home-heading"
      heading="Open tasks"
      sortOptions={OPEN_TASK_SORT_OPTIONS}
      emptyText={NO_OPEN_TASKS}
      noMatchText={noTasksMatch}
      submittedText={APPLICATION_SUBMITTED_NOTIFY}
      failedText={APPLY_FAILED}
      lead={lead}
    />
  );
}
