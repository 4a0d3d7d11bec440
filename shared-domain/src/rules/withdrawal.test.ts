import { applicantCountAfterWithdrawal, canWithdraw, withdrawalOption } from './withdrawal';

const now = new Date('2026-03-01T12:00:00.000Z');
const at = (offsetMs: number): string => new Date(now.getTime() + offsetMs).toISOString();
const DAY = 86_400_000;

describe('canWithdraw', () => {
  it('allows withdrawing from an undated task', () => {
    expect(canWithdraw(null, now)).toBe(true);
    expect(canWithdraw(undefined, now)).toBe(true);
    expect(canWithdraw('', now)).toBe(true);
  });

  it('allows withdrawing exactly 24 hours (86,400,000 ms) before the task', () => {
    expect(canWithdraw(at(DAY), now)).toBe(true);
  });

  it('allows withdrawing more than 24 hours before the task', () => {
    expect(canWithdraw(at(DAY + 1), now)).toBe(true);
    expect(canWithdraw(at(30 * DAY), now)).toBe(true);
  });

  it('refuses within 24 hours of the task', () => {
    expect(canWithdraw(at(DAY - 1), now)).toBe(false);
    expect(canWithdraw(at(0), now)).toBe(false);
  });

  it('refuses once the task date has passed', () => {
    expect(canWithdraw(at(-1), now)).toBe(false);
    expect(canWithdraw(at(-10 * DAY), now)).toBe(false);
  });
});

describe('withdrawalOption', () => {
  it('offers Withdraw when allowed', () => {
    expect(withdrawalOption(at(2 * DAY), now)).toEqual({ kind: 'withdraw' });
  });

  it('shows the too-late text within 24 hours', () => {
    expect(withdrawalOption(at(3_600_000), now)).toEqual({
      kind: 'tooLate',
      text: 'Too late to withdraw – contact your org directly.',
    });
  });
});

describe('applicantCountAfterWithdrawal', () => {
  it('goes down by one', () => {
    expect(applicantCountAfterWithdrawal(3)).toBe(2);
    expect(applicantCountAfterWithdrawal(1)).toBe(0);
  });

  it('never falls below 0', () => {
    expect(applicantCountAfterWithdrawal(0)).toBe(0);
    expect(applicantCountAfterWithdrawal(-2)).toBe(0);
  });
});
