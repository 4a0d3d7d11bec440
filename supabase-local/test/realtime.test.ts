import { createHmac } from 'node:crypto';
import type {
  RealtimeChannel,
  RealtimePostgresChangesPayload,
  SupabaseClient,
} from '@supabase/supabase-js';
import type { Stack } from '../src/stack';
import { clientFor, signedInClient } from './stack-harness';
import { accessToken, startServicesStack } from './rt-fixtures/services-stack';
import {
  openRawSocket,
  pause,
  realtimeHealth,
  refusedUpgradeStatus,
  until,
  websocketUrl,
} from './rt-fixtures/realtime-helpers';

type Message = { id: number; room_id: number; sender_id: string; body: string; created_at: string };
type Change = RealtimePostgresChangesPayload<Message>;
type User = { client: SupabaseClient; userId: string };

let stack: Stack;
let alice: User;
let bob: User;
let carol: User;
let roomAliceCarol: number;
let roomAliceBob: number;

async function createRoom(name: string, members: User[]): Promise<number> {
  const admin = clientFor(stack, stack.serviceRoleKey);
  const { data, error } = await admin.from('rooms').insert({ name }).select('id').single();
  if (error || !data) throw error ?? new Error('no room');
  const { error: memberError } = await admin
    .from('room_members')
    .insert(members.map((member) => ({ room_id: data.id, user_id: member.userId })));
  if (memberError) throw memberError;
  return data.id as number;
}

async function send(user: User, roomId: number, body: string): Promise<Message> {
  const { data, error } = await user.client
    .from('messages')
    .insert({ room_id: roomId, body })
    .select()
    .single();
  if (error || !data) throw error ?? new Error('no message');
  return data as Message;
}

/** Subscribes like the chat screen does and collects what arrives. */
async function listen(
  user: User,
  topic: string,
  filter?: string,
  event: '*' | 'INSERT' = 'INSERT',
) {
  const received: Change[] = [];
  const channel: RealtimeChannel = user.client.channel(topic);
  await new Promise<void>((resolve, reject) => {
    channel
      .on(
        'postgres_changes' as never,
        { event, schema: 'public', table: 'messages', ...(filter ? { filter } : {}) },
        (payload: Change) => received.push(payload),
      )
      .subscribe((status: string, error?: Error) => {
        if (status === 'SUBSCRIBED') resolve();
        if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT')
          reject(error ?? new Error(status));
      });
  });
  return { channel, received };
}

function signed(claims: Record<string, unknown>, secret: string, alg = 'HS256'): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const body = `${part({ alg, typ: 'JWT' })}.${part(claims)}`;
  if (alg === 'none') return `${body}.`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

const now = () => Math.floor(Date.now() / 1000);

beforeAll(async () => {
  stack = await startServicesStack();
  alice = await signedInClient(stack, 'rt-alice');
  bob = await signedInClient(stack, 'rt-bob');
  carol = await signedInClient(stack, 'rt-carol');
  roomAliceCarol = await createRoom('alice and carol', [alice, carol]);
  roomAliceBob = await createRoom('alice and bob', [alice, bob]);
});

afterEach(async () => {
  await Promise.all([alice, bob, carol].map((user) => user.client.removeAllChannels()));
});

afterAll(async () => {
  await stack?.stop();
});

