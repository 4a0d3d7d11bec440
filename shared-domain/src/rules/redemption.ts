import { morePointsNeeded } from '../messages';

/** The custom amount input (SPEC §5): dollars, step 0.01, minimum 0. */
export const CUSTOM_AMOUNT_STEP = 0.01;
export const CUSTOM_AMOUNT_MIN = 0;

export type RedemptionCheck = { ok: true; remainder: number } | { ok: false; message: string };

/**
 * A redemption is refused when points are below the cost; otherwise the balance drops to the
 * remainder (SPEC §4, §5). A negative cost is treated as unaffordable rather than as a gift.
 */
export function checkRedemption(points: number, cost: number): RedemptionCheck {
  if (!Number.isFinite(cost) || cost < 0) return { ok: false, message: morePointsNeeded(0) };
  if (points < cost) return { ok: false, message: morePointsNeeded(cost - points) };
  return { ok: true, remainder: points - cost };
}

/** 1 point = 1 cent: a custom dollar amount costs dollars × 100, rounded; null when not valid. */
export function dollarsToPoints(dollars: number | string): number | null {
  const value =
    typeof dollars === 'string' ? Number(dollars.trim() === '' ? Number.NaN : dollars) : dollars;
  if (!Number.isFinite(value) || value < CUSTOM_AMOUNT_MIN) return null;
  return Math.round(value * 100);
}

/**
 * The points a custom amount redeems, or null when there is nothing to redeem: an unreadable,
 * negative or zero amount (the input's minimum of 0 allows typing 0, but nothing is bought with it).
 */
export function customRedemptionPoints(dollars: number | string): number | null {
  const points = dollarsToPoints(dollars);
  return points === null || points <= 0 ? null : points;
}

/** Confetti celebrates only the very first redemption (SPEC §4). */
export function isFirstRedemption(previousRedemptionCount: number): boolean {
  return previousRedemptionCount <= 0;
}

/** Confetti on every redemption: SPEC §4's 100 particles the first time, a smaller burst after. */
export const LATER_REDEMPTION_CONFETTI_PARTICLES = 40;

export function redemptionConfettiParticles(
  previousRedemptionCount: number,
  firstParticles: number,
): number {
  return isFirstRedemption(previousRedemptionCount)
    ? firstParticles
    : LATER_REDEMPTION_CONFETTI_PARTICLES;
}

/** What a balance still needs for an item: 0 when it is within reach. */
export function pointsShortOf(balance: number, cost: number): number {
  return Math.max(cost - balance, 0);
}

export type RewardGoal<Item> = { item: Item; needed: number; progress: number };

/**
 * The next thing to save for (issue #20): the cheapest item the balance cannot buy yet, how many
 * points it still needs and how far along the balance is (0 to 1). Null when everything is in reach.
 */
export function nextRewardGoal<Item extends { cost: number }>(
  balance: number,
  items: readonly Item[],
): RewardGoal<Item> | null {
  const goal = items
    .filter((item) => item.cost > balance)
    .reduce<Item | null>(
      (best, item) => (best === null || item.cost < best.cost ? item : best),
      null,
    );
  if (goal === null) return null;
  return {
    item: goal,
    needed: goal.cost - balance,
    progress: goal.cost <= 0 ? 1 : Math.min(Math.max(balance / goal.cost, 0), 1),
  };
}

/** A voucher's code as the counter reads it: 7F3A-91C2-0B4E. */
export function voucherCodeText(code: string): string {
  return (code.toUpperCase().match(/.{1,4}/g) ?? []).join('-');
}
