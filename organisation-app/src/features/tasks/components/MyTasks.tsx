import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { useSearchParams } from 'react-router-dom';
import {
  DAY_MS,
  EXPORT_WINDOW_DAYS,
  isMyTasksFilter,
  LOADING_TASKS,
  MY_TASKS_FILTER_OPTIONS,
  MY_TASKS_FILTER_PARAM,
  NO_TASKS,
  selectSessionStatus,
  selectActingUserId,
  type MyTasksFilter,
  MORE_TASKS_LOAD_FAILED,
  SHOW_MORE_TASKS,
  TASKS_LOAD_FAILED,
} from 'shared-domain';
import { Button, cardsInView, PagedList, SelectField, SplitView, useIsDesktop } from 'shared-ui';
import styled from 'styled-components';
import { FIRST_MY_TASKS_FILTER, tasksApi } from '../api/tasksApi';
import { CreateTaskLink } from '../../../shared/components/CreateTaskLink';
import { TaskPanel } from './TaskPanel';
import { TaskSummaryList } from './TaskSummaryList';
import { exportUpcomingTasks } from './exportTasksImage';
import { Heading } from '../../../layout/formLayout';

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  margin-bottom: ${({ theme }) => theme.space.lg};

  /* The filter's field keeps no space under it here, so Export lines up with the select. */
  & > div {
    margin-bottom: 0;
  }
`;

const ToolbarEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The search parameter that names the task shown beside the list on desktop. */
const SELECTED_TASK = 'task';

/**
 * The organisation's tasks with filters, export, edit/delete and applicant decisions (SPEC §2), a
 * page at a time: the filter is applied by the database, so every page holds only matching tasks.
 */
export function MyTasks() {
  const isDesktop = useIsDesktop();
  const [searchParams, setSearchParams] = useSearchParams();
  const sessionStatus = useSelector(selectSessionStatus);
  const ownerUserId = useSelector(selectActingUserId);
  // The filter lives in the address, so the dashboard's counts open My Tasks filtered (issue #44).
  const asked = searchParams.get(MY_TASKS_FILTER_PARAM) ?? '';
  const filter: MyTasksFilter = isMyTasksFilter(asked) ? asked : FIRST_MY_TASKS_FILTER;
  const setFilter = (next: MyTasksFilter) =>
    setSearchParams(next === FIRST_MY_TASKS_FILTER ? {} : { [MY_TASKS_FILTER_PARAM]: next }, {
      replace: true,
    });
  const [exporting, setExporting] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const query = tasksApi.useOrganisationTasksInfiniteQuery(
    ownerUserId === null ? skipToken : filter,
  );
  const [loadUpcoming] = tasksApi.useLazyUpcomingOwnTasksQuery();
  const tasks = query.data?.pages.flatMap((page) => page.rows);

  // The export reads the coming days' tasks by date: the pages shown hold the newest tasks, which
  // need not be the ones coming up.
  const exportImage = async () => {
    if (ownerUserId === null) return;
    setExporting(true);
    try {
      const now = new Date();
      const upcoming = await loadUpcoming({
        ownerUserId,
        from: now.toISOString(),
        to: new Date(now.getTime() + EXPORT_WINDOW_DAYS * DAY_MS).toISOString(),
      }).unwrap();
      await exportUpcomingTasks(upcoming, now);
    } catch (failure) {
      console.error(failure);
    } finally {
      setExporting(false);
    }
  };

  return (
    <section aria-labelledby="my-tasks-heading">
      <Heading id="my-tasks-heading">My Tasks</Heading>
      <Toolbar>
        <SelectField
          label="Filter"
          value={filter}
          onChange={(event) => {
            if (isMyTasksFilter(event.target.value)) setFilter(event.target.value);
          }}
        >
          {MY_TASKS_FILTER_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
        <ToolbarEnd>
          <Button
            type="button"
            $variant="secondary"
            disabled={exporting}
            onClick={() => void exportImage()}
          >
            Export
          </Button>
          <CreateTaskLink />
        </ToolbarEnd>
      </Toolbar>
      <PagedList
        pages={query}
        rows={tasks}
        // On a phone each task is a card; a laptop's list of titles beside the selected task shows
        // whole, so the task the address selects is found among them.
        firstRows={isDesktop ? undefined : cardsInView()}
        loading={sessionStatus === 'loading'}
        loadingText={LOADING_TASKS}
        emptyText={NO_TASKS}
        emptyAction={<CreateTaskLink />}
        failedMessage={TASKS_LOAD_FAILED}
        moreLabel={SHOW_MORE_TASKS}
        moreFailedMessage={MORE_TASKS_LOAD_FAILED}
      >
        {(rows) => {
          if (!isDesktop) {
            // A phone lists summaries; one task opens at a time, with its applicants (issue #44).
            return (
              <TaskSummaryList
                tasks={rows}
                selectedId={openId ?? undefined}
                onToggle={(taskId) => setOpenId(openId === taskId ? null : taskId)}
                renderOpen={(task) => <TaskPanel task={task} />}
              />
            );
          }
          const wanted = searchParams.get(SELECTED_TASK);
          const selected = rows.find((task) => task.id === wanted) ?? rows[0];
          return (
            <SplitView
              list={
                <TaskSummaryList
                  tasks={rows}
                  selectedId={selected?.id}
                  linkTo={(taskId) =>
                    `?${new URLSearchParams({
                      ...(filter === FIRST_MY_TASKS_FILTER
                        ? {}
                        : { [MY_TASKS_FILTER_PARAM]: filter }),
                      [SELECTED_TASK]: taskId,
                    })}`
                  }
                />
              }
              detail={
                selected === undefined ? null : <TaskPanel key={selected.id} task={selected} />
              }
            />
          );
        }}
      </PagedList>
    </section>
  );
}
