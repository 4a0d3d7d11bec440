import {
  calendarDayKey,
  calendarDaysBetween,
  formatDate,
  formatWeekday,
  type DateFormatOptions,
} from './dateFormat';
import { parseTimestamp } from './time';

// Lists by day (a conversation, issue #20; the notification centre, issue #48): a label says the
// day once.

/** A day separator: 'Today', 'Yesterday', the weekday within a week, else the date. */
export function dayLabel(timestamp: string, now: Date, options: DateFormatOptions = {}): string {
  const date = parseTimestamp(timestamp);
  const days = calendarDaysBetween(date, now, options);
  if (days <= 0) return 'Today';
  if (days === 1) return 'Yesterday';
  if (days < 7) {
    return formatWeekday(date, 'long', options);
  }
  return formatDate(date, options);
}

/**
 * Items (a conversation's messages oldest first, notifications newest first) in runs of one day
 * each, with the day's label.
 */
export function groupByDay<M extends { created_at: string }>(
  items: readonly M[],
  now: Date,
  options: DateFormatOptions = {},
): { day: string; label: string; items: M[] }[] {
  const days: { day: string; label: string; items: M[] }[] = [];
  for (const item of items) {
    const day = calendarDayKey(parseTimestamp(item.created_at), options);
    const last = days.at(-1);
    if (last !== undefined && last.day === day) last.items.push(item);
    else
      days.push({
        day,
        label: dayLabel(item.created_at, now, options),
        items: [item],
      });
  }
  return days;
}
