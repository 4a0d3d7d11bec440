import { LEADERBOARD_SIZE } from '../constants';

export type LeaderboardEntry = { userId: string; completed: number; rank: number };

const MEDALS = ['🥇', '🥈', '🥉'] as const;

/**
 * Top volunteers by completed applications (SPEC §2: top five). Ties keep the order in which the
 * volunteers first appear so the board does not reshuffle between loads of the same data.
 */
export function rankLeaderboard(
  completedApplications: readonly { user_id: string }[],
  limit: number = LEADERBOARD_SIZE,
): LeaderboardEntry[] {
  const counts = new Map<string, number>();
  for (const { user_id } of completedApplications) {
    counts.set(user_id, (counts.get(user_id) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, Math.max(0, limit))
    .map(([userId, completed], index) => ({ userId, completed, rank: index + 1 }));
}

/** Medals mark the first three ranks; others show their number. */
export function rankBadge(rank: number): string {
  return MEDALS[rank - 1] ?? String(rank);
}

export function isMedalRank(rank: number): boolean {
  return rank >= 1 && rank <= MEDALS.length;
}
