import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchLeaderboard,
  fetchMyLeaderboardPlace,
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

export type Leaderboard = {
  /** The top five, best first (SPEC §2). */
  top: LeaderboardRow[];
  /** The viewer's own row when they are on the board; below the top five it is shown apart. */
  own: LeaderboardRow | null;
};

async function loadLeaderboard(client: Client): Promise<Leaderboard> {
  // Server-side read models: the top five, best first, and the caller's own place.
  const [rows, place] = await Promise.all([
    fetchLeaderboard(client),
    fetchMyLeaderboardPlace(client),
  ]);
  return {
    top: rows.map((row, index) => ({
      userId: row.user_id,
      name: row.name,
      photoUrl: resolveProfileUrl(client, row.profile_url),
      completed: row.completed_count,
      rank: index + 1,
    })),
    own:
      place === null
        ? null
        : {
            userId: place.user_id,
            name: place.name,
            photoUrl: resolveProfileUrl(client, place.profile_url),
            completed: place.completed_count,
            rank: place.place,
          },
  };
}

export const leaderboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    leaderboard: build.query<Leaderboard, void>({
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
