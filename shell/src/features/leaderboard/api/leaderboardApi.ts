import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchLeaderboard,
  resolveProfileUrl,
  supabaseOf,
  type AppDispatch,
  type Client,
  type RootState,
} from 'shared-domain';

export type LeaderboardRow = {
  userId: string;
  name: string;
  photoUrl: string | null;
  completed: number;
  rank: number;
};

async function loadLeaderboard(client: Client): Promise<LeaderboardRow[]> {
  // get_leaderboard is the server-side read model: already the top five, best first.
  const rows = await fetchLeaderboard(client);
  return rows.map((row, index) => ({
    userId: row.user_id,
    name: row.name,
    photoUrl: resolveProfileUrl(client, row.profile_url),
    completed: row.completed_count,
    rank: index + 1,
  }));
}

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<LeaderboardRow[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => loadLeaderboard(supabaseOf(thunkApi))),
      providesTags: ['Leaderboard'],
    }),
  }),
});

const selectLeaderboard = leaderboardApi.endpoints.leaderboard.select();

/** Loads the board afresh each time the screen opens; shared-domain's api has no React hooks. */
export function useLeaderboard() {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    const subscription = dispatch(
      leaderboardApi.endpoints.leaderboard.initiate(undefined, { forceRefetch: true }),
    );
    return () => subscription.unsubscribe();
  }, [dispatch]);
  return useSelector((state: RootState) => selectLeaderboard(state));
}
