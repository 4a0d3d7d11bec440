import type { FunctionReturns } from '../database';
import { unwrapList, type Client } from './client';

export type LeaderboardRow = FunctionReturns<'get_leaderboard'>[number];

/** The top five volunteers by completed applications, ranked by the database (SPEC §2). */
export async function fetchLeaderboard(client: Client): Promise<LeaderboardRow[]> {
  return unwrapList(await client.rpc('get_leaderboard'));
}
