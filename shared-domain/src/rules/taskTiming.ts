import { DAY_MS, parseOptionalTimestamp } from './time';

export const DUE_SOON_WINDOW_MS = DAY_MS;
export const COMING_UP_WINDOW_MS = 7 * DAY_MS;

export type TaskTimingLabel = 'Past Due' | 'Due Soon' | 'Coming Up' | 'Future Task';

/**
 * SPEC §4 windows: past = Past Due; within 24 h = Due Soon; within 168 h = Coming Up.
 * "Within" includes the boundary, so a task exactly 24 h away is still Due Soon.
 */
export function taskTimingLabel(taskDate: string | null, now: Date): TaskTimingLabel | null {
  const date = parseOptionalTimestamp(taskDate);
  if (date === null) return null;
  const untilMs = date.getTime() - now.getTime();
  if (untilMs < 0) return 'Past Due';
  if (untilMs <= DUE_SOON_WINDOW_MS) return 'Due Soon';
  if (untilMs <= COMING_UP_WINDOW_MS) return 'Coming Up';
  return 'Future Task';
}
