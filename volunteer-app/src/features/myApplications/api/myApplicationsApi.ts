import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  fetchMyApplications,
  openChat,
  supabaseOf,
  type ChatKey,
  type MyApplication,
} from 'shared-domain';

/** The volunteer's applications with their tasks, and the chat behind an approved one's Chat button. */
export const myApplicationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myApplications: build.query<MyApplication[], string>({
      queryFn: (userId, thunkApi) =>
        asQueryResult(() => fetchMyApplications(supabaseOf(thunkApi), userId)),
      providesTags: ['Application', 'Task'],
    }),
    openApplicationChat: build.mutation<string, ChatKey>({
      queryFn: (key, thunkApi) =>
        asQueryResult(async () => (await openChat(supabaseOf(thunkApi), key)).chat.id),
      invalidatesTags: WRITE_INVALIDATES.openChat,
    }),
  }),
});

export const { useMyApplicationsQuery, useOpenApplicationChatMutation } = myApplicationsApi;
