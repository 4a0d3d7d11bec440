// A chat conversation of 200 messages: every one reaches the other party exactly once, in order.
// The insert-to-delivery times are printed (ARCHITECTURE §7 budgets are reported, never asserted).
import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../src/stack';
import { clientFor, signedInClient } from './stack-harness';
import { startServicesStack } from './rt-fixtures/services-stack';
import { until } from './rt-fixtures/realtime-helpers';

const MESSAGES = 200;

let stack: Stack;

beforeAll(async () => {
  stack = await startServicesStack();
});

afterAll(async () => {
  await stack?.stop();
});

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function subscribe(client: SupabaseClient, roomId: number, onBody: (body: string) => void) {
  await new Promise<void>((resolve, reject) =>
    client
      .channel(`room-${roomId}`)
      .on(
        'postgres_changes',
        { event: 'INSERT', schema: 'public', table: 'messages', filter: `room_id=eq.${roomId}` },
        (payload) => onBody(String((payload.new as { body: string }).body)),
      )
      .subscribe((status, error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      }),
  );
}

it(`delivers ${MESSAGES} chat messages to the other party in order`, async () => {
  const sender = await signedInClient(stack, 'latency-sender');
  const reader = await signedInClient(stack, 'latency-reader');
  const outsider = await signedInClient(stack, 'latency-outsider');
  const admin = clientFor(stack, stack.serviceRoleKey);
  const { data: room } = await admin
    .from('rooms')
    .insert({ name: 'latency' })
    .select('id')
    .single();
  const roomId = (room as { id: number }).id;
  await admin.from('room_members').insert([
    { room_id: roomId, user_id: sender.userId },
    { room_id: roomId, user_id: reader.userId },
  ]);

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const insertTimes: number[] = [];
  const order: string[] = [];
  const outsiderSaw: string[] = [];
  await subscribe(reader.client, roomId, (body) => {
    order.push(body);
    const start = sentAt.get(body);
    if (start !== undefined) latencies.push(performance.now() - start);
  });
  await subscribe(outsider.client, roomId, (body) => outsiderSaw.push(body));

  for (let index = 0; index < MESSAGES; index++) {
    const body = `message ${index}`;
    const start = performance.now();
    sentAt.set(body, start);
    const { error } = await sender.client.from('messages').insert({ room_id: roomId, body });
    if (error) throw error;
    insertTimes.push(performance.now() - start);
  }
  await until(() => order.length === MESSAGES, 20_000, 'every message');

  expect(order).toEqual(Array.from({ length: MESSAGES }, (_, index) => `message ${index}`));
  expect(outsiderSaw).toEqual([]);
  const sorted = [...latencies].sort((a, b) => a - b);
  const inserts = [...insertTimes].sort((a, b) => a - b);
  console.log(
    `realtime insert-to-delivery over ${MESSAGES} messages: p50 ${percentile(sorted, 50).toFixed(1)} ms, ` +
      `p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms; ` +
      `the REST insert alone: p50 ${percentile(inserts, 50).toFixed(1)} ms, p95 ${percentile(inserts, 95).toFixed(1)} ms`,
  );
  await Promise.all([reader.client.removeAllChannels(), outsider.client.removeAllChannels()]);
});
