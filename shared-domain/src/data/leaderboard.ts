import type { FunctionReturns } from '../database';
import { unwrapList, type Client } from './client';

export type LeaderboardRow = FunctionReturns<'get_leaderboard'>[number];

/** The top five volunteers by completed applications, ranked by the database (SPEC §2). */
export async function fetchLeaderboard(client: Client): Promise<LeaderboardRow[]> {
  return unwrapList(await client.rpc('get_leaderboard'));
}

export type LeaderboardPlace = FunctionReturns<'get_my_leaderboard_place'>[number];

/** The caller's own place (1 is first), null before their first completed task (issue #44). */
export async function fetchMyLeaderboardPlace(client: Client): Promise<LeaderboardPlace | null> {
  const [place] = unwrapList(await client.rpc('get_my_leaderboard_place'));
  return place ?? null;
}
