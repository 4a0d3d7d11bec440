// Realtime reads the database's own change stream (logical replication of the supabase_realtime
// publication): what is in the publication is realtime, values keep to_jsonb's JSON types, and the
// stream outlives its server connection.
import type { Stack } from '../src/stack';
import { SLOT_PREFIX } from '../src/realtime/replication';
import { ownerQuery, startServicesStack } from './rt-fixtures/services-stack';
import { openRawSocket, pause, type RawSocket, until } from './rt-fixtures/realtime-helpers';

type Frame = [string | null, string | null, string, string, Record<string, unknown>];
interface ChangeData {
  type: string;
  table: string;
  commit_timestamp: string;
  record: Record<string, unknown>;
  old_record: Record<string, unknown>;
}

let stack: Stack;
let topics = 0;

beforeAll(async () => {
  stack = await startServicesStack();
});

afterAll(async () => {
  await stack?.stop();
});

/** A raw socket joined to postgres_changes on `table` as `key`'s role. */
async function subscribe(table: string, key = stack.serviceRoleKey): Promise<RawSocket> {
  const socket = await openRawSocket(stack, key);
  const topic = `realtime:replication-${++topics}`;
  socket.send([
    '1',
    '1',
    topic,
    'phx_join',
    { config: { postgres_changes: [{ event: '*', schema: 'public', table }] } },
  ]);
  const system = await socket.waitFor<Frame>((frame) => frame[3] === 'system');
  expect(system[4]).toMatchObject({ status: 'ok' });
  return socket;
}

function changes(socket: RawSocket): ChangeData[] {
  return (socket.frames as Frame[])
    .filter((frame) => frame[3] === 'postgres_changes')
    .map((frame) => frame[4].data as ChangeData);
}

async function nextChange(socket: RawSocket, count: number, what: string): Promise<ChangeData> {
  await until(() => changes(socket).length >= count, 5000, what);
  return changes(socket)[count - 1];
}

/** Our replication slots in the stack's database, with the server process of each. */
async function slots(): Promise<{ slot_name: string; active_pid: number | null }[]> {
  return ownerQuery(
    stack,
    `select slot_name, active_pid from pg_replication_slots
      where database = current_database() and slot_name like $1 || '%'`,
    [SLOT_PREFIX],
  );
}

