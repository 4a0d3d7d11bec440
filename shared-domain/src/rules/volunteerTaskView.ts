import type { ApplicationStatus, Role } from '../domainTypes';
import { APPLIED_MARKER, APPROVED_BANNER, AWAITING_APPROVAL_BANNER } from '../messages';
import { formatDate, type DateFormatOptions } from './dateFormat';
import { parseOptionalTimestamp } from './time';
import { withdrawalOption, type WithdrawalOption } from './withdrawal';

export type OwnApplication = { status: ApplicationStatus; created_at: string };

export type TaskOpenBadge = 'Open' | 'Closed';

/** status true means the task is filled or closed (SPEC §3). */
export function taskOpenBadge(status: boolean): TaskOpenBadge {
  return status ? 'Closed' : 'Open';
}

/** Organisations cannot apply; applying needs a signed-in volunteer (SPEC §5). */
export function mayApply(role: Role | string | null | undefined): boolean {
  return role === 'volunteer';
}

/** Apply is offered only when the task is not closed and the user has no application (SPEC §4). */
export function isApplyOffered(task: { status: boolean }, application: object | null): boolean {
  return !task.status && (application === null || application === undefined);
}

export type ApplyAction = { kind: 'apply' } | { kind: 'applied'; label: string } | { kind: 'none' };

/** What a task card shows to a volunteer: an Apply button, the 'Applied' marker, or nothing. */
export function taskCardApplyAction(task: { status: boolean }, hasApplied: boolean): ApplyAction {
  if (hasApplied) return { kind: 'applied', label: APPLIED_MARKER };
  if (!task.status) return { kind: 'apply' };
  return { kind: 'none' };
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
  task: { status: boolean; task_date: string | null; completed?: boolean },
  application: OwnApplication | null,
  now: Date,
  dateFormat: DateFormatOptions = {},
): VolunteerTaskView {
  const status = application?.status;
  const isActive = status === 'applied' || status === 'approved';
  const appliedAt = parseOptionalTimestamp(application?.created_at);
  return {
    openBadge: taskOpenBadge(task.status),
    applyOffered: isApplyOffered(task, application),
    waitlistOffered:
      task.status &&
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
