import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  fetchMyApplicationsPage,
  openChat,
  supabaseOf,
  type ChatKey,
  type CursorPage,
  type MyApplication,
  type PageCursor,
  cursorPaging,
} from 'shared-domain';

/**
 * The volunteer's applications with their tasks, newest first a page at a time, and the chat behind
 * an approved one's Chat button.
 */
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
    openApplicationChat: build.mutation<string, ChatKey>({
      queryFn: (key, thunkApi) =>
        asQueryResult(async () => (await openChat(supabaseOf(thunkApi), key)).chat.id),
      invalidatesTags: WRITE_INVALIDATES.openChat,
    }),
  }),
});

export const { useMyApplicationsInfiniteQuery, useOpenApplicationChatMutation } = myApplicationsApi;
