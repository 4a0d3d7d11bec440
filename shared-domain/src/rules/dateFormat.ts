import { WEEKDAYS } from '../domainTypes';
import { FLEXIBLE_DATE } from '../messages';
import { isOngoingTask } from './taskValidation';
import { DAY_MS, parseOptionalTimestamp } from './time';

/**
 * Dates and times as the product shows them. The product is Australian (ABN, WWCC), so en-AU is the
 * default locale, formatted here from the date's own fields as browsers' Intl formats it.
 *
 * One clock (issue #44): a task's times show in the task's own zone (`timeZone: task.time_zone`),
 * on every screen, in reminders, pushes and the calendar. Where that zone's clock differs from the
 * viewer's at that moment, the time names the zone ('09:00 AEDT'), so nobody reads a Sydney time
 * as a Perth one. Without `timeZone` the viewer's own zone applies (a chat's times, a voucher's).
 */
export type DateFormatOptions = {
  locale?: string;
  /** The zone to show the moment in: a task's own for its times; the viewer's when absent. */
  timeZone?: string | null;
  /** The viewer's zone: the device's when absent (tests, and texts written for someone else). */
  viewerTimeZone?: string;
};

export const DEFAULT_LOCALE = 'en-AU';

type DateTimeFields = Omit<Intl.DateTimeFormatOptions, 'timeZone'>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * One Intl.DateTimeFormat per locale, zone and fields, made once: for another locale than the
 * portal's, or a named zone other than the viewer's and UTC (zonedFields). `Date#toLocaleDateString` builds a
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

const pad = (value: number): string => String(value).padStart(2, '0');

const DATE_FIELDS: DateTimeFields = { day: 'numeric', month: 'short', year: 'numeric' };
// hourCycle rather than `hour12: false`: with the latter some ICU builds show midnight as 24:05.
const TIME_FIELDS: DateTimeFields = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };
const ZONE_FIELDS: DateTimeFields = {
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
};

/** en-AU's names (CLDR): 'June', 'July' and 'Sept' are its short months, as browsers show them. */
const MONTHS_SHORT = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'June',
  'July',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A moment's wall-clock fields in a zone; `month` is 1-12, `weekday` 0 (Sunday) to 6. */
interface ZonedFields {
  year: number;
  month: number;
  day: number;
  weekday: number;
  hour: number;
  minute: number;
}

/**
 * The wall-clock fields of `date` in the viewer's zone (no `timeZone`), in UTC, or in any other
 * zone. The first two come from Date's own getters; only another named zone needs Intl. The first
 * Intl date formatter a page makes loads the browser's locale and zone data: 140-260 ms of main
 * thread at Lighthouse's 4x slowdown (Chromium 156, 27 Nov 2026), one long task before a signed-in
 * screen's first dates, where Date's getters take under a millisecond (issue #18).
 */
function zonedFields(date: Date, timeZone?: string): ZonedFields {
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  if (timeZone === 'UTC' || timeZone === 'Etc/UTC') {
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      weekday: date.getUTCDay(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  const parts = dateTimeFormat('en-US', ZONE_FIELDS, timeZone).formatToParts(date);
  const field = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((part) => part.type === type)?.value);
  const day = new Date(0);
  day.setUTCFullYear(field('year'), field('month') - 1, field('day'));
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    weekday: day.getUTCDay(),
    hour: field('hour') % 24,
    minute: field('minute'),
  };
}

/** The portal's own locale is formatted from the fields; any other goes through Intl. */
const isDefaultLocale = (options: DateFormatOptions): boolean =>
  (options.locale ?? DEFAULT_LOCALE) === DEFAULT_LOCALE;

/** '9 Mar 2026' in the viewer's zone or `options.timeZone`. */
export function formatDate(date: Date, options: DateFormatOptions = {}): string {
  if (!isDefaultLocale(options)) {
    return dateTimeFormat(
      options.locale ?? DEFAULT_LOCALE,
      DATE_FIELDS,
      options.timeZone ?? undefined,
    ).format(date);
  }
  const { day, month, year } = zonedFields(date, options.timeZone ?? undefined);
  return `${day} ${MONTHS_SHORT[month - 1]} ${year}`;
}

/**
 * The short name of `timeZone` at `date` ('AEDT', 'AWST', 'GMT+1') where its clock differs from the
 * viewer's at that moment; null where both read the same.
 */
export function zoneNameWhereDifferent(date: Date, options: DateFormatOptions = {}): string | null {
  const timeZone = options.timeZone ?? undefined;
  if (timeZone === undefined || timeZone === options.viewerTimeZone) return null;
  const there = zonedFields(date, timeZone);
  const here = zonedFields(date, options.viewerTimeZone);
  if (there.day === here.day && there.hour === here.hour && there.minute === here.minute) {
    return null;
  }
  const parts = dateTimeFormat(
    options.locale ?? DEFAULT_LOCALE,
    { hour: 'numeric', timeZoneName: 'short' },
    timeZone,
  ).formatToParts(date);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/**
 * '09:05', on the 24-hour clock, in the viewer's zone or `options.timeZone`; with the zone's name
 * after it ('09:05 AEDT') where that zone's clock differs from the viewer's.
 */
export function formatTime(date: Date, options: DateFormatOptions = {}): string {
  const zone = zoneNameWhereDifferent(date, options);
  const suffix = zone === null ? '' : ` ${zone}`;
  if (!isDefaultLocale(options)) {
    return `${dateTimeFormat(options.locale ?? DEFAULT_LOCALE, TIME_FIELDS, options.timeZone ?? undefined).format(date)}${suffix}`;
  }
  const { hour, minute } = zonedFields(date, options.timeZone ?? undefined);
  return `${pad(hour)}:${pad(minute)}${suffix}`;
}

/** A weekday's name ('Sat' with 'short', 'Saturday' with 'long') in the viewer's zone or `options.timeZone`. */
export function formatWeekday(
  date: Date,
  width: 'short' | 'long',
  options: DateFormatOptions = {},
): string {
  if (!isDefaultLocale(options)) {
    return dateTimeFormat(
      options.locale ?? DEFAULT_LOCALE,
      { weekday: width },
      options.timeZone ?? undefined,
    ).format(date);
  }
  // WEEKDAYS starts on Monday, Date's days on Sunday.
  const name = WEEKDAYS[(zonedFields(date, options.timeZone ?? undefined).weekday + 6) % 7] ?? '';
  return width === 'long' ? name : name.slice(0, 3);
}

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
 * one date-time format across the product), in the task's own zone.
 */
export function taskDateText(
  task: { task_date: string | null; task_type: string | boolean | null; time_zone?: string | null },
  options: DateFormatOptions = {},
): string {
  const start = parseOptionalTimestamp(task.task_date);
  if (start === null) return FLEXIBLE_DATE;
  const inZone = { timeZone: task.time_zone, ...options };
  return isOngoingTask(task.task_type)
    ? formatDate(start, inZone)
    : `${formatDate(start, inZone)}, ${formatTime(start, inZone)}`;
}

/** A moment's calendar day in the viewer's zone (or `options.timeZone`), as YYYY-MM-DD. */
export function calendarDayKey(date: Date, options: DateFormatOptions = {}): string {
  const { year, month, day } = zonedFields(date, options.timeZone ?? undefined);
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(day)}`;
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
