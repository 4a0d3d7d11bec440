import {
  CUSTOM_REWARD_TITLE,
  REWARDS_TABS,
  REWARD_CATEGORIES,
  filterRewardMenu,
  groupRewardMenu,
  type RewardItem,
} from './rewardMenu';

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

describe('groupRewardMenu', () => {
  const item = (id: string, category: RewardItem['category']): RewardItem => ({
    id,
    title: id,
    cost: 100,
    emoji: '🍫',
    category,
  });

  it('groups the menu in category order, keeping item order, leaving empty categories out', () => {
    const menu = [
      item('cola', 'Cold Drinks'),
      item('pie', 'Hot Food'),
      item('water', 'Cold Drinks'),
      item('beer', 'Beer, Cider & Spirits'),
    ];
    expect(groupRewardMenu(menu).map((g) => [g.category, g.items.map((i) => i.id)])).toEqual([
      ['Hot Food', ['pie']],
      ['Cold Drinks', ['cola', 'water']],
      ['Beer, Cider & Spirits', ['beer']],
    ]);
  });

  it('is empty for an empty menu', () => {
    expect(groupRewardMenu([])).toEqual([]);
  });
});

describe('CUSTOM_REWARD_TITLE', () => {
  it('is the title the database stores for a custom amount', () => {
    expect(CUSTOM_REWARD_TITLE).toBe('Custom amount');
  });
});
