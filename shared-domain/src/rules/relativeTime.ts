import { JUST_NOW } from '../messages';
import { parseTimestamp } from './time';

const MINUTES_IN_DAY = 1440;
const MINUTES_IN_ALMOST_TWO_DAYS = 2520;
const MINUTES_IN_MONTH = 43200;
const MINUTES_IN_TWO_MONTHS = 86400;

const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;

function calendarMonthsBetween(earlier: Date, later: Date): number {
  const months =
    (later.getUTCFullYear() - earlier.getUTCFullYear()) * 12 +
    (later.getUTCMonth() - earlier.getUTCMonth());
  const laterInMonth = later.getTime() - Date.UTC(later.getUTCFullYear(), later.getUTCMonth());
  const earlierInMonth =
    earlier.getTime() - Date.UTC(earlier.getUTCFullYear(), earlier.getUTCMonth());
  return laterInMonth < earlierInMonth ? months - 1 : months;
}

/** The wording of date-fns' formatDistance, which chat and message lists have always shown. */
function distanceInWords(earlier: Date, later: Date): string {
  const seconds = Math.trunc((later.getTime() - earlier.getTime()) / 1000);
  const minutes = Math.round(seconds / 60);
  if (minutes === 0) return 'less than a minute';
  if (minutes < 45) return plural(minutes, 'minute');
  if (minutes < 90) return 'about 1 hour';
  if (minutes < MINUTES_IN_DAY) return `about ${plural(Math.round(minutes / 60), 'hour')}`;
  if (minutes < MINUTES_IN_ALMOST_TWO_DAYS) return '1 day';
  if (minutes < MINUTES_IN_MONTH) return plural(Math.round(minutes / MINUTES_IN_DAY), 'day');
  if (minutes < MINUTES_IN_TWO_MONTHS) {
    return `about ${plural(Math.round(minutes / MINUTES_IN_MONTH), 'month')}`;
  }
  const months = calendarMonthsBetween(earlier, later);
  if (months < 12) return plural(Math.round(minutes / MINUTES_IN_MONTH), 'month');
  const monthsIntoYear = months % 12;
  const years = Math.trunc(months / 12);
  if (monthsIntoYear < 3) return `about ${plural(years, 'year')}`;
  if (monthsIntoYear < 9) return `over ${plural(years, 'year')}`;
  return `almost ${plural(years + 1, 'year')}`;
}

/**
 * Chat time stamps (SPEC §9): 'Just now' under 60 seconds (clock skew included), otherwise the
 * distance with a suffix, e.g. '5 minutes ago'. Zone-less timestamps are UTC.
 */
export function relativeTime(timestamp: string, now: Date): string {
  const then = parseTimestamp(timestamp);
  if (Number.isNaN(then.getTime())) return '';
  const ageMs = now.getTime() - then.getTime();
  if (ageMs < 60_000) return JUST_NOW;
  return `${distanceInWords(then, now)} ago`;
}
