import { useState } from 'react';
import type { TaskApplicant } from 'shared-domain';
import {
  APPLICANTS_LOAD_FAILED,
  MORE_APPLICANTS_LOAD_FAILED,
  SHOW_MORE_APPLICANTS,
} from 'shared-domain';
import { Loading, LoadError, PagedListEnd } from 'shared-ui';
import styled from 'styled-components';
import { tasksApi } from '../api/tasksApi';
import { ApplicantRow } from './ApplicantRow';

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

type ListedTask = { id: string; title: string; completed: boolean };

type Props = {
  task: ListedTask;
  /**
   * The first applicants, read with the task (My Tasks): shown until Show more applicants asks for
   * the pages. Without them the list reads its pages from the start (the task detail).
   */
  preview?: readonly TaskApplicant[];
  /** How many applicants the task has. */
  total: number;
  /** Said when the task has no applicant; without it the list shows nothing then. */
  emptyText?: string;
};

function Rows({ task, applicants }: { task: ListedTask; applicants: readonly TaskApplicant[] }) {
  return (
    <List aria-label={`Applicants for ${task.title}`}>
      {applicants.map((application) => (
        <ApplicantRow
          key={application.id}
          taskId={task.id}
          taskCompleted={task.completed}
          application={application}
        />
      ))}
    </List>
  );
}

/** The applicants of an own task, each with their row of decisions, a page at a time. */
export function ApplicantList({ task, preview, total, emptyText }: Props) {
  const [paged, setPaged] = useState(preview === undefined);
  if (paged || preview === undefined) {
    return <PagedApplicants task={task} placeholder={preview} emptyText={emptyText} />;
  }
  if (preview.length === 0) return emptyText === undefined ? null : <p>{emptyText}</p>;
  return (
    <>
      <Rows task={task} applicants={preview} />
      <PagedListEnd
        hasMore={total > preview.length}
        loadingMore={false}
        failed={false}
        label={SHOW_MORE_APPLICANTS}
        name={`${SHOW_MORE_APPLICANTS} for ${task.title}`}
        placement="start"
        failedMessage={MORE_APPLICANTS_LOAD_FAILED}
        onMore={() => setPaged(true)}
      />
    </>
  );
}

function PagedApplicants({
  task,
  placeholder,
  emptyText,
}: {
  task: ListedTask;
  placeholder: readonly TaskApplicant[] | undefined;
  emptyText: string | undefined;
}) {
  const query = tasksApi.useTaskApplicantsInfiniteQuery(task.id);
  const applicants = query.data?.pages.flatMap((page) => page.rows);
  const retry = () => void query.refetch();
  const failed = query.isError && !query.isFetchNextPageError;

  if (applicants === undefined) {
    if (failed) {
      return (
        <LoadError message={APPLICANTS_LOAD_FAILED} retrying={query.isFetching} onRetry={retry} />
      );
    }
    // The first page is on its way: the rows already shown stay while it comes.
    if (placeholder === undefined) return <Loading />;
    return (
      <>
        <Rows task={task} applicants={placeholder} />
        <PagedListEnd
          hasMore
          loadingMore
          failed={false}
          label={SHOW_MORE_APPLICANTS}
          name={`${SHOW_MORE_APPLICANTS} for ${task.title}`}
          placement="start"
          failedMessage={MORE_APPLICANTS_LOAD_FAILED}
          onMore={() => undefined}
        />
      </>
    );
  }
  if (applicants.length === 0 && !failed) {
    return emptyText === undefined ? null : <p>{emptyText}</p>;
  }
  return (
    <>
      {failed && (
        <LoadError message={APPLICANTS_LOAD_FAILED} retrying={query.isFetching} onRetry={retry} />
      )}
      <Rows task={task} applicants={applicants} />
      <PagedListEnd
        hasMore={query.hasNextPage}
        loadingMore={query.isFetchingNextPage}
        failed={query.isFetchNextPageError}
        label={SHOW_MORE_APPLICANTS}
        name={`${SHOW_MORE_APPLICANTS} for ${task.title}`}
        placement="start"
        failedMessage={MORE_APPLICANTS_LOAD_FAILED}
        onMore={() => void query.fetchNextPage()}
      />
    </>
  );
}
