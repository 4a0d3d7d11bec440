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
