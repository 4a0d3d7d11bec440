import type { CursorPage, PageCursor } from '../data/cursorPaging';
import { fetchOpenReminders, type OpenReminder } from '../data/reminders';
import {
  fetchOpenTasksPage,
  fetchOrganisationTasksPage,
  type OpenTask,
  type OpenTaskCursor,
  type OrganisationTask,
  type TaskApplicant,
} from '../data/tasks';
import { resolveProfileUrl } from '../data/users';
import { DEFAULT_TASK_SORT } from '../rules/browsing';
import { NO_TASK_FILTERS, type OpenTaskSort, type TaskFilters } from '../rules/discovery';
import type { MyTasksFilter } from '../rules/myTasks';
import { api, asQueryResult, cursorPaging, supabaseOf } from './api';
import type { AppDispatch } from './store';

/** Open tasks under one search and sort: each is its own list. */
export type OpenTasksQuery = { search: string; sort: OpenTaskSort; filters: TaskFilters };

/** My Tasks' list: the signed-in organisation's tasks under one filter (the owner keys the cache). */
export type OrganisationTasksArg = { ownerUserId: string; filter: MyTasksFilter };

type Client = ReturnType<typeof supabaseOf>;

/** Applicants with their photos resolved to URLs. */
export function applicantsWithPhotoUrls(
  client: Client,
  applicants: readonly TaskApplicant[],
): TaskApplicant[] {
  return applicants.map((applicant) => ({
    ...applicant,
    profile_url: resolveProfileUrl(client, applicant.profile_url),
  }));
}

/**
 * The lists a role area opens on: the volunteer's open tasks (Home, Opportunities) and the
 * organisation's own tasks (Home, My Tasks). They live here rather than in their apps so the shell
 * can start a returning user's first read as soon as the client exists, in parallel with loading
 * the app that shows it (issue #18); the app's screen then finds the read under way or done.
 */
export const firstScreenApi = api.injectEndpoints({
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
    organisationTasks: build.infiniteQuery<
      CursorPage<OrganisationTask>,
      OrganisationTasksArg,
      PageCursor | null
    >({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg, pageParam }, thunkApi) =>
        asQueryResult(async () => {
          const client = supabaseOf(thunkApi);
          const page = await fetchOrganisationTasksPage(client, {
            filter: queryArg.filter,
            after: pageParam,
          });
          return {
            ...page,
            rows: page.rows.map((task) => ({
              ...task,
              applicants: applicantsWithPhotoUrls(client, task.applicants),
            })),
          };
        }),
      providesTags: ['Task', 'Application'],
    }),
    /**
     * The volunteer's unanswered "Still coming?" reminders (issue #21), shown above Home's list:
     * Home is not settled until they are known, so they are read beside the list.
     */
    openReminders: build.query<OpenReminder[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchOpenReminders(supabaseOf(thunkApi))),
      providesTags: ['Reminder'],
    }),
    /** The dashboard's own tasks, newest first; the argument is the owner's id (keys the cache). */
    ownTasks: build.infiniteQuery<CursorPage<OrganisationTask>, string, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ pageParam }, thunkApi) =>
        asQueryResult(() => fetchOrganisationTasksPage(supabaseOf(thunkApi), { after: pageParam })),
      providesTags: ['Task', 'Application'],
    }),
  }),
});

/** The open tasks a volunteer screen shows before any search or sort is chosen. */
export const FIRST_OPEN_TASKS: OpenTasksQuery = {
  search: '',
  sort: DEFAULT_TASK_SORT,
  filters: NO_TASK_FILTERS,
};

/** My Tasks' filter before the organisation picks another. */
export const FIRST_MY_TASKS_FILTER: MyTasksFilter = 'all';

/**
 * Starts the first read of the screen at `pathname` for the signed-in user `userId`, without
 * waiting for the app that shows it: the app's query finds it in the cache (same endpoint, same
 * argument). Nothing happens for a path whose screen is not one of these lists. The read is not
 * held: like any unused result it is dropped after RTK Query's keepUnusedDataFor.
 */
export function prefetchFirstScreen(dispatch: AppDispatch, pathname: string, userId: string): void {
  const { openTasks, openReminders, organisationTasks, ownTasks } = firstScreenApi.endpoints;
  switch (pathname.replace(/\/+$/, '')) {
    case '/volunteer/home':
      void dispatch(openReminders.initiate(undefined, { subscribe: false }));
      void dispatch(openTasks.initiate(FIRST_OPEN_TASKS, { subscribe: false }));
      return;
    case '/volunteer/tasks':
      void dispatch(openTasks.initiate(FIRST_OPEN_TASKS, { subscribe: false }));
      return;
    case '/organisation/mytasks':
      void dispatch(
        organisationTasks.initiate(
          { ownerUserId: userId, filter: FIRST_MY_TASKS_FILTER },
          { subscribe: false },
        ),
      );
      return;
    case '/organisation/home':
      void dispatch(ownTasks.initiate(userId, { subscribe: false }));
      return;
    default:
  }
}

export const {
  useOpenTasksInfiniteQuery,
  useOrganisationTasksInfiniteQuery,
  useOwnTasksInfiniteQuery,
} = firstScreenApi;
