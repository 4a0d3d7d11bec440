import { INTEREST_OPTIONS, type Interest } from '../constants';
import { WEEKDAYS, type Difficulty, type Weekday } from '../domainTypes';
import {
  CAPACITY_MINIMUM,
  DESCRIPTION_REQUIRED,
  DETAILED_DESCRIPTION_REQUIRED,
  DIFFICULTY_REQUIRED,
  DURATION_RANGE,
  ENTER_DATE,
  LOCATION_REQUIRED,
  ORG_ID_MISSING,
  TASK_DATE_MUST_BE_FUTURE,
  TIME_REQUIRED,
  TITLE_REQUIRED,
  WEEKDAY_HOURS_RANGE,
  WEEKDAY_REQUIRED,
  WEEKS_MINIMUM,
  DATE_REQUIRED,
} from '../messages';
import { isBlank, type FieldErrors } from './fieldErrors';
import {
  CAPACITY_MIN,
  ONCE_OFF_HOURS_MAX,
  ONCE_OFF_HOURS_MIN,
  WEEKDAY_HOURS_MAX,
  WEEKDAY_HOURS_MIN,
  WEEKS_MIN,
  taskPoints,
  totalTaskHours,
  type TaskSchedule,
} from './points';

export const CREATE_TASK_STEPS = ['Details', 'Timing', 'Points'] as const;

export type TaskKind = 'once-off' | 'ongoing';

/** The create-task wizard's form state; date and time are the browser inputs' local values. */
export type TaskDraft = {
  title: string;
  description: string;
  location: string;
  capacity: number;
  kind: TaskKind;
  detailedDescription: string;
  date: string;
  time: string;
  hoursByWeekday: Partial<Record<Weekday, number>>;
  weeks: number;
  durationHours: number;
  difficulty: Difficulty | null;
  /** The interests the task suits (SPEC §3's list), for volunteers' filters and For You. */
  interests: Interest[];
};

export type DetailsField =
  'title' | 'description' | 'location' | 'capacity' | 'detailedDescription';
export type TimingField = 'date' | 'time' | 'weekdays' | 'weekdayHours' | 'weeks' | 'durationHours';

const inRange = (value: number, min: number, max: number): boolean =>
  Number.isFinite(value) && value >= min && value <= max;

/** Step 1 (Details): title, description, location, volunteers needed ≥ 1; ongoing needs the role description. */
export function validateDetailsStep(draft: TaskDraft): FieldErrors<DetailsField> {
  const errors: FieldErrors<DetailsField> = {};
  if (isBlank(draft.title)) errors.title = TITLE_REQUIRED;
  if (isBlank(draft.description)) errors.description = DESCRIPTION_REQUIRED;
  if (isBlank(draft.location)) errors.location = LOCATION_REQUIRED;
  if (!Number.isInteger(draft.capacity) || draft.capacity < CAPACITY_MIN) {
    errors.capacity = CAPACITY_MINIMUM;
  }
  if (draft.kind === 'ongoing' && isBlank(draft.detailedDescription)) {
    errors.detailedDescription = DETAILED_DESCRIPTION_REQUIRED;
  }
  return errors;
}

/**
 * The task's start from the date and time inputs, read in the viewer's local time as the inputs
 * are. An ongoing task has no time (the input is disabled), so it starts at midnight.
 */
export function combineTaskDateTime(
  date: string,
  time: string | null,
  kind: TaskKind,
): Date | null {
  if (isBlank(date)) return null;
  const clock = kind === 'ongoing' || time === null || isBlank(time) ? '00:00' : time.trim();
  const combined = new Date(`${date.trim()}T${clock}`);
  return Number.isNaN(combined.getTime()) ? null : combined;
}

/** Step 2 (Timing): date, time unless ongoing, a future start, and the schedule limits (SPEC §5). */
export function validateTimingStep(draft: TaskDraft, now: Date): FieldErrors<TimingField> {
  const errors: FieldErrors<TimingField> = {};
  if (isBlank(draft.date)) errors.date = DATE_REQUIRED;
  if (draft.kind === 'once-off' && isBlank(draft.time)) errors.time = TIME_REQUIRED;
  if (errors.date === undefined && errors.time === undefined) {
    const start = combineTaskDateTime(draft.date, draft.time, draft.kind);
    if (start === null || start.getTime() <= now.getTime()) errors.date = TASK_DATE_MUST_BE_FUTURE;
  }
  if (draft.kind === 'ongoing') {
    const hours = Object.values(draft.hoursByWeekday);
    if (hours.length === 0) errors.weekdays = WEEKDAY_REQUIRED;
    if (hours.some((h) => !inRange(h ?? Number.NaN, WEEKDAY_HOURS_MIN, WEEKDAY_HOURS_MAX))) {
      errors.weekdayHours = WEEKDAY_HOURS_RANGE;
    }
    if (!Number.isInteger(draft.weeks) || draft.weeks < WEEKS_MIN) errors.weeks = WEEKS_MINIMUM;
  } else if (!inRange(draft.durationHours, ONCE_OFF_HOURS_MIN, ONCE_OFF_HOURS_MAX)) {
    errors.durationHours = DURATION_RANGE;
  }
  return errors;
}

