// Every server function's rule and bad inputs, called as the apps call them (PostgREST RPC).
import {
  apply,
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  followOrganisation,
  hoursFromNow,
  startProduct,
  taskRow,
  userRow,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(120_000);

let product: Product;
let volunteer: Actor;
let other: Actor;
let owner: Organisation;
let otherOrg: Organisation;

const missingId = '00000000-0000-4000-a000-00000000dead';

beforeAll(async () => {
  product = await startProduct();
  volunteer = await createVolunteer(product, 'Vera Volunteer');
  other = await createVolunteer(product, 'Oscar Other');
  owner = await createOrganisation(product, 'Owner Org');
  otherOrg = await createOrganisation(product, 'Other Org');
});

afterAll(async () => {
  await product?.stop();
});

describe('apply_for_task', () => {
  it('creates a pending application and counts the applicant', async () => {
    const task = await createTask(owner);
    const application = await apply(volunteer, task.id);
    expect(application).toMatchObject({
      task_id: task.id,
      user_id: volunteer.id,
      status: 'applied',
    });
    expect((await taskRow(product, task.id)).applicant_count).toBe(1);
  });

  it('refuses a second application, organisations, closed, past and unknown tasks', async () => {
    const task = await createTask(owner);
    await apply(volunteer, task.id);
    const again = await volunteer.client.rpc('apply_for_task', { p_task_id: task.id });
    expect(again.error).toMatchObject({
      code: '23505',
      message: 'You have already applied for this task.',
    });
    const org = await otherOrg.client.rpc('apply_for_task', { p_task_id: task.id });
    expect(org.error).toMatchObject({ code: '42501', message: 'Organisations cannot apply.' });
    await owner.client.from('tasks').update({ status: true }).eq('id', task.id);
    const closed = await other.client.rpc('apply_for_task', { p_task_id: task.id });
    expect(closed.error?.message).toBe('This task is closed.');
    const past = await createTask(owner, { task_date: hoursFromNow(-5) });
    const late = await other.client.rpc('apply_for_task', { p_task_id: past.id });
    expect(late.error?.message).toBe('This task has already taken place.');
    const unknown = await other.client.rpc('apply_for_task', { p_task_id: missingId });
    expect(unknown.error).toMatchObject({ code: 'PT404', message: 'Task not found.' });
    const missing = await other.client.rpc('apply_for_task', { p_task_id: null as never });
    expect(missing.error?.message).toBe('Missing task id.');
  });

  it('is not callable anonymously', async () => {
    const task = await createTask(owner);
    const { error } = await product.anon.rpc('apply_for_task', { p_task_id: task.id });
    expect(error).not.toBeNull();
  });
});

describe('withdraw_application', () => {
  it('deletes a pending or approved application 24 hours or more ahead, and undated ones', async () => {
    const far = await createTask(owner, { task_date: hoursFromNow(25) });
    const undated = await createTask(owner, { task_date: null });
    const application = await apply(volunteer, far.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    await apply(volunteer, undated.id);
    expect(
      (await volunteer.client.rpc('withdraw_application', { p_task_id: far.id })).error,
    ).toBeNull();
    expect(
      (await volunteer.client.rpc('withdraw_application', { p_task_id: undated.id })).error,
    ).toBeNull();
    const left = await volunteer.client
      .from('applications')
      .select('id')
      .in('task_id', [far.id, undated.id]);
    expect(left.data).toEqual([]);
    expect((await taskRow(product, far.id)).applicant_count).toBe(0);
  });

  it('refuses within 24 hours with the SPEC text, and completed or missing applications', async () => {
    const soon = await createTask(owner, { task_date: hoursFromNow(23) });
    await apply(volunteer, soon.id);
    const late = await volunteer.client.rpc('withdraw_application', { p_task_id: soon.id });
    expect(late.error?.message).toBe('Too late to withdraw – contact your org directly.');
    const none = await other.client.rpc('withdraw_application', { p_task_id: soon.id });
    expect(none.error).toMatchObject({
      code: 'PT404',
      message: 'You have not applied for this task.',
    });
    const doneTask = await createTask(owner, { capacity: 1 });
    await complete(volunteer, owner, doneTask.id);
    const finished = await volunteer.client.rpc('withdraw_application', { p_task_id: doneTask.id });
    expect(finished.error?.message).toBe('Only pending or approved applications can be withdrawn.');
  });
});

describe('task status follows the approved places', () => {
  async function fullTask(capacity = 1) {
    const task = await createTask(owner, { capacity, task_date: null });
    const applications = [];
    for (const worker of [volunteer, other].slice(0, capacity)) {
      const application = await apply(worker, task.id);
      await owner.client.rpc('approve_application', { p_application_id: application.id });
      applications.push(application);
    }
    expect((await taskRow(product, task.id)).status).toBe(true);
    return { task, applications };
  }

  it('reopens a full task when its approved volunteer withdraws, by RPC or by plain delete', async () => {
    const { task } = await fullTask();
    const withdrawn = await volunteer.client.rpc('withdraw_application', { p_task_id: task.id });
    expect(withdrawn.error).toBeNull();
    expect(await taskRow(product, task.id)).toMatchObject({ status: false, completed: false });
    // open again: someone else can take the place
    const retaken = await apply(other, task.id);
    expect(retaken.status).toBe('applied');

    const { task: second } = await fullTask();
    const deleted = await volunteer.client
      .from('applications')
      .delete()
      .eq('task_id', second.id)
      .eq('user_id', volunteer.id)
      .select('id');
    expect(deleted.data).toHaveLength(1);
    expect((await taskRow(product, second.id)).status).toBe(false);
  });

  it('reopens when an approved place is freed by any other path, and stays closed while still full', async () => {
    const task = await createTask(owner, { capacity: 2, task_date: null });
    const waiting = await createVolunteer(product, 'Walter Waiting');
    const pending = await apply(waiting, task.id);
    const approved = [];
    for (const worker of [volunteer, other]) {
      const application = await apply(worker, task.id);
      await owner.client.rpc('approve_application', { p_application_id: application.id });
      approved.push(application);
    }
    expect((await taskRow(product, task.id)).status).toBe(true);
    // pending applications leaving or turned down change nothing
    await owner.client.rpc('reject_application', { p_application_id: pending.id });
    await product.admin.from('applications').delete().eq('id', pending.id);
    expect((await taskRow(product, task.id)).status).toBe(true);
    // an approved application turned down by the service role frees its place (the Database type
    // has no application updates: the API roles have none)
    const rejected = await product.admin
      .from('applications')
      .update({ status: 'rejected' } as never)
      .eq('id', approved[0].id);
    expect(rejected.error).toBeNull();
    expect((await taskRow(product, task.id)).status).toBe(false);

    const { task: deletedTask, applications } = await fullTask();
    await product.admin.from('applications').delete().eq('id', applications[0].id);
    expect((await taskRow(product, deletedTask.id)).status).toBe(false);
  });

  it('follows the capacity: more places reopen a full task, fewer close it', async () => {
    const { task } = await fullTask();
    await owner.client.from('tasks').update({ capacity: 2 }).eq('id', task.id);
    expect((await taskRow(product, task.id)).status).toBe(false);
    await owner.client.from('tasks').update({ capacity: 1 }).eq('id', task.id);
    expect((await taskRow(product, task.id)).status).toBe(true);
  });

  it('reopens a task with completed work when the remaining approved volunteer leaves', async () => {
    const task = await createTask(owner, { capacity: 2, task_date: null });
    await complete(other, owner, task.id);
    const application = await apply(volunteer, task.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    expect(await taskRow(product, task.id)).toMatchObject({ status: true, completed: false });
    await volunteer.client.rpc('withdraw_application', { p_task_id: task.id });
    expect(await taskRow(product, task.id)).toMatchObject({ status: false, completed: false });
  });

  it('never reopens a completed task or one the organisation closed itself', async () => {
    const done = await createTask(owner, { capacity: 1, task_date: null });
    const finished = await complete(volunteer, owner, done.id);
    await product.admin.from('applications').delete().eq('id', finished.id);
    expect(await taskRow(product, done.id)).toMatchObject({ status: true, completed: true });

    const closed = await createTask(owner, { capacity: 2, task_date: null });
    const application = await apply(volunteer, closed.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    await owner.client.from('tasks').update({ status: true }).eq('id', closed.id);
    await volunteer.client.rpc('withdraw_application', { p_task_id: closed.id });
    expect((await taskRow(product, closed.id)).status).toBe(true);
  });
});

describe('approve_application and reject_application', () => {
  it('approve only from applied, only by the owner, and close the task at capacity', async () => {
    const task = await createTask(owner, { capacity: 2 });
    const first = await apply(volunteer, task.id);
    const second = await apply(other, task.id);
    const intruder = await otherOrg.client.rpc('approve_application', {
      p_application_id: first.id,
    });
    expect(intruder.error).toMatchObject({
      code: '42501',
      message: 'Only the task owner can manage its applicants.',
    });
    const self = await volunteer.client.rpc('approve_application', { p_application_id: first.id });
    expect(self.error?.code).toBe('42501');
    const approved = await owner.client.rpc('approve_application', { p_application_id: first.id });
    expect(approved.data?.status).toBe('approved');
    expect((await taskRow(product, task.id)).status).toBe(false);
    const again = await owner.client.rpc('approve_application', { p_application_id: first.id });
    expect(again.error?.message).toBe('Only pending applications can be approved.');
    await owner.client.rpc('approve_application', { p_application_id: second.id });
    expect((await taskRow(product, task.id)).status).toBe(true);
  });

  it('never approve beyond capacity', async () => {
    const task = await createTask(owner, { capacity: 1 });
    const first = await apply(volunteer, task.id);
    const second = await apply(other, task.id);
    await owner.client.rpc('approve_application', { p_application_id: first.id });
    const full = await owner.client.rpc('approve_application', { p_application_id: second.id });
    expect(full.error?.message).toBe('This task is already full.');
  });

  it('reject only from applied and only by the owner', async () => {
    const task = await createTask(owner);
    const application = await apply(volunteer, task.id);
    const intruder = await otherOrg.client.rpc('reject_application', {
      p_application_id: application.id,
    });
    expect(intruder.error?.code).toBe('42501');
    const rejected = await owner.client.rpc('reject_application', {
      p_application_id: application.id,
    });
    expect(rejected.data?.status).toBe('rejected');
    const again = await owner.client.rpc('reject_application', {
      p_application_id: application.id,
    });
    expect(again.error?.message).toBe('Only pending applications can be rejected.');
  });

  it('report unknown and missing application ids', async () => {
    const unknown = await owner.client.rpc('approve_application', { p_application_id: missingId });
    expect(unknown.error).toMatchObject({ code: 'PT404', message: 'Application not found.' });
    const missing = await owner.client.rpc('reject_application', {
      p_application_id: null as never,
    });
    expect(missing.error?.message).toBe('Missing application id.');
  });
});

describe('mark_application_done', () => {
  it('credits the task points once, and completes the task when completed work fills it', async () => {
    const task = await createTask(owner, { capacity: 1, difficulty: 'hard', hours_required: 2 });
    const before = (await userRow(product, other.id)).points;
    const application = await apply(other, task.id);
    const early = await owner.client.rpc('mark_application_done', {
      p_application_id: application.id,
    });
    expect(early.error?.message).toBe('Only approved applications can be marked done.');
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    const done = await owner.client.rpc('mark_application_done', {
      p_application_id: application.id,
    });
    expect(done.data?.status).toBe('completed');
    const twice = await owner.client.rpc('mark_application_done', {
      p_application_id: application.id,
    });
    expect(twice.error).toBeNull();
    const after = await userRow(product, other.id);
    expect(after.points - before).toBe(200);
    expect(after.completed_count).toBeGreaterThanOrEqual(1);
    expect(await taskRow(product, task.id)).toMatchObject({ status: true, completed: true });
  });

  it('is refused to anyone but the owner', async () => {
    const task = await createTask(owner);
    const application = await apply(volunteer, task.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    for (const intruder of [otherOrg, volunteer]) {
      const { error } = await intruder.client.rpc('mark_application_done', {
        p_application_id: application.id,
      });
      expect(error?.code).toBe('42501');
    }
  });
});

describe('increment_user_points', () => {
  it('credits only approved work on the caller’s own task at its points, once', async () => {
    const worker = await createVolunteer(product, 'Will Worker');
    const task = await createTask(owner, { capacity: 1, difficulty: 'easy', hours_required: 4 });
    const application = await apply(worker, task.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
    const credited = await owner.client.rpc('increment_user_points', { uid: worker.id, amt: 100 });
    expect(credited.data).toBe(100);
    const again = await owner.client.rpc('increment_user_points', { uid: worker.id, amt: 100 });
    expect(again.data).toBe(100);
    const status = await owner.client
      .from('applications')
      .select('status')
      .eq('id', application.id)
      .single();
    expect(status.data?.status).toBe('approved');
    // SPEC §4's order (credit, then the application becomes completed): the Done credits nothing more
    const done = await owner.client.rpc('mark_application_done', {
      p_application_id: application.id,
    });
    expect(done.data?.status).toBe('completed');
    expect(await userRow(product, worker.id)).toMatchObject({ points: 100, completed_count: 1 });
  });

  it('after a Done, changes no application and credits nothing more, however often it is called', async () => {
    const worker = await createVolunteer(product, 'Paula Pair');
    const first = await createTask(owner, { capacity: 1, difficulty: 'easy', hours_required: 2 });
    const second = await createTask(owner, {
      capacity: 1,
      difficulty: 'medium',
      hours_required: 1,
    });
    expect(first.points).toBe(50);
    expect(second.points).toBe(50);
    const firstApplication = await apply(worker, first.id);
    const secondApplication = await apply(worker, second.id);
    for (const application of [firstApplication, secondApplication]) {
      await owner.client.rpc('approve_application', { p_application_id: application.id });
    }
    await owner.client.rpc('mark_application_done', { p_application_id: firstApplication.id });
    for (let i = 0; i < 3; i += 1) {
      const call = await owner.client.rpc('increment_user_points', { uid: worker.id, amt: 50 });
      expect(call).toMatchObject({ error: null, data: 50 });
    }
    const statuses = await product.admin
      .from('applications')
      .select('id, status')
      .eq('user_id', worker.id);
    expect(Object.fromEntries((statuses.data ?? []).map((a) => [a.id, a.status]))).toEqual({
      [firstApplication.id]: 'completed',
      [secondApplication.id]: 'approved',
    });
    expect(await userRow(product, worker.id)).toMatchObject({ points: 50, completed_count: 1 });
    expect(await taskRow(product, second.id)).toMatchObject({ status: true, completed: false });
    // the second Done is credited once more, whichever order the app makes its two calls in
    await owner.client.rpc('mark_application_done', { p_application_id: secondApplication.id });
    await owner.client.rpc('increment_user_points', { uid: worker.id, amt: 50 });
    expect(await userRow(product, worker.id)).toMatchObject({ points: 100, completed_count: 2 });
  });

  it('refuses self-service, other organisations, wrong amounts and non-positive amounts', async () => {
    const self = await volunteer.client.rpc('increment_user_points', {
      uid: volunteer.id,
      amt: 100,
    });
    expect(self.error?.code).toBe('42501');
    const foreign = await otherOrg.client.rpc('increment_user_points', {
      uid: volunteer.id,
      amt: 100,
    });
    expect(foreign.error?.message).toBe(
      'Points are credited only for work done on your own tasks.',
    );
    const wrong = await owner.client.rpc('increment_user_points', {
      uid: volunteer.id,
      amt: 99_999,
    });
    expect(wrong.error?.code).toBe('42501');
    const negative = await owner.client.rpc('increment_user_points', {
      uid: volunteer.id,
      amt: -50,
    });
    expect(negative.error?.message).toBe('Points can only be added.');
  });
});

describe('submit_review and calculate_average_rating', () => {
  it('review completed work once and keep the average rating current', async () => {
    const reviewed = await createVolunteer(product, 'Rita Reviewed');
    const first = await createTask(owner, { capacity: 1 });
    const second = await createTask(owner, { capacity: 1 });
    await complete(reviewed, owner, first.id);
    await complete(reviewed, owner, second.id);
    const review = await owner.client.rpc('submit_review', {
      p_task_id: first.id,
      p_user_id: reviewed.id,
      p_rating: 5,
      p_comment: 'Brilliant',
    });
    expect(review.data).toMatchObject({ rating: 5, comment: 'Brilliant', org_id: owner.id });
    await owner.client.rpc('submit_review', {
      p_task_id: second.id,
      p_user_id: reviewed.id,
      p_rating: 2,
    });
    expect((await userRow(product, reviewed.id)).average_rating).toBe(3.5);
    const twice = await owner.client.rpc('submit_review', {
      p_task_id: first.id,
      p_user_id: reviewed.id,
      p_rating: 1,
    });
    expect(twice.error).toMatchObject({
      code: '23505',
      message: 'You have already reviewed this volunteer for this task.',
    });
    const own = await reviewed.client.rpc('calculate_average_rating');
    expect(own.data).toBe(3.5);
  });

  it('refuse missing information, a missing rating, out-of-range ratings, intruders and unfinished work', async () => {
    const task = await createTask(owner, { capacity: 1 });
    await apply(other, task.id);
    const missingIds = await owner.client.rpc('submit_review', {
      p_task_id: null as never,
      p_user_id: other.id,
      p_rating: 4,
    });
    expect(missingIds.error?.message).toBe('Missing required review information.');
    const noRating = await owner.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: other.id,
      p_rating: null as never,
    });
    expect(noRating.error?.message).toBe('Please provide a rating.');
    const tooHigh = await owner.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: other.id,
      p_rating: 6,
    });
    expect(tooHigh.error?.message).toBe('Rating must be between 1 and 5.');
    const intruder = await otherOrg.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: other.id,
      p_rating: 4,
    });
    expect(intruder.error?.code).toBe('42501');
    const unfinished = await owner.client.rpc('submit_review', {
      p_task_id: task.id,
      p_user_id: other.id,
      p_rating: 4,
    });
    expect(unfinished.error?.message).toBe(
      'You can review a volunteer only after marking their work done.',
    );
    const anon = await product.anon.rpc('calculate_average_rating');
    expect(anon.error).not.toBeNull();
  });
});

