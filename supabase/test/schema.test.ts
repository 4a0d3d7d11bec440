// The seed gives a first start a living product, identically on every reset. (That the migrations
// build the schema on an empty database and the committed Database type matches it:
// test/database-types.test.ts.)
import { createHash } from 'node:crypto';
import { signIn, startProduct, type Product } from './harness';

jest.setTimeout(300_000);

const demoVolunteerId = '00000000-0000-4000-a000-000000000001';

async function seedDigest(product: Product): Promise<string> {
  const tables = await Promise.all([
    product.admin
      .from('tasks')
      .select('id, title, task_type, status, completed, points')
      .order('id'),
    product.admin
      .from('applications')
      .select('task_id, user_id, status')
      .order('task_id')
      .order('user_id'),
    product.admin
      .from('reviews')
      .select('task_id, user_id, rating, comment')
      .order('task_id')
      .order('user_id'),
    product.admin
      .from('messages')
      .select('chat_id, sender_id, content')
      .order('chat_id')
      .order('content'),
    product.admin
      .from('users')
      .select('id, name, role, points, completed_count, average_rating')
      .order('id'),
  ]);
  const failed = tables.find((t) => t.error);
  if (failed?.error) throw new Error(failed.error.message);
  const json = JSON.stringify(tables.map((t) => t.data));
  return `${json.length}:${createHash('sha256').update(json).digest('hex')}`;
}

describe('the demo seed', () => {
  let product: Product;

  beforeAll(async () => {
    product = await startProduct({ seed: true });
  });

  afterAll(async () => {
    await product?.stop();
  });

  it('holds organisations, volunteers, tasks of every timing and applications of every status', async () => {
    // Other suites may share the database (PostgreSQL runs): count the seeded, logo-bearing ones.
    const organisations = await product.admin.from('organisations').select('logo_url');
    const withLogos = (organisations.data ?? []).filter((o) =>
      o.logo_url?.startsWith('data:image/svg+xml'),
    );
    expect(withLogos.length).toBeGreaterThanOrEqual(5);
    const volunteers = await product.admin.from('users').select('id').eq('role', 'volunteer');
    expect(volunteers.data?.length).toBeGreaterThanOrEqual(20);

    const tasks = await product.admin.from('tasks').select('task_date, task_type');
    expect(tasks.data?.length).toBeGreaterThanOrEqual(40);
    const hoursAway = (tasks.data ?? [])
      .filter((t) => t.task_date !== null)
      .map((t) => (Date.parse(t.task_date ?? '') - Date.now()) / 3_600_000);
    expect(hoursAway.some((h) => h < 0)).toBe(true);
    expect(hoursAway.some((h) => h > 0 && h < 24)).toBe(true);
    expect(hoursAway.some((h) => h > 24 && h < 168)).toBe(true);
    expect(hoursAway.some((h) => h > 168)).toBe(true);
    expect(new Set(tasks.data?.map((t) => t.task_type))).toEqual(new Set(['once-off', 'ongoing']));

    const applications = await product.admin.from('applications').select('status');
    expect(new Set(applications.data?.map((a) => a.status))).toEqual(
      new Set(['applied', 'approved', 'rejected', 'completed']),
    );
    for (const table of ['reviews', 'chats', 'messages', 'redemptions'] as const) {
      const { count } = await product.admin
        .from(table)
        .select('id', { count: 'exact', head: true });
      expect(count).toBeGreaterThan(0);
    }
  });

  it('lets the demo volunteer sign in and see a living product', async () => {
    const volunteer = await signIn(product, 'volunteer@demo.local', 'Volunteer1!');
    const me = await volunteer
      .from('users')
      .select('name, role, first_login_complete, points')
      .eq('id', demoVolunteerId)
      .single();
    expect(me.data).toMatchObject({ role: 'volunteer', first_login_complete: true });
    expect(me.data?.points).toBeGreaterThan(0);
    const follows = await volunteer.from('user_organisations').select('org_id');
    expect(follows.data?.length).toBeGreaterThanOrEqual(3);
    const open = await volunteer.rpc('get_open_tasks');
    expect(open.data?.length).toBeGreaterThan(5);
    const board = await volunteer.rpc('get_leaderboard');
    expect(board.data).toHaveLength(5);
    const chats = await volunteer.rpc('get_chat_list');
    expect(chats.data?.length).toBeGreaterThan(0);
    const redemptions = await volunteer.from('redemptions').select('item_title');
    expect(redemptions.data?.length).toBeGreaterThan(0);
  });

  it('lets the demo organisation sign in and see its tasks with applicants', async () => {
    const organisation = await signIn(product, 'organisation@demo.local', 'Organisation1!');
    const { data } = await organisation
      .from('tasks')
      .select('id, applications(id, status)')
      .eq('user_id', '00000000-0000-4000-a000-000000000002');
    expect(data?.length).toBeGreaterThanOrEqual(8);
    expect(data?.some((t) => t.applications.length > 0)).toBe(true);
  });

  it('is reproduced exactly by a reset', async () => {
    const again = await startProduct({ seed: true });
    try {
      expect(await seedDigest(again)).toBe(await seedDigest(product));
    } finally {
      await again.stop();
    }
  });
});
