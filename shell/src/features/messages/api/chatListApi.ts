import { skipToken } from '@reduxjs/toolkit/query/react';
import {
  api,
  asQueryResult,
  fetchChatPage,
  resolveProfileUrl,
  supabaseOf,
  watchChatActivity,
  withFreshFirstPage,
  type ChatPage,
  type ChatPageCursor,
  type Client,
} from 'shared-domain';

/**
 * How long the first read waits for the live subscription: a read made before it is established
 * could miss a message sent in between, and would have to be made again. After this the list is read
 * anyway (and once more when the subscription arrives).
 */
const LIVE_SUBSCRIPTION_WAIT_MS = 1_500;

async function loadChatPage(client: Client, cursor: ChatPageCursor | null): Promise<ChatPage> {
  const page = await fetchChatPage(client, cursor);
  // Photos may be paths inside the avatar bucket (SPEC §3); the list shows them as URLs.
  return {
    ...page,
    rows: page.rows.map((row) => ({
      ...row,
      other_party_profile_url: resolveProfileUrl(client, row.other_party_profile_url),
    })),
  };
}

/** The live subscription of an open list, and whether its first read may start. */
type LiveList = { ready: Promise<void>; open: () => void; isOpen: () => boolean };

// Per client (one per store) and viewer: the first read (queryFn) and the subscription
// (onCacheEntryAdded) of a list meet here, whichever starts first.
const liveLists = new WeakMap<Client, Map<string, LiveList>>();

function liveListOf(client: Client, viewerId: string): LiveList {
  const lists = liveLists.get(client) ?? new Map<string, LiveList>();
  liveLists.set(client, lists);
  const known = lists.get(viewerId);
  if (known !== undefined) return known;
  let opened = false;
  let release: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    release = resolve;
  });
  const open = () => {
    if (opened) return;
    opened = true;
    clearTimeout(timer);
    release();
  };
  const timer = setTimeout(open, LIVE_SUBSCRIPTION_WAIT_MS);
  const live: LiveList = { ready, open, isOpen: () => opened };
  lists.set(viewerId, live);
  return live;
}

function forgetLiveList(client: Client, viewerId: string, live: LiveList): void {
  const lists = liveLists.get(client);
  if (lists?.get(viewerId) === live) lists.delete(viewerId);
}

export const chatListApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The viewer's chats (the argument is the viewer's id), a page at a time, newest first. */
    chatPages: build.infiniteQuery<ChatPage, string, ChatPageCursor | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.next,
      },
      async queryFn({ queryArg: viewerId, pageParam }, thunkApi) {
        const client = supabaseOf(thunkApi);
        if (pageParam === null) await liveListOf(client, viewerId).ready;
        return asQueryResult(() => loadChatPage(client, pageParam));
      },
      // The live subscription belongs to the open list: it ends as soon as the list unmounts, and
      // the next visit reads the list afresh.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        viewerId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, extra },
      ) {
        const client = supabaseOf({ extra });
        const live = liveListOf(client, viewerId);
        let loaded = false;
        let refreshing = false;
        let stale = false;

        // A fresh first page merged into the loaded ones; activity meanwhile asks for one more.
        const refresh = async () => {
          stale = true;
          if (!loaded || refreshing) return;
          refreshing = true;
          try {
            while (stale) {
              stale = false;
              const fresh = await loadChatPage(client, null);
              updateCachedData((data) => withFreshFirstPage(data, fresh));
            }
          } catch (error) {
            // The list stays as last read until the next activity.
            console.error('Chat list not refreshed', error);
          } finally {
            refreshing = false;
          }
        };

        const stop = watchChatActivity(
          client,
          (cause) => {
            // Subscribed before the first read started: that read sees everything so far.
            if (cause === 'subscribed' && !live.isOpen()) live.open();
            else void refresh();
          },
          (error) => {
            // SPEC §8: realtime errors are only logged; the list is read without waiting.
            console.error('Live chat list interrupted', error);
            live.open();
          },
        );
        try {
          await cacheDataLoaded;
          loaded = true;
          // Activity between the first read and its answer may be missing from it.
          if (stale) void refresh();
        } catch {
          // The list closed before its first read arrived.
        }
        await cacheEntryRemoved;
        live.open();
        forgetLiveList(client, viewerId, live);
        await stop();
      },
    }),
  }),
});

/** The viewer's chats, read afresh each time the list opens and following new messages live. */
export function useChatPages(viewerId: string | null) {
  return chatListApi.useChatPagesInfiniteQuery(viewerId ?? skipToken);
}
