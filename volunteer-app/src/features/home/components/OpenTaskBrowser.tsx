import { skipToken } from '@reduxjs/toolkit/query/react';
import { memo, type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useSelector } from 'react-redux';
import { Link, useSearchParams } from 'react-router-dom';
import {
  CLEAR_SEARCH,
  discoveryParams,
  discoverySummary,
  DURATION_OPTIONS,
  FIND_ORGANISATIONS,
  FOR_YOU_EXPLANATION,
  forYouReason,
  fullMarker,
  JOIN_WAITLIST,
  JOINED_WAITLIST,
  WAITLIST_FAILED,
  INTEREST_OPTIONS,
  LOADING_TASKS,
  MORE_TASKS_LOAD_FAILED,
  NO_TASK_FILTERS,
  OPEN_TASKS_LOAD_FAILED,
  SHOW_MORE_TASKS,
  TASK_SEARCH_PLACEHOLDER,
  WHEN_OPTIONS,
  parseDiscoveryParams,
  paths,
  selectSessionUserId,
  taskCardApplyAction,
  taskFilterCount,
  type DiscoveryState,
  type OpenTask,
  type OpenTaskSort,
  type TaskFilters,
} from 'shared-domain';
import {
  Badge,
  Button,
  CardGrid,
  cardsInView,
  FilterBar,
  mediumUp,
  PagedList,
  SearchBox,
  type SortOption,
  SortSelect,
  TaskCard,
  notify,
  useSettledSearch,
} from 'shared-ui';
import styled from 'styled-components';

import { useFollowedOrganisationsQuery } from '../../../shared/api/organisationsApi';
import { useConfirmedApply } from '../../../shared/hooks/useConfirmedApply';
import { ListScreenHeading } from '../../../components/headings';
import {
  FIRST_OPEN_TASKS,
  openTasksQueryFor,
  useOpenTasksInfiniteQuery,
} from '../../../shared/api/openTasksApi';
import { useJoinWaitlistMutation } from '../../../shared/api/waitlistApi';

const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  margin-bottom: ${({ theme }) => theme.space.md};

  /* On a phone the search and the Filters toggle share the first line, the search giving way to
     'Filters (2)'; the sort has the next line to itself, then the filters when open (issue #44:
     the toggle jumped onto a line of its own once a filter applied, and a shared line cut the
     sort's choice short). */
  & > :first-child {
    flex: 1 1 10rem;
  }

  & > [role='group'] {
    order: 2;
  }

  ${mediumUp} {
    & > :first-child {
      flex-basis: 16rem;
    }
  }
`;

const SortSlot = styled.div`
  display: flex;
  order: 1;
  flex: 1 1 100%;
  min-width: 0;

  & > *,
  select {
    flex: 1 1 auto;
  }

  ${mediumUp} {
    order: 0;
    flex: 0 1 auto;
  }
`;

// The heading, with the way to organisations not yet followed at its end (issue #44).
const HeadingRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `0 ${theme.space.md}`};
  margin-bottom: ${({ theme }) => theme.space.lg};

  & > h1 {
    margin-bottom: 0;
  }
`;

const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  min-height: ${({ theme }) => theme.layout.minTarget};
  margin-bottom: ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  p {
    margin: 0;
  }
