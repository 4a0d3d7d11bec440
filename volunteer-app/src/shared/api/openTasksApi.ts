import {
  api,
  asQueryResult,
  cursorPaging,
  DEFAULT_TASK_SORT,
  fetchOpenTasksPage,
  NO_TASK_FILTERS,
  parseDiscoveryParams,
  supabaseOf,
  type CursorPage,
  type OpenTask,
  type OpenTaskCursor,
  type OpenTaskSort,
  type TaskFilters,
} from 'shared-domain';

/** Open tasks under one search, sort and filters: each is its own list. */
export type OpenTasksQuery = { search: string; sort: OpenTaskSort; filters: TaskFilters };

/** The open tasks Home and Opportunities show before any search, sort or filter is chosen. */
export const FIRST_OPEN_TASKS: OpenTasksQuery = {
  search: '',
  sort: DEFAULT_TASK_SORT,
  filters: NO_TASK_FILTERS,
};

/**
 * Open tasks, a page at a time: Home and Opportunities (the volunteer's followed organisations) and
 * an organisation's page (one organisation, followed or not).
 */
export const openTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    openTasks: build.infiniteQuery<
      CursorPage<OpenTask, OpenTaskCursor>,
      OpenTasksQuery,
      OpenTaskCursor | null
    >({
      infiniteQueryOptions: cursorPaging<OpenTaskCursor>(),
      queryFn: ({ queryArg, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchOpenTasksPage(supabaseOf(thunkApi), { ...queryArg, after: pageParam }),
        ),
      providesTags: ['Task'],
    }),
  }),
});

export const { useOpenTasksInfiniteQuery } = openTasksApi;

/**
 * The list a screen of open tasks shows for the address's search parameters: its search, its sort
 * when the screen offers it (else the first), its filters. The screen and its route's loader both
 * ask this, so the read the loader starts is the one the screen uses.
 */
export function openTasksQueryFor(
  params: URLSearchParams,
  sortOptions: readonly { value: OpenTaskSort }[],
): OpenTasksQuery {
  const state = parseDiscoveryParams(params, FIRST_OPEN_TASKS.sort);
  const offered = sortOptions.some((option) => option.value === state.sort);
  return {
    search: state.search.trim(),
    sort: offered ? state.sort : FIRST_OPEN_TASKS.sort,
    filters: state.filters,
  };
}
