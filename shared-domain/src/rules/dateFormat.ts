import { FLEXIBLE_DATE } from '../messages';
import { isOngoingTask } from './taskValidation';
import { DAY_MS, parseOptionalTimestamp } from './time';

/**
 * Dates and times as the product shows them. The product is Australian (ABN, WWCC), so en-AU is the
 * default locale; the time zone defaults to the viewer's own, and tests pin it.
 */
export type DateFormatOptions = { locale?: string; timeZone?: string };

export const DEFAULT_LOCALE = 'en-AU';

export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return date.toLocaleDateString(options.locale ?? DEFAULT_LOCALE, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: options.timeZone,
  });
}

export function formatTime(date: Date, options: DateFormatOptions = {}): string {
  return date.toLocaleTimeString(options.locale ?? DEFAULT_LOCALE, {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: options.timeZone,
  });
}

const pad = (value: number): string => String(value).padStart(2, '0');

/**
 * A stored timestamp as a `datetime-local` input's value, in the viewer's local time as the input
 * shows it; '' for an undated task. Zone-less timestamps are UTC (SPEC §9).
 */
export function toDateTimeLocalValue(timestamp: string | null | undefined): string {
  const date = parseOptionalTimestamp(timestamp);
  if (date === null) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` input's value (viewer's local time) as a timestamp; null when blank or unreadable. */
export function fromDateTimeLocalValue(value: string): string | null {
  if (value.trim() === '') return null;
  const date = new Date(value.trim());
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/**
 * A task's date as its screens show it: 'Flexible' when undated, the first day alone for an ongoing
 * task (it repeats on its weekdays), the day and start time for a once-off one ("9 Mar 2026, 09:05":
 * one date-time format across the product).
 */
export function taskDateText(
  task: { task_date: string | null; task_type: string | boolean | null },
  options: DateFormatOptions = {},
): string {
  const start = parseOptionalTimestamp(task.task_date);
  if (start === null) return FLEXIBLE_DATE;
  return isOngoingTask(task.task_type)
    ? formatDate(start, options)
    : `${formatDate(start, options)}, ${formatTime(start, options)}`;
}

/** A moment's calendar day in the viewer's zone (or `options.timeZone`), as YYYY-MM-DD. */
export function calendarDayKey(date: Date, options: DateFormatOptions = {}): string {
  return date.toLocaleDateString('en-CA', { timeZone: options.timeZone });
}

/** Whole calendar days from `from`'s day to `to`'s day in that zone: 1 for tomorrow, -1 for yesterday. */
export function calendarDaysBetween(from: Date, to: Date, options: DateFormatOptions = {}): number {
  const midnight = (date: Date) => Date.parse(`${calendarDayKey(date, options)}T00:00:00Z`);
  return Math.round((midnight(to) - midnight(from)) / DAY_MS);
}

/** A calendar day as the database stores it ('2026-11-24') in the portal's words ('24 Nov 2026'). */
export function formatCalendarDay(
  day: string,
  options: Pick<DateFormatOptions, 'locale'> = {},
): string {
  return formatDate(new Date(`${day}T00:00:00Z`), { ...options, timeZone: 'UTC' });
}
