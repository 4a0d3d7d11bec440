// The atomic state changes under real concurrency: many requests at once through PostgREST's pool.
import {
  apply,
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  startProduct,
  taskRow,
  userRow,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(300_000);

let product: Product;
let owner: Organisation;

beforeAll(async () => {
  product = await startProduct();
  owner = await createOrganisation(product, 'Busy Org');
});

afterAll(async () => {
  await product?.stop();
});

it('approves exactly capacity when 50 approvals arrive at once', async () => {
  const task = await createTask(owner, { capacity: 3 });
  const volunteers = [];
  for (let i = 0; i < 50; i += 1) volunteers.push(await createVolunteer(product, `Volunteer ${i}`));
  const applications = await Promise.all(volunteers.map((v) => apply(v, task.id)));

  const results = await Promise.all(
    applications.map((a) => owner.client.rpc('approve_application', { p_application_id: a.id })),
  );

  expect(results.filter((r) => r.error === null)).toHaveLength(3);
  expect(results.filter((r) => r.error?.message === 'This task is already full.')).toHaveLength(47);
  const approved = await product.admin
    .from('applications')
    .select('id', { count: 'exact', head: true })
    .eq('task_id', task.id)
    .eq('status', 'approved');
  expect(approved.count).toBe(3);
  expect(await taskRow(product, task.id)).toMatchObject({ status: true, applicant_count: 50 });
});

it('never takes points below zero when 20 redemptions arrive at once', async () => {
  const spender = await createVolunteer(product, 'Spencer Spender');
  await complete(
    spender,
    owner,
    (await createTask(owner, { capacity: 1, difficulty: 'medium', hours_required: 4 })).id,
  );
  expect((await userRow(product, spender.id)).points).toBe(200);

  const results = await Promise.all(
    Array.from({ length: 20 }, () =>
      spender.client.rpc('redeem_reward', { p_item_id: 'gummy-bears' }),
    ),
  );

  expect(results.filter((r) => r.error === null)).toHaveLength(4);
  expect(results.filter((r) => r.error?.message === 'You need 50 more points!')).toHaveLength(16);
  expect((await userRow(product, spender.id)).points).toBe(0);
  const history = await spender.client.from('redemptions').select('cost');
  expect(history.data).toHaveLength(4);
});

it('credits points once when Done is pressed twice at the same moment', async () => {
  const worker = await createVolunteer(product, 'Wendy Worker');
  const task = await createTask(owner, { capacity: 1, difficulty: 'hard', hours_required: 1 });
  const application = await apply(worker, task.id);
  await owner.client.rpc('approve_application', { p_application_id: application.id });

  const results = await Promise.all(
    Array.from({ length: 5 }, () =>
      owner.client.rpc('mark_application_done', { p_application_id: application.id }),
    ),
  );

  expect(results.every((r) => r.data?.status === 'completed')).toBe(true);
  expect(await userRow(product, worker.id)).toMatchObject({ points: 100, completed_count: 1 });
  expect(await taskRow(product, task.id)).toMatchObject({ status: true, completed: true });
});

it('keeps one application per volunteer when Apply is pressed repeatedly at once', async () => {
  const eager = await createVolunteer(product, 'Eddie Eager');
  const task = await createTask(owner, { capacity: 2 });

  const results = await Promise.all(
    Array.from({ length: 10 }, () => eager.client.rpc('apply_for_task', { p_task_id: task.id })),
  );

  expect(results.filter((r) => r.error === null)).toHaveLength(1);
  expect((await taskRow(product, task.id)).applicant_count).toBe(1);
});

it('keeps a capacity-2 task open exactly when it has a free place while withdrawals and approvals race', async () => {
  for (let round = 0; round < 6; round += 1) {
    const task = await createTask(owner, { capacity: 2, task_date: null });
    const [first, second, third, fourth] = await Promise.all(
      [0, 1, 2, 3].map((i) => createVolunteer(product, `Racer ${round}-${i}`)),
    );
    const applications = [];
    for (const racer of [first, second, third, fourth]) {
      applications.push(await apply(racer, task.id));
    }
    for (const application of applications.slice(0, 2)) {
      await owner.client.rpc('approve_application', { p_application_id: application.id });
    }
    expect((await taskRow(product, task.id)).status).toBe(true);

    // the two approved volunteers leave (one by RPC, one by plain delete) while the organisation
    // approves the two waiting ones
    const results = await Promise.all([
      first.client.rpc('withdraw_application', { p_task_id: task.id }),
      second.client.from('applications').delete().eq('task_id', task.id).eq('user_id', second.id),
      owner.client.rpc('approve_application', { p_application_id: applications[2].id }),
      owner.client.rpc('approve_application', { p_application_id: applications[3].id }),
    ]);
    for (const result of results) {
      if (result.error) expect(result.error.message).toBe('This task is already full.');
    }

    const approved = await product.admin
      .from('applications')
      .select('id', { count: 'exact', head: true })
      .eq('task_id', task.id)
      .eq('status', 'approved');
    expect(approved.count).toBeLessThanOrEqual(2);
    expect(await taskRow(product, task.id)).toMatchObject({
      status: approved.count === 2,
      completed: false,
      applicant_count: 2,
    });
  }
});

it('reopens a full capacity-2 task once when both approved volunteers withdraw at once', async () => {
  const task = await createTask(owner, { capacity: 2, task_date: null });
  const pair = await Promise.all([0, 1].map((i) => createVolunteer(product, `Leaver ${i}`)));
  for (const leaver of pair) {
    const application = await apply(leaver, task.id);
    await owner.client.rpc('approve_application', { p_application_id: application.id });
  }
  expect((await taskRow(product, task.id)).status).toBe(true);

  const results = await Promise.all([
    pair[0].client.rpc('withdraw_application', { p_task_id: task.id }),
    pair[1].client.from('applications').delete().eq('task_id', task.id).eq('user_id', pair[1].id),
  ]);

  expect(results.map((r) => r.error)).toEqual([null, null]);
  expect(await taskRow(product, task.id)).toMatchObject({ status: false, applicant_count: 0 });
});

it('credits one Done once when Done and increment_user_points arrive together', async () => {
  const worker = await createVolunteer(product, 'Dora Double');
  const task = await createTask(owner, { capacity: 1, difficulty: 'easy', hours_required: 3 });
  const application = await apply(worker, task.id);
  await owner.client.rpc('approve_application', { p_application_id: application.id });

  const results = await Promise.all(
    Array.from({ length: 6 }, (_, i) =>
      i % 2 === 0
        ? owner.client.rpc('mark_application_done', { p_application_id: application.id })
        : owner.client.rpc('increment_user_points', { uid: worker.id, amt: 75 }),
    ),
  );

  expect(results.map((r) => r.error)).toEqual(Array(6).fill(null));
  expect(await userRow(product, worker.id)).toMatchObject({ points: 75, completed_count: 1 });
});
