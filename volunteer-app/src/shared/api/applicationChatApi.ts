import {
  WRITE_INVALIDATES,
  api,
  asQueryResult,
  openChat,
  supabaseOf,
  type ChatKey,
} from 'shared-domain';

/** The chat behind an approved application's Chat button (My Tasks and the task page). */
export const applicationChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    openApplicationChat: build.mutation<string, ChatKey>({
      queryFn: (key, thunkApi) =>
        asQueryResult(async () => (await openChat(supabaseOf(thunkApi), key)).chat.id),
      invalidatesTags: WRITE_INVALIDATES.openChat,
    }),
  }),
});

export const { useOpenApplicationChatMutation } = applicationChatApi;
