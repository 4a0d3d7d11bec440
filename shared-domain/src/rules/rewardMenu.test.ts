import { REWARDS_TABS, REWARD_CATEGORIES, filterRewardMenu, type RewardItem } from './rewardMenu';

const menu: RewardItem[] = [
  { id: 'meat-pie', title: 'Meat Pie', cost: 500, emoji: '🥧', category: 'Hot Food' },
  { id: 'flat-white', title: 'Flat White', cost: 350, emoji: '☕', category: 'Hot Drinks' },
  { id: 'chai-latte', title: 'Chai Latte', cost: 350, emoji: '🫖', category: 'Hot Drinks' },
  { id: 'gummy-bears', title: 'Gummy Bears', cost: 50, emoji: '🐻', category: 'Snacks' },
];

describe('REWARD_CATEGORIES', () => {
  it('are the five SPEC §9 categories, alcohol included', () => {
    expect(REWARD_CATEGORIES).toEqual([
      'Hot Food',
      'Cold Drinks',
      'Hot Drinks',
      'Snacks',
      'Beer, Cider & Spirits',
    ]);
  });
});

describe('filterRewardMenu', () => {
  it('shows everything without a category or query', () => {
    expect(filterRewardMenu(menu, { category: null, query: '' })).toEqual(menu);
  });

  it('narrows to a category', () => {
    expect(
      filterRewardMenu(menu, { category: 'Hot Drinks', query: '' }).map((item) => item.id),
    ).toEqual(['flat-white', 'chai-latte']);
  });

  it('searches titles ignoring case', () => {
    expect(filterRewardMenu(menu, { category: null, query: 'PIE' }).map((i) => i.id)).toEqual([
      'meat-pie',
    ]);
    expect(filterRewardMenu(menu, { category: 'Snacks', query: 'pie' })).toEqual([]);
  });
});

describe('REWARDS_TABS', () => {
  it("are 'Menu' and 'My Redemptions'", () => {
    expect(REWARDS_TABS).toEqual(['Menu', 'My Redemptions']);
  });
});
