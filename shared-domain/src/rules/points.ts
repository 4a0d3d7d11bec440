import type { Difficulty, Weekday } from '../domainTypes';

export const BASE_POINTS: Readonly<Record<Difficulty, number>> = {
  easy: 25,
  medium: 50,
  hard: 100,
};

export const WEEKDAY_HOURS_MIN = 0;
export const WEEKDAY_HOURS_MAX = 12;
export const ONCE_OFF_HOURS_MIN = 1;
export const ONCE_OFF_HOURS_MAX = 12;
export const WEEKS_MIN = 1;
export const CAPACITY_MIN = 1;

export type TaskSchedule =
  | { kind: 'once-off'; hours: number }
  | { kind: 'ongoing'; hoursByWeekday: Partial<Record<Weekday, number>>; weeks: number };

const finiteOrZero = (value: number): number => (Number.isFinite(value) ? value : 0);

/** The weekday hours input is capped at 12 and cannot go below 0 (SPEC §5). */
export function clampWeekdayHours(hours: number): number {
  return Math.min(WEEKDAY_HOURS_MAX, Math.max(WEEKDAY_HOURS_MIN, finiteOrZero(hours)));
}

/**
 * Total hours a task asks of a volunteer (SPEC §9). Inputs are clamped to what the form allows, so
 * an out-of-range value can never inflate the points; validation reports it separately.
 */
export function totalTaskHours(schedule: TaskSchedule): number {
  if (schedule.kind === 'once-off') {
    return Math.min(ONCE_OFF_HOURS_MAX, Math.max(0, finiteOrZero(schedule.hours)));
  }
  const weeklyHours = Object.values(schedule.hoursByWeekday).reduce<number>(
    (sum, hours) => sum + clampWeekdayHours(hours ?? 0),
    0,
  );
  const weeks = Math.max(0, Math.floor(finiteOrZero(schedule.weeks)));
  return weeklyHours * weeks;
}

/** Points = base by difficulty × total hours, rounded to whole points (1 point = 1 cent). */
export function taskPoints(difficulty: Difficulty, schedule: TaskSchedule): number {
  return Math.round(BASE_POINTS[difficulty] * totalTaskHours(schedule));
}
