import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../src/stack';
import { clientFor, seededUser, signedInClient, startFixtureStack } from './stack-harness';

let stack: Stack;
let anon: SupabaseClient;
let service: SupabaseClient;
let alice: { client: SupabaseClient; userId: string };
let bob: { client: SupabaseClient; userId: string };
let alicePrivateId: number;
let alicePublicId: number;

beforeAll(async () => {
  stack = await startFixtureStack();
  anon = clientFor(stack);
  service = clientFor(stack, stack.serviceRoleKey);
  alice = await signedInClient(stack, 'alice');
  bob = await signedInClient(stack, 'bob');
  const inserted = await alice.client
    .from('notes')
    .insert([
      { board_id: 1, title: 'Alice private plan', is_public: false },
      { board_id: 2, title: 'Alice public idea', is_public: true },
    ])
    .select('id, title')
    .order('id');
  if (inserted.error) throw inserted.error;
  alicePrivateId = inserted.data[0].id as number;
  alicePublicId = inserted.data[1].id as number;
  const tagged = await alice.client.from('tags').insert([
    { note_id: alicePublicId, label: 'garden' },
    { note_id: alicePublicId, label: 'weekend' },
  ]);
  if (tagged.error) throw tagged.error;
});

afterAll(async () => {
  await stack?.stop();
});

describe('reading under row-level security', () => {
  it('shows anonymous visitors only public notes, with their board and tags embedded', async () => {
    const { data, error } = await anon
      .from('notes')
      .select('title, boards(name), tags(label)')
      .eq('id', alicePublicId)
      .single();
    expect(error).toBeNull();
    expect(data).toEqual({
      title: 'Alice public idea',
      boards: { name: 'Ideas' },
      tags: expect.arrayContaining([{ label: 'garden' }, { label: 'weekend' }]),
    });
    const hidden = await anon.from('notes').select('id').eq('id', alicePrivateId);
    expect(hidden.data).toEqual([]);
  });

  it('shows owners their private notes and hides them from other users', async () => {
    const own = await alice.client.from('notes').select('title').eq('id', alicePrivateId);
    expect(own.data).toEqual([{ title: 'Alice private plan' }]);
    const other = await bob.client.from('notes').select('title').eq('id', alicePrivateId);
    expect(other.data).toEqual([]);
  });

  it('shows the service role every row', async () => {
    const { data } = await service
      .from('notes')
      .select('title')
      .in('id', [alicePrivateId, alicePublicId])
      .order('id');
    expect(data).toEqual([{ title: 'Alice private plan' }, { title: 'Alice public idea' }]);
  });

  it('filters, orders, ranges and counts as PostgREST does', async () => {
    const ilike = await alice.client
      .from('notes')
      .select('title')
      .ilike('title', 'alice%')
      .order('title');
    expect(ilike.data).toEqual([{ title: 'Alice private plan' }, { title: 'Alice public idea' }]);

    const counted = await alice.client
      .from('notes')
      .select('id', { count: 'exact', head: true })
      .eq('owner_id', alice.userId);
    expect(counted.count).toBe(2);
    expect(counted.data).toBeNull();

    const page = await anon
      .from('boards')
      .select('name', { count: 'exact' })
      .order('name')
      .range(0, 0);
    expect(page.data).toEqual([{ name: 'General' }]);
    expect(page.count).toBe(2);

    const inner = await anon
      .from('boards')
      .select('name, notes!inner(title)')
      .eq('notes.title', 'Alice public idea');
    expect(inner.data).toEqual([{ name: 'Ideas', notes: [{ title: 'Alice public idea' }] }]);
  });

  it('answers single() on no rows with PostgREST’s PGRST116 and maybeSingle() with null', async () => {
    const single = await bob.client.from('notes').select('id').eq('id', alicePrivateId).single();
    expect(single.error?.code).toBe('PGRST116');
    expect(single.status).toBe(406);
    const maybe = await bob.client
      .from('notes')
      .select('id')
      .eq('id', alicePrivateId)
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
  });
});

