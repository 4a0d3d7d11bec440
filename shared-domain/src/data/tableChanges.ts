import type { RealtimeChannel } from '@supabase/supabase-js';
import type { Client } from './client';
import { realtimeReady } from './realtime';

/** Waits before subscribing again after the connection dropped: 1 s, 2 s, 4 s… up to 10 s. */
const RETRY_MS = [1_000, 2_000, 4_000, 8_000, 10_000];

let watchers = 0;

/**
 * Why `onActivity` ran: a watched change ('change'), or the subscription was (re)established
 * ('subscribed'), after which whatever happened while it was not can only be read afresh.
 */
export type ChangeCause = 'change' | 'subscribed';

/** A change to follow: an event on a table of the public schema, and a row filter (`col=eq.v`). */
export type WatchedChange = {
  event: 'INSERT' | 'UPDATE' | 'DELETE' | '*';
  table: string;
  filter?: string;
};

/**
 * Follows changes to the given tables. Row-level security decides delivery, so the caller hears only
 * of rows they may read. `onActivity` runs for each change and each time the subscription is
 * (re)established. A dropped subscription (the socket closed when another screen's last channel
 * went, the network failed) is made again, each failure passed to `onError`. Returns the function
 * that stops watching.
 */
export function watchTableChanges(
  client: Client,
  name: string,
  changes: readonly WatchedChange[],
  onActivity: (cause: ChangeCause) => void,
  onError: (error: Error) => void,
): () => Promise<void> {
  watchers += 1;
  const topic = `${name}:${watchers}`;
  let current: RealtimeChannel | null = null;
  let stopped = false;
  let failures = 0;
  let retry: ReturnType<typeof setTimeout> | undefined;

  /** Subscribes again after the next delay of RETRY_MS, once `ready` has settled. */
  const retryAfter = (ready: Promise<unknown>) => {
    const delay = RETRY_MS[Math.min(failures, RETRY_MS.length - 1)];
    failures += 1;
    void ready.finally(() => {
      if (!stopped) retry = setTimeout(start, delay);
    });
  };

  const open = () => {
    const channel = client.channel(topic);
    for (const change of changes) {
      channel.on(
        'postgres_changes',
        {
          event: change.event,
          schema: 'public',
          table: change.table,
          ...(change.filter === undefined ? {} : { filter: change.filter }),
        },
        () => onActivity('change'),
      );
    }
    current = channel;
    channel.subscribe((status, error) => {
      if (stopped || current !== channel) return;
      if (status === 'SUBSCRIBED') {
        failures = 0;
        onActivity('subscribed');
        return;
      }
      onError(error ?? new Error(`Realtime subscription ${status.toLowerCase()}`));
      current = null;
      // The topic is free again only once the old channel is gone.
      retryAfter(client.removeChannel(channel));
    });
  };
  // realtime-js may load on first use; a failed download counts as a failed subscription.
  const start = () => {
    realtimeReady(client).then(
      () => {
        if (!stopped) open();
      },
      (error: unknown) => {
        if (stopped) return;
        onError(error instanceof Error ? error : new Error(String(error)));
        retryAfter(Promise.resolve());
      },
    );
  };
  start();

  return async () => {
    stopped = true;
    clearTimeout(retry);
    const channel = current;
    current = null;
    if (channel !== null) await client.removeChannel(channel);
  };
}
