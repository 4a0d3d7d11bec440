import type { Client } from './client';

/**
 * New messages and new chats in any of the caller's chats (the Messages list, SPEC §2). Row-level
 * security decides delivery, so the caller hears only of chats they take part in. Resolves once
 * the subscription is established; the returned function unsubscribes.
 */
export function subscribeToChatActivity(
  client: Client,
  onActivity: () => void,
): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const channel = client
      .channel('chat-activity')
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'messages' }, () =>
        onActivity(),
      )
      // Delivered where the chats table is in the realtime publication.
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'chats' }, () =>
        onActivity(),
      );
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        resolve(async () => {
          await client.removeChannel(channel);
          // realtime-js keeps the socket and its heartbeat alive after the last channel goes.
          if (client.getChannels().length === 0) client.realtime.disconnect();
        });
      } else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
        void client.removeChannel(channel);
        reject(error ?? new Error(`Realtime subscription ${status.toLowerCase()}`));
      }
    });
  });
}
