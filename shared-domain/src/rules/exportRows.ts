import { EXPORT_FALLBACK_HOURS, EXPORT_WINDOW_DAYS } from '../constants';
import { formatDate, formatTime, type DateFormatOptions } from './dateFormat';
import { DAY_MS, HOUR_MS, parseOptionalTimestamp } from './time';

export const EXPORT_COLUMNS = ['Title', 'Date', 'Start', 'End', 'Points'] as const;

export function exportTitle(days: number = EXPORT_WINDOW_DAYS): string {
  return `Upcoming Tasks (${days} days)`;
}

export function exportFileName(days: number = EXPORT_WINDOW_DAYS): string {
  return `tasks-next-${days}-days.jpg`;
}

export type ExportableTask = {
  title: string;
  task_date: string | null;
  hours_required: number | null;
  points: number | null;
  /** The task's own zone: its times show there (dateFormat.ts). */
  time_zone?: string | null;
};

export type ExportRow = { title: string; date: string; start: string; end: string; points: string };

/** hours_required falls back to 1 when it is not a positive number (SPEC §5, §9). */
export function exportDurationHours(hoursRequired: number | null | undefined): number {
  return typeof hoursRequired === 'number' && Number.isFinite(hoursRequired) && hoursRequired > 0
    ? hoursRequired
    : EXPORT_FALLBACK_HOURS;
}

/**
 * Table rows of the export: tasks dated from now up to N days ahead, earliest first, with
 * end = start + hours_required.
 */
export function exportRows(
  tasks: readonly ExportableTask[],
  now: Date,
  options: DateFormatOptions & { days?: number } = {},
): ExportRow[] {
  const windowEnd = now.getTime() + (options.days ?? EXPORT_WINDOW_DAYS) * DAY_MS;
  return tasks
    .flatMap((task) => {
      const start = parseOptionalTimestamp(task.task_date);
      if (start === null) return [];
      const time = start.getTime();
      return time >= now.getTime() && time <= windowEnd ? [{ task, start }] : [];
    })
    .sort((a, b) => a.start.getTime() - b.start.getTime())
    .map(({ task, start }) => {
      const end = new Date(start.getTime() + exportDurationHours(task.hours_required) * HOUR_MS);
      const inZone = { timeZone: task.time_zone, ...options };
      return {
        title: task.title,
        date: formatDate(start, inZone),
        start: formatTime(start, inZone),
        end: formatTime(end, inZone),
        points: String(task.points ?? 0),
      };
    });
}
