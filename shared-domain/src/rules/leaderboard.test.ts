import { isMedalRank, rankBadge, rankLeaderboard } from './leaderboard';

const completed = (...userIds: string[]) => userIds.map((user_id) => ({ user_id }));

describe('rankLeaderboard', () => {
  it('ranks volunteers by completed applications, most first', () => {
    expect(rankLeaderboard(completed('a', 'b', 'b', 'c', 'c', 'c'))).toEqual([
      { userId: 'c', completed: 3, rank: 1 },
      { userId: 'b', completed: 2, rank: 2 },
      { userId: 'a', completed: 1, rank: 3 },
    ]);
  });

  it('shows only the top five', () => {
    const board = rankLeaderboard(
      completed('a', 'b', 'b', 'c', 'c', 'c', 'd', 'd', 'd', 'd', 'e', 'e', 'e', 'e', 'e', 'f'),
    );
    expect(board).toHaveLength(5);
    expect(board.map((e) => e.userId)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(board.map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
  });

  it('keeps first-seen order for ties', () => {
    expect(rankLeaderboard(completed('x', 'y', 'y', 'x')).map((e) => e.userId)).toEqual(['x', 'y']);
  });

  it('is empty when nobody has completed a task', () => {
    expect(rankLeaderboard([])).toEqual([]);
  });

  it('is empty for a zero or negative limit', () => {
    expect(rankLeaderboard(completed('a'), 0)).toEqual([]);
    expect(rankLeaderboard(completed('a'), -1)).toEqual([]);
  });
});

describe('rankBadge', () => {
  it('gives medals to the first three', () => {
    expect(rankBadge(1)).toBe('🥇');
    expect(rankBadge(2)).toBe('🥈');
    expect(rankBadge(3)).toBe('🥉');
    expect(isMedalRank(3)).toBe(true);
  });

  it('shows the number from fourth place on', () => {
    expect(rankBadge(4)).toBe('4');
    expect(rankBadge(5)).toBe('5');
    expect(isMedalRank(4)).toBe(false);
    expect(isMedalRank(0)).toBe(false);
  });
});