describe('changes from logical replication', () => {
  it('streams on a temporary slot of its own', async () => {
    const rows = await ownerQuery<{ temporary: boolean; plugin: string; active: boolean }>(
      stack,
      `select temporary, plugin, active from pg_replication_slots
        where database = current_database() and slot_name like $1 || '%'`,
      [SLOT_PREFIX],
    );
    expect(rows).toEqual([{ temporary: true, plugin: 'pgoutput', active: true }]);
  });

  it('ignores tables outside the publication, and delivers one added to it later without a restart', async () => {
    await ownerQuery(
      stack,
      `create table public.notes (id bigint generated always as identity primary key, body text not null);
       grant select on public.notes to anon, authenticated, service_role`,
    );
    const socket = await subscribe('notes');
    try {
      await ownerQuery(stack, `insert into public.notes (body) values ('unpublished')`);
      await pause(300);
      expect(changes(socket)).toEqual([]);

      await ownerQuery(stack, 'alter publication supabase_realtime add table public.notes');
      await ownerQuery(stack, `insert into public.notes (body) values ('published')`);
      const change = await nextChange(socket, 1, 'the insert into the newly published table');
      expect(change).toMatchObject({
        type: 'INSERT',
        table: 'notes',
        record: { body: 'published' },
      });
      expect(changes(socket)).toHaveLength(1);

      await ownerQuery(stack, 'alter publication supabase_realtime drop table public.notes');
      await ownerQuery(stack, `insert into public.notes (body) values ('unpublished again')`);
      await pause(300);
      expect(changes(socket)).toHaveLength(1);
    } finally {
      await socket.close();
    }
  });

  it('types values exactly as to_jsonb does, for the new row and the old one', async () => {
    await ownerQuery(
      stack,
      `create table public.typed (
         id bigint primary key, n int, big bigint, flag boolean, data jsonb, doc json, tags text[],
         counts int[], at timestamptz, day date, price numeric, ratio double precision, ref uuid,
         label varchar(20), nothing text, span int4range
       );
       alter table public.typed replica identity full;
       grant select on public.typed to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.typed`,
    );
    // anon goes through the row check: the values must survive it too.
    const socket = await subscribe('typed', stack.anonKey);
    try {
      await ownerQuery(
        stack,
        `insert into public.typed values (
           1, 42, 9007199254740991, true, '{"a": [1, "two", null], "b": {"c": true}}', '[1, 2.5]',
           array['x', 'y z', 'quote"d', null], '{1,2,3}', '2024-05-06 07:08:09.123456+02',
           '2024-05-06', 12.50, 0.25, 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11', 'label', null, '[1,5)'
         )`,
      );
      const [expected] = await ownerQuery<{ row: Record<string, unknown> }>(
        stack,
        'select to_jsonb(t) as row from public.typed t where id = 1',
      );
      const inserted = await nextChange(socket, 1, 'the typed insert');
      expect(inserted.record).toEqual(expected.row);
      // Same keys in the same order, same JSON.
      expect(JSON.stringify(inserted.record)).toBe(JSON.stringify(expected.row));
      expect(inserted.record).toMatchObject({
        id: 1,
        n: 42,
        flag: true,
        data: { a: [1, 'two', null], b: { c: true } },
        tags: ['x', 'y z', 'quote"d', null],
        price: 12.5,
      });

      await ownerQuery(stack, `update public.typed set n = 43, tags = '{}' where id = 1`);
      const [updatedRow] = await ownerQuery<{ row: Record<string, unknown> }>(
        stack,
        'select to_jsonb(t) as row from public.typed t where id = 1',
      );
      const updated = await nextChange(socket, 2, 'the typed update');
      expect(updated.type).toBe('UPDATE');
      expect(updated.record).toEqual(updatedRow.row);
      // REPLICA IDENTITY FULL and no RLS: the whole old row.
      expect(updated.old_record).toEqual(expected.row);

      await ownerQuery(stack, 'delete from public.typed where id = 1');
      const deleted = await nextChange(socket, 3, 'the delete');
      expect(deleted).toMatchObject({ type: 'DELETE', record: {} });
      expect(deleted.old_record).toEqual(updatedRow.row);
      expect(new Date(deleted.commit_timestamp).getTime()).toBeGreaterThan(Date.now() - 60_000);
    } finally {
      await socket.close();
    }
  });

  it('sends only the key of the old row without REPLICA IDENTITY FULL, typed', async () => {
    await ownerQuery(
      stack,
      `create table public.keyed (id bigint primary key, body text);
       grant select on public.keyed to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.keyed`,
    );
    const socket = await subscribe('keyed');
    try {
      await ownerQuery(stack, `insert into public.keyed values (7, 'before')`);
      await nextChange(socket, 1, 'the insert');
      await ownerQuery(stack, `update public.keyed set body = 'after' where id = 7`);
      const updated = await nextChange(socket, 2, 'the update');
      expect(updated).toMatchObject({ record: { id: 7, body: 'after' }, old_record: { id: 7 } });
      expect(Object.keys(updated.old_record)).toEqual(['id']);
      await ownerQuery(stack, 'delete from public.keyed where id = 7');
      const deleted = await nextChange(socket, 3, 'the delete');
      expect(deleted).toMatchObject({ type: 'DELETE', old_record: { id: 7 } });
      expect(Object.keys(deleted.old_record)).toEqual(['id']);
    } finally {
      await socket.close();
    }
  });

  it('does not deliver what was committed before the join, even when the stream brings it after', async () => {
    await ownerQuery(
      stack,
      `create table public.joined (id bigint generated always as identity primary key, body text);
       grant select on public.joined to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.joined`,
    );
    await ownerQuery(stack, `insert into public.joined (body) values ('before the join')`);
    const socket = await subscribe('joined');
    try {
      await ownerQuery(stack, `insert into public.joined (body) values ('after the join')`);
      await nextChange(socket, 1, 'the insert after the join');
      await pause(300);
      expect(changes(socket).map((change) => change.record.body)).toEqual(['after the join']);
    } finally {
      await socket.close();
    }
  });

  it('acknowledges what it received, so the server can release the WAL', async () => {
    await ownerQuery(
      stack,
      `create table public.acked (id bigint generated always as identity primary key, body text);
       grant select on public.acked to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.acked`,
    );
    const socket = await subscribe('acked');
    try {
      const [{ lsn }] = await ownerQuery<{ lsn: string }>(
        stack,
        'select pg_current_wal_lsn()::text as lsn',
      );
      await ownerQuery(stack, `insert into public.acked (body) values ('ack me')`);
      await nextChange(socket, 1, 'the insert');
      const deadline = Date.now() + 5000;
      for (;;) {
        const [row] = await ownerQuery<{ past: boolean }>(
          stack,
          `select confirmed_flush_lsn > $1::pg_lsn as past from pg_replication_slots
            where database = current_database() and slot_name like $2 || '%'`,
          [lsn, SLOT_PREFIX],
        );
        if (row?.past) break;
        if (Date.now() > deadline) throw new Error('the slot never confirmed the insert');
        await pause(50);
      }
    } finally {
      await socket.close();
    }
  });

  it('opens the stream again when its server connection dies, and keeps delivering', async () => {
    await ownerQuery(
      stack,
      `create table public.survivors (id bigint generated always as identity primary key, body text);
       grant select on public.survivors to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.survivors`,
    );
    const socket = await subscribe('survivors');
    try {
      const [before] = await slots();
      expect(before?.active_pid).toEqual(expect.any(Number));
      // What a database restart does to the replication connection.
      await ownerQuery(stack, 'select pg_terminate_backend($1)', [before.active_pid]);
      const deadline = Date.now() + 10_000;
      let after = await slots();
      while (!(
        after.length === 1 &&
        after[0].slot_name !== before.slot_name &&
        after[0].active_pid
      )) {
        if (Date.now() > deadline) throw new Error(`no new slot; have ${JSON.stringify(after)}`);
        await pause(50);
        after = await slots();
      }
      await ownerQuery(stack, `insert into public.survivors (body) values ('after the restart')`);
      const change = await nextChange(socket, 1, 'the insert after the reconnection');
      expect(change.record).toMatchObject({ body: 'after the restart' });
    } finally {
      await socket.close();
    }
  });
});

