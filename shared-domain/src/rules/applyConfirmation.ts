import { FLEXIBLE_DATE, PROCEED_QUESTION } from '../messages';
import { formatDate, type DateFormatOptions } from './dateFormat';
import { relativeDateText, spotsLeftText } from './discovery';
import { pointsLabel } from './labels';
import { parseOptionalTimestamp } from './time';

export type ApplyConfirmationTask = {
  title: string;
  description: string | null;
  location: string | null;
  task_date: string | null;
  hours_required: number | null;
  capacity: number | null;
  points?: number | null;
  /** Approved and completed places, when known: adds how many spots are left. */
  places_taken?: number | null;
  /** The task's own zone: its date and time show there (dateFormat.ts). */
  time_zone?: string | null;
};

/**
 * What the confirmation before applying says (SPEC §5): the title, description, location, date
 * ('Flexible' without one), 'Hours: {hours_required} hrs', 'Spots: {capacity}', then 'Proceed?'.
 * Issue #20 lays it out as a sheet, so each part is named; `when` says the start as a volunteer
 * reads it fastest ('Tomorrow, 10:00'), `spotsLeft` and `points` what the list says too.
 */
export type ApplyConfirmation = {
  title: string;
  description: string;
  location: string;
  date: string;
  when: string;
  hours: string;
  spots: string;
  spotsLeft: string | null;
  points: string | null;
  question: string;
};

export function applyConfirmation(
  task: ApplyConfirmationTask,
  now: Date,
  dateFormat: DateFormatOptions = {},
): ApplyConfirmation {
  const date = parseOptionalTimestamp(task.task_date);
  const inZone = { timeZone: task.time_zone, ...dateFormat };
  return {
    title: task.title,
    description: task.description ?? '',
    location: task.location ?? '',
    date: date === null ? FLEXIBLE_DATE : formatDate(date, inZone),
    when: date === null ? FLEXIBLE_DATE : relativeDateText(date, now, inZone),
    hours: `Hours: ${task.hours_required ?? 0} hrs`,
    spots: `Spots: ${task.capacity ?? 0}`,
    spotsLeft:
      task.places_taken === null || task.places_taken === undefined
        ? null
        : spotsLeftText(task.capacity, task.places_taken),
    points: task.points === null || task.points === undefined ? null : pointsLabel(task.points),
    question: PROCEED_QUESTION,
  };
}
