import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  fetchRedemptionsPage,
  fetchRewardItems,
  fetchUser,
  redeemCustomAmount,
  redeemReward,
  supabaseOf,
  type CursorPage,
  type PageCursor,
  type RedemptionResult,
  type RedemptionRow,
  type Tables,
  cursorPaging,
} from 'shared-domain';

/**
 * The menu as the database prices it, the volunteer's balance and redemptions (newest first, a page
 * at a time), and redeeming; a redemption refetches the pages, so it shows at the top.
 */
export const rewardsApi = api.injectEndpoints({
  endpoints: (build) => ({
    rewardItems: build.query<Tables<'reward_items'>[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchRewardItems(supabaseOf(thunkApi))),
      providesTags: ['RewardItem'],
    }),
    rewardPoints: build.query<number, string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(async () => (await fetchUser(supabaseOf(thunkApi), userId)).points),
      providesTags: ['User'],
    }),
    redemptions: build.infiniteQuery<CursorPage<RedemptionRow>, string, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg: userId, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchRedemptionsPage(supabaseOf(thunkApi), userId, { after: pageParam }),
        ),
      providesTags: ['Redemption'],
    }),
    redeemItem: build.mutation<RedemptionResult, string>({
      queryFn: (itemId, thunkApi) =>
        asQueryResult(() => redeemReward(supabaseOf(thunkApi), itemId)),
      invalidatesTags: WRITE_INVALIDATES.redeem,
    }),
    redeemCustom: build.mutation<RedemptionResult, number>({
      queryFn: (points, thunkApi) =>
        asQueryResult(() => redeemCustomAmount(supabaseOf(thunkApi), points)),
      invalidatesTags: WRITE_INVALIDATES.redeem,
    }),
  }),
});

export const {
  useRewardItemsQuery,
  useRewardPointsQuery,
  useRedemptionsInfiniteQuery,
  useRedeemItemMutation,
  useRedeemCustomMutation,
} = rewardsApi;
