import {
  api,
  asQueryResult,
  fetchMyApplicationsPage,
  supabaseOf,
  type CursorPage,
  type MyApplication,
  type PageCursor,
  cursorPaging,
} from 'shared-domain';

/** The volunteer's applications with their tasks, newest first a page at a time. */
export const myApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myApplications: build.infiniteQuery<CursorPage<MyApplication>, string, PageCursor | null>({
      infiniteQueryOptions: cursorPaging<PageCursor>(),
      queryFn: ({ queryArg: userId, pageParam }, thunkApi) =>
        asQueryResult(() =>
          fetchMyApplicationsPage(supabaseOf(thunkApi), userId, { after: pageParam }),
        ),
      providesTags: ['Application', 'Task'],
    }),
  }),
});

export const { useMyApplicationsInfiniteQuery } = myApplicationsApi;
