export const HOUR_MS = 3_600_000;
export const DAY_MS = 86_400_000;

/**
 * Postgres `timestamp` columns come back without a zone; SPEC §9 says those are UTC, whereas
 * `Date` would read them as local time. Also accepts the short `+00` offset Postgres prints.
 */
export function parseTimestamp(timestamp: string): Date {
  const trimmed = timestamp.trim().replace(' ', 'T');
  // A date without a time is already read as UTC midnight by Date.
  if (!trimmed.includes('T')) return new Date(trimmed);
  if (/[+-]\d{2}$/.test(trimmed)) return new Date(`${trimmed}:00`);
  if (/(Z|[+-]\d{2}:?\d{2})$/i.test(trimmed)) return new Date(trimmed);
  return new Date(`${trimmed}Z`);
}

/** A date-only or date-time string as a Date, or null when absent or unreadable. */
export function parseOptionalTimestamp(timestamp: string | null | undefined): Date | null {
  if (timestamp === null || timestamp === undefined || timestamp.trim() === '') return null;
  const parsed = parseTimestamp(timestamp);
  return Number.isNaN(parsed.getTime()) ? null : parsed;
}

/** True when the task has a date and it lies before now; undated tasks are never past (SPEC §5). */
export function isPastDate(taskDate: string | null | undefined, now: Date): boolean {
  const date = parseOptionalTimestamp(taskDate);
  return date !== null && date.getTime() < now.getTime();
}
