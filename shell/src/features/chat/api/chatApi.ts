import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';
import {
  api,
  asQueryResult,
  fetchChatParticipants,
  fetchMessages,
  fetchUserSummaries,
  otherPartyId,
  receiveStoredMessage,
  removeTemporaryMessage,
  replaceTemporaryMessage,
  resolveProfileUrl,
  sendMessage,
  subscribeToMessages,
  supabaseOf,
  WRITE_INVALIDATES,
  type AppDispatch,
  type Client,
  type MessageRow,
} from 'shared-domain';

export type ChatPartner = { id: string; name: string; photoUrl: string | null };

/** What the chat screen shows about a chat; null when it does not exist or the viewer is no participant. */
export type ChatHeader = { chatId: string; partner: ChatPartner } | null;

/** A message of the open chat; `pending` marks the temporary entry shown while it is being saved. */
export type ChatMessage = MessageRow & { pending?: true };

async function loadChatHeader(
  client: Client,
  chatId: string,
  viewerId: string,
): Promise<ChatHeader> {
  // Row-level security returns no row to anyone but the two participants.
  const participants = await fetchChatParticipants(client, chatId);
  if (participants === null) return null;
  const partnerId = otherPartyId(participants, viewerId);
  const [summary] = await fetchUserSummaries(client, [partnerId]);
  return {
    chatId,
    partner: {
      id: partnerId,
      name: summary?.name ?? '',
      photoUrl: resolveProfileUrl(client, summary?.profile_url ?? null),
    },
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
    chatMessages: build.query<ChatMessage[], string>({
      queryFn: (chatId, thunkApi) =>
        asQueryResult(() => fetchMessages(supabaseOf(thunkApi), chatId)),
      // The live subscription belongs to the open screen: it ends as soon as the screen unmounts.
      keepUnusedDataFor: 0,
      async onCacheEntryAdded(
        chatId,
        { cacheDataLoaded, cacheEntryRemoved, updateCachedData, dispatch, extra },
      ) {
        let unsubscribe: (() => Promise<void>) | null = null;
        try {
          await cacheDataLoaded;
          const client = supabaseOf({ extra });
          const receive = (message: MessageRow) =>
            updateCachedData((messages) => receiveStoredMessage(messages, message));
          unsubscribe = await subscribeToMessages(client, chatId, (message) => {
            receive(message);
            // The Messages list shows each chat's latest message, so it is stale now.
            dispatch(api.util.invalidateTags(['Message']));
          });
          // Whatever arrived between the first read and the subscription is fetched once more.
          (await fetchMessages(client, chatId)).forEach(receive);
        } catch (error) {
          // SPEC §8: realtime errors are only logged; the history stays readable.
          console.error('Live messages unavailable', error);
        }
        await cacheEntryRemoved;
        if (unsubscribe !== null) await unsubscribe();
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
          chatApi.util.updateQueryData('chatMessages', chatId, (messages) => {
            messages.push({
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
          chatApi.util.updateQueryData('chatMessages', chatId, (messages) =>
            stored === null
              ? removeTemporaryMessage(messages, temporaryId)
              : replaceTemporaryMessage<ChatMessage>(messages, temporaryId, stored),
          ),
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
export function useChatMessages(chatId: string) {
  return chatApi.useChatMessagesQuery(chatId);
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
