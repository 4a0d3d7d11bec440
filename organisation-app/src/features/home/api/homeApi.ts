import {
  api,
  asQueryResult,
  cursorPaging,
  fetchOrganisationTasksPage,
  fetchOrganisationTodo,
  supabaseOf,
  type CursorPage,
  type OrganisationTask,
  type OrganisationTodo,
  type PageCursor,
} from 'shared-domain';

export const homeApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The dashboard's own tasks, newest first (the session's organisation: no argument). */
    ownTasks: build.infiniteQuery<CursorPage<OrganisationTask>, void, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ pageParam }, thunkApi) =>
        asQueryResult(() => fetchOrganisationTasksPage(supabaseOf(thunkApi), { after: pageParam })),
      providesTags: ['Task', 'Application'],
    }),
    /** What needs doing (the argument is the organisation's user id, the cache key): refreshed by any decision, task change or review (WRITE_INVALIDATES). */
    organisationTodo: build.query<OrganisationTodo, string>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => fetchOrganisationTodo(supabaseOf(thunkApi))),
      providesTags: ['Task', 'Application', 'Review'],
    }),
  }),
});
