import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import { paths, selectSessionUserId, TODO_LOAD_FAILED } from 'shared-domain';
import { CalendarIcon, LoadError, StarIcon, UsersIcon } from 'shared-ui';
import styled from 'styled-components';
import { homeApi } from '../api/homeApi';

const Tiles = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 200px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0 0 ${({ theme }) => theme.space.xl};
  padding: 0;
  list-style: none;
`;

const Tile = styled(Link)<{ $attention: boolean }>`
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

  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
  }

  svg {
    grid-row: span 2;
    color: ${({ theme }) => theme.colors.primary};
  }
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

const plural = (count: number, one: string, many: string) => (count === 1 ? one : many);

/**
 * The dashboard's first answer (issue #19): what needs doing today, each count a way into the
 * screen where it is done. While the counts load the tiles wait; a failed read says so with Retry.
 */
export function TodoSummary() {
  const ownerUserId = useSelector(selectSessionUserId);
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
  if (todo.data === undefined) return null;
  const { applicantsWaiting, tasksThisWeek, reviewsOwed } = todo.data;
  const tiles = [
    {
      key: 'waiting',
      icon: <UsersIcon size={28} />,
      count: applicantsWaiting,
      what: plural(applicantsWaiting, 'applicant waiting for you', 'applicants waiting for you'),
    },
    {
      key: 'week',
      icon: <CalendarIcon size={28} />,
      count: tasksThisWeek,
      what: plural(tasksThisWeek, 'task in the next 7 days', 'tasks in the next 7 days'),
    },
    {
      key: 'reviews',
      icon: <StarIcon size={28} />,
      count: reviewsOwed,
      what: plural(reviewsOwed, 'volunteer to review', 'volunteers to review'),
    },
  ];
  return (
    <section aria-labelledby="todo-heading">
      <h2 id="todo-heading">Needs doing</h2>
      <Tiles>
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Tile to={paths.organisationMyTasks} $attention={tile.count > 0}>
              {tile.icon}
              <Count>{tile.count}</Count>
              <What>{tile.what}</What>
            </Tile>
          </li>
        ))}
      </Tiles>
    </section>
  );
}
