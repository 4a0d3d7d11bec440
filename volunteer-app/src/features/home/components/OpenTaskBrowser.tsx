import { useEffect, useState } from 'react';
import {
  APPLY_CONFIRMATION_TITLE,
  DEFAULT_TASK_SORT,
  LOADING_TASKS,
  TASK_SEARCH_PLACEHOLDER,
  applyConfirmationLines,
  paths,
  taskCardApplyAction,
  type OpenTask,
  type TaskSort,
} from 'shared-domain';
import {
  Badge,
  Button,
  EmptyState,
  Loading,
  SearchBox,
  SortSelect,
  TaskCard,
  notify,
  useConfirm,
  type SortOption,
} from 'shared-ui';
import styled from 'styled-components';
import { useOpenTasksQuery } from '../api/openTasksApi';
import { useApplyForTaskMutation } from '../../taskDetail/api/taskDetailApi';
import { CardList } from '../../../components/CardList';
import { ListScreenHeading } from '../../../components/headings';

/** How long typing pauses before the search goes to the database. */
const SEARCH_SETTLE_MS = 250;

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
  /** The toast after applying from a card; the screens word it differently (SPEC §8). */
  submittedText: string;
  failedText: string;
}

/**
 * The volunteer's open tasks (SPEC §2, §5): searched by title or description, sorted (earliest
 * first by default), each card opening the task with Apply through the confirmation or 'Applied'.
 * Home and the opportunities list show it with their own wording.
 */
export function OpenTaskBrowser({
  id,
  heading,
  sortOptions,
  emptyText,
  submittedText,
  failedText,
}: OpenTaskBrowserProps) {
  const [search, setSearch] = useState('');
  const [settledSearch, setSettledSearch] = useState('');
  const [sort, setSort] = useState<TaskSort>(DEFAULT_TASK_SORT);
  const [applyingId, setApplyingId] = useState<string | null>(null);
  const [applyForTask] = useApplyForTaskMutation();
  const confirm = useConfirm();

  useEffect(() => {
    const timer = setTimeout(() => setSettledSearch(search.trim()), SEARCH_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [search]);

  const {
    data: tasks = [],
    isLoading,
    isError,
    error,
  } = useOpenTasksQuery({ search: settledSearch, sort });

  useEffect(() => {
    // SPEC §8: backend errors other than the quoted ones are logged; the list shows empty.
    if (isError) console.error(error);
  }, [isError, error]);

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
      {isLoading ? (
        <Loading text={LOADING_TASKS} />
      ) : tasks.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <CardList>
          {tasks.map((task) => (
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
        </CardList>
      )}
    </section>
  );
}