describe('postgres_changes with supabase-js', () => {
  it('delivers a new message live to the members allowed to read it, and to nobody else', async () => {
    const forAlice = await listen(alice, 'alice-inbox');
    const forBob = await listen(bob, 'bob-inbox');

    const sent = await send(carol, roomAliceCarol, 'Hi Alice 👋');
    await until(() => forAlice.received.length === 1, 5000, 'alice to receive the message');
    const [change] = forAlice.received;
    expect(change).toMatchObject({
      schema: 'public',
      table: 'messages',
      eventType: 'INSERT',
      new: { id: sent.id, room_id: roomAliceCarol, sender_id: carol.userId, body: 'Hi Alice 👋' },
      old: {},
      errors: null,
    });
    expect(new Date(change.commit_timestamp).getTime()).not.toBeNaN();
    await pause(300);
    expect(forBob.received).toEqual([]);
  });

  it('applies an eq filter on top of row-level security', async () => {
    const onlyBobRoom = await listen(alice, 'alice-bob-room', `room_id=eq.${roomAliceBob}`);
    await send(carol, roomAliceCarol, 'not for this screen');
    const sent = await send(bob, roomAliceBob, 'for this screen');
    await until(() => onlyBobRoom.received.length > 0, 5000, 'the filtered message');
    await pause(200);
    expect(onlyBobRoom.received.map((change) => change.new)).toEqual([
      expect.objectContaining({ id: sent.id, body: 'for this screen' }),
    ]);
  });

  it('sends updates with the new row and deletes with only the key', async () => {
    const all = await listen(alice, 'alice-all', undefined, '*');
    const sent = await send(carol, roomAliceCarol, 'typo');
    const admin = clientFor(stack, stack.serviceRoleKey);
    await admin.from('messages').update({ body: 'fixed' }).eq('id', sent.id);
    // Changes are checked by re-reading the row: one deleted before its update was checked would
    // deliver only the delete (as on Supabase), so the delete waits for the update to arrive.
    await until(
      () => all.received.length >= 2,
      5000,
      () => `update; got ${JSON.stringify(all.received)}`,
    );
    await admin.from('messages').delete().eq('id', sent.id);
    await until(
      () => all.received.length >= 3,
      5000,
      () => `insert, update and delete; got ${JSON.stringify(all.received)}`,
    );
    expect(all.received.map((change) => change.eventType)).toEqual(['INSERT', 'UPDATE', 'DELETE']);
    expect(all.received[1]).toMatchObject({
      new: { id: sent.id, body: 'fixed' },
      old: { id: sent.id },
    });
    expect(all.received[2]).toMatchObject({ new: {}, old: { id: sent.id } });
    expect(Object.keys(all.received[2].old)).toEqual(['id']);
  });

  it('delivers long rows whole', async () => {
    const inbox = await listen(alice, 'alice-long');
    const body = 'long message '.repeat(1000);
    const sent = await send(carol, roomAliceCarol, body);
    await until(() => inbox.received.length === 1, 5000, 'the long message');
    expect(inbox.received[0].new).toMatchObject({ id: sent.id, body });
  });

  it('stops delivering once the channel is left, and the server forgets it', async () => {
    const before = await realtimeHealth(stack);
    const inbox = await listen(alice, 'alice-leaving');
    expect((await realtimeHealth(stack)).channels).toBe(before.channels + 1);
    expect(await alice.client.removeChannel(inbox.channel)).toBe('ok');
    await until(() => inbox.received.length === 0);
    expect((await realtimeHealth(stack)).channels).toBe(before.channels);
    await send(carol, roomAliceCarol, 'after leaving');
    await pause(300);
    expect(inbox.received).toEqual([]);
  });

  it('relays broadcasts to the other members of a topic and tracks presence', async () => {
    const heard: unknown[] = [];
    const bobLobby = bob.client.channel('lobby', { config: { presence: { key: 'bob' } } });
    await new Promise<void>((resolve) =>
      bobLobby
        .on('broadcast', { event: 'typing' }, ({ payload }) => heard.push(payload))
        .on('presence', { event: 'sync' }, () => undefined)
        .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    const aliceLobby = alice.client.channel('lobby', { config: { presence: { key: 'alice' } } });
    await new Promise<void>((resolve) =>
      aliceLobby
        .on('presence', { event: 'sync' }, () => undefined)
        .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    expect(
      await aliceLobby.send({ type: 'broadcast', event: 'typing', payload: { who: 'alice' } }),
    ).toBe('ok');
    await until(() => heard.length === 1, 5000, 'the broadcast');
    expect(heard).toEqual([{ who: 'alice' }]);

    expect(await aliceLobby.track({ online: true })).toBe('ok');
    await until(() => 'alice' in bobLobby.presenceState(), 5000, 'alice to appear present');
    expect(bobLobby.presenceState().alice).toEqual([expect.objectContaining({ online: true })]);
    await alice.client.removeChannel(aliceLobby);
    await until(() => !('alice' in bobLobby.presenceState()), 5000, 'alice to leave');
  });
});

describe('REST broadcast', () => {
  it('relays httpSend to the subscribers of the topic', async () => {
    const heard: unknown[] = [];
    const room = bob.client.channel('announcements');
    await new Promise<void>((resolve) =>
      room
        .on('broadcast', { event: 'notice' }, ({ payload }) => heard.push(payload))
        .subscribe((status) => status === 'SUBSCRIBED' && resolve()),
    );
    const sender = alice.client.channel('announcements');
    const result = await sender.httpSend('notice', { text: 'Shift starts at 9' });
    expect(result).toEqual({ success: true });
    await until(() => heard.length === 1, 5000, 'the REST broadcast');
    expect(heard).toEqual([{ text: 'Shift starts at 9' }]);
  });
});

describe('the Phoenix protocol on the wire', () => {
  it('answers a vsn 2.0.0 join with binding ids in order, the PostgreSQL notice, and change events', async () => {
    const socket = await openRawSocket(stack, stack.anonKey, '2.0.0');
    try {
      const topic = 'realtime:raw-v2';
      socket.send([
        '1',
        '1',
        topic,
        'phx_join',
        {
          config: {
            broadcast: { ack: false, self: false },
            presence: { key: '', enabled: false },
            postgres_changes: [
              {
                event: 'INSERT',
                schema: 'public',
                table: 'messages',
                filter: `room_id=eq.${roomAliceCarol}`,
              },
              { event: '*', schema: 'public', table: 'messages' },
            ],
            private: false,
          },
          access_token: await accessToken(alice.client),
        },
      ]);
      type Frame = [string | null, string | null, string, string, Record<string, unknown>];
      const reply = await socket.waitFor<Frame>(
        (frame) => frame[3] === 'phx_reply' && frame[1] === '1',
      );
      const bindings = (reply[4].response as { postgres_changes: { id: number }[] })
        .postgres_changes;
      expect(reply[4].status).toBe('ok');
      expect(bindings).toEqual([
        {
          id: expect.any(Number),
          event: 'INSERT',
          schema: 'public',
          table: 'messages',
          filter: `room_id=eq.${roomAliceCarol}`,
        },
        { id: expect.any(Number), event: '*', schema: 'public', table: 'messages' },
      ]);
      const system = await socket.waitFor<Frame>((frame) => frame[3] === 'system');
      expect(system[4]).toMatchObject({
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
        extension: 'postgres_changes',
      });

      socket.send([null, '2', 'phoenix', 'heartbeat', {}]);
      const beat = await socket.waitFor<Frame>((frame) => frame[1] === '2');
      expect(beat).toEqual([null, '2', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);

      const sent = await send(carol, roomAliceCarol, 'raw');
      const change = await socket.waitFor<Frame>((frame) => frame[3] === 'postgres_changes');
      expect(change[2]).toBe(topic);
      expect(change[4]).toEqual({
        ids: [bindings[0].id, bindings[1].id],
        data: {
          schema: 'public',
          table: 'messages',
          commit_timestamp: expect.any(String),
          type: 'INSERT',
          columns: expect.arrayContaining([
            { name: 'id', type: 'int8' },
            { name: 'body', type: 'text' },
          ]),
          record: expect.objectContaining({ id: sent.id, body: 'raw' }),
          old_record: {},
          errors: null,
        },
      });
    } finally {
      await socket.close();
    }
  });

  it('speaks vsn 1.0.0 object frames', async () => {
    const socket = await openRawSocket(stack, stack.anonKey, '1.0.0');
    try {
      socket.send({
        topic: 'realtime:raw-v1',
        event: 'phx_join',
        payload: { config: {} },
        ref: '1',
        join_ref: '1',
      });
      const reply = await socket.waitFor<Record<string, unknown>>((frame) => frame.ref === '1');
      expect(reply).toEqual({
        join_ref: '1',
        ref: '1',
        topic: 'realtime:raw-v1',
        event: 'phx_reply',
        payload: { status: 'ok', response: { postgres_changes: [] } },
      });
      socket.send({ topic: 'phoenix', event: 'heartbeat', payload: {}, ref: '2' });
      expect(
        await socket.waitFor<Record<string, unknown>>((frame) => frame.ref === '2'),
      ).toMatchObject({
        topic: 'phoenix',
        event: 'phx_reply',
      });
    } finally {
      await socket.close();
    }
  });

  it('answers bad frames with errors and keeps the socket open', async () => {
    const socket = await openRawSocket(stack, stack.anonKey, '2.0.0');
    try {
      socket.sendText('{not json');
      socket.sendText(JSON.stringify({ topic: 'x' }));
      socket.ws.send(Buffer.from([9, 9, 9]));
      await until(
        () => socket.frames.filter((frame) => (frame as unknown[])[3] === 'phx_error').length === 3,
      );
      socket.send([
        '1',
        '5',
        'realtime:never-joined',
        'broadcast',
        { type: 'broadcast', event: 'x', payload: {} },
      ]);
      expect(await socket.waitFor<unknown[]>((frame) => frame[1] === '5')).toEqual([
        '1',
        '5',
        'realtime:never-joined',
        'phx_reply',
        { status: 'error', response: { reason: 'unmatched topic' } },
      ]);
      socket.send([
        '1',
        '6',
        'realtime:bad-binding',
        'phx_join',
        { config: { postgres_changes: [{ event: 'TRUNCATE', schema: 'public' }] } },
      ]);
      expect(await socket.waitFor<unknown[]>((frame) => frame[1] === '6')).toMatchObject([
        '1',
        '6',
        'realtime:bad-binding',
        'phx_reply',
        { status: 'error' },
      ]);
      socket.send([null, '7', 'phoenix', 'heartbeat', {}]);
      await socket.waitFor<unknown[]>((frame) => frame[1] === '7');
    } finally {
      await socket.close();
    }
  });

  it('tells a join on a missing table so with a system error', async () => {
    const socket = await openRawSocket(stack, stack.anonKey);
    try {
      socket.send([
        '1',
        '1',
        'realtime:missing',
        'phx_join',
        { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'nope' }] } },
      ]);
      const system = await socket.waitFor<unknown[]>((frame) => frame[3] === 'system');
      expect(system[4]).toMatchObject({ status: 'error', extension: 'postgres_changes' });
    } finally {
      await socket.close();
    }
  });

  it('switches a channel to a new user with an access_token update', async () => {
    const socket = await openRawSocket(stack, stack.anonKey);
    try {
      const topic = 'realtime:upgrade';
      socket.send([
        '1',
        '1',
        topic,
        'phx_join',
        {
          config: { postgres_changes: [{ event: 'INSERT', schema: 'public', table: 'messages' }] },
        },
      ]);
      await socket.waitFor<unknown[]>((frame) => frame[3] === 'system');
      await send(carol, roomAliceCarol, 'anon cannot see this');
      await pause(300);
      expect(
        socket.frames.filter((frame) => (frame as unknown[])[3] === 'postgres_changes'),
      ).toEqual([]);

      socket.send([
        '1',
        '2',
        topic,
        'access_token',
        { access_token: await accessToken(alice.client) },
      ]);
      await socket.waitFor<unknown[]>((frame) => frame[1] === '2');
      await send(carol, roomAliceCarol, 'alice can');
      const change = await socket.waitFor<unknown[]>((frame) => frame[3] === 'postgres_changes');
      expect((change[4] as { data: { record: { body: string } } }).data.record.body).toBe(
        'alice can',
      );
    } finally {
      await socket.close();
    }
  });
});

