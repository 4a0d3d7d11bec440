import type { ApplicationStatus } from '../domainTypes';
import { isPastDate } from './time';

export type ApplicationGroup = 'approved' | 'pending' | 'rejected' | 'completed';

/** Display order and headings of the My Applications screen (SPEC §2). */
export const APPLICATION_GROUPS: readonly { group: ApplicationGroup; heading: string }[] = [
  { group: 'approved', heading: 'Approved Tasks' },
  { group: 'pending', heading: 'Pending Approval' },
  { group: 'rejected', heading: 'Rejected Tasks' },
  { group: 'completed', heading: 'Completed Tasks' },
];

export const APPLICATION_FILTER_PLACEHOLDER = 'Filter by status...';

export const APPLICATION_FILTER_OPTIONS: readonly { value: ApplicationGroup; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'completed', label: 'Completed' },
];

export type GroupableApplication = {
  status: ApplicationStatus;
  task: { task_date: string | null } | null;
};

/**
 * Which group an application falls in, or null when it is not listed (SPEC §4): an approved
 * application whose task date has passed counts as Completed, as does one the organisation marked
 * completed; every other group lists only tasks whose date is not past (undated tasks included).
 */
export function applicationGroup(
  application: GroupableApplication,
  now: Date,
): ApplicationGroup | null {
  const past = isPastDate(application.task?.task_date, now);
  switch (application.status) {
    case 'completed':
      return 'completed';
    case 'approved':
      return past ? 'completed' : 'approved';
    case 'applied':
      return past ? null : 'pending';
    case 'rejected':
      return past ? null : 'rejected';
  }
}

export type GroupedApplications<A> = Record<ApplicationGroup, A[]>;

export function groupApplications<A extends GroupableApplication>(
  applications: readonly A[],
  now: Date,
): GroupedApplications<A> {
  const grouped: GroupedApplications<A> = {
    approved: [],
    pending: [],
    rejected: [],
    completed: [],
  };
  for (const application of applications) {
    const group = applicationGroup(application, now);
    if (group !== null) grouped[group].push(application);
  }
  return grouped;
}

/** The groups shown for a chosen filter; no filter shows all four in order. */
export function visibleApplicationGroups(
  filter: ApplicationGroup | null,
): readonly { group: ApplicationGroup; heading: string }[] {
  return filter === null
    ? APPLICATION_GROUPS
    : APPLICATION_GROUPS.filter((g) => g.group === filter);
}

/** Approved applications carry a Chat button (SPEC §2). */
export function showsChatButton(group: ApplicationGroup): boolean {
  return group === 'approved';
}
