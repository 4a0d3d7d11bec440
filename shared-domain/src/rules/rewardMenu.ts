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

/** The fixed canteen menu (SPEC §9): 30 items from 50 to 800 points; 1 point = 1 cent. */
export const REWARD_MENU: readonly RewardItem[] = [
  { id: 'gummy-bears', title: 'Gummy Bears', cost: 50, emoji: '🐻', category: 'Snacks' },
  { id: 'lollipop', title: 'Lollipop', cost: 80, emoji: '🍭', category: 'Snacks' },
  { id: 'apple', title: 'Apple', cost: 100, emoji: '🍎', category: 'Snacks' },
  { id: 'potato-chips', title: 'Potato Chips', cost: 200, emoji: '🥔', category: 'Snacks' },
  { id: 'candy-bar', title: 'Candy Bar', cost: 250, emoji: '🍫', category: 'Snacks' },
  { id: 'popcorn', title: 'Popcorn', cost: 300, emoji: '🍿', category: 'Snacks' },
  { id: 'bottled-water', title: 'Bottled Water', cost: 150, emoji: '💧', category: 'Cold Drinks' },
  { id: 'juice-box', title: 'Juice Box', cost: 200, emoji: '🧃', category: 'Cold Drinks' },
  { id: 'soft-drink', title: 'Soft Drink', cost: 250, emoji: '🥤', category: 'Cold Drinks' },
  { id: 'iced-tea', title: 'Iced Tea', cost: 300, emoji: '🧊', category: 'Cold Drinks' },
  { id: 'sports-drink', title: 'Sports Drink', cost: 350, emoji: '⚡', category: 'Cold Drinks' },
  { id: 'milkshake', title: 'Milkshake', cost: 450, emoji: '🥛', category: 'Cold Drinks' },
  { id: 'tea', title: 'Cup of Tea', cost: 250, emoji: '🍵', category: 'Hot Drinks' },
  { id: 'hot-chocolate', title: 'Hot Chocolate', cost: 350, emoji: '☕', category: 'Hot Drinks' },
  { id: 'flat-white', title: 'Flat White', cost: 400, emoji: '☕', category: 'Hot Drinks' },
  { id: 'cappuccino', title: 'Cappuccino', cost: 400, emoji: '☕', category: 'Hot Drinks' },
  { id: 'chai-latte', title: 'Chai Latte', cost: 450, emoji: '🫖', category: 'Hot Drinks' },
  { id: 'hot-chips', title: 'Hot Chips', cost: 350, emoji: '🍟', category: 'Hot Food' },
  { id: 'sausage-roll', title: 'Sausage Roll', cost: 400, emoji: '🥐', category: 'Hot Food' },
  { id: 'dim-sim', title: 'Dim Sims', cost: 400, emoji: '🥟', category: 'Hot Food' },
  { id: 'meat-pie', title: 'Meat Pie', cost: 500, emoji: '🥧', category: 'Hot Food' },
  { id: 'sausage-sizzle', title: 'Sausage Sizzle', cost: 500, emoji: '🌭', category: 'Hot Food' },
  { id: 'toastie', title: 'Cheese Toastie', cost: 550, emoji: '🥪', category: 'Hot Food' },
  { id: 'burger', title: 'Burger', cost: 700, emoji: '🍔', category: 'Hot Food' },
  {
    id: 'light-beer',
    title: 'Light Beer',
    cost: 600,
    emoji: '🍺',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'full-strength-beer',
    title: 'Full Strength Beer',
    cost: 700,
    emoji: '🍺',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'apple-cider',
    title: 'Apple Cider',
    cost: 700,
    emoji: '🍏',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'pear-cider',
    title: 'Pear Cider',
    cost: 700,
    emoji: '🍐',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'glass-of-wine',
    title: 'Glass of Wine',
    cost: 750,
    emoji: '🍷',
    category: 'Beer, Cider & Spirits',
  },
  {
    id: 'rum-and-cola',
    title: 'Rum & Cola',
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
