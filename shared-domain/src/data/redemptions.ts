import type { FunctionReturns, Tables } from '../database';
import { CUSTOM_REWARD_ID } from '../rules/rewardMenu';
import { DataError, unwrap, unwrapList, type Client } from './client';
import {
  cursorPage,
  cursorPageLimit,
  olderThanFilter,
  type CursorPage,
  type CursorPageOptions,
} from './cursorPaging';

export type RedemptionRow = Tables<'redemptions'>;
export type RedemptionResult = FunctionReturns<'redeem_reward'>[number];

function firstRow(rows: RedemptionResult[]): RedemptionResult {
  const [row] = rows;
  if (row === undefined) throw new DataError('Redemption failed');
  return row;
}

/** Redeems a menu item, priced by the database; the result carries the remaining points. */
export async function redeemReward(client: Client, itemId: string): Promise<RedemptionResult> {
  return firstRow(unwrap(await client.rpc('redeem_reward', { p_item_id: itemId })));
}

/** Redeems a custom amount in points (cents), as converted by dollarsToPoints. */
export async function redeemCustomAmount(
  client: Client,
  points: number,
): Promise<RedemptionResult> {
  return firstRow(
    unwrap(
      await client.rpc('redeem_reward', { p_item_id: CUSTOM_REWARD_ID, p_custom_cents: points }),
    ),
  );
}

/** Redemptions on one page of My Redemptions. */
export const REDEMPTIONS_PAGE_SIZE = 20;

/** One page of the volunteer's redemptions, newest first (My Redemptions). */
export async function fetchRedemptionsPage(
  client: Client,
  userId: string,
  options: CursorPageOptions = {},
): Promise<CursorPage<RedemptionRow>> {
  const limit = cursorPageLimit(options.limit, REDEMPTIONS_PAGE_SIZE);
  let query = client
    .from('redemptions')
    .select('id, user_id, item_id, item_title, cost, created_at, voucher_code')
    .eq('user_id', userId);
  if (options.after) {
    query = query.lte('created_at', options.after.createdAt).or(olderThanFilter(options.after));
  }
  return cursorPage(
    unwrapList(
      await query
        .order('created_at', { ascending: false })
        .order('id', { ascending: false })
        .limit(limit + 1),
    ),
    limit,
  );
}

/** The menu as the database prices it, in menu order. */
export async function fetchRewardItems(client: Client): Promise<Tables<'reward_items'>[]> {
  return unwrapList(
    await client
      .from('reward_items')
      .select('id, title, cost, emoji, category, sort_order')
      .order('sort_order'),
  );
}
