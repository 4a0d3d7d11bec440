import {
  api,
  asQueryResult,
  fetchOrganisationTasksPage,
  supabaseOf,
  type CursorPage,
  type OrganisationTask,
  type PageCursor,
} from 'shared-domain';

/**
 * The signed-in organisation's own tasks for the dashboard, newest first, a page at a time, through
 * the portal's one api. The argument is the owner's id: it keys the cache to the signed-in account
 * (the database reads the caller's tasks).
 */
export const ownTasksApi = api.injectEndpoints({
  endpoints: (build) => ({
    ownTasks: build.infiniteQuery<CursorPage<OrganisationTask>, string, PageCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      queryFn: ({ pageParam }, thunkApi) =>
        asQueryResult(() => fetchOrganisationTasksPage(supabaseOf(thunkApi), { after: pageParam })),
      providesTags: ['Task', 'Application'],
    }),
  }),
});