`;

const ALL = '';

const cardId = (taskId: string) => `open-task-${taskId}`;

interface OpenTaskCardProps {
  task: OpenTask;
  /** Sorted For You: the card says why it was suggested. */
  forYou: boolean;
  /** Its application (or its place in line) is being sent: the button is disabled meanwhile. */
  applying: boolean;
  onApply: (task: OpenTask) => unknown;
  onJoinWaitlist: (task: OpenTask) => unknown;
}

/**
 * One open task's card, with Apply or 'Applied'. Memoised: the list is rendered again whenever one
 * of the screen's reads changes state (each is a store update, which React renders at once and in
 * one piece), and a task whose row, For You mode and busy state are the same is not rendered again:
 * a screen of cards rendered again was about 140 ms of a 330 ms task at 4x slowdown (issue #18).
 */
const OpenTaskCard = memo(function OpenTaskCard({
  task,
  forYou,
  applying,
  onApply,
  onJoinWaitlist,
}: OpenTaskCardProps) {
  const action = taskCardApplyAction(task, task.my_application_status !== null);
  const full = fullMarker(task);
  let actions: ReactNode;
  if (action.kind === 'applied' || action.kind === 'waiting') {
    actions = <Badge tone="info">{action.label}</Badge>;
  } else if (action.kind === 'offered') {
    actions = <Badge tone="success">{action.label}</Badge>;
  } else if (action.kind === 'joinWaitlist') {
    actions = (
      <Button
        type="button"
        $size="sm"
        $variant="secondary"
        disabled={applying}
        aria-label={`${JOIN_WAITLIST} for ${task.title}`}
        onClick={() => void onJoinWaitlist(task)}
      >
        {JOIN_WAITLIST}
      </Button>
    );
  } else if (action.kind === 'apply') {
    actions = (
      <Button
        type="button"
        $size="sm"
        disabled={applying}
        aria-label={`Apply for ${task.title}`}
        onClick={() => void onApply(task)}
      >
        Apply
      </Button>
    );
  }
  return (
    <li id={cardId(task.id)}>
      <TaskCard
        title={task.title}
        organisationName={task.organisation_name}
        organisationLogoUrl={task.organisation_logo_url}
        organisationTo={paths.volunteerOrganisation(task.organisation_id)}
        taskDate={task.task_date}
        timeZone={task.time_zone}
        location={task.location}
        hoursRequired={task.hours_required}
        points={task.points}
        applicantCount={task.applicant_count}
        capacity={task.capacity}
        placesTaken={task.places_taken}
        status={task.status}
        completed={false}
        to={paths.volunteerTask(task.id)}
        badge="none"
        headerBadge={full === null ? undefined : <Badge tone="warning">{full}</Badge>}
        reason={forYou ? forYouReason(task) : null}
        headingLevel={2}
        actions={actions}
      />
    </li>
  );
});

export interface OpenTaskBrowserProps {
  /** Id of the heading, which also names the section. */
  id: string;
  heading: string;
  sortOptions: readonly SortOption<OpenTaskSort>[];
  emptyText: string;
  /** Said instead of `emptyText` when a search found nothing; `emptyText` when not given. */
  noMatchText?: (search: string) => string;
  /** The toast after applying from a card; the screens word it differently (SPEC §8). */
  submittedText: string;
  failedText: string;
  /** Shown between the heading and the list's controls (home's "Still coming?" notices). */
  lead?: ReactNode;
}

/**
 * The volunteer's open tasks (SPEC §5): searched by title or description, narrowed by organisation,
 * interest, date and length, sorted (earliest first by default, or For You), each card opening the
 * task with Apply through the confirmation or 'Applied'. The search, order and filters live in the
 * address, so Back from a task returns to the same list. Home and the opportunities list show it
 * with their own wording. Read a page at a time (Show more tasks); a read that fails is said with
 * Retry, never shown as an empty list (issue #17).
 */
export function OpenTaskBrowser({
  id,
  heading,
  sortOptions,
  emptyText,
  noMatchText,
  submittedText,
  failedText,
  lead,
}: OpenTaskBrowserProps) {
  const [params, setParams] = useSearchParams();
  const defaultSort = FIRST_OPEN_TASKS.sort;
  const state = parseDiscoveryParams(params, defaultSort);
  const sort = sortOptions.some((option) => option.value === state.sort) ? state.sort : defaultSort;
  const { filters } = state;
  const [search, setSearch] = useState(state.search);
  const settledSearch = useSettledSearch(search);
  const [applyingId, setApplyingId] = useState<string | null>(null);
  // After Apply from a card its button becomes 'Applied': focus goes to the card's title instead of
  // dropping to the page (issue #20).
  const focusTaskId = useRef<string | null>(null);
  const confirmedApply = useConfirmedApply();
  const userId = useSelector(selectSessionUserId);
  const followed = useFollowedOrganisationsQuery(userId ?? skipToken);

  const show = (next: Partial<DiscoveryState>) =>
    setParams(discoveryParams({ ...state, sort, ...next }, defaultSort), { replace: true });
  const filterBy = (next: Partial<TaskFilters>) => show({ filters: { ...filters, ...next } });

  // The settled search goes to the address; a search changed there (a link, Back) comes to the box.
  const written = useRef(state.search);
  useEffect(() => {
    if (settledSearch === state.search.trim()) return;
    written.current = settledSearch;
    show({ search: settledSearch });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new settled search writes
  }, [settledSearch]);
  useEffect(() => {
    if (state.search === written.current) return;
    written.current = state.search;
    setSearch(state.search);
  }, [state.search]);

  // The list the route's loader may have started reading already (app/routes.tsx): same argument.
  const query = useOpenTasksInfiniteQuery(openTasksQueryFor(params, sortOptions));
  const failed = query.isError && !query.isFetchNextPageError;
  // While another search or sort loads, the last one's tasks stay; after a failure only this one's.
  const tasks = (failed ? query.currentData : query.data)?.pages.flatMap((page) => page.rows);

  const organisations = followed.data ?? [];
  const organisationName =
    filters.organisationId === null
      ? null
      : (organisations.find((item) => item.id === filters.organisationId)?.name ?? null);
  const summary = discoverySummary(state.search, filters, organisationName);
  const filterCount = taskFilterCount(filters);
  const searching = state.search.trim() !== '';

  // One function for the component's life, so the memoised cards are not rendered again for it.
  const apply = useCallback(
    async (task: OpenTask) => {
      try {
        const applied = await confirmedApply(
          task,
          { submitted: submittedText, failed: failedText },
          () => setApplyingId(task.id),
        );
        if (applied) focusTaskId.current = task.id;
      } finally {
        setApplyingId(null);
      }
    },
    [confirmedApply, submittedText, failedText],
  );

  const [joinWaitlist] = useJoinWaitlistMutation();
  const joinLine = useCallback(
    async (task: OpenTask) => {
      setApplyingId(task.id);
      try {
        await joinWaitlist(task.id).unwrap();
        notify.success(JOINED_WAITLIST);
      } catch (failure) {
        console.error(failure);
        notify.error(WAITLIST_FAILED);
      } finally {
        setApplyingId(null);
      }
    },
    [joinWaitlist, setApplyingId],
  );

  useEffect(() => {
    const id = focusTaskId.current;
    if (id === null) return;
    const applied = tasks?.find((task) => task.id === id);
    if (applied?.my_application_status === null || applied === undefined) return;
    focusTaskId.current = null;
    document.getElementById(cardId(id))?.querySelector<HTMLElement>('h2 a')?.focus();
  }, [tasks]);

  const clearAll = () => {
    setSearch('');
    written.current = '';
    show({ search: '', filters: NO_TASK_FILTERS });
  };

  return (
    <section aria-labelledby={id}>
      <HeadingRow>
        <ListScreenHeading id={id}>{heading}</ListScreenHeading>
        <Link to={paths.volunteerOrganisations}>{FIND_ORGANISATIONS}</Link>
      </HeadingRow>
      {lead}
      <Controls>
        <SearchBox value={search} onChange={setSearch} placeholder={TASK_SEARCH_PLACEHOLDER} />
        <SortSlot>
          <SortSelect
            value={sort}
            options={sortOptions}
            onChange={(next) => show({ sort: next })}
          />
        </SortSlot>
        <FilterBar label="Filters" activeCount={filterCount}>
          <SortSelect
            label="Organisation"
            layout="stacked"
            value={filters.organisationId ?? ALL}
            options={[
              { value: ALL, label: 'All organisations' },
              ...organisations.map((item) => ({ value: item.id, label: item.name })),
            ]}
            onChange={(value) => filterBy({ organisationId: value === ALL ? null : value })}
          />
          <SortSelect
            label="Interest"
            layout="stacked"
            value={filters.interest ?? ALL}
            options={[
              { value: ALL, label: 'All interests' },
              ...INTEREST_OPTIONS.map((interest) => ({ value: interest, label: interest })),
            ]}
            onChange={(value) =>
              filterBy({ interest: INTEREST_OPTIONS.find((option) => option === value) ?? null })
            }
          />
          <SortSelect
            label="When"
            layout="stacked"
            value={filters.when}
            options={WHEN_OPTIONS}
            onChange={(when) => filterBy({ when })}
          />
          <SortSelect
            label="Length"
            layout="stacked"
            value={filters.duration}
            options={DURATION_OPTIONS}
            onChange={(duration) => filterBy({ duration })}
          />
        </FilterBar>
      </Controls>
      {(summary !== null || sort === 'for_you') && (
        <Summary>
          {summary !== null && <p>{summary}</p>}
          {sort === 'for_you' && <p>{FOR_YOU_EXPLANATION}</p>}
          {filterCount > 0 && (
            <Button
              type="button"
              $variant="ghost"
              $size="sm"
              onClick={() => show({ filters: NO_TASK_FILTERS })}
            >
              Clear filters
            </Button>
          )}
        </Summary>
      )}
      <PagedList
        pages={query}
        rows={tasks}
        firstRows={cardsInView()}
        loadingText={LOADING_TASKS}
        // A search that found nothing says so, and offers the whole list back (issue #20).
        emptyText={
          !searching || noMatchText === undefined ? emptyText : noMatchText(state.search.trim())
        }
        emptyAction={
          !searching && filterCount === 0 ? (
            <Button as={Link} to={paths.volunteerOrganisations} $variant="secondary">
              {FIND_ORGANISATIONS}
            </Button>
          ) : (
            <Button type="button" $variant="secondary" onClick={clearAll}>
              {filterCount === 0 ? CLEAR_SEARCH : 'Clear search and filters'}
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
              <OpenTaskCard
                key={task.id}
                task={task}
                forYou={sort === 'for_you'}
                applying={applyingId === task.id}
                onApply={apply}
                onJoinWaitlist={joinLine}
              />
            ))}
          </CardGrid>
        )}
      </PagedList>
    </section>
  );
}