describe('writing under row-level security', () => {
  it('refuses anonymous inserts', async () => {
    const { error, status } = await anon.from('notes').insert({ board_id: 1, title: 'Drive-by' });
    expect(status).toBe(401);
    expect(error?.code).toBe('42501');
  });

  it('refuses a note written in another user’s name', async () => {
    const { error } = await bob.client
      .from('notes')
      .insert({ board_id: 1, title: 'Forged', owner_id: alice.userId });
    expect(error?.code).toBe('42501');
    expect(error?.message).toContain('row-level security');
  });

  it('lets owners update and delete their notes but not others’', async () => {
    const foreign = await bob.client
      .from('notes')
      .update({ title: 'Hijacked' })
      .eq('id', alicePublicId)
      .select();
    expect(foreign.data).toEqual([]);
    const gone = await bob.client.from('notes').delete().eq('id', alicePublicId).select();
    expect(gone.data).toEqual([]);

    const own = await alice.client
      .from('notes')
      .update({ title: 'Alice public idea' })
      .eq('id', alicePublicId)
      .select('title');
    expect(own.data).toEqual([{ title: 'Alice public idea' }]);
  });

  it('reports identity and check-constraint violations with their Postgres codes', async () => {
    const created = await bob.client
      .from('notes')
      .insert({ board_id: 1, title: 'Bob draft' })
      .select('id')
      .single();
    const id = created.data?.id as number;
    const upserted = await bob.client
      .from('notes')
      .upsert({ id, board_id: 1, owner_id: bob.userId, title: 'Bob final' })
      .select('title')
      .single();
    expect(upserted.error?.code).toBe('428C9');
    const updated = await bob.client.from('notes').update({ title: '' }).eq('id', id);
    expect(updated.error?.code).toBe('23514');
  });

  it('upserts on a unique column, merging or ignoring duplicates', async () => {
    const merged = await service
      .from('boards')
      .upsert([{ name: 'Ideas' }, { name: 'Upserted board' }], { onConflict: 'name' })
      .select('name')
      .order('name');
    expect(merged.error).toBeNull();
    expect(merged.data).toEqual([{ name: 'Ideas' }, { name: 'Upserted board' }]);
    const ignored = await service
      .from('boards')
      .upsert({ name: 'Upserted board' }, { onConflict: 'name', ignoreDuplicates: true })
      .select('name');
    expect(ignored.data).toEqual([]);
    const { count } = await anon
      .from('boards')
      .select('id', { count: 'exact', head: true })
      .eq('name', 'Upserted board');
    expect(count).toBe(1);
  });

  it('keeps every concurrent write (no statement lands in another client’s transaction)', async () => {
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        (i % 2 === 0 ? alice : bob).client
          .from('notes')
          .insert({ board_id: 2, title: `burst ${i}` })
          .select('id')
          .single(),
      ),
    );
    expect(results.every((result) => result.error === null)).toBe(true);
    const { count } = await service
      .from('notes')
      .select('id', { count: 'exact', head: true })
      .like('title', 'burst %');
    expect(count).toBe(40);
  });
});

describe('server functions', () => {
  it('run with the caller’s identity', async () => {
    const mine = await alice.client.rpc('my_note_count');
    expect(mine.error).toBeNull();
    expect(mine.data).toBeGreaterThanOrEqual(2);
    const who = await alice.client.rpc('whoami');
    expect(who.data).toEqual({
      role: 'authenticated',
      uid: alice.userId,
      email: expect.stringMatching(/^alice-/),
    });
    expect((await anon.rpc('whoami')).data).toEqual({ role: 'anon', uid: null, email: null });
    expect((await service.rpc('whoami')).data).toMatchObject({ role: 'service_role' });
  });

  it('pass arguments and surface raised errors', async () => {
    const ok = await service.rpc('add_points', { note: alicePublicId, points: 5 });
    expect(ok.data).toBe(5);
    const missing = await service.rpc('add_points', { note: 999_999, points: 1 });
    expect(missing.error?.code).toBe('P0002');
    expect(missing.error?.message).toBe('note 999999 not found');
  });

  it('are reachable for seeded users signed in with their seed password', async () => {
    const seeded = clientFor(stack);
    await seeded.auth.signInWithPassword(seededUser);
    const { data } = await seeded.rpc('my_note_count');
    expect(data).toBe(2);
  });
});
