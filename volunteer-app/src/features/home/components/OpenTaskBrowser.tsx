import { useState } from 'react';
import {
  APPLY_CONFIRMATION_TITLE,
  FIRST_OPEN_TASKS,
  LOADING_TASKS,
  MORE_TASKS_LOAD_FAILED,
  OPEN_TASKS_LOAD_FAILED,
  CLEAR_SEARCH,
  SHOW_MORE_TASKS,
  TASK_SEARCH_PLACEHOLDER,
  applyConfirmationLines,
  paths,
  taskCardApplyAction,
  type OpenTask,
  type TaskSort,
  useOpenTasksInfiniteQuery,
} from 'shared-domain';
import {
  Badge,
  Button,
  CardGrid,
  notify,
  PagedList,
  SearchBox,
  type SortOption,
  SortSelect,
  TaskCard,
  useConfirm,
  useSettledSearch,
} from 'shared-ui';
import styled from 'styled-components';

import { useApplyForTaskMutation } from '../../taskDetail/api/taskDetailApi';
import { ListScreenHeading } from '../../../components/headings';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > :first-child {
    flex: 1 1 16rem;
  }
`;

export interface OpenTaskBrowserProps {
  /** Id of the heading, which also names the section. */
  id: string;
  heading: string;
  sortOptions: readonly SortOption<TaskSort>[];
  emptyText: string;
  /** Said instead of `emptyText` when a search found nothing; `emptyText` when not given. */
  noMatchText?: (search: string) => string;
  /** The toast after applying from a card; the screens word it differently (SPEC §8). */
  submittedText: string;
  failedText: string;
}

/**
 * The volunteer's open tasks (SPEC §2, §5): searched by title or description, sorted (earliest
 * first by default), each card opening the task with Apply through the confirmation or 'Applied'.
 * Home and the opportunities list show it with their own wording. Read a page at a time (Show more
 * tasks); a read that fails is said with Retry, never shown as an empty list (issue #17).
 */
export function OpenTaskBrowser({
  id,
  heading,
  sortOptions,
  emptyText,
  noMatchText,
  submittedText,
  failedText,
}: OpenTaskBrowserProps) {
  // The list the shell may have started reading already (prefetchFirstScreen).
  const [search, setSearch] = useState(FIRST_OPEN_TASKS.search);
  const settledSearch = useSettledSearch(search);
  const [sort, setSort] = useState<TaskSort>(FIRST_OPEN_TASKS.sort);
  const [applyingId, setApplyingId] = useState<string | null>(null);
  const [applyForTask] = useApplyForTaskMutation();
  const confirm = useConfirm();

  const query = useOpenTasksInfiniteQuery({ search: settledSearch, sort });
  const failed = query.isError && !query.isFetchNextPageError;
  // While another search or sort loads, the last one's tasks stay; after a failure only this one's.
  const tasks = (failed ? query.currentData : query.data)?.pages.flatMap((page) => page.rows);

  const apply = async (task: OpenTask) => {
    const lines = applyConfirmationLines(task);
    if (
      !(await confirm(lines.join('\n'), { title: APPLY_CONFIRMATION_TITLE, confirmLabel: 'Apply' }))
    )
      return;
    setApplyingId(task.id);
    try {
      await applyForTask(task.id).unwrap();
      notify.success(submittedText);
    } catch (failure) {
      console.error(failure);
      notify.error(failedText);
    } finally {
      setApplyingId(null);
    }
  };

  const actionsFor = (task: OpenTask) => {
    const action = taskCardApplyAction(task, task.my_application_status !== null);
    if (action.kind === 'applied') return <Badge tone="info">{action.label}</Badge>;
    if (action.kind === 'none') return undefined;
    return (
      <Button
        type="button"
        $size="sm"
        disabled={applyingId === task.id}
        aria-label={`Apply for ${task.title}`}
        onClick={() => void apply(task)}
      >
        Apply
      </Button>
    );
  };

  return (
    <section aria-labelledby={id}>
      <ListScreenHeading id={id}>{heading}</ListScreenHeading>
      <Controls>
        <SearchBox value={search} onChange={setSearch} placeholder={TASK_SEARCH_PLACEHOLDER} />
        <SortSelect value={sort} options={sortOptions} onChange={setSort} />
      </Controls>
      <PagedList
        pages={query}
        rows={tasks}
        loadingText={LOADING_TASKS}
        // A search that found nothing says so, and offers the whole list back (issue #20).
        emptyText={
          settledSearch.trim() === '' || noMatchText === undefined
            ? emptyText
            : noMatchText(settledSearch.trim())
        }
        emptyAction={
          settledSearch.trim() === '' ? undefined : (
            <Button type="button" $variant="secondary" onClick={() => setSearch('')}>
              {CLEAR_SEARCH}
            </Button>
          )
        }
        failedMessage={OPEN_TASKS_LOAD_FAILED}
        moreLabel={SHOW_MORE_TASKS}
        moreFailedMessage={MORE_TASKS_LOAD_FAILED}
      >
        {(rows) => (
          <CardGrid>
            {rows.map((task) => (
              <li key={task.id}>
                <TaskCard
                  title={task.title}
                  organisationName={task.organisation_name}
                  organisationLogoUrl={task.organisation_logo_url}
                  taskDate={task.task_date}
                  location={task.location}
                  points={task.points}
                  applicantCount={task.applicant_count}
                  status={task.status}
                  completed={false}
                  to={paths.volunteerTask(task.id)}
                  badge="openClosed"
                  headingLevel={2}
                  actions={actionsFor(task)}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </PagedList>
    </section>
  );
}
