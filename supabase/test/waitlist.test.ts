// Waitlist (issue #21): joining a full task's line, the offer to the first in line when a place
// opens (a withdrawal, more capacity), 12 hours to confirm, the next in line after a "no thanks"
// or an expiry, who may see and do what, and 50 volunteers racing for one freed place.
import { createDatabase } from 'supabase-local/src/db/database';
import {
  apply,
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

/** The value, which the test has just made sure of. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('missing');
  return value;
}

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

async function approve(org: Organisation, applicationId: string): Promise<void> {
  const { error } = await org.client.rpc('approve_application', {
    p_application_id: applicationId,
  });
  if (error) throw new Error(`approve: ${error.message}`);
}

/** A task for `capacity` volunteers, filled by approved volunteers. */
async function fullTask(org: Organisation, capacity = 1) {
  const task = await createTask(org, { capacity, task_date: hoursFromNow(72) });
  const booked: Actor[] = [];
  for (let i = 0; i < capacity; i += 1) {
    const volunteer = await createVolunteer(product, `Booked ${i + 1}`);
    await approve(org, (await apply(volunteer, task.id)).id);
    booked.push(volunteer);
  }
  return { task, booked };
}

async function join(volunteer: Actor, taskId: string) {
  return volunteer.client.rpc('join_waitlist', { p_task_id: taskId });
}

async function line(taskId: string) {
  const { data, error } = await product.admin
    .from('waitlist_entries')
    .select('user_id, status, offer_expires_at')
    .eq('task_id', taskId)
    .order('created_at')
    .order('id');
  if (error) throw new Error(error.message);
  return data;
}

async function applicationOf(taskId: string, userId: string) {
  const { data } = await product.admin
    .from('applications')
    .select('status')
    .eq('task_id', taskId)
    .eq('user_id', userId)
    .maybeSingle();
  return data?.status ?? null;
}

describe('joining', () => {
  it('puts volunteers in line for a full task, in order, and tells each their place', async () => {
    const org = await createOrganisation(product, 'Line Org');
    const { task } = await fullTask(org);
    const first = await createVolunteer(product, 'First In Line');
    const second = await createVolunteer(product, 'Second In Line');
    expect((await join(first, task.id)).error).toBeNull();
    expect((await join(second, task.id)).error).toBeNull();

    const place = await second.client.rpc('get_waitlist_place', { p_task_id: task.id });
    expect(place.data).toEqual([
      { status: 'waiting', place: 2, waiting: 2, offer_expires_at: null },
    ]);
    expect((await join(first, task.id)).error?.message).toBe('You are already on the waitlist.');
  });

  it('refuses a task with places, an applicant, an organisation and a missing task', async () => {
    const org = await createOrganisation(product, 'Refusing Org');
    const volunteer = await createVolunteer(product);
    const open = await createTask(org, { capacity: 2 });
    expect((await join(volunteer, open.id)).error?.message).toBe(
      'This task has places: apply instead.',
    );
    const { task } = await fullTask(org);
    expect((await join(org, task.id)).error?.message).toBe('Organisations cannot join a waitlist.');
    const applicant = await createVolunteer(product);
    await apply(applicant, open.id);
    await product.admin.from('tasks').update({ status: true }).eq('id', open.id);
    expect((await join(applicant, open.id)).error?.message).toBe(
      'You have already applied for this task.',
    );
    expect(
      (await volunteer.client.rpc('join_waitlist', { p_task_id: null as unknown as string })).error
        ?.message,
    ).toBe('Missing task id.');
  });
});

describe('a place opens', () => {
  it('goes to the first in line as an application, with 12 hours to confirm; the rest keep waiting', async () => {
    const org = await createOrganisation(product, 'Offer Org');
    const { task, booked } = await fullTask(org);
    const first = await createVolunteer(product, 'Olive First');
    const second = await createVolunteer(product, 'Sam Second');
    await join(first, task.id);
    await join(second, task.id);

    const withdrawn = await must(booked[0]).client.rpc('withdraw_application', {
      p_task_id: task.id,
    });
    expect(withdrawn.error).toBeNull();

    const entries = await line(task.id);
    expect(entries.map((e) => [e.user_id, e.status])).toEqual([
      [first.id, 'offered'],
      [second.id, 'waiting'],
    ]);
    const hoursLeft =
      (new Date(must(must(entries[0]).offer_expires_at)).getTime() - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(11.9);
    expect(hoursLeft).toBeLessThanOrEqual(12);
    expect(await applicationOf(task.id, first.id)).toBe('applied');
    expect(await applicationOf(task.id, second.id)).toBeNull();
    const place = await first.client.rpc('get_waitlist_place', { p_task_id: task.id });
    expect(place.data?.[0]).toMatchObject({ status: 'offered', place: null, waiting: 1 });

    // The organisation sees the line, with the offer.
    const seen = await org.client
      .from('waitlist_entries')
      .select('user_id, status')
      .eq('task_id', task.id)
      .order('created_at');
    expect(seen.data?.map((e) => e.status)).toEqual(['offered', 'waiting']);

    // Confirmed, the application stays; the organisation approves as usual.
    const confirmed = await first.client.rpc('confirm_waitlist_offer', { p_task_id: task.id });
    expect(confirmed.data).toMatchObject({ status: 'confirmed' });
    expect((await line(task.id)).map((e) => e.status)).toEqual(['confirmed', 'waiting']);
  });

  it('offers more places when the capacity grows, one volunteer a place', async () => {
    const org = await createOrganisation(product, 'Capacity Org');
    const { task } = await fullTask(org);
    const waiting = await Promise.all(
      [1, 2, 3].map((n) => createVolunteer(product, `Waiting ${n}`)),
    );
    for (const volunteer of waiting) await join(volunteer, task.id);
    const raised = await org.client.from('tasks').update({ capacity: 3 }).eq('id', task.id);
    expect(raised.error).toBeNull();
    expect((await line(task.id)).map((e) => e.status)).toEqual(['offered', 'offered', 'waiting']);
  });

  it('goes to the next in line after a "no thanks", a withdrawal or 12 hours without an answer', async () => {
    const org = await createOrganisation(product, 'Next Org');
    const { task, booked } = await fullTask(org);
    const [a, b, c, d] = await Promise.all(
      ['Ann', 'Ben', 'Cat', 'Dan'].map((name) => createVolunteer(product, name)),
    );
    for (const volunteer of [must(a), must(b), must(c), must(d)]) await join(volunteer, task.id);
    await must(booked[0]).client.rpc('withdraw_application', { p_task_id: task.id });
    expect((await line(task.id)).map((e) => e.status)).toEqual([
      'offered',
      'waiting',
      'waiting',
      'waiting',
    ]);

    // "No thanks": the application made for the offer goes, Ben gets it.
    expect((await must(a).client.rpc('leave_waitlist', { p_task_id: task.id })).error).toBeNull();
    expect(await applicationOf(task.id, must(a).id)).toBeNull();
    expect((await line(task.id)).map((e) => e.status)).toEqual([
      'declined',
      'offered',
      'waiting',
      'waiting',
    ]);

    // Ben withdraws the application instead: Cat gets it.
    await must(b).client.rpc('withdraw_application', { p_task_id: task.id });
    expect((await line(task.id)).map((e) => e.status)).toEqual([
      'declined',
      'declined',
      'offered',
      'waiting',
    ]);

    // Cat lets 12 hours pass: the minute's job takes the place back and offers it to Dan.
    // In one transaction: the stack's own scheduler runs the job every minute, and between an
    // update and a call of its own it could take this offer back first.
    const db = createDatabase(product.stack.dbUrl, () => undefined);
    try {
      const expired = await db.asAdmin(async (sql) => {
        await sql.query(
          `update public.waitlist_entries set offer_expires_at = now() - interval '1 minute'
            where task_id = $1 and status = 'offered'`,
          [task.id],
        );
        const { rows } = await sql.query<{ expired: number }>(
          `select public.expire_waitlist_offers() as expired`,
        );
        return rows[0]?.expired;
      });
      expect(expired).toBe(1);
    } finally {
      await db.close();
    }
    expect(await applicationOf(task.id, must(c).id)).toBeNull();
    expect((await line(task.id)).map((e) => e.status)).toEqual([
      'declined',
      'declined',
      'expired',
      'offered',
    ]);
    const late = await must(c).client.rpc('confirm_waitlist_offer', { p_task_id: task.id });
    expect(late.error?.message).toBe('You have no place on offer for this task.');

    // Dan is approved by the organisation straight away: that confirms the offer.
    const { data: dans } = await product.admin
      .from('applications')
      .select('id')
      .eq('task_id', task.id)
      .eq('user_id', must(d).id)
      .single();
    await approve(org, must(dans).id);
    expect((await line(task.id)).map((e) => e.status)).toEqual([
      'declined',
      'declined',
      'expired',
      'confirmed',
    ]);
  });

  it('keeps each line to its volunteers and its organisation', async () => {
    const org = await createOrganisation(product, 'Private Line Org');
    const other = await createOrganisation(product, 'Other Org');
    const { task } = await fullTask(org);
    const waiting = await createVolunteer(product, 'Quiet Waiter');
    const stranger = await createVolunteer(product, 'Stranger');
    await join(waiting, task.id);
    expect((await stranger.client.from('waitlist_entries').select('id')).data).toEqual([]);
    expect((await other.client.from('waitlist_entries').select('id')).data).toEqual([]);
    expect((await waiting.client.from('waitlist_entries').select('status')).data).toEqual([
      { status: 'waiting' },
    ]);
    // Nobody writes the line but the functions, and nobody leaves another's place.
    const forged = await stranger.client
      .from('waitlist_entries')
      .insert({ task_id: task.id, user_id: stranger.id });
    expect(forged.error).not.toBeNull();
    // No policy lets anyone update a place: jumping the line changes nothing.
    await waiting.client
      .from('waitlist_entries')
      .update({ created_at: '2000-01-01T00:00:00Z', status: 'offered' })
      .eq('task_id', task.id);
    const kept = await product.admin
      .from('waitlist_entries')
      .select('created_at')
      .eq('task_id', task.id)
      .single();
    expect(kept.data?.created_at.startsWith('2000')).toBe(false);
    expect(
      (await stranger.client.rpc('leave_waitlist', { p_task_id: task.id })).error?.message,
    ).toBe('You are not on the waitlist.');
    expect((await stranger.client.rpc('get_waitlist_place', { p_task_id: task.id })).data).toEqual(
      [],
    );
    expect((await waiting.client.rpc('expire_waitlist_offers')).error).not.toBeNull();
    expect((await line(task.id)).map((e) => e.status)).toEqual(['waiting']);
  });
});

describe('50 volunteers racing for one freed place', () => {
  it('end with exactly one offer, to the first who joined', async () => {
    const org = await createOrganisation(product, 'Race Org');
    const { task, booked } = await fullTask(org);
    const racers: Actor[] = [];
    for (let i = 0; i < 50; i += 1) racers.push(await createVolunteer(product, `Racer ${i + 1}`));
    // Half join first; then the place frees while the other half join and everyone who already
    // joined asks where they stand.
    for (const racer of racers.slice(0, 25)) await join(racer, task.id);
    const results = await Promise.all([
      must(booked[0]).client.rpc('withdraw_application', { p_task_id: task.id }),
      ...racers.slice(25).map((racer) => join(racer, task.id)),
      ...racers
        .slice(0, 25)
        .map((racer) => racer.client.rpc('get_waitlist_place', { p_task_id: task.id })),
    ]);
    expect(results[0]?.error).toBeNull();

    const entries = await line(task.id);
    const offers = entries.filter((e) => e.status === 'offered');
    expect(offers.map((e) => e.user_id)).toEqual([must(racers[0]).id]);
    // Those who joined after the place opened were told to apply instead, or joined behind.
    const applications = await product.admin
      .from('applications')
      .select('user_id, status')
      .eq('task_id', task.id);
    expect(applications.data?.filter((a) => a.status === 'applied')).toEqual([
      { user_id: must(racers[0]).id, status: 'applied' },
    ]);
    const task1 = await product.admin.from('tasks').select('status').eq('id', task.id).single();
    expect(task1.data?.status).toBe(false);
  });
});

describe('reaching the waitlist (issue #44)', () => {
  async function listed(volunteer: Actor, organisationId?: string) {
    const { data, error } = await volunteer.client.rpc('get_open_tasks', {
      p_limit: 100,
      ...(organisationId === undefined ? {} : { p_organisation_id: organisationId }),
    });
    if (error) throw new Error(error.message);
    return data;
  }

  it('lists a full task among the open ones, marked full with the caller’s place in line, in its own zone', async () => {
    const org = await createOrganisation(product, 'Listing Org');
    const waiting = await createVolunteer(product, 'Wanda Waiting');
    await product.admin
      .from('user_organisations')
      .insert({ user_id: waiting.id, org_id: org.orgId });
    const { task: full } = await fullTask(org);
    await product.admin.from('tasks').update({ time_zone: 'Europe/London' }).eq('id', full.id);
    const open = await createTask(org, { capacity: 3, task_date: hoursFromNow(48) });
    const closedByHand = await createTask(org, { capacity: 3, task_date: hoursFromNow(50) });
    await org.client.from('tasks').update({ status: true }).eq('id', closedByHand.id);
    expect((await join(waiting, full.id)).error).toBeNull();

    const rows = await listed(waiting);
    const row = (id: string) => rows.find((candidate) => candidate.id === id);
    expect(row(full.id)).toMatchObject({
      places_free: 0,
      my_waitlist_status: 'waiting',
      time_zone: 'Europe/London',
    });
    expect(row(open.id)).toMatchObject({ places_free: 3, my_waitlist_status: null });
    expect(row(closedByHand.id)).toBeUndefined();
  });

  it("lists one organisation's tasks on its page, followed or not", async () => {
    const org = await createOrganisation(product, 'Unfollowed Org');
    const browsing = await createVolunteer(product, 'Bea Browsing');
    const task = await createTask(org, { task_date: hoursFromNow(30) });
    expect((await listed(browsing)).map((row) => row.id)).not.toContain(task.id);
    expect((await listed(browsing, org.orgId)).map((row) => row.id)).toEqual([task.id]);
  });

  it('holds a place on offer for the first in line: nobody else applies or is approved into it', async () => {
    const org = await createOrganisation(product, 'Holding Org');
    const { task, booked } = await fullTask(org);
    const first = await createVolunteer(product, 'First Fay');
    expect((await join(first, task.id)).error).toBeNull();
    const lateApplicant = await createVolunteer(product, 'Late Lou');
    const refusedWhileFull = await lateApplicant.client.rpc('apply_for_task', {
      p_task_id: task.id,
    });
    expect(refusedWhileFull.error?.message).toBe(
      'This task is full. Join the waitlist to be offered the next place.',
    );

    // The booked volunteer withdraws: the place goes on offer to First Fay, and the task reads full.
    await booked[0]?.client.rpc('withdraw_application', { p_task_id: task.id });
    expect((await line(task.id)).map((entry) => entry.status)).toEqual(['offered']);
    const { data: places } = await product.admin
      .from('tasks')
      .select('status, places_free')
      .eq('id', task.id)
      .single();
    expect(places).toEqual({ status: false, places_free: 0 });

    const applyWhileHeld = await lateApplicant.client.rpc('apply_for_task', { p_task_id: task.id });
    expect(applyWhileHeld.error?.message).toBe(
      'This task is full. Join the waitlist to be offered the next place.',
    );
    // One who had applied before cannot be approved into the held place either.
    await product.admin.from('tasks').update({ capacity: 3 }).eq('id', task.id);
    const earlier = await createVolunteer(product, 'Earlier Ed');
    const earlierApplication = await apply(earlier, task.id);
    await product.admin.from('tasks').update({ capacity: 1 }).eq('id', task.id);
    const approveOther = await org.client.rpc('approve_application', {
      p_application_id: earlierApplication.id,
    });
    expect(approveOther.error?.message).toBe(
      'This place is held for the first volunteer on the waitlist until they answer or their offer expires.',
    );
    // The volunteer it is held for is approved.
    const { data: offered } = await product.admin
      .from('applications')
      .select('id')
      .eq('task_id', task.id)
      .eq('user_id', first.id)
      .single();
    await approve(org, must(offered).id);
    expect((await line(task.id)).map((entry) => entry.status)).toEqual(['confirmed']);
  });
});

describe("the dashboard's counts open their tasks (issue #44)", () => {
  it('awaitingDecision, thisWeek and reviewsOwed list exactly the tasks get_organisation_todo counts', async () => {
    const org = await createOrganisation(product, 'Counting Org');
    const volunteer = await createVolunteer(product, 'Cal Counted');
    const waitingTask = await createTask(org, { task_date: hoursFromNow(24 * 20) });
    await apply(volunteer, waitingTask.id);
    const soonTask = await createTask(org, { task_date: hoursFromNow(30) });
    const doneTask = await createTask(org, { task_date: hoursFromNow(24 * 30) });
    const done = await apply(volunteer, doneTask.id);
    await approve(org, done.id);
    expect(
      (await org.client.rpc('mark_application_done', { p_application_id: done.id })).error,
    ).toBeNull();

    const ids = async (filter: string) => {
      const { data, error } = await org.client.rpc('get_organisation_tasks', { p_filter: filter });
      if (error) throw new Error(error.message);
      return data.map((row) => row.id);
    };
    expect(await ids('awaitingDecision')).toEqual([waitingTask.id]);
    expect(await ids('thisWeek')).toEqual([soonTask.id]);
    expect(await ids('reviewsOwed')).toEqual([doneTask.id]);
    const { data: todo } = await org.client.rpc('get_organisation_todo').single();
    expect(todo).toEqual({ applicants_waiting: 1, tasks_this_week: 1, reviews_owed: 1 });
  });
});

describe("an applicant's facts (issue #44)", () => {
  it('tell the organisation they applied to their hours, tasks done and reliability, and nobody else', async () => {
    const org = await createOrganisation(product, 'Deciding Org');
    const stranger = await createOrganisation(product, 'Stranger Org');
    const volunteer = await createVolunteer(product, 'Fiona Facts');
    const done = await createTask(org, { task_date: hoursFromNow(72), hours_required: 3 });
    const application = await apply(volunteer, done.id);
    await approve(org, application.id);
    expect(
      (await org.client.rpc('mark_application_done', { p_application_id: application.id })).error,
    ).toBeNull();
    const next = await createTask(org, { task_date: hoursFromNow(96) });
    const booked = await apply(volunteer, next.id);
    await approve(org, booked.id);
    await product.admin
      .from('applications')
      .update({ attendance: 'may_not_come' })
      .eq('id', booked.id);

    const { data, error } = await org.client
      .rpc('get_applicant_facts', { p_user_id: volunteer.id })
      .single();
    expect(error).toBeNull();
    expect({ ...data, hours: Number(data?.hours) }).toEqual({
      hours: 3,
      tasks_done: 1,
      completed: 1,
      said_cant_come: 1,
    });
    const refused = await stranger.client.rpc('get_applicant_facts', { p_user_id: volunteer.id });
    expect(refused.error?.code).toBe('42501');
  });
});
