import {
  deleteTaskNotice,
  noNotificationsText,
  notificationKindAbout,
  notificationKindDescription,
  notificationKindLabel,
  notificationSettingsPath,
  notificationsPath,
  unsubscribeTokenKind,
} from './notifications';

/** A token shaped as the unsubscribe function signs them (header.payload.signature). */
function tokenWith(claims: object): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part(claims)}.signature`;
}

describe('notification kinds', () => {
  it('names each kind and says what it is about; an unknown kind shows as itself', () => {
    expect(notificationKindLabel('reminder')).toBe('Reminders');
    expect(notificationKindDescription('message')).toMatch(/one mail per chat at most each hour/);
    expect(notificationKindAbout('task_changed')).toBe('changes to your tasks');
    expect(notificationKindLabel('something_new')).toBe('something_new');
    expect(notificationKindDescription('something_new')).toBe('');
  });

  it('puts the centre and its settings in each area', () => {
    expect(notificationsPath('volunteer')).toBe('/volunteer/notifications');
    expect(notificationSettingsPath('organisation')).toBe('/organisation/notifications/settings');
  });

  it('says in the empty centre what will arrive there, by role', () => {
    expect(noNotificationsText('volunteer')).toMatch(/Approvals, reminders, waitlist places/);
    expect(noNotificationsText('organisation')).toMatch(/New applicants/);
  });
});

describe('deleting a task with people waiting on it', () => {
  it('says who will be told it is cancelled', () => {
    expect(deleteTaskNotice(1, 0)).toBe(
      'Its 1 approved volunteer will be told that it is cancelled.',
    );
    expect(deleteTaskNotice(3, 2)).toBe(
      'Its 3 approved volunteers and 2 applicants will be told that it is cancelled.',
    );
    expect(deleteTaskNotice(0, 1)).toBe('Its 1 applicant will be told that it is cancelled.');
  });

  it('says nothing when nobody applied', () => {
    expect(deleteTaskNotice(0, 0)).toBeNull();
  });
});

describe('an unsubscribe link', () => {
  it('names the kind its token is for', () => {
    expect(unsubscribeTokenKind(tokenWith({ kind: 'task_changed', sub: 'u' }))).toBe(
      'task_changed',
    );
  });

  it('is no link at all when its token is not one', () => {
    expect(unsubscribeTokenKind('')).toBeNull();
    expect(unsubscribeTokenKind('not-a-token')).toBeNull();
    expect(unsubscribeTokenKind('a.%%%.c')).toBeNull();
    expect(unsubscribeTokenKind(tokenWith({ sub: 'u' }))).toBeNull();
  });
});
