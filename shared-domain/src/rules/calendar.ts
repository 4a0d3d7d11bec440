import { PRODUCT_CALENDAR_ID } from '../constants';
import { isOngoingTask } from './taskValidation';
import { parseOptionalTimestamp } from './time';

/** A task as a calendar needs it. */
export type CalendarTask = {
  id: string;
  title: string;
  description: string | null;
  location: string | null;
  task_date: string | null;
  hours_required: number | null;
  task_type: string | boolean | null;
  days_of_week: readonly string[] | null;
  number_of_weeks: number | null;
  organisation_name: string;
};

const ICS_DAYS: Readonly<Record<string, string>> = {
  monday: 'MO',
  tuesday: 'TU',
  wednesday: 'WE',
  thursday: 'TH',
  friday: 'FR',
  saturday: 'SA',
  sunday: 'SU',
};

/** A UTC moment as iCalendar writes it: 20260309T090000Z. */
function icsTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** RFC 5545 text: backslash, semicolon, comma and line breaks escaped. */
function icsText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** Lines longer than 75 octets continue on the next line after a space (RFC 5545 §3.1). */
function fold(line: string): string {
  const parts: string[] = [];
  let rest = line;
  while (new TextEncoder().encode(rest).length > 75) {
    let cut = 74;
    while (new TextEncoder().encode(rest.slice(0, cut)).length > 74) cut -= 1;
    parts.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  parts.push(rest);
  return parts.join('\r\n ');
}

/**
 * A task as an iCalendar event (RFC 5545), for "Add to calendar": its start and length, place,
 * description and organisation; an ongoing task repeats weekly on its days for its number of weeks.
 * Null for an undated task: there is nothing to put in a calendar. `stamp` is when it was made.
 */
export function taskCalendarFile(task: CalendarTask, stamp: Date): string | null {
  const start = parseOptionalTimestamp(task.task_date);
  if (start === null) return null;
  const hours = task.hours_required !== null && task.hours_required > 0 ? task.hours_required : 1;
  const end = new Date(start.getTime() + hours * 3_600_000);
  const days = (task.days_of_week ?? [])
    .map((day) => ICS_DAYS[day.trim().toLowerCase()])
    .filter((day): day is string => day !== undefined);
  const weeks = task.number_of_weeks ?? 0;
  const repeats = isOngoingTask(task.task_type) && days.length > 0 && weeks > 0;
  const description = [task.description ?? '', `With ${task.organisation_name}.`]
    .filter((part) => part.trim() !== '')
    .join('\n\n');
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_CALENDAR_ID}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:task-${task.id}@pitch-in`,
    `DTSTAMP:${icsTime(stamp)}`,
    `DTSTART:${icsTime(start)}`,
    `DTEND:${icsTime(end)}`,
    ...(repeats ? [`RRULE:FREQ=WEEKLY;BYDAY=${days.join(',')};COUNT=${days.length * weeks}`] : []),
    `SUMMARY:${icsText(task.title)}`,
    ...(task.location === null || task.location.trim() === ''
      ? []
      : [`LOCATION:${icsText(task.location)}`]),
    `DESCRIPTION:${icsText(description)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(fold).join('\r\n')}\r\n`;
}

/** The calendar file as a link's address, with the name to save it under. */
export function taskCalendarLink(
  task: CalendarTask,
  stamp: Date,
): { href: string; fileName: string } | null {
  const file = taskCalendarFile(task, stamp);
  if (file === null) return null;
  const slug =
    task.title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 60) || 'task';
  return {
    href: `data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`,
    fileName: `${slug}.ics`,
  };
}

/** Directions to a task's place in the map service the device opens. */
export function directionsUrl(location: string | null): string | null {
  if (location === null || location.trim() === '') return null;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location.trim())}`;
}
