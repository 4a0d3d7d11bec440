import { createNodeClient } from '../../test/nodeClient';
import { api } from './api';
import { WRITE_INVALIDATES } from './invalidation';
import { makeStore } from './store';

const supabase = createNodeClient('http://127.0.0.1:54321', 'anon-key-for-tests');

let points = 600;

const rewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<number, void>({
      queryFn: () => ({ data: points }),
      providesTags: ['User'],
    }),
    menu: build.query<number, void>({
      queryFn: () => ({ data: 30 }),
      providesTags: ['RewardItem'],
    }),
    redeem: build.mutation<number, number>({
      queryFn: (cost) => {
        points -= cost;
        return { data: points };
      },
      invalidatesTags: WRITE_INVALIDATES.redeem,
    }),
  }),
});

describe('WRITE_INVALIDATES', () => {
  it('refreshes what a write changed and leaves the rest cached', async () => {
    const store = makeStore(supabase);
    const balance = store.dispatch(rewardsApi.endpoints.balance.initiate());
    const menu = store.dispatch(rewardsApi.endpoints.menu.initiate());
    await Promise.all([balance, menu]);
    const menuFetchedAt = rewardsApi.endpoints.menu.select()(store.getState()).fulfilledTimeStamp;
    await store.dispatch(rewardsApi.endpoints.redeem.initiate(500));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(rewardsApi.endpoints.balance.select()(store.getState()).data).toBe(100);
    expect(rewardsApi.endpoints.menu.select()(store.getState()).fulfilledTimeStamp).toBe(
      menuFetchedAt,
    );
    balance.unsubscribe();
    menu.unsubscribe();
  });

  it('refreshes points and the leaderboard when work is marked done', () => {
    expect(WRITE_INVALIDATES.markDone).toEqual(
      expect.arrayContaining(['Application', 'Task', 'User', 'Leaderboard']),
    );
  });

  it('refreshes the rating after a review, and the points and the ledger after a redemption', () => {
    expect(WRITE_INVALIDATES.submitReview).toContain('User');
    expect(WRITE_INVALIDATES.redeem).toEqual(['Redemption', 'User', 'Ledger']);
  });

  it('refreshes open-task lists when a volunteer follows organisations', () => {
    expect(WRITE_INVALIDATES.followOrganisations).toEqual(['UserOrganisation', 'Task']);
  });
});
