export type Role = 'volunteer' | 'organisation';

export type ApplicationStatus = 'applied' | 'approved' | 'rejected' | 'completed';

export type Difficulty = 'easy' | 'medium' | 'hard';

export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export type Weekday = (typeof WEEKDAYS)[number];

export const DIFFICULTIES: readonly Difficulty[] = ['easy', 'medium', 'hard'];
