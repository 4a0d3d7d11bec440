// The notification centre and its settings (issue #48): what each kind is called, what its mails
// are about, what the settings screen says of it, and where the screens are.

/** Every kind the database writes (public.notification_kinds), as the portal names them. */
export const NOTIFICATION_KINDS = {
  application_approved: {
    label: 'Application approved',
    about: 'approved applications',
    description: 'An organisation approves your application.',
  },
  application_rejected: {
    label: 'Application not accepted',
    about: 'applications not accepted',
    description: 'An organisation turns your application down.',
  },
  reminder: {
    label: 'Reminders',
    about: 'reminders',
    description: 'A day and two hours before a task you are going to.',
  },
  waitlist_offer: {
    label: 'Waitlist place offered',
    about: 'waitlist places offered',
    description: 'A place opens up on a task you are waiting for.',
  },
  waitlist_offer_ending: {
    label: 'Waitlist offer ending',
    about: 'waitlist offers ending',
    description: 'A place on offer to you is about to go to the next in line.',
  },
  task_changed: {
    label: 'Task changed',
    about: 'changes to your tasks',
    description: 'The date, time or place of a task you applied for moves.',
  },
  task_deleted: {
    label: 'Task cancelled',
    about: 'cancelled tasks',
    description: 'An organisation cancels a task you applied for.',
  },
  new_applicant: {
    label: 'New applicants',
    about: 'new applicants',
    description: 'A volunteer applies for one of your tasks.',
  },
  application_withdrawn: {
    label: 'Volunteer withdrew',
    about: 'volunteers who withdraw',
    description: 'A volunteer withdraws from one of your tasks.',
  },
  cannot_come: {
    label: "Volunteer can't make it",
    about: "volunteers who can't make it",
    description: 'A volunteer answers a reminder saying they cannot come.',
  },
  message: {
    label: 'Messages',
    about: 'chat messages',
    description: 'A new chat message. By e-mail, one mail per chat at most each hour.',
  },
  team_removed: {
    label: 'Removed from a team',
    about: 'changes to your team',
    description: 'The owner removes you from the organisation’s team.',
  },
} as const satisfies Record<string, { label: string; about: string; description: string }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;

/** A kind's name, or the kind itself for one this build does not know yet. */
export function notificationKindLabel(kind: string): string {
  return kind in NOTIFICATION_KINDS ? NOTIFICATION_KINDS[kind as NotificationKind].label : kind;
}

/** What e-mails of a kind are about ('approved applications'), as the unsubscribe page says it. */
export function notificationKindAbout(kind: string): string {
  return kind in NOTIFICATION_KINDS
    ? NOTIFICATION_KINDS[kind as NotificationKind].about
    : 'this kind of notification';
}

/** What the settings screen says a kind is about; empty for a kind this build does not know. */
export function notificationKindDescription(kind: string): string {
  return kind in NOTIFICATION_KINDS ? NOTIFICATION_KINDS[kind as NotificationKind].description : '';
}

/** The centre's path in an area ('/volunteer/notifications'), and its settings' path. */
export function notificationsPath(area: 'volunteer' | 'organisation'): string {
  return `/${area}/notifications`;
}

export function notificationSettingsPath(area: 'volunteer' | 'organisation'): string {
  return `${notificationsPath(area)}/settings`;
}

/** The centre's empty state: what will arrive there, for the viewer's role. */
export function noNotificationsText(area: 'volunteer' | 'organisation'): string {
  return area === 'volunteer'
    ? 'Nothing here yet. Approvals, reminders, waitlist places, changes to your tasks and new messages will appear here.'
    : "Nothing here yet. New applicants, volunteers who withdraw or can't make it, and new messages will appear here.";
}

/**
 * The kind an unsubscribe link's token names, read for display only (the unsubscribe function
 * checks its signature): null for anything that is not such a token.
 */
export function unsubscribeTokenKind(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { kind?: unknown };
    return typeof claims.kind === 'string' ? claims.kind : null;
  } catch {
    return null;
  }
}

/**
 * What deleting a task will tell its volunteers, said under SPEC's question (issue #48): its
 * approved volunteers and applicants hear that it is cancelled. Null when nobody is waiting on it.
 */
export function deleteTaskNotice(approved: number, applied: number): string | null {
  const people = (count: number, one: string, many: string) =>
    `${count} ${count === 1 ? one : many}`;
  const told = [
    approved > 0 ? people(approved, 'approved volunteer', 'approved volunteers') : null,
    applied > 0 ? people(applied, 'applicant', 'applicants') : null,
  ].filter((part) => part !== null);
  if (told.length === 0) return null;
  return `Its ${told.join(' and ')} will be told that it is cancelled.`;
}
