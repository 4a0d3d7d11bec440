import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import {
  LOADING_TASKS,
  NO_TASKS,
  selectSessionStatus,
  selectActingUserId,
  MORE_TASKS_LOAD_FAILED,
  SHOW_MORE_TASKS,
  TASKS_LOAD_FAILED,
  byWhatNeedsDoing,
} from 'shared-domain';
import { CardGrid, cardsInView, PagedList } from 'shared-ui';
import styled from 'styled-components';

import { homeApi } from '../api/homeApi';
import { DashboardTaskCard } from './DashboardTaskCard';
import { TodoSummary } from './TodoSummary';
import { CreateTaskLink } from '../../../shared/components/CreateTaskLink';

const Heading = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

/**
 * The organisation's home: the dashboard of its own tasks a page at a time (SPEC §2), what needs
 * doing first: applicants waiting, then what starts within a week, then the rest (issue #44).
 */
export function OrganisationHome() {
  const sessionStatus = useSelector(selectSessionStatus);
  const ownerUserId = useSelector(selectActingUserId);
  const query = homeApi.useOwnTasksInfiniteQuery(ownerUserId === null ? skipToken : undefined);
  const read = query.data;
  const tasks = useMemo(
    () =>
      read === undefined
        ? undefined
        : byWhatNeedsDoing(
            read.pages.flatMap((page) => page.rows),
            new Date(),
          ),
    [read],
  );

  return (
    <section aria-labelledby="organisation-home-heading">
      <Heading id="organisation-home-heading">Your tasks</Heading>
      <TodoSummary />
      <h2>All tasks</h2>
      <PagedList
        pages={query}
        rows={tasks}
        firstRows={cardsInView()}
        loading={sessionStatus === 'loading'}
        loadingText={LOADING_TASKS}
        emptyText={NO_TASKS}
        emptyAction={<CreateTaskLink />}
        failedMessage={TASKS_LOAD_FAILED}
        moreLabel={SHOW_MORE_TASKS}
        moreFailedMessage={MORE_TASKS_LOAD_FAILED}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((task) => (
              <li key={task.id}>
                <DashboardTaskCard task={task} />
              </li>
            ))}
          </CardGrid>
        )}
      </PagedList>
    </section>
  );
}
