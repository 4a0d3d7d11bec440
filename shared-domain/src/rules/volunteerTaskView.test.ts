import {
  isApplyOffered,
  mayApply,
  taskCardApplyAction,
  taskOpenBadge,
  volunteerTaskView,
} from './volunteerTaskView';

const now = new Date('2026-03-01T12:00:00.000Z');
const inHours = (h: number): string => new Date(now.getTime() + h * 3_600_000).toISOString();
const utc = { timeZone: 'UTC' };
const openTask = { status: false, task_date: inHours(72) };

describe('taskOpenBadge', () => {
  it('reads Open for status false and Closed for status true', () => {
    expect(taskOpenBadge(false)).toBe('Open');
    expect(taskOpenBadge(true)).toBe('Closed');
  });
});

describe('mayApply', () => {
  it('lets only volunteers apply', () => {
    expect(mayApply('volunteer')).toBe(true);
    expect(mayApply('organisation')).toBe(false);
    expect(mayApply(null)).toBe(false);
    expect(mayApply(undefined)).toBe(false);
  });
});

describe('isApplyOffered', () => {
  it('offers Apply on an open task without an application', () => {
    expect(isApplyOffered({ status: false }, null)).toBe(true);
  });

  it('does not offer Apply on a closed task', () => {
    expect(isApplyOffered({ status: true }, null)).toBe(false);
  });

  it('does not offer Apply once the user has applied', () => {
    expect(isApplyOffered({ status: false }, { status: 'applied' })).toBe(false);
  });
});

describe('taskCardApplyAction', () => {
  it("shows 'Applied' after applying", () => {
    expect(taskCardApplyAction({ status: false }, true)).toEqual({
      kind: 'applied',
      label: 'Applied',
    });
  });

  it('shows Apply on an open task the user has not applied to', () => {
    expect(taskCardApplyAction({ status: false }, false)).toEqual({ kind: 'apply' });
  });

  it('shows nothing on a closed task the user has not applied to', () => {
    expect(taskCardApplyAction({ status: true }, false)).toEqual({ kind: 'none' });
  });
});

describe('volunteerTaskView', () => {
  it('offers Apply and nothing else without an application', () => {
    expect(volunteerTaskView(openTask, null, now, utc)).toEqual({
      openBadge: 'Open',
      applyOffered: true,
      waitlistOffered: false,
      banner: null,
      applicationBadge: null,
      appliedOn: null,
      withdraw: null,
    });
  });

  it('offers the waitlist on a full task still to come that the volunteer has not applied for', () => {
    const full = { ...openTask, status: true };
    expect(volunteerTaskView(full, null, now, utc).waitlistOffered).toBe(true);
    expect(volunteerTaskView({ ...full, completed: true }, null, now, utc).waitlistOffered).toBe(
      false,
    );
    const past = { ...full, task_date: new Date(now.getTime() - 60_000).toISOString() };
    expect(volunteerTaskView(past, null, now, utc).waitlistOffered).toBe(false);
    expect(volunteerTaskView({ ...full, task_date: null }, null, now, utc).waitlistOffered).toBe(
      true,
    );
    expect(volunteerTaskView(openTask, null, now, utc).waitlistOffered).toBe(false);
  });

  it('shows Awaiting Approval, the Applied badge and the application date while applied', () => {
    const view = volunteerTaskView(
      openTask,
      { status: 'applied', created_at: '2026-02-27T09:00:00Z' },
      now,
      utc,
    );
    expect(view.applyOffered).toBe(false);
    expect(view.banner).toBe('Awaiting Approval');
    expect(view.applicationBadge).toBe('Applied');
    expect(view.appliedOn).toBe('Applied on 27 Feb 2026');
    expect(view.withdraw).toEqual({ kind: 'withdraw' });
  });

  it("shows You've Been Approved! and the Approved badge once approved", () => {
    const view = volunteerTaskView(
      { status: true, task_date: inHours(48) },
      { status: 'approved', created_at: '2026-02-27T09:00:00' },
      now,
      utc,
    );
    expect(view.openBadge).toBe('Closed');
    expect(view.banner).toBe("You've Been Approved!");
    expect(view.applicationBadge).toBe('Approved');
    expect(view.withdraw).toEqual({ kind: 'withdraw' });
  });

  it('shows the too-late text within 24 hours of the task', () => {
    const view = volunteerTaskView(
      { status: false, task_date: inHours(23) },
      { status: 'approved', created_at: '2026-02-27T09:00:00Z' },
      now,
      utc,
    );
    expect(view.withdraw).toEqual({
      kind: 'tooLate',
      text: 'Too late to withdraw – contact your org directly.',
    });
  });

  it('still allows withdrawing exactly 24 hours before and from undated tasks', () => {
    const application = { status: 'applied' as const, created_at: '2026-02-27T09:00:00Z' };
    expect(
      volunteerTaskView({ status: false, task_date: inHours(24) }, application, now, utc).withdraw,
    ).toEqual({ kind: 'withdraw' });
    expect(
      volunteerTaskView({ status: false, task_date: null }, application, now, utc).withdraw,
    ).toEqual({ kind: 'withdraw' });
  });

  it('offers no withdrawal, banner or badge for rejected or completed applications', () => {
    for (const status of ['rejected', 'completed'] as const) {
      const view = volunteerTaskView(
        openTask,
        { status, created_at: '2026-02-27T09:00:00Z' },
        now,
        utc,
      );
      expect(view).toMatchObject({
        applyOffered: false,
        banner: null,
        applicationBadge: null,
        appliedOn: null,
        withdraw: null,
      });
    }
  });
});