describe('redeem_reward', () => {
  it('prices menu items from the menu, takes custom amounts in cents, and returns the remainder', async () => {
    const saver = await createVolunteer(product, 'Sally Saver');
    await complete(
      saver,
      owner,
      (await createTask(owner, { capacity: 1, difficulty: 'hard', hours_required: 6 })).id,
    );
    const pie = await saver.client.rpc('redeem_reward', {
      p_item_id: 'meat-pie',
      p_custom_cents: 1,
    });
    expect(pie.data?.[0]).toMatchObject({
      item_id: 'meat-pie',
      item_title: 'Meat Pie',
      cost: 500,
      remaining_points: 100,
    });
    const custom = await saver.client.rpc('redeem_reward', {
      p_item_id: 'custom',
      p_custom_cents: 75,
    });
    expect(custom.data?.[0]).toMatchObject({ item_id: 'custom', cost: 75, remaining_points: 25 });
    const short = await saver.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    expect(short.error?.message).toBe('You need 25 more points!');
    expect((await userRow(product, saver.id)).points).toBe(25);
    const history = await saver.client
      .from('redemptions')
      .select('item_id, cost')
      .order('created_at');
    expect(history.data).toEqual([
      { item_id: 'meat-pie', cost: 500 },
      { item_id: 'custom', cost: 75 },
    ]);
  });

  it('issues each redemption a voucher code of its own that the table holds', async () => {
    const saver = await createVolunteer(product, 'Vera Voucher');
    await complete(
      saver,
      owner,
      (await createTask(owner, { capacity: 1, difficulty: 'hard', hours_required: 6 })).id,
    );
    const first = await saver.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    const second = await saver.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    const codes = [first.data?.[0]?.voucher_code, second.data?.[0]?.voucher_code];
    for (const code of codes) expect(code).toMatch(/^[0-9A-F]{12}$/);
    expect(codes[0]).not.toBe(codes[1]);
    const stored = await saver.client
      .from('redemptions')
      .select('voucher_code')
      .order('created_at');
    expect(stored.data?.map((row) => row.voucher_code)).toEqual(codes);
    // The code is the database's: a volunteer cannot write one (nor any redemption) directly.
    const forged = await saver.client.from('redemptions').insert({
      item_id: 'gummy-bears',
      item_title: 'Gummy Bears',
      cost: 1,
      voucher_code: 'AAAAAAAAAAAA',
    });
    expect(forged.error).not.toBeNull();
  });

  it('refuses unknown items, empty custom amounts and organisations', async () => {
    const unknown = await volunteer.client.rpc('redeem_reward', { p_item_id: 'caviar' });
    expect(unknown.error).toMatchObject({ code: 'PT404', message: 'Unknown reward item.' });
    const zero = await volunteer.client.rpc('redeem_reward', {
      p_item_id: 'custom',
      p_custom_cents: 0,
    });
    expect(zero.error?.message).toBe('Enter an amount greater than zero.');
    const org = await owner.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' });
    expect(org.error).toMatchObject({
      code: '42501',
      message: 'Only volunteers can redeem rewards.',
    });
  });
});

