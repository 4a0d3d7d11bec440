import { skipToken } from '@reduxjs/toolkit/query/react';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { Link } from 'react-router-dom';
import {
  canEditOrDeleteTask,
  DAY_MS,
  DELETE_TASK_CONFIRMATION,
  EXPORT_WINDOW_DAYS,
  isMyTasksFilter,
  LOADING_TASKS,
  MY_TASKS_FILTER_OPTIONS,
  NO_TASKS,
  paths,
  selectSessionStatus,
  selectSessionUserId,
  type MyTasksFilter,
  MORE_TASKS_LOAD_FAILED,
  SHOW_MORE_TASKS,
  TASKS_LOAD_FAILED,
  FIRST_MY_TASKS_FILTER,
  firstScreenApi,
} from 'shared-domain';
import { Button, SelectField, TaskCard, useConfirm, PagedList } from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { ApplicantList } from './ApplicantList';
import { ApplicationCounts } from './ApplicationCounts';
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

const List = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  /* Wider than the gap inside an item, so a task's applicants read as its own, not the next one's. */
  gap: ${({ theme }) => theme.space.xxl};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  /* minmax(0, …) and min-width: 0 let the card's one-line organisation name shrink on phones. */
  grid-template-columns: minmax(0, 1fr);
  min-width: 0;
  gap: ${({ theme }) => theme.space.sm};
`;

const EditLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  padding: 0 ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  color: ${({ theme }) => theme.colors.primary};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  text-decoration: none;
`;

/**
 * The organisation's tasks with filters, export, edit/delete and applicant decisions (SPEC §2), a
 * page at a time: the filter is applied by the database, so every page holds only matching tasks.
 */
export function MyTasks() {
  const confirm = useConfirm();
  const sessionStatus = useSelector(selectSessionStatus);
  const ownerUserId = useSelector(selectSessionUserId);
  const [filter, setFilter] = useState<MyTasksFilter>(FIRST_MY_TASKS_FILTER);
  const [exporting, setExporting] = useState(false);
  const query = firstScreenApi.useOrganisationTasksInfiniteQuery(
    ownerUserId === null ? skipToken : { ownerUserId, filter },
  );
  const [loadUpcoming] = tasksApi.useLazyUpcomingOwnTasksQuery();
  const [deleteTask] = tasksApi.useDeleteTaskMutation();
  const tasks = query.data?.pages.flatMap((page) => page.rows);

  const remove = async (taskId: string) => {
    if (!(await confirm(DELETE_TASK_CONFIRMATION, { confirmLabel: 'Delete', destructive: true }))) {
      return;
    }
    try {
      await deleteTask(taskId).unwrap();
    } catch (failure) {
      // SPEC §8: delete failures are not shown to the user.
      console.error(failure);
    }
  };

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
        <Button
          type="button"
          $variant="secondary"
          disabled={exporting}
          onClick={() => void exportImage()}
        >
          Export
        </Button>
      </Toolbar>
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
              <Item key={task.id}>
                <TaskCard
                  title={task.title}
                  organisationName={task.organisation_name}
                  organisationLogoUrl={task.organisation_logo_url}
                  taskDate={task.task_date}
                  location={task.location}
                  points={task.points}
                  applicantCount={task.applicant_count}
                  status={task.status}
                  completed={task.completed}
                  to={paths.organisationTask(task.id)}
                  badge="displayState"
                  headingLevel={2}
                  actions={
                    canEditOrDeleteTask(task) ? (
                      <>
                        <EditLink
                          to={paths.organisationEditTask(task.id)}
                          aria-label={`Edit ${task.title}`}
                        >
                          Edit
                        </EditLink>
                        <Button
                          type="button"
                          $size="sm"
                          $variant="danger"
                          aria-label={`Delete ${task.title}`}
                          onClick={() => void remove(task.id)}
                        >
                          Delete
                        </Button>
                      </>
                    ) : undefined
                  }
                />
                <ApplicationCounts task={task} />
                <ApplicantList task={task} preview={task.applicants} total={task.applicant_count} />
              </Item>
            ))}
          </List>
        )}
      </PagedList>
    </section>
  );
}
