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

/**
 * The fixed canteen menu (SPEC §9): 30 items from 50 to 800 points, 1 point = 1 cent, in menu order.
 * It mirrors the reward_items table that redeem_reward() prices from; a test keeps the two equal.
 */
export const REWARD_MENU: readonly RewardItem[] = [
  { id: 'meat-pie', title: 'Meat Pie', cost: 500, emoji: '🥧', category: 'Hot Food' },
  { id: 'sausage-roll', title: 'Sausage Roll', cost: 400, emoji: '🌭', category: 'Hot Food' },
  { id: 'hot-chips', title: 'Hot Chips', cost: 350, emoji: '🍟', category: 'Hot Food' },
  {
    id: 'toasted-sandwich',
    title: 'Toasted Sandwich',
    cost: 450,
    emoji: '🥪',
    category: 'Hot Food',
  },
  { id: 'dim-sims', title: 'Dim Sims', cost: 300, emoji: '🥟', category: 'Hot Food' },
  { id: 'cheeseburger', title: 'Cheeseburger', cost: 600, emoji: '🍔', category: 'Hot Food' },
  { id: 'bottled-water', title: 'Bottled Water', cost: 150, emoji: '💧', category: 'Cold Drinks' },
  { id: 'soft-drink', title: 'Soft Drink', cost: 200, emoji: '🥤', category: 'Cold Drinks' },
  {
    id: 'sparkling-water',
    title: 'Sparkling Water',
    cost: 200,
    emoji: '🫧',
    category: 'Cold Drinks',
  },
  { id: 'orange-juice', title: 'Orange Juice', cost: 250, emoji: '🧃', category: 'Cold Drinks' },
  { id: 'iced-tea', title: 'Iced Tea', cost: 250, emoji: '🧊', category: 'Cold Drinks' },
  {
    id: 'chocolate-milk',
    title: 'Chocolate Milk',
    cost: 300,
    emoji: '🥛',
    category: 'Cold Drinks',
  },
  { id: 'cup-of-tea', title: 'Cup of Tea', cost: 150, emoji: '🍵', category: 'Hot Drinks' },
  { id: 'long-black', title: 'Long Black', cost: 300, emoji: '☕', category: 'Hot Drinks' },
  { id: 'hot-chocolate', title: 'Hot Chocolate', cost: 300, emoji: '🍫', category: 'Hot Drinks' },
  { id: 'flat-white', title: 'Flat White', cost: 350, emoji: '☕', category: 'Hot Drinks' },
  { id: 'cappuccino', title: 'Cappuccino', cost: 350, emoji: '☕', category: 'Hot Drinks' },
  { id: 'chai-latte', title: 'Chai Latte', cost: 350, emoji: '🫖', category: 'Hot Drinks' },
  { id: 'gummy-bears', title: 'Gummy Bears', cost: 50, emoji: '🐻', category: 'Snacks' },
  { id: 'lollipop', title: 'Lollipop', cost: 80, emoji: '🍭', category: 'Snacks' },
  { id: 'apple', title: 'Apple', cost: 100, emoji: '🍎', category: 'Snacks' },
  { id: 'muesli-bar', title: 'Muesli Bar', cost: 150, emoji: '🥜', category: 'Snacks' },
  { id: 'popcorn', title: 'Popcorn', cost: 200, emoji: '🍿', category: 'Snacks' },
  { id: 'candy-bar', title: 'Candy Bar', cost: 250, emoji: '🍬', category: 'Snacks' },
  {
    id: 'pot-of-beer',
    title: 'Pot of Beer',
    cost: 500,
    emoji: '🍺',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'apple-cider',
    title: 'Apple Cider',
    cost: 600,
    emoji: '🍏',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'glass-of-wine',
    title: 'Glass of Wine',
    cost: 650,
    emoji: '🍷',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'pint-of-beer',
    title: 'Pint of Beer',
    cost: 700,
    emoji: '🍻',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'gin-and-tonic',
    title: 'Gin & Tonic',
    cost: 750,
    emoji: '🍸',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'bourbon-and-cola',
    title: 'Bourbon & Cola',
    cost: 800,
    emoji: '🥃',
    category: 'Beer, Cider & Spirits',
  },
];

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

export const REWARDS_TABS = ['Menu', 'My Redemptions'] as const;

/** redeem_reward() takes this item id, with the amount in cents, for a custom redemption. */
export const CUSTOM_REWARD_ID = 'custom';
