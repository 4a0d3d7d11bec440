import { useEffect } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import {
  CREATE_A_TASK,
  FIND_NEXT_TASK,
  LEADERBOARD_EMPTY,
  LEADERBOARD_JOIN,
  LEADERBOARD_YOUR_PLACE,
  LOADING_LEADERBOARD,
  paths,
  selectRole,
  selectSessionUserId,
} from 'shared-domain';
import { Button, EmptyState, Loading } from 'shared-ui';
import styled from 'styled-components';
import { useLeaderboard } from '../api/leaderboardApi';
import { LeaderboardItem } from './LeaderboardItem';
import { leaderboardProfilePath } from './profilePath';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

// The viewer's own row below the top five, set apart by a gap and a heading (issue #44).
const OwnPlace = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.xl};
`;

const OwnHeading = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const Join = styled.p`
  margin: ${({ theme }) => `${theme.space.lg} 0 0`};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

/** SPEC §2 Leaderboard: the top five volunteers by completed tasks, the viewer's row highlighted. */
export function LeaderboardScreen() {
  const navigate = useNavigate();
  const viewerId = useSelector(selectSessionUserId);
  const role = useSelector(selectRole) ?? 'volunteer';
  const { data, isUninitialized, isLoading, error } = useLeaderboard();

  useEffect(() => {
    // SPEC §8: a fetch error is only logged; the empty state stands in for the board.
    if (error !== undefined) console.error('Leaderboard could not be loaded', error);
  }, [error]);

  if (isUninitialized || isLoading) return <Loading text={LOADING_LEADERBOARD} />;

  const rows = error === undefined ? (data?.top ?? []) : [];
  const own = error === undefined ? (data?.own ?? null) : null;
  const ownApart = own !== null && !rows.some((row) => row.userId === own.userId);
  return (
    <section aria-labelledby="leaderboard-heading">
      <Heading id="leaderboard-heading">Leaderboard</Heading>
      {rows.length === 0 ? (
        <EmptyState
          text={LEADERBOARD_EMPTY}
          action={
            // Each role's way to get volunteers onto the board: a volunteer finds a task, an
            // organisation posts one (the volunteer area's home would bounce it back).
            role === 'organisation' ? (
              <Button type="button" onClick={() => navigate(paths.organisationCreateTask)}>
                {CREATE_A_TASK}
              </Button>
            ) : (
              <Button type="button" onClick={() => navigate(paths.volunteerHome)}>
                {FIND_NEXT_TASK}
              </Button>
            )
          }
        />
      ) : (
        <>
          <List>
            {rows.map((row) => (
              <LeaderboardItem
                key={row.userId}
                row={row}
                isOwn={row.userId === viewerId}
                profilePath={leaderboardProfilePath(role, row.userId, viewerId)}
              />
            ))}
          </List>
          {ownApart ? (
            <OwnPlace aria-labelledby="leaderboard-own-heading">
              <OwnHeading id="leaderboard-own-heading">{LEADERBOARD_YOUR_PLACE}</OwnHeading>
              <List>
                <LeaderboardItem
                  row={own}
                  isOwn
                  profilePath={leaderboardProfilePath(role, own.userId, viewerId)}
                />
              </List>
            </OwnPlace>
          ) : (
            role === 'volunteer' &&
            own === null &&
            !rows.some((row) => row.userId === viewerId) && <Join>{LEADERBOARD_JOIN}</Join>
          )}
        </>
      )}
    </section>
  );
}
