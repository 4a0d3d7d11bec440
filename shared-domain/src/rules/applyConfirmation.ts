import { FLEXIBLE_DATE, PROCEED_QUESTION } from '../messages';
import { formatDate, type DateFormatOptions } from './dateFormat';
import { parseOptionalTimestamp } from './time';

export type ApplyConfirmationTask = {
  title: string;
  description: string | null;
  location: string | null;
  task_date: string | null;
  hours_required: number | null;
  capacity: number | null;
};

/**
 * Lines of the confirmation dialog before applying (SPEC §5): title, description, location, date
 * ('Flexible' without one), 'Hours: {hours_required} hrs', 'Spots: {capacity}', then 'Proceed?'.
 */
export function applyConfirmationLines(
  task: ApplyConfirmationTask,
  dateFormat: DateFormatOptions = {},
): string[] {
  const date = parseOptionalTimestamp(task.task_date);
  return [
    task.title,
    task.description ?? '',
    task.location ?? '',
    date === null ? FLEXIBLE_DATE : formatDate(date, dateFormat),
    `Hours: ${task.hours_required ?? 0} hrs`,
    `Spots: ${task.capacity ?? 0}`,
    PROCEED_QUESTION,
  ];
}