const onEmbedded = process.env.DATABASE_URL ? it.skip : it;

describe('the database restarting', () => {
  onEmbedded('kill -9 of PostgreSQL: the stream comes back on its own and delivers', async () => {
    await ownerQuery(
      stack,
      `create table public.restarts (id bigint generated always as identity primary key, body text);
       grant select on public.restarts to anon, authenticated, service_role;
       alter publication supabase_realtime add table public.restarts`,
    );
    const socket = await subscribe('restarts');
    try {
      const [before] = await slots();
      const pid = stack.databasePid();
      expect(pid).toEqual(expect.any(Number));
      process.kill(pid as number, 'SIGKILL');
      // The supervisor starts PostgreSQL again; the stream reconnects with backoff on a new slot.
      const deadline = Date.now() + 20_000;
      for (;;) {
        const after = await slots().catch(() => []);
        if (after.length === 1 && after[0].slot_name !== before.slot_name && after[0].active_pid)
          break;
        if (Date.now() > deadline) throw new Error('the stream did not come back');
        await pause(100);
      }
      await ownerQuery(stack, `insert into public.restarts (body) values ('after kill -9')`);
      const change = await nextChange(socket, 1, 'the insert after the restart');
      expect(change.record).toMatchObject({ body: 'after kill -9' });
    } finally {
      await socket.close();
    }
  });
});

describe('stopping', () => {
  it('leaves no replication slot behind', async () => {
    const other = await startServicesStack();
    const [slot] = await ownerQuery<{ slot_name: string }>(
      other,
      `select slot_name from pg_replication_slots where database = current_database()`,
    );
    expect(slot.slot_name.startsWith(SLOT_PREFIX)).toBe(true);
    await other.stop();
    // Meaningful where the stacks share a cluster (DATABASE_URL); an embedded cluster goes with
    // its stack, slots and all.
    const left = await ownerQuery<{ slot_name: string }>(
      stack,
      'select slot_name from pg_replication_slots where slot_name = $1',
      [slot.slot_name],
    );
    expect(left).toEqual([]);
  });
});
