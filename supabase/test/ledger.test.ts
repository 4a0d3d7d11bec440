// A record of hours (issue #21): the ledger of hours and points (a Done, a credit ahead, a
// redemption), users.points equal to its sum (held by a deferred constraint), and certificates
// anyone with the link can verify.
import {
  apply,
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  hoursFromNow,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

let product: Product;

beforeAll(async () => {
  product = await startProduct({ seed: true });
});

afterAll(async () => {
  await product?.stop();
});

async function ledgerOf(client: Actor['client'], userId: string) {
  const { data, error } = await client
    .from('ledger_entries')
    .select('kind, points, hours, description')
    .eq('user_id', userId)
    .order('created_at');
  if (error) throw new Error(error.message);
  return data.map((row) => ({ ...row, hours: Number(row.hours) }));
}

async function pointsOf(userId: string): Promise<number> {
  const { data } = await product.admin.from('users').select('points').eq('id', userId).single();
  return data?.points ?? Number.NaN;
}

describe('the ledger', () => {
  let org: Organisation;
  let volunteer: Actor;

  beforeAll(async () => {
    org = await createOrganisation(product, 'Ledger Org');
    volunteer = await createVolunteer(product, 'Lee Ledger');
  });

  it('adds a Done’s hours and points once: once-off its hours, ongoing its hours over its weeks', async () => {
    const onceOff = await createTask(org, { title: 'Stall shift', hours_required: 3 });
    const ongoing = await createTask(org, {
      title: 'Weekly garden',
      task_type: 'ongoing',
      hours_required: 2,
      days_of_week: ['Saturday'],
      number_of_weeks: 4,
      detailed_description: 'Every Saturday for a month.',
    });
    const first = await complete(volunteer, org, onceOff.id);
    await complete(volunteer, org, ongoing.id);
    // A repeat Done pays nothing more.
    await org.client.rpc('mark_application_done', { p_application_id: first.id });

    expect(await ledgerOf(volunteer.client, volunteer.id)).toEqual([
      { kind: 'task', points: onceOff.points, hours: 3, description: 'Stall shift' },
      { kind: 'task', points: ongoing.points, hours: 8, description: 'Weekly garden' },
    ]);
    expect(await pointsOf(volunteer.id)).toBe(onceOff.points + ongoing.points);
  });

  it('records a credit ahead of a Done as its own row; the Done then adds the hours only', async () => {
    const task = await createTask(org, { title: 'Early credit', hours_required: 2 });
    const application = await apply(volunteer, task.id);
    await org.client.rpc('approve_application', { p_application_id: application.id });
    const before = await pointsOf(volunteer.id);
    const credited = await org.client.rpc('increment_user_points', {
      uid: volunteer.id,
      amt: task.points,
    });
    expect(credited.data).toBe(before + task.points);
    await org.client.rpc('mark_application_done', { p_application_id: application.id });
    const rows = await ledgerOf(volunteer.client, volunteer.id);
    expect(rows.slice(-2)).toEqual([
      { kind: 'advance', points: task.points, hours: 0, description: 'Early credit' },
      { kind: 'task', points: 0, hours: 2, description: 'Early credit' },
    ]);
    expect(await pointsOf(volunteer.id)).toBe(before + task.points);
  });

  it('records each redemption as minus its cost', async () => {
    const before = await pointsOf(volunteer.id);
    const redeemed = await volunteer.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    expect(redeemed.error).toBeNull();
    const rows = await ledgerOf(volunteer.client, volunteer.id);
    const cost = redeemed.data?.[0]?.cost ?? 0;
    expect(rows.at(-1)).toEqual({
      kind: 'redemption',
      points: -cost,
      hours: 0,
      description: redeemed.data?.[0]?.item_title,
    });
    expect(redeemed.data?.[0]?.remaining_points).toBe(before - cost);
    expect(await pointsOf(volunteer.id)).toBe(before - cost);
  });

  it('sums to every user’s points, the demo seed’s included', async () => {
    const { data: users } = await product.admin.from('users').select('id, points');
    const { data: rows } = await product.admin
      .from('ledger_entries')
      .select('user_id, points')
      .limit(100_000);
    const sums = new Map<string, number>();
    for (const row of rows ?? []) sums.set(row.user_id, (sums.get(row.user_id) ?? 0) + row.points);
    expect(users?.length).toBeGreaterThan(10);
    expect(users?.filter((user) => user.points !== (sums.get(user.id) ?? 0))).toEqual([]);
    expect(users?.some((user) => user.points > 0)).toBe(true);
  });

  it('refuses points changed around it, and rows changed or taken back', async () => {
    const balance = await pointsOf(volunteer.id);
    const bumped = await product.admin
      .from('users')
      .update({ points: balance + 500 })
      .eq('id', volunteer.id);
    expect(bumped.error?.message).toMatch(/must equal the ledger's sum/);
    const { data: row } = await product.admin
      .from('ledger_entries')
      .select('id')
      .eq('user_id', volunteer.id)
      .limit(1)
      .single();
    const edited = await product.admin
      .from('ledger_entries')
      .update({ points: 9999 })
      .eq('id', row?.id ?? '');
    expect(edited.error?.message).toBe('The ledger is append-only.');
    const removed = await product.admin
      .from('ledger_entries')
      .delete()
      .eq('id', row?.id ?? '');
    expect(removed.error?.message).toBe('The ledger is append-only.');
    expect(await pointsOf(volunteer.id)).toBe(balance);
  });

  it('is each volunteer’s own to read, and nobody’s to write', async () => {
    const stranger = await createVolunteer(product, 'Curious Cat');
    expect(
      (await stranger.client.from('ledger_entries').select('id').eq('user_id', volunteer.id)).data,
    ).toEqual([]);
    expect(
      (await org.client.from('ledger_entries').select('id').eq('user_id', volunteer.id)).data,
    ).toEqual([]);
    const forged = await stranger.client.from('ledger_entries').insert({
      user_id: stranger.id,
      kind: 'task',
      points: 1000,
      description: 'Free points',
    });
    expect(forged.error).not.toBeNull();
    expect(await pointsOf(stranger.id)).toBe(0);
  });

  it('goes with a deleted account', async () => {
    const leaving = await createVolunteer(product, 'Leaving Soon');
    const task = await createTask(org, { title: 'Last shift' });
    await complete(leaving, org, task.id);
    const deleted = await product.admin.auth.admin.deleteUser(leaving.id);
    expect(deleted.error).toBeNull();
    const { count } = await product.admin
      .from('ledger_entries')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', leaving.id);
    expect(count).toBe(0);
  });

  it('gives the profile its totals', async () => {
    const { data } = await volunteer.client.rpc('get_volunteer_record');
    const rows = await ledgerOf(volunteer.client, volunteer.id);
    expect(data?.[0]).toEqual({
      hours: 13,
      tasks: 3,
      points_earned: rows.filter((r) => r.points > 0).reduce((sum, r) => sum + r.points, 0),
      points_spent: -rows.filter((r) => r.points < 0).reduce((sum, r) => sum + r.points, 0),
      balance: await pointsOf(volunteer.id),
    });
  });
});

describe('certificates', () => {
  let org: Organisation;
  let other: Organisation;
  let volunteer: Actor;

  beforeAll(async () => {
    org = await createOrganisation(product, 'Certifying Org');
    other = await createOrganisation(product, 'Elsewhere Org');
    volunteer = await createVolunteer(product, 'Cert Ificate');
    for (const [owner, title, hours] of [
      [org, 'Food bank', 3],
      [org, 'Food drive', 2],
      [other, 'Elsewhere', 5],
    ] as const) {
      const task = await createTask(owner, {
        title,
        hours_required: hours,
        task_date: hoursFromNow(48),
      });
      await complete(volunteer, owner, task.id);
    }
  });

  const today = () => new Date().toISOString().slice(0, 10);
  const inDays = (days: number) =>
    new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

  it('counts one organisation’s work in the dates, and anyone with the link can verify it', async () => {
    const issued = await volunteer.client.rpc('issue_certificate', {
      p_organisation_id: org.orgId,
      p_from: today(),
      p_to: inDays(7),
    });
    expect(issued.error).toBeNull();
    const token = issued.data?.token ?? '';
    expect(token).toMatch(/^[0-9a-f]{32}$/);

    const verified = await product.anon.rpc('verify_certificate', { p_token: token });
    expect(verified.error).toBeNull();
    expect(verified.data).toEqual([
      {
        volunteer_name: 'Cert Ificate',
        organisation_name: 'Certifying Org',
        from_date: today(),
        to_date: inDays(7),
        hours: 5,
        task_count: 2,
        tasks: [
          { title: 'Food bank', date: inDays(2), hours: 3 },
          { title: 'Food drive', date: inDays(2), hours: 2 },
        ],
        issued_at: expect.any(String),
      },
    ]);
    expect(
      (await product.anon.rpc('verify_certificate', { p_token: 'f'.repeat(32) })).data,
    ).toEqual([]);
    expect((await product.anon.rpc('verify_certificate', { p_token: "' or 1=1 --" })).data).toEqual(
      [],
    );
  });

  it('refuses dates with no work, and dates the wrong way round', async () => {
    const none = await volunteer.client.rpc('issue_certificate', {
      p_organisation_id: org.orgId,
      p_from: inDays(10),
      p_to: inDays(20),
    });
    expect(none.error?.message).toBe('No volunteering with Certifying Org between those dates.');
    const backwards = await volunteer.client.rpc('issue_certificate', {
      p_organisation_id: org.orgId,
      p_from: inDays(7),
      p_to: today(),
    });
    expect(backwards.error?.message).toBe('The start date must be on or before the end date.');
    const { count } = await product.admin
      .from('certificates')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', volunteer.id);
    expect(count).toBe(1);
  });

  it('keeps the list of a volunteer’s certificates to themselves', async () => {
    const stranger = await createVolunteer(product, 'Not Them');
    expect((await stranger.client.from('certificates').select('token')).data).toEqual([]);
    expect((await org.client.from('certificates').select('token')).data).toEqual([]);
    expect((await volunteer.client.from('certificates').select('hours')).data).toEqual([
      { hours: 5 },
    ]);
    const forged = await stranger.client.from('certificates').insert({
      user_id: stranger.id,
      from_date: today(),
      to_date: today(),
      volunteer_name: 'Not Them',
      organisation_name: 'Certifying Org',
      hours: 1000,
      task_count: 1,
      tasks: [],
    });
    expect(forged.error).not.toBeNull();
  });
});
