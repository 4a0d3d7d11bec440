import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  fetchRedemptions,
  fetchRewardItems,
  fetchUser,
  redeemCustomAmount,
  redeemReward,
  supabaseOf,
  type RedemptionResult,
  type RedemptionRow,
  type Tables,
} from 'shared-domain';

/** The menu as the database prices it, the volunteer's balance and redemptions, and redeeming. */
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
    redemptions: build.query<RedemptionRow[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchRedemptions(supabaseOf(thunkApi), userId)),
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
  useRedemptionsQuery,
  useRedeemItemMutation,
  useRedeemCustomMutation,
} = rewardsApi;
