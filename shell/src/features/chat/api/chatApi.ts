import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchChatParties,
  fetchMessageAuthors,
  fetchMessagesPage,
  markChatNotificationsRead,
  prependEarlierMessages,
  receiveStoredMessage,
  removeTemporaryMessage,
  replaceTemporaryMessage,
  resolveProfileUrl,
  selectSessionUserId,
  sendMessage,
  subscribeToMessages,
  supabaseOf,
  WRITE_INVALIDATES,
  type AppDispatch,
  type Client,
  type MessageRow,
  type PageCursor,
  type RootState,
} from 'shared-domain';

/**
 * The other side of a chat. `photoUrl` is what the Messages list shows for them too: for a
 * volunteer, the organisation's logo (the person's photo when it has none).
 */
export type ChatPartner = { id: string; name: string; photoUrl: string | null };

/** What the chat screen shows about a chat; null when it does not exist or the viewer is no participant. */
export type ChatHeader = {
  chatId: string;
  partner: ChatPartner;
  task: { id: string; title: string } | null;
} | null;

/** A message of the open chat; `pending` marks the temporary entry shown while it is being saved. */
export type ChatMessage = MessageRow & { pending?: true };

/**
 * The part of a chat's history on screen, oldest first: the latest page and the earlier pages
 * asked for, and where the page before them starts (null once the first message is shown).
 */
export type ChatHistory = { messages: ChatMessage[]; earlier: PageCursor | null };

async function loadLatestMessages(client: Client, chatId: string): Promise<ChatHistory> {
  const page = await fetchMessagesPage(client, chatId);
  return { messages: page.rows, earlier: page.next };
}

async function loadChatHeader(
  client: Client,
  chatId: string,
  viewerId: string,
): Promise<ChatHeader> {
  // Row-level security returns no row to anyone but the two participants.
  const chat = await fetchChatParties(client, chatId);
  if (chat === null) return null;
  const viewerIsOrganisation = chat.org_id === viewerId;
  const partner = viewerIsOrganisation ? chat.volunteer : chat.org;
  const logo = viewerIsOrganisation ? null : (chat.task?.organisation?.logo_url ?? null);
  return {
    chatId,
    partner: {
      id: viewerIsOrganisation ? chat.volunteer_id : chat.org_id,
      name: partner.name,
      photoUrl: logo ?? resolveProfileUrl(client, partner.profile_url),
    },
    task: chat.task === null ? null : { id: chat.task.id, title: chat.task.title },
  };
}

export type SendChatMessageArg = {
  chatId: string;
  senderId: string;
  content: string;
  temporaryId: string;
};

