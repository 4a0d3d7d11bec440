import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import {
  LOADING_TASKS,
  NO_TASKS,
  selectSessionStatus,
  selectSessionUserId,
  MORE_TASKS_LOAD_FAILED,
  SHOW_MORE_TASKS,
  TASKS_LOAD_FAILED,
  firstScreenApi,
} from 'shared-domain';
import { PagedList } from 'shared-ui';
import styled from 'styled-components';

import { DashboardTaskCard } from './DashboardTaskCard';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const List = styled.ul`
  display: grid;
  /* One column on phones; side by side once each card can have 300 px. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 300px), 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;
`;

/** The organisation's home: the dashboard of its own tasks, newest first, a page at a time (SPEC §2). */
export function OrganisationHome() {
  const sessionStatus = useSelector(selectSessionStatus);
  const ownerUserId = useSelector(selectSessionUserId);
  const query = firstScreenApi.useOwnTasksInfiniteQuery(ownerUserId ?? skipToken);
  const tasks = query.data?.pages.flatMap((page) => page.rows);

  return (
    <section aria-labelledby="organisation-home-heading">
      <Heading id="organisation-home-heading">Your tasks</Heading>
      <PagedList
        pages={query}
        rows={tasks}
        loading={sessionStatus === 'loading'}
        loadingText={LOADING_TASKS}
        emptyText={NO_TASKS}
        failedMessage={TASKS_LOAD_FAILED}
        moreLabel={SHOW_MORE_TASKS}
        moreFailedMessage={MORE_TASKS_LOAD_FAILED}
      >
        {(rows) => (
          <List>
            {rows.map((task) => (
              <li key={task.id}>
                <DashboardTaskCard task={task} />
              </li>
            ))}
          </List>
        )}
      </PagedList>
    </section>
  );
}