/** Step 3 (Points): a difficulty must be chosen for the points to be known. */
export function validatePointsStep(draft: TaskDraft): FieldErrors<'difficulty'> {
  return draft.difficulty === null ? { difficulty: DIFFICULTY_REQUIRED } : {};
}

export function taskDraftSchedule(draft: TaskDraft): TaskSchedule {
  return draft.kind === 'ongoing'
    ? { kind: 'ongoing', hoursByWeekday: draft.hoursByWeekday, weeks: draft.weeks }
    : { kind: 'once-off', hours: draft.durationHours };
}

/** Points previewed in step 3 and stored on creation; 0 until a difficulty is chosen. */
export function taskDraftPoints(draft: TaskDraft): number {
  return draft.difficulty === null ? 0 : taskPoints(draft.difficulty, taskDraftSchedule(draft));
}

/** Final checks on Create (SPEC §5): the organisation must be known, then the date present. */
export function validateTaskCreation(input: {
  organisationId: string | number | null | undefined;
  date: string | null | undefined;
}): string | null {
  if (
    input.organisationId === null ||
    input.organisationId === undefined ||
    input.organisationId === ''
  ) {
    return ORG_ID_MISSING;
  }
  if (isBlank(input.date)) return ENTER_DATE;
  return null;
}

export type NewTaskRow = {
  user_id: string;
  organisation_id: string;
  title: string;
  description: string;
  detailed_description: string | null;
  location: string;
  task_date: string | null;
  task_type: TaskKind;
  difficulty: Difficulty;
  hours_required: number;
  points: number;
  capacity: number;
  days_of_week: Weekday[] | null;
  number_of_weeks: number | null;
  interests: Interest[];
  /** The zone the organiser posted it in: its date and weekdays are meant there (issue #21). */
  time_zone: string;
};

/** Hours stored on the task: once-off, the duration; ongoing, the weekly hours over the chosen days. */
export function taskDraftHoursRequired(draft: TaskDraft): number {
  return draft.kind === 'ongoing'
    ? totalTaskHours({ kind: 'ongoing', hoursByWeekday: draft.hoursByWeekday, weeks: 1 })
    : totalTaskHours({ kind: 'once-off', hours: draft.durationHours });
}

/**
 * The row a valid draft creates (SPEC §3). A new task starts open and not completed by the
 * database's defaults; the database recomputes the points with the same formula, so the preview and
 * the stored value agree.
 */
export function buildNewTaskRow(
  draft: TaskDraft & { difficulty: Difficulty },
  owner: { userId: string; organisationId: string },
  start: Date,
  timeZone: string = Intl.DateTimeFormat().resolvedOptions().timeZone,
): NewTaskRow {
  const ongoing = draft.kind === 'ongoing';
  return {
    user_id: owner.userId,
    organisation_id: owner.organisationId,
    title: draft.title.trim(),
    description: draft.description.trim(),
    detailed_description: ongoing ? draft.detailedDescription.trim() : null,
    location: draft.location.trim(),
    task_date: start.toISOString(),
    task_type: draft.kind,
    difficulty: draft.difficulty,
    hours_required: taskDraftHoursRequired(draft),
    points: taskPoints(draft.difficulty, taskDraftSchedule(draft)),
    capacity: draft.capacity,
    days_of_week: ongoing
      ? WEEKDAYS.filter((day) => draft.hoursByWeekday[day] !== undefined)
      : null,
    number_of_weeks: ongoing ? draft.weeks : null,
    interests: INTEREST_OPTIONS.filter((interest) => draft.interests.includes(interest)),
    time_zone: timeZone,
  };
}

/** Some screens hold task_type as the creation-time boolean, others as text (SPEC §3). */
export function isOngoingTask(taskType: string | boolean | null | undefined): boolean {
  return taskType === true || taskType === 'ongoing';
}

export type EditTaskForm = {
  title: string;
  description: string;
  location: string;
  date: string;
  interests: Interest[];
};

/** Edit task: title, description and location required; the date may be left empty (SPEC §5). */
export function validateEditTask(
  form: EditTaskForm,
): FieldErrors<'title' | 'description' | 'location'> {
  const errors: FieldErrors<'title' | 'description' | 'location'> = {};
  if (isBlank(form.title)) errors.title = TITLE_REQUIRED;
  if (isBlank(form.description)) errors.description = DESCRIPTION_REQUIRED;
  if (isBlank(form.location)) errors.location = LOCATION_REQUIRED;
  return errors;
}
