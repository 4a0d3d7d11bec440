export const REWARD_CATEGORIES = [
  'Hot Food',
  'Cold Drinks',
  'Hot Drinks',
  'Snacks',
  'Beer, Cider & Spirits',
] as const;

export type RewardCategory = (typeof REWARD_CATEGORIES)[number];

export type RewardItem = {
  id: string;
  title: string;
  cost: number;
  emoji: string;
  category: RewardCategory;
};

// The menu itself (SPEC §9: 30 items, 50 to 800 points) lives in one place, the reward_items table:
// the Rewards screen lists it through fetchRewardItems and redeem_reward() prices from it.

/** Menu items of one category, or all of them; matching titles when searching, ignoring case. */
export function filterRewardMenu(
  menu: readonly RewardItem[],
  options: { category: RewardCategory | null; query: string },
): RewardItem[] {
  const needle = options.query.trim().toLowerCase();
  return menu.filter(
    (item) =>
      (options.category === null || item.category === options.category) &&
      (needle === '' || item.title.toLowerCase().includes(needle)),
  );
}

/** The menu in SPEC §9's category order, each category's items in menu order; empty ones left out. */
export function groupRewardMenu<I extends { category: string }>(
  menu: readonly I[],
): { category: RewardCategory; items: I[] }[] {
  return REWARD_CATEGORIES.flatMap((category) => {
    const items = menu.filter((item) => item.category === category);
    return items.length === 0 ? [] : [{ category, items }];
  });
}

export const REWARDS_TABS = ['Menu', 'My Redemptions'] as const;

/** redeem_reward() takes this item id, with the amount in cents, for a custom redemption. */
export const CUSTOM_REWARD_ID = 'custom';

/** The title redeem_reward() stores for a custom amount, and the confirmation shows. */
export const CUSTOM_REWARD_TITLE = 'Custom amount';