describe('tokens and sockets', () => {
  const bad = () => ({
    forged: signed(
      { role: 'service_role', exp: now() + 3600 },
      'not-the-secret-not-the-secret-not-the-secret',
    ),
    expired: signed({ role: 'authenticated', sub: alice.userId, exp: now() - 60 }, stack.jwtSecret),
    'alg none': signed({ role: 'service_role', exp: now() + 3600 }, '', 'none'),
  });

  it.each(['forged', 'expired', 'alg none'] as const)(
    'refuses a %s token at the upgrade and at the join',
    async (kind) => {
      const token = bad()[kind];
      expect(await refusedUpgradeStatus(websocketUrl(stack, token, '2.0.0'))).toBe(403);

      const socket = await openRawSocket(stack, stack.anonKey);
      try {
        socket.send([
          '1',
          '1',
          'realtime:bad-token',
          'phx_join',
          { config: {}, access_token: token },
        ]);
        const reply = await socket.waitFor<unknown[]>((frame) => frame[1] === '1');
        expect(reply[4]).toMatchObject({
          status: 'error',
          response: { reason: expect.stringMatching(/^InvalidJWTToken/) },
        });
      } finally {
        await socket.close();
      }
    },
  );

  it('closes a channel when its access token expires', async () => {
    const socket = await openRawSocket(stack, stack.anonKey);
    try {
      const shortLived = signed(
        { role: 'authenticated', sub: alice.userId, aud: 'authenticated', exp: now() + 2 },
        stack.jwtSecret,
      );
      socket.send([
        '1',
        '1',
        'realtime:short',
        'phx_join',
        { config: {}, access_token: shortLived },
      ]);
      await socket.waitFor<unknown[]>((frame) => frame[1] === '1');
      const system = await socket.waitFor<unknown[]>((frame) => frame[3] === 'system');
      expect(system[4]).toMatchObject({
        status: 'error',
        message: expect.stringContaining('Token has expired'),
      });
      const close = await socket.waitFor<unknown[]>((frame) => frame[3] === 'phx_close');
      expect(close.slice(0, 4)).toEqual(['1', null, 'realtime:short', 'phx_close']);
    } finally {
      await socket.close();
    }
  });

  it('refuses a socket without an apikey', async () => {
    const url = `${stack.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0`;
    expect(await refusedUpgradeStatus(url)).toBe(401);
  });

  it('cleans up after a dropped socket and keeps serving the others', async () => {
    const inbox = await listen(alice, 'survivor');
    const before = await realtimeHealth(stack);
    const doomed = await openRawSocket(stack, stack.anonKey);
    doomed.send([
      '1',
      '1',
      'realtime:doomed',
      'phx_join',
      { config: { postgres_changes: [{ event: '*', schema: 'public', table: 'messages' }] } },
    ]);
    await doomed.waitFor<unknown[]>((frame) => frame[3] === 'system');
    expect((await realtimeHealth(stack)).channels).toBe(before.channels + 1);

    doomed.ws.terminate();
    await until(() => true);
    let health = await realtimeHealth(stack);
    for (let tries = 0; tries < 100 && health.connections !== before.connections; tries++) {
      await pause(20);
      health = await realtimeHealth(stack);
    }
    expect(health).toMatchObject({ connections: before.connections, channels: before.channels });

    await send(carol, roomAliceCarol, 'still here');
    await until(() => inbox.received.length === 1, 5000, 'delivery after the drop');
  });
});
