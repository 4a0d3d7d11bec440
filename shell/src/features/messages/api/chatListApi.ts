import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchChatList,
  resolveProfileUrl,
  supabaseOf,
  watchChatActivity,
  type ChatListRow,
  type AppDispatch,
  type Client,
  type RootState,
} from 'shared-domain';

async function loadChatList(client: Client): Promise<ChatListRow[]> {
  const rows = await fetchChatList(client);
  // Photos may be paths inside the avatar bucket (SPEC §3); the list shows them as URLs.
  return rows.map((row) => ({
    ...row,
    org_profile_url: resolveProfileUrl(client, row.org_profile_url),
    volunteer_profile_url: resolveProfileUrl(client, row.volunteer_profile_url),
  }));
}

export const chatListApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatList: build.query<ChatListRow[], void>({
      queryFn: (_arg, thunkApi) => asQueryResult(() => loadChatList(supabaseOf(thunkApi))),
      providesTags: ['Chat', 'Message'],
      // The live subscription belongs to the open list: it ends as soon as the list unmounts.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(_arg, { cacheDataLoaded, cacheEntryRemoved, dispatch, extra }) {
        const refresh = () =>
          dispatch(
            chatListApi.endpoints.chatList.initiate(undefined, {
              subscribe: false,
              forceRefetch: true,
            }),
          );
        try {
          await cacheDataLoaded;
        } catch {
          // The list closed before its first read arrived: there is nothing to keep live.
          return;
        }
        const stop = watchChatActivity(supabaseOf({ extra }), refresh, (error) =>
          // SPEC §8: realtime errors are only logged; the list stays as last read meanwhile.
          console.error('Live chat list interrupted', error),
        );
        await cacheEntryRemoved;
        await stop();
      },
    }),
  }),
});

const selectChatList = chatListApi.endpoints.chatList.select();

/** The viewer's chats, loaded afresh each time the list opens and following new messages live. */
export function useChatList(viewerId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (viewerId === null) return undefined;
    const subscription = dispatch(
      chatListApi.endpoints.chatList.initiate(undefined, { forceRefetch: true }),
    );
    return () => subscription.unsubscribe();
  }, [dispatch, viewerId]);
  return useSelector((state: RootState) => selectChatList(state));
}
