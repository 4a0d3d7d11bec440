import { ORGANISATION_TYPES, type OrganisationType } from '../constants';
import { DIFFICULTIES, type ApplicationStatus, type Difficulty } from '../domainTypes';
import { NO_BIO, ORGANISATION_TYPE_NOT_SPECIFIED } from '../messages';
import { APPLICATION_FILTER_OPTIONS, type ApplicationGroup } from './applicationGrouping';
import { TASK_LIST_SORT_OPTIONS, type TaskSort } from './browsing';
import { MY_TASKS_FILTER_OPTIONS, type MyTasksFilter } from './myTasks';
import type { TaskKind } from './taskValidation';

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** How an application's status reads on an applicant row or a badge. */
export const APPLICATION_STATUS_LABELS: Readonly<Record<ApplicationStatus, string>> = {
  applied: 'Applied',
  approved: 'Approved',
  rejected: 'Rejected',
  completed: 'Completed',
};

export function applicationStatusLabel(status: ApplicationStatus): string {
  return APPLICATION_STATUS_LABELS[status];
}

/** Difficulties read capitalised ('Easy') in the wizard's select and its preview. */
export function difficultyLabel(difficulty: Difficulty): string {
  return capitalise(difficulty);
}

export const DIFFICULTY_OPTIONS: readonly { value: Difficulty; label: string }[] = DIFFICULTIES.map(
  (value) => ({ value, label: difficultyLabel(value) }),
);

/** The create wizard's choice between a once-off and an ongoing task. */
export const TASK_KIND_OPTIONS: readonly { value: TaskKind; label: string }[] = [
  { value: 'once-off', label: 'Once-off' },
  { value: 'ongoing', label: 'Ongoing' },
];

// Select inputs hand back plain strings; these tell which of them are values of ours.
export function isDifficulty(value: string): value is Difficulty {
  return (DIFFICULTIES as readonly string[]).includes(value);
}

export function isOrganisationType(value: string): value is OrganisationType {
  return (ORGANISATION_TYPES as readonly string[]).includes(value);
}

export function isTaskKind(value: string): value is TaskKind {
  return TASK_KIND_OPTIONS.some((option) => option.value === value);
}

export function isMyTasksFilter(value: string): value is MyTasksFilter {
  return MY_TASKS_FILTER_OPTIONS.some((option) => option.value === value);
}

export function isApplicationGroup(value: string): value is ApplicationGroup {
  return APPLICATION_FILTER_OPTIONS.some((option) => option.value === value);
}

export function isTaskSort(value: string): value is TaskSort {
  return TASK_LIST_SORT_OPTIONS.some((option) => option.value === value);
}

/** A profile's bio, or 'No bio provided.' when it is missing or blank (SPEC §8). */
export function bioText(bio: string | null | undefined): string {
  const trimmed = (bio ?? '').trim();
  return trimmed === '' ? NO_BIO : trimmed;
}

/** An optional organisation detail (mission, website, ABN), or 'Not specified' when blank. */
export function detailOrNotSpecified(value: string | null | undefined): string {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? ORGANISATION_TYPE_NOT_SPECIFIED : trimmed;
}

/** An optional text field as stored: trimmed, or null when left blank. */
export function optionalText(value: string | null | undefined): string | null {
  const trimmed = (value ?? '').trim();
  return trimmed === '' ? null : trimmed;
}
