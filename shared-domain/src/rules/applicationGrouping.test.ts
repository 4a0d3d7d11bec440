import {
  APPLICATION_FILTER_OPTIONS,
  APPLICATION_FILTER_PLACEHOLDER,
  applicationGroup,
  groupApplications,
  showsChatButton,
  visibleApplicationGroups,
} from './applicationGrouping';

const now = new Date('2026-03-01T12:00:00.000Z');
const past = '2026-02-28T12:00:00Z';
const future = '2026-03-05T12:00:00Z';

describe('applicationGroup', () => {
  it('puts an approved application with a past date in Completed', () => {
    expect(applicationGroup({ status: 'approved', task: { task_date: past } }, now)).toBe(
      'completed',
    );
  });

  it('keeps an approved application with a future or missing date in Approved', () => {
    expect(applicationGroup({ status: 'approved', task: { task_date: future } }, now)).toBe(
      'approved',
    );
    expect(applicationGroup({ status: 'approved', task: { task_date: null } }, now)).toBe(
      'approved',
    );
  });

  it('treats a date exactly now as not past', () => {
    expect(
      applicationGroup({ status: 'approved', task: { task_date: now.toISOString() } }, now),
    ).toBe('approved');
  });

  it('lists applied ones as Pending only when the date is not past', () => {
    expect(applicationGroup({ status: 'applied', task: { task_date: future } }, now)).toBe(
      'pending',
    );
    expect(applicationGroup({ status: 'applied', task: { task_date: past } }, now)).toBeNull();
  });

  it('lists rejected ones only when the date is not past', () => {
    expect(applicationGroup({ status: 'rejected', task: { task_date: null } }, now)).toBe(
      'rejected',
    );
    expect(applicationGroup({ status: 'rejected', task: { task_date: past } }, now)).toBeNull();
  });

  it('puts applications marked completed in Completed whatever the date', () => {
    expect(applicationGroup({ status: 'completed', task: { task_date: future } }, now)).toBe(
      'completed',
    );
    expect(applicationGroup({ status: 'completed', task: { task_date: past } }, now)).toBe(
      'completed',
    );
  });

  it('treats a missing task as undated', () => {
    expect(applicationGroup({ status: 'applied', task: null }, now)).toBe('pending');
  });
});

describe('groupApplications', () => {
  it('sorts applications into the four groups, keeping their order', () => {
    const a = { id: 1, status: 'approved' as const, task: { task_date: future } };
    const b = { id: 2, status: 'approved' as const, task: { task_date: past } };
    const c = { id: 3, status: 'applied' as const, task: { task_date: future } };
    const d = { id: 4, status: 'applied' as const, task: { task_date: past } };
    const e = { id: 5, status: 'rejected' as const, task: { task_date: future } };
    const f = { id: 6, status: 'applied' as const, task: { task_date: null } };
    expect(groupApplications([a, b, c, d, e, f], now)).toEqual({
      approved: [a],
      pending: [c, f],
      rejected: [e],
      completed: [b],
    });
  });

  it('gives four empty groups for no applications', () => {
    expect(groupApplications([], now)).toEqual({
      approved: [],
      pending: [],
      rejected: [],
      completed: [],
    });
  });
});

describe('visibleApplicationGroups', () => {
  it('shows all four headings in order without a filter', () => {
    expect(visibleApplicationGroups(null).map((g) => g.heading)).toEqual([
      'Approved Tasks',
      'Pending Approval',
      'Rejected Tasks',
      'Completed Tasks',
    ]);
  });

  it('shows only the chosen group with a filter', () => {
    expect(visibleApplicationGroups('pending').map((g) => g.heading)).toEqual(['Pending Approval']);
    expect(visibleApplicationGroups('completed').map((g) => g.heading)).toEqual([
      'Completed Tasks',
    ]);
  });
});

describe('application filter', () => {
  it("offers Pending, Approved, Rejected, Completed under 'Filter by status...'", () => {
    expect(APPLICATION_FILTER_PLACEHOLDER).toBe('Filter by status...');
    expect(APPLICATION_FILTER_OPTIONS.map((o) => o.label)).toEqual([
      'Pending',
      'Approved',
      'Rejected',
      'Completed',
    ]);
  });
});

describe('showsChatButton', () => {
  it('is shown on approved applications only', () => {
    expect(showsChatButton('approved')).toBe(true);
    expect(showsChatButton('pending')).toBe(false);
    expect(showsChatButton('rejected')).toBe(false);
    expect(showsChatButton('completed')).toBe(false);
  });
});
