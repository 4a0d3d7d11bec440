import type { ApplicationStatus, Role } from '../domainTypes';
import {
  APPLIED_MARKER,
  APPROVED_BANNER,
  AWAITING_APPROVAL_BANNER,
  FULL_MARKER,
  ON_WAITLIST_MARKER,
  PLACE_OFFERED_MARKER,
} from '../messages';
import { formatDate, type DateFormatOptions } from './dateFormat';
import { parseOptionalTimestamp } from './time';
import { withdrawalOption, type WithdrawalOption } from './withdrawal';

export type OwnApplication = { status: ApplicationStatus; created_at: string };

export type TaskOpenBadge = 'Open' | 'Closed';

/** status true means the task is filled or closed (SPEC §3). */
export function taskOpenBadge(status: boolean): TaskOpenBadge {
  return status ? 'Closed' : 'Open';
}

/**
 * A task's places as a volunteer may take them (issue #44): 'open' to apply; 'full' when every place
 * is taken or on offer to the first in line of its waitlist (`places_free` 0), which is joined
 * instead; 'closed' when completed or closed by its organisation with places left.
 */
export type TaskAvailability = 'open' | 'full' | 'closed';

export function taskAvailability(task: {
  status: boolean;
  completed?: boolean | null;
  places_free?: number | null;
}): TaskAvailability {
  if (task.completed === true) return 'closed';
  if (task.places_free !== null && task.places_free !== undefined && task.places_free <= 0) {
    return 'full';
  }
  return task.status ? 'closed' : 'open';
}

/** Organisations cannot apply; applying needs a signed-in volunteer (SPEC §5). */
export function mayApply(role: Role | string | null | undefined): boolean {
  return role === 'volunteer';
}

type PlacesOfTask = Parameters<typeof taskAvailability>[0];

/**
 * Apply is offered only when the task is not closed and the user has no application (SPEC §4), nor
 * full: its last places held for the waitlist (issue #44).
 */
export function isApplyOffered(task: PlacesOfTask, application: object | null): boolean {
  return taskAvailability(task) === 'open' && (application === null || application === undefined);
}

export type ApplyAction =
  | { kind: 'apply' }
  | { kind: 'applied'; label: string }
  | { kind: 'joinWaitlist' }
  | { kind: 'waiting'; label: string }
  | { kind: 'offered'; label: string }
  | { kind: 'none' };

/**
 * What a task card shows to a volunteer: an Apply button, the 'Applied' marker; on a full task,
 * 'Join the waitlist', or where they stand in its line; or nothing.
 */
export function taskCardApplyAction(
  task: PlacesOfTask & { my_waitlist_status?: string | null },
  hasApplied: boolean,
): ApplyAction {
  if (task.my_waitlist_status === 'offered')
    return { kind: 'offered', label: PLACE_OFFERED_MARKER };
  if (hasApplied) return { kind: 'applied', label: APPLIED_MARKER };
  if (task.my_waitlist_status === 'waiting') return { kind: 'waiting', label: ON_WAITLIST_MARKER };
  const availability = taskAvailability(task);
  if (availability === 'open') return { kind: 'apply' };
  if (availability === 'full') return { kind: 'joinWaitlist' };
  return { kind: 'none' };
}

/** The mark a full task carries in the lists. */
export function fullMarker(task: PlacesOfTask): string | null {
  return taskAvailability(task) === 'full' ? FULL_MARKER : null;
}

export type VolunteerTaskView = {
  openBadge: TaskOpenBadge;
  applyOffered: boolean;
  /** Full (or closed), still to come and not applied for: the waitlist is offered (issue #21). */
  waitlistOffered: boolean;
  banner: typeof APPROVED_BANNER | typeof AWAITING_APPROVAL_BANNER | null;
  applicationBadge: 'Approved' | 'Applied' | null;
  appliedOn: string | null;
  withdraw: WithdrawalOption | null;
};

/**
 * Everything the volunteer's task detail shows about their relation to the task (SPEC §4):
 * the Apply action, the approval banner and badge, 'Applied on {date}' and the withdrawal option.
 * Withdrawing is only for an application that is still applied or approved.
 */
export function volunteerTaskView(
  task: PlacesOfTask & { task_date: string | null },
  application: OwnApplication | null,
  now: Date,
  dateFormat: DateFormatOptions = {},
): VolunteerTaskView {
  const status = application?.status;
  const isActive = status === 'applied' || status === 'approved';
  const appliedAt = parseOptionalTimestamp(application?.created_at);
  return {
    openBadge: taskOpenBadge(taskAvailability(task) !== 'open'),
    applyOffered: isApplyOffered(task, application),
    waitlistOffered:
      taskAvailability(task) !== 'open' &&
      task.completed !== true &&
      (application === null || application === undefined) &&
      (parseOptionalTimestamp(task.task_date)?.getTime() ?? Infinity) > now.getTime(),
    banner:
      status === 'approved'
        ? APPROVED_BANNER
        : status === 'applied'
          ? AWAITING_APPROVAL_BANNER
          : null,
    applicationBadge: status === 'approved' ? 'Approved' : status === 'applied' ? 'Applied' : null,
    appliedOn:
      isActive && appliedAt !== null ? `Applied on ${formatDate(appliedAt, dateFormat)}` : null,
    withdraw: isActive ? withdrawalOption(task.task_date, now) : null,
  };
}
