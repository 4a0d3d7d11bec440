import { TOO_LATE_TO_WITHDRAW } from '../messages';
import { DAY_MS, parseOptionalTimestamp } from './time';

export const WITHDRAWAL_CUTOFF_MS = DAY_MS;

/**
 * SPEC §4: withdrawing is allowed when the task has no date, or its date is not past and is at
 * least 24 hours (86,400,000 ms) away. Exactly 24 hours away still allows it.
 */
export function canWithdraw(taskDate: string | null | undefined, now: Date): boolean {
  const date = parseOptionalTimestamp(taskDate);
  if (date === null) return true;
  return date.getTime() - now.getTime() >= WITHDRAWAL_CUTOFF_MS;
}

export type WithdrawalOption = { kind: 'withdraw' } | { kind: 'tooLate'; text: string };

/** What the task screen offers for withdrawing: the Withdraw action or the too-late text. */
export function withdrawalOption(taskDate: string | null | undefined, now: Date): WithdrawalOption {
  return canWithdraw(taskDate, now)
    ? { kind: 'withdraw' }
    : { kind: 'tooLate', text: TOO_LATE_TO_WITHDRAW };
}

/** The applicant count shown after a withdrawal never falls below 0 (SPEC §4). */
export function applicantCountAfterWithdrawal(count: number): number {
  return Math.max(0, count - 1);
}
