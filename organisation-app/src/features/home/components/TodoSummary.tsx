import { skipToken } from '@reduxjs/toolkit/query/react';
import type { ReactNode } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  LOADING_TODO,
  paths,
  selectActingUserId,
  TODO_LOAD_FAILED,
  type OrganisationTodo,
  type DashboardFilter,
} from 'shared-domain';
import {
  CalendarIcon,
  LoadError,
  SkeletonLine,
  StarIcon,
  UsersIcon,
  VisuallyHidden,
} from 'shared-ui';
import styled, { css } from 'styled-components';
import { homeApi } from '../api/homeApi';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const tileStyle = css<{ $attention: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
  min-height: 88px;
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid
    ${({ theme, $attention }) => ($attention ? theme.colors.primary : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme, $attention }) =>
    $attention ? theme.colors.primarySoft : theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  box-shadow: ${({ theme }) => theme.shadows.sm};

  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Tile = styled(Link)<{ $attention: boolean }>`
  ${tileStyle}

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
`;

/** A tile while its count loads: the same box, so nothing moves when the count arrives. */
const TileOutline = styled.div<{ $attention: boolean }>`
  ${tileStyle}
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.xxl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: 1;
`;

const What = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const plural = (count: number | null, one: string, many: string) => (count === 1 ? one : many);

interface TileContent {
  key: string;
  /** My Tasks' filter that lists exactly the tasks counted. */
  filter: DashboardFilter;
  icon: ReactNode;
  count: number | null;
  what: string;
}

/** The three tiles, with their counts once known (`null` while they load). */
function tilesOf(todo: OrganisationTodo | undefined): TileContent[] {
  const waiting = todo?.applicantsWaiting ?? null;
  const week = todo?.tasksThisWeek ?? null;
  const reviews = todo?.reviewsOwed ?? null;
  return [
    {
      key: 'waiting',
      filter: 'awaitingDecision',
      icon: <UsersIcon size={28} />,
      count: waiting,
      what: plural(waiting, 'applicant waiting for you', 'applicants waiting for you'),
    },
    {
      key: 'week',
      filter: 'thisWeek',
      icon: <CalendarIcon size={28} />,
      count: week,
      what: plural(week, 'task in the next 7 days', 'tasks in the next 7 days'),
    },
    {
      key: 'reviews',
      filter: 'reviewsOwed',
      icon: <StarIcon size={28} />,
      count: reviews,
      what: plural(reviews, 'volunteer to review', 'volunteers to review'),
    },
  ];
}

/**
 * The dashboard's first answer (issue #19): what needs doing today, each count a way into the
 * screen where it is done. While the counts load the tiles are drawn in outline, in their place,
 * and the section is busy (so the shell keeps the last visit's copy until they are in); a failed
 * read says so with Retry.
 */
export function TodoSummary() {
  const ownerUserId = useSelector(selectActingUserId);
  const todo = homeApi.useOrganisationTodoQuery(ownerUserId ?? skipToken);
  if (todo.isError) {
    return (
      <LoadError
        message={TODO_LOAD_FAILED}
        retrying={todo.isFetching}
        onRetry={() => void todo.refetch()}
      />
    );
  }
  // Signed out there is nothing to count (the home then lists no tasks either).
  if (ownerUserId === null) return null;
  const loading = todo.data === undefined;
  const tiles = tilesOf(todo.data);
  return (
    <section aria-labelledby="todo-heading" aria-busy={loading}>
      <h2 id="todo-heading">Needs doing</h2>
      {loading && <VisuallyHidden role="status">{LOADING_TODO}</VisuallyHidden>}
      <Tiles aria-hidden={loading || undefined}>
        {tiles.map((tile) => (
          <li key={tile.key}>
            {tile.count === null ? (
              <TileOutline $attention={false}>
                {tile.icon}
                <Count>
                  <SkeletonLine $width="1.2em" $height="1em" />
                </Count>
                <What>{tile.what}</What>
              </TileOutline>
            ) : (
              <Tile to={paths.organisationMyTasksFiltered(tile.filter)} $attention={tile.count > 0}>
                {tile.icon}
                <Count>{tile.count}</Count>
                <What>{tile.what}</What>
              </Tile>
            )}
          </li>
        ))}
      </Tiles>
    </section>
  );
}
