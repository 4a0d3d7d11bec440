import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REWARDS_TABS, REWARD_CATEGORIES, REWARD_MENU, filterRewardMenu } from './rewardMenu';

const cost = (id: string): number | undefined => REWARD_MENU.find((item) => item.id === id)?.cost;

describe('REWARD_MENU', () => {
  it('has 30 items with unique ids', () => {
    expect(REWARD_MENU).toHaveLength(30);
    expect(new Set(REWARD_MENU.map((item) => item.id)).size).toBe(30);
  });

  it('costs from 50 to 800 points', () => {
    const costs = REWARD_MENU.map((item) => item.cost);
    expect(Math.min(...costs)).toBe(50);
    expect(Math.max(...costs)).toBe(800);
  });

  it('prices the SPEC examples as the SPEC does', () => {
    expect(cost('gummy-bears')).toBe(50);
    expect(cost('bottled-water')).toBe(150);
    expect(cost('candy-bar')).toBe(250);
    expect(cost('meat-pie')).toBe(500);
    expect(cost('bourbon-and-cola')).toBe(800);
  });

  it('uses every category, alcohol included', () => {
    expect(new Set(REWARD_MENU.map((item) => item.category))).toEqual(new Set(REWARD_CATEGORIES));
    expect(REWARD_CATEGORIES).toEqual([
      'Hot Food',
      'Cold Drinks',
      'Hot Drinks',
      'Snacks',
      'Beer, Cider & Spirits',
    ]);
  });
});

describe('REWARD_MENU and the reward_items migration', () => {
  it('list the same items, prices and order as the database prices redemptions from', () => {
    const sql = readFileSync(
      join(__dirname, '../../../supabase/migrations/20261121000200_reward_menu.sql'),
      'utf8',
    );
    const rows = [
      ...sql.matchAll(/\('([^']+)', '([^']+)', (\d+), '([^']+)', '([^']+)', \d+\)/g),
    ].map(([, id, title, cost, emoji, category]) => ({
      id,
      title,
      cost: Number(cost),
      emoji,
      category,
    }));
    expect(REWARD_MENU).toEqual(rows);
  });
});

describe('filterRewardMenu', () => {
  it('shows everything without a category or query', () => {
    expect(filterRewardMenu(REWARD_MENU, { category: null, query: '' })).toHaveLength(30);
  });

  it('narrows to a category', () => {
    const hotDrinks = filterRewardMenu(REWARD_MENU, { category: 'Hot Drinks', query: '' });
    expect(hotDrinks.length).toBeGreaterThan(0);
    expect(hotDrinks.every((item) => item.category === 'Hot Drinks')).toBe(true);
  });

  it('searches titles ignoring case', () => {
    expect(
      filterRewardMenu(REWARD_MENU, { category: null, query: 'PIE' }).map((i) => i.id),
    ).toEqual(['meat-pie']);
    expect(filterRewardMenu(REWARD_MENU, { category: 'Snacks', query: 'pie' })).toEqual([]);
  });
});

describe('REWARDS_TABS', () => {
  it("are 'Menu' and 'My Redemptions'", () => {
    expect(REWARDS_TABS).toEqual(['Menu', 'My Redemptions']);
  });
});
