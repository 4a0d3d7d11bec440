export { firstName, initials } from './rules/names';
export {
  applicantCountLabel,
  completedTasksLabel,
  formatRating,
  organisationTypeLabel,
  pointsLabel,
} from './rules/labels';
export { DAY_MS, HOUR_MS, isPastDate, parseOptionalTimestamp, parseTimestamp } from './rules/time';
export {
  COMING_UP_WINDOW_MS,
  DUE_SOON_WINDOW_MS,
  taskTimingLabel,
  type TaskTimingLabel,
} from './rules/taskTiming';
export { taskDisplayState, type TaskDisplayState } from './rules/taskDisplayState';
export { relativeTime } from './rules/relativeTime';
export { activeTabPath } from './rules/navigation';
export * from './messages';
