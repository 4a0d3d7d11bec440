import { applyForTask, approveApplication, markApplicationDone } from '../../src/data/applications';
import {
  fetchRedemptionsPage,
  fetchRewardItems,
  redeemCustomAmount,
  redeemReward,
} from '../../src/data/redemptions';
import { CUSTOM_REWARD_TITLE, REWARD_CATEGORIES } from '../../src/rules/rewardMenu';
import { dollarsToPoints } from '../../src/rules/redemption';
import {
  organisation,
  postTask,
  startBackend,
  userRow,
  volunteer,
  type Actor,
  type Backend,
  type OrganisationActor,
} from './harness';

jest.setTimeout(120_000);

let backend: Backend;
let vol: Actor;
let org: OrganisationActor;

beforeAll(async () => {
  backend = await startBackend();
  vol = await volunteer(backend, 'Jamie Rivers');
  org = await organisation(backend, 'Harbour Helpers');
  // Earn 600 points: a hard task of 6 hours (100 × 6), approved and marked done.
  const task = await postTask(org, {
    draft: { difficulty: 'hard', durationHours: 6, capacity: 1 },
  });
  const application = await applyForTask(vol.client, task.id);
  await approveApplication(org.client, application.id);
  await markApplicationDone(org.client, application.id);
});

afterAll(async () => {
  await backend?.stop();
});

describe('rewards', () => {
  it('offer the SPEC §9 menu: 30 items from 50 to 800 points in the five categories', async () => {
    const items = await fetchRewardItems(vol.client);
    expect(items).toHaveLength(30);
    expect(new Set(items.map((item) => item.id)).size).toBe(30);
    const costs = items.map((item) => item.cost);
    expect(Math.min(...costs)).toBe(50);
    expect(Math.max(...costs)).toBe(800);
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(REWARD_CATEGORIES));
    const cost = (id: string) => items.find((item) => item.id === id)?.cost;
    expect([
      cost('gummy-bears'),
      cost('bottled-water'),
      cost('candy-bar'),
      cost('meat-pie'),
      cost('bourbon-and-cola'),
    ]).toEqual([50, 150, 250, 500, 800]);
    expect(items.every((item) => item.emoji.length > 0)).toBe(true);
  });

  it('redeem an item, leaving the remainder', async () => {
    expect((await userRow(backend, vol.id)).points).toBe(600);
    const result = await redeemReward(vol.client, 'meat-pie');
    expect(result).toMatchObject({ item_title: 'Meat Pie', cost: 500, remaining_points: 100 });
    expect((await userRow(backend, vol.id)).points).toBe(100);
  });

  it("refuse when points are short with 'You need {n} more points!'", async () => {
    await expect(redeemReward(vol.client, 'bottled-water')).rejects.toThrow(
      'You need 50 more points!',
    );
  });

  it('redeem a custom dollar amount at 1 point a cent', async () => {
    const points = dollarsToPoints('0.75');
    if (points === null) throw new Error('invalid amount');
    const result = await redeemCustomAmount(vol.client, points);
    expect(result).toMatchObject({
      item_id: 'custom',
      item_title: CUSTOM_REWARD_TITLE,
      cost: 75,
      remaining_points: 25,
    });
  });

  it('list the own redemptions newest first and hide them from others', async () => {
    const mine = await fetchRedemptionsPage(vol.client, vol.id);
    expect(mine.rows.map((r) => r.cost)).toEqual([75, 500]);
    expect((await fetchRedemptionsPage(org.client, vol.id)).rows).toEqual([]);
  });

  it('list redemptions a page at a time', async () => {
    const first = await fetchRedemptionsPage(vol.client, vol.id, { limit: 1 });
    expect(first.rows.map((r) => r.cost)).toEqual([75]);
    const second = await fetchRedemptionsPage(vol.client, vol.id, { limit: 1, after: first.next });
    expect(second.rows.map((r) => r.cost)).toEqual([500]);
    expect(second.next).toBeNull();
  });

  it('show the menu to anonymous visitors but let only volunteers redeem', async () => {
    expect(await fetchRewardItems(backend.anon)).toHaveLength(30);
    await expect(redeemReward(backend.anon, 'gummy-bears')).rejects.toThrow();
  });

  it('are refused to organisations', async () => {
    await expect(redeemReward(org.client, 'gummy-bears')).rejects.toThrow(
      'Only volunteers can redeem rewards.',
    );
  });
});