describe('read models', () => {
  it('get_leaderboard ranks the top five volunteers by completed work', async () => {
    const board = await volunteer.client.rpc('get_leaderboard');
    expect(board.error).toBeNull();
    const counts = (board.data ?? []).map((row) => row.completed_count);
    expect(counts.length).toBeLessThanOrEqual(5);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const anon = await product.anon.rpc('get_leaderboard');
    expect(anon.error).not.toBeNull();
  });

  it('get_my_leaderboard_place gives a volunteer outside the top five their place, counted as the board orders', async () => {
    const leaders: Actor[] = [];
    for (const [index, count] of [950, 949, 948, 947, 946, 945].entries()) {
      const leader = await createVolunteer(product, `Board Leader ${index}`);
      const set = await product.admin
        .from('users')
        .update({ completed_count: count })
        .eq('id', leader.id);
      expect(set.error).toBeNull();
      leaders.push(leader);
    }
    const seventh = await createVolunteer(product, 'Board Seventh');
    await product.admin.from('users').update({ completed_count: 900 }).eq('id', seventh.id);

    const place = await seventh.client.rpc('get_my_leaderboard_place');
    expect(place.error).toBeNull();
    expect(place.data).toEqual([
      expect.objectContaining({ user_id: seventh.id, completed_count: 900, place: 7 }),
    ]);
    const board = await seventh.client.rpc('get_leaderboard');
    expect((board.data ?? []).map((row) => row.user_id)).toEqual(
      leaders.slice(0, 5).map((leader) => leader.id),
    );
    const first = await leaders[0].client.rpc('get_my_leaderboard_place');
    expect(first.data).toEqual([expect.objectContaining({ place: 1 })]);

    // Nobody's place before a first completed task; none for an organisation or a visitor.
    const newcomer = await createVolunteer(product, 'Board Newcomer');
    expect((await newcomer.client.rpc('get_my_leaderboard_place')).data).toEqual([]);
    expect((await owner.client.rpc('get_my_leaderboard_place')).data).toEqual([]);
    expect((await product.anon.rpc('get_my_leaderboard_place')).error).not.toBeNull();
  });

  it('get_chat_list gives each chat with its task, both people and the last message, newest first', async () => {
    const chatter = await createVolunteer(product, 'Chad Chatter');
    const quiet = await createTask(owner, { title: 'Quiet task' });
    const busy = await createTask(owner, { title: 'Busy task' });
    await apply(chatter, quiet.id);
    await apply(chatter, busy.id);
    const quietChat = await chatter.client
      .from('chats')
      .insert({ org_id: owner.id, volunteer_id: chatter.id, task_id: quiet.id })
      .select('id')
      .single();
    const busyChat = await owner.client
      .from('chats')
      .insert({ org_id: owner.id, volunteer_id: chatter.id, task_id: busy.id })
      .select('id')
      .single();
    await chatter.client
      .from('messages')
      .insert({ chat_id: busyChat.data?.id ?? '', content: 'First' });
    await owner.client
      .from('messages')
      .insert({ chat_id: busyChat.data?.id ?? '', content: 'Latest' });
    const list = await chatter.client.rpc('get_chat_list');
    expect(list.data).toEqual([
      expect.objectContaining({
        chat_id: busyChat.data?.id,
        task_title: 'Busy task',
        org_id: owner.id,
        org_name: 'Owner Org Coordinator',
        volunteer_id: chatter.id,
        volunteer_name: 'Chad Chatter',
        last_message_content: 'Latest',
        last_message_sender_id: owner.id,
      }),
      expect.objectContaining({ chat_id: quietChat.data?.id, last_message_content: null }),
    ]);
    const outsider = await other.client.rpc('get_chat_list');
    expect((outsider.data ?? []).map((c) => c.chat_id)).not.toContain(busyChat.data?.id);
  });

  it('get_open_tasks lists open, current or undated tasks of followed organisations, searchable and sorted', async () => {
    const browser = await createVolunteer(product, 'Bree Browser');
    const followed = await createOrganisation(product, 'Followed Org');
    const unfollowed = await createOrganisation(product, 'Unfollowed Org');
    await followOrganisation(browser, followed);
    const later = await createTask(followed, {
      title: 'Later planting',
      task_date: hoursFromNow(100),
      difficulty: 'hard',
    });
    const sooner = await createTask(followed, {
      title: 'Sooner sorting',
      task_date: hoursFromNow(10),
      difficulty: 'easy',
    });
    const undated = await createTask(followed, {
      title: 'Whenever',
      description: 'Flexible PLANTING help',
      task_date: null,
    });
    await createTask(followed, { title: 'Past planting', task_date: hoursFromNow(-2) });
    const closed = await createTask(followed, { title: 'Closed planting' });
    await followed.client.from('tasks').update({ status: true }).eq('id', closed.id);
    await createTask(unfollowed, { title: 'Unfollowed planting' });
    await apply(browser, sooner.id);

    const all = await browser.client.rpc('get_open_tasks');
    expect((all.data ?? []).map((t) => t.title)).toEqual([
      'Sooner sorting',
      'Later planting',
      'Whenever',
    ]);
    expect(all.data?.[0]).toMatchObject({
      organisation_name: 'Followed Org',
      applicant_count: 1,
      my_application_status: 'applied',
    });
    const search = await browser.client.rpc('get_open_tasks', { p_search: 'planting' });
    expect((search.data ?? []).map((t) => t.id)).toEqual([later.id, undated.id]);
    const byPoints = await browser.client.rpc('get_open_tasks', { p_sort: 'points' });
    expect(byPoints.data?.[0]?.id).toBe(later.id);
    const badSort = await browser.client.rpc('get_open_tasks', { p_sort: 'random' });
    expect(badSort.error?.message).toBe('Sort must be earliest, newest, points or for_you.');
    const org = await followed.client.rpc('get_open_tasks');
    expect(org.error).toMatchObject({
      code: '42501',
      message: 'Only volunteers browse open tasks.',
    });
  });
});
