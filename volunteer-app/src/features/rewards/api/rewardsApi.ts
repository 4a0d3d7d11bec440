import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchRedemptions,
  fetchRewardItems,
  fetchUser,
  redeemCustomAmount,
  redeemReward,
  supabaseOf,
  type AppDispatch,
  type RedemptionResult,
  type RedemptionRow,
  type RootState,
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
      invalidatesTags: ['Redemption', 'User'],
    }),
    redeemCustom: build.mutation<RedemptionResult, number>({
      queryFn: (points, thunkApi) =>
        asQueryResult(() => redeemCustomAmount(supabaseOf(thunkApi), points)),
      invalidatesTags: ['Redemption', 'User'],
    }),
  }),
});

const selectItems = rewardsApi.endpoints.rewardItems.select();

/** Subscribes to the three reads while mounted; shared-domain's api has no React hooks of its own. */
export function useRewards(userId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const subscriptions: { unsubscribe: () => void }[] = [
      dispatch(rewardsApi.endpoints.rewardItems.initiate()),
    ];
    if (userId !== null) {
      subscriptions.push(
        dispatch(rewardsApi.endpoints.rewardPoints.initiate(userId)),
        dispatch(rewardsApi.endpoints.redemptions.initiate(userId)),
      );
    }
    return () => subscriptions.forEach((subscription) => subscription.unsubscribe());
  }, [dispatch, userId]);
  const selectPoints = useMemo(
    () => rewardsApi.endpoints.rewardPoints.select(userId ?? ''),
    [userId],
  );
  const selectRedemptions = useMemo(
    () => rewardsApi.endpoints.redemptions.select(userId ?? ''),
    [userId],
  );
  const items = useSelector((state: RootState) => selectItems(state));
  const points = useSelector((state: RootState) => selectPoints(state));
  const redemptions = useSelector((state: RootState) => selectRedemptions(state));
  return { items, points, redemptions };
}
