import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchChatList,
  resolveProfileUrl,
  supabaseOf,
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
    }),
  }),
});

const selectChatList = chatListApi.endpoints.chatList.select();

/**
 * Live messages are subscribed per open chat, so an open list refreshes itself now and then to
 * show chats that moved while the viewer was looking at it.
 */
const LIST_REFRESH_MS = 15_000;

/** The viewer's chats, loaded afresh each time the list opens, after new messages and while open. */
export function useChatList(viewerId: string | null) {
  const dispatch = useDispatch<AppDispatch>();
  useEffect(() => {
    if (viewerId === null) return undefined;
    const subscription = dispatch(
      chatListApi.endpoints.chatList.initiate(undefined, {
        forceRefetch: true,
        subscriptionOptions: { pollingInterval: LIST_REFRESH_MS },
      }),
    );
    return () => subscription.unsubscribe();
  }, [dispatch, viewerId]);
  return useSelector((state: RootState) => selectChatList(state));
}
