import type { RealtimeChannel } from '@supabase/supabase-js';
import type { Client } from './client';

/** Disconnects under way, per client: a socket that is closing cannot be connected again. */
const disconnecting = new WeakMap<Client, Promise<unknown>>();

// realtime-js hands back the existing channel for a topic already in use and removes channels by
// topic, so each subscription gets a topic of its own: closing one never closes another.
let subscriptionCount = 0;

/**
 * Resolves once the client can make channels. The portal's browser builds load realtime-js on
 * first use (`lazyRealtimeClient.ts`); anywhere else (tests, a plain supabase-js client) the
 * realtime client is there from the start and this resolves at once.
 */
export async function realtimeReady(client: Client): Promise<void> {
  const realtime: object = client.realtime;
  if ('ready' in realtime && typeof realtime.ready === 'function') await realtime.ready();
}

/**
 * Subscribes a channel set up by `bind` on a topic of its own and resolves once the server
 * confirms it; the returned function unsubscribes. The last subscription to go disconnects the
 * socket (realtime-js would keep it and its heartbeat alive for a while), and a subscription made
 * meanwhile waits for that disconnect to finish, so it opens a fresh socket instead of joining one
 * that is closing.
 *
 * Once subscribed, a dropped connection is realtime-js's to mend: it reconnects and joins the
 * channel again. Changes made while it was away are not sent again, so `onResubscribed` runs each
 * time the channel is joined again, for the caller to read what it missed (issue #20). Before,
 * the channel was removed at its first error, and nothing arrived until a reload.
 */
export async function subscribeToChannel(
  client: Client,
  topic: string,
  bind: (channel: RealtimeChannel) => RealtimeChannel,
  onResubscribed: () => void = () => undefined,
): Promise<() => Promise<void>> {
  await realtimeReady(client);
  for (let pending = disconnecting.get(client); pending; pending = disconnecting.get(client)) {
    await pending;
  }
  subscriptionCount += 1;
  const channel = bind(client.channel(`${topic}:${subscriptionCount}`));
  let subscribed = false;
  return new Promise((resolve, reject) => {
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') {
        if (subscribed) {
          onResubscribed();
          return;
        }
        subscribed = true;
        resolve(() => unsubscribe(client, channel));
      } else if (!subscribed && (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')) {
        void client.removeChannel(channel);
        reject(error ?? new Error(`Realtime subscription ${status.toLowerCase()}`));
      }
    });
  });
}

async function unsubscribe(client: Client, channel: RealtimeChannel): Promise<void> {
  await client.removeChannel(channel);
  if (client.getChannels().length > 0 || disconnecting.has(client)) return;
  const closing = client.realtime.disconnect();
  disconnecting.set(client, closing);
  try {
    await closing;
  } finally {
    disconnecting.delete(client);
  }
}
