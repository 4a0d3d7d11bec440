import { FLEXIBLE_DATE } from '../messages';
import { isOngoingTask } from './taskValidation';
import { DAY_MS, parseOptionalTimestamp } from './time';

/**
 * Dates and times as the product shows them. The product is Australian (ABN, WWCC), so en-AU is the
 * default locale; the time zone defaults to the viewer's own, and tests pin it.
 */
export type DateFormatOptions = { locale?: string; timeZone?: string };

export const DEFAULT_LOCALE = 'en-AU';

type DateTimeFields = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale, zone and fields, made once. `Date#toLocaleDateString` builds a
 * new formatter on every call, and building one costs far more than formatting with it (a list of
 * task cards: about 20 ms less main-thread work in a 4x-slowed profile of Home, issue #18). The same
 * fields give the same text either way. Without a zone the viewer's own applies; a formatter fixes
 * the zone it was made in, so that case is keyed by the current UTC offset as well: a device that
 * changes zone, or a daylight-saving change, gets a fresh formatter.
 */
export function dateTimeFormat(
  locale: string,
  fields: DateTimeFields,
  timeZone?: string,
): Intl.DateTimeFormat {
  const zoneKey = timeZone === undefined ? `local${new Date().getTimezoneOffset()}` : timeZone;
  const key = `${locale}|${zoneKey}|${JSON.stringify(fields)}`;
  let formatter = formatters.get(key);
  if (formatter === undefined) {
    formatter = new Intl.DateTimeFormat(locale, { ...fields, timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

const DATE_FIELDS: DateTimeFields = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME_FIELDS: DateTimeFields = { hour: '2-digit', minute: '2-digit', hour12: false };
const DAY_KEY_FIELDS: DateTimeFields = { year: 'numeric', month: '2-digit', day: '2-digit' };

export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  return dateTimeFormat(options.locale ?? DEFAULT_LOCALE, DATE_FIELDS, options.timeZone).format(
    date,
  );
}

export function formatTime(date: Date, options: DateFormatOptions = {}): string {
  return dateTimeFormat(options.locale ?? DEFAULT_LOCALE, TIME_FIELDS, options.timeZone).format(
    date,
  );
}

/** A weekday's name ('Sat' with 'short', 'Saturday' with 'long') in the viewer's zone or `options.timeZone`. */
export function formatWeekday(
  date: Date,
  width: 'short' | 'long',
  options: DateFormatOptions = {},
): string {
  return dateTimeFormat(
    options.locale ?? DEFAULT_LOCALE,
    { weekday: width },
    options.timeZone,
  ).format(date);
}

/**
 * The formatters a task card needs (its date, time, weekday and day count), each as a step that
 * makes it in the viewer's zone. Building one costs a few milliseconds, several times that on a
 * phone, and the first screen's render would otherwise build them all in its one long task: start-up
 * takes these steps one per task while it waits for the network (issue #18).
 */
export const TASK_CARD_FORMATS: readonly (() => void)[] = [
  () => void dateTimeFormat(DEFAULT_LOCALE, DATE_FIELDS),
  () => void dateTimeFormat(DEFAULT_LOCALE, TIME_FIELDS),
  () => void dateTimeFormat(DEFAULT_LOCALE, { weekday: 'short' }),
  () => void dateTimeFormat('en-CA', DAY_KEY_FIELDS),
];

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
  return dateTimeFormat('en-CA', DAY_KEY_FIELDS, options.timeZone).format(date);
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