export const chatApi = api.injectEndpoints({
  endpoints: (build) => ({
    chatHeader: build.query<ChatHeader, { chatId: string; viewerId: string }>({
      queryFn: ({ chatId, viewerId }, thunkApi) =>
        asQueryResult(() => loadChatHeader(supabaseOf(thunkApi), chatId, viewerId)),
    }),
    /** For the organisation's members: who of them wrote each of its messages (issue #49). */
    messageAuthors: build.query<Record<string, { id: string; name: string } | null>, string>({
      queryFn: (chatId, thunkApi) =>
        asQueryResult(() => fetchMessageAuthors(supabaseOf(thunkApi), chatId)),
      keepUnusedDataFor: 0,
    }),
    chatMessages: build.query<ChatHistory, string>({
      queryFn: (chatId, thunkApi) =>
        asQueryResult(() => loadLatestMessages(supabaseOf(thunkApi), chatId)),
      // The live subscription belongs to the open screen: it ends as soon as the screen unmounts.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        chatId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, extra, getState },
      ) {
        let unsubscribe: (() => Promise<void>) | null = null;
        try {
          await cacheDataLoaded;
          const client = supabaseOf({ extra });
          const viewerId = selectSessionUserId(getState() as unknown as RootState);
          // The open chat's messages are read: so are their notifications (issue #48), and the
          // bell's count follows.
          const readNotifications = async () => {
            if (viewerId === null) return;
            try {
              await markChatNotificationsRead(client, viewerId, chatId);
              dispatch(api.util.invalidateTags(['Notification']));
            } catch (error) {
              console.error('Chat notifications not marked read', error);
            }
          };
          const receive = (message: MessageRow) =>
            updateCachedData((history) => {
              history.messages = receiveStoredMessage(history.messages, message);
            });
          // Whatever arrived before the subscription (or while it was away) is read once more.
          const catchUp = async () => {
            try {
              (await fetchMessagesPage(client, chatId)).rows.forEach(receive);
            } catch (error) {
              console.error('Missed messages could not be read', error);
            }
          };
          unsubscribe = await subscribeToMessages(
            client,
            chatId,
            (message) => {
              receive(message);
              // The Messages list shows each chat's latest message, so it is stale now.
              dispatch(api.util.invalidateTags(['Message']));
              if (message.sender_id !== viewerId) void readNotifications();
            },
            // Joined again after a dropped connection: messages sent meanwhile were not pushed.
            () => {
              void catchUp();
              dispatch(api.util.invalidateTags(['Message']));
            },
          );
          await catchUp();
          void readNotifications();
        } catch (error) {
          // SPEC §8: realtime errors are only logged; the history stays readable.
          console.error('Live messages unavailable', error);
        }
        await cacheEntryRemoved;
        if (unsubscribe !== null) await unsubscribe();
      },
    }),
    /** The page of history before the one shown first, put before it in the open chat. */
    earlierMessages: build.mutation<ChatHistory, { chatId: string; before: PageCursor }>({
      queryFn: ({ chatId, before }, thunkApi) =>
        asQueryResult(async () => {
          const page = await fetchMessagesPage(supabaseOf(thunkApi), chatId, { after: before });
          return { messages: page.rows, earlier: page.next };
        }),
      async onQueryStarted({ chatId }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            chatApi.util.updateQueryData('chatMessages', chatId, (history) => {
              history.messages = prependEarlierMessages(history.messages, data.messages);
              history.earlier = data.earlier;
            }),
          );
        } catch {
          // The failure is the mutation's state: the screen offers Retry.
        }
      },
    }),
    sendChatMessage: build.mutation<MessageRow | null, SendChatMessageArg>({
      invalidatesTags: [...WRITE_INVALIDATES.sendMessage],
      queryFn: ({ chatId, senderId, content }, thunkApi) =>
        asQueryResult(() => sendMessage(supabaseOf(thunkApi), { chatId, senderId, text: content })),
      async onQueryStarted(
        { chatId, senderId, content, temporaryId },
        { dispatch, queryFulfilled },
      ) {
        // SPEC §4: shown at once as a temporary entry...
        dispatch(
          chatApi.util.updateQueryData('chatMessages', chatId, (history) => {
            history.messages.push({
              id: temporaryId,
              chat_id: chatId,
              sender_id: senderId,
              content,
              created_at: new Date().toISOString(),
              pending: true,
            });
          }),
        );
        let stored: MessageRow | null = null;
        try {
          stored = (await queryFulfilled).data;
        } catch (error) {
          console.error('Message not sent', error);
        }
        // ...replaced by the stored row, or removed silently when saving failed.
        dispatch(
          chatApi.util.updateQueryData('chatMessages', chatId, (history) => {
            history.messages =
              stored === null
                ? removeTemporaryMessage(history.messages, temporaryId)
                : replaceTemporaryMessage<ChatMessage>(history.messages, temporaryId, stored);
          }),
        );
      },
    }),
  }),
});

/** The chat's header, read afresh each time the screen opens (a participant may have changed). */
export function useChatHeader(chatId: string, viewerId: string | null) {
  return chatApi.useChatHeaderQuery(viewerId === null ? skipToken : { chatId, viewerId }, {
    refetchOnMountOrArgChange: true,
  });
}

/** The chat's messages, live for as long as the screen is mounted. */
/** Who wrote the organisation's messages, for its members (`skip` for a volunteer). */
export function useMessageAuthors(chatId: string, skip: boolean) {
  return chatApi.useMessageAuthorsQuery(skip ? skipToken : chatId);
}

export function useChatMessages(chatId: string) {
  return chatApi.useChatMessagesQuery(chatId);
}

/** Reads the page of history before the messages shown; its state says whether it failed. */
export function useEarlierMessages() {
  return chatApi.useEarlierMessagesMutation();
}

export function useSendChatMessage(): (message: SendChatMessageArg) => void {
  const dispatch = useDispatch<AppDispatch>();
  return useCallback(
    (message) => {
      const request = dispatch(chatApi.endpoints.sendChatMessage.initiate(message));
      // The outcome lives in the messages cache (onQueryStarted); the request's own entry is dropped.
      void request.then(() => request.reset());
    },
    [dispatch],
  );
}
