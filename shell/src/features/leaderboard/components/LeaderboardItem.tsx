import { Link } from 'react-router-dom';
import { completedTasksLabel, firstName, isMedalRank, rankBadge } from 'shared-domain';
import { Avatar, VisuallyHidden } from 'shared-ui';
import styled from 'styled-components';
import type { LeaderboardRow } from '../api/leaderboardApi';

const Row = styled.li<{ $own: boolean }>`
  border: 1px solid ${({ theme, $own }) => ($own ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surface)};
  /* The own row's thicker edge is drawn as a shadow so its contents line up with the others. */
  box-shadow: ${({ theme, $own }) =>
    $own ? `0 0 0 1px ${theme.colors.primary}, ${theme.shadows.sm}` : theme.shadows.sm};
`;

const ProfileLink = styled(Link)<{ $own: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => `${theme.space.md} ${theme.space.lg}`};
  border-radius: inherit;
  color: inherit;
  text-decoration: none;

  &:hover {
    background: ${({ theme, $own }) => ($own ? theme.colors.primarySoft : theme.colors.surfaceMuted)};
  }
`;

const Rank = styled.span<{ $medal: boolean }>`
  flex: none;
  width: 2.25rem;
  text-align: center;
  font-size: ${({ theme, $medal }) => ($medal ? theme.fontSizes.xxl : theme.fontSizes.lg)};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Name = styled.span`
  flex: 1;
  min-width: 0;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Count = styled.span`
  flex: none;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export interface LeaderboardItemProps {
  row: LeaderboardRow;
  isOwn: boolean;
  /** The volunteer's profile as the viewer's area shows it. */
  profilePath: string;
}

export function LeaderboardItem({ row, isOwn, profilePath }: LeaderboardItemProps) {
  const medal = isMedalRank(row.rank);
  return (
    <Row $own={isOwn} aria-current={isOwn ? 'true' : undefined}>
      <ProfileLink to={profilePath} $own={isOwn}>
        <Rank $medal={medal} role="img" aria-label={`Rank ${row.rank}`}>
          {rankBadge(row.rank)}
        </Rank>
        <Avatar src={row.photoUrl} name={row.name} size={44} />
        <Name>
          {firstName(row.name)}
          {isOwn && <VisuallyHidden> (you)</VisuallyHidden>}
        </Name>
        <Count>{completedTasksLabel(row.completed)}</Count>
      </ProfileLink>
    </Row>
  );
}
