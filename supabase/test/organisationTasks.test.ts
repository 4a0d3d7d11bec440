// The organisation's read models (migration 20261124000400): get_organisation_tasks, one page of
// the caller's own tasks with counts per application status and the first five applicants, and
// get_task_applicants, one page of a task's applicants. Through supabase-js and the real PostgREST,
// as the owner, another organisation, a volunteer and anonymously; paged by keyset cursor while
// tasks and applications keep arriving.
import {
  apply,
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  hoursFromNow,
  startProduct,
  type Actor,
  type Client,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(300_000);

type TaskPageRow = { id: string; created_at: string };
type Cursor = { created_at: string; id: string } | undefined;

let product: Product;
let owner: Organisation;
let otherOrg: Organisation;
let volunteers: Actor[];

beforeAll(async () => {
  product = await startProduct();
  owner = await createOrganisation(product, 'Paging Org');
  otherOrg = await createOrganisation(product, 'Other Org');
  volunteers = [];
  for (let i = 1; i <= 8; i += 1) {
    volunteers.push(await createVolunteer(product, `Volunteer ${String(i).padStart(2, '0')}`));
  }
  const photo = await volunteer(0)
    .client.from('users')
    .update({ profile_url: 'https://example.org/v1.png' })
    .eq('id', volunteer(0).id);
  if (photo.error) throw new Error(photo.error.message);
});

afterAll(async () => {
  await product?.stop();
});

function volunteer(index: number): Actor {
  const found = volunteers[index];
  if (found === undefined) throw new Error(`no volunteer ${index}`);
  return found;
}

async function tasksPage(
  client: Client,
  options: { filter?: string; after?: Cursor; limit: number },
) {
  const { data, error } = await client.rpc('get_organisation_tasks', {
    p_filter: options.filter ?? 'all',
    p_limit: options.limit,
    ...(options.after
      ? { p_before_created_at: options.after.created_at, p_before_id: options.after.id }
      : {}),
  });
  if (error) throw new Error(error.message);
  return data;
}

async function applicantsPage(client: Client, taskId: string, after: Cursor, limit: number) {
  const { data, error } = await client.rpc('get_task_applicants', {
    p_task_id: taskId,
    p_limit: limit,
    ...(after ? { p_after_created_at: after.created_at, p_after_id: after.id } : {}),
  });
  if (error) throw new Error(error.message);
  return data;
}

/** Every row of a keyset-paged read, `between` run after each page but the last. */
async function readAllPages<Row extends TaskPageRow>(
  read: (after: Cursor) => Promise<Row[]>,
  between: () => Promise<void>,
): Promise<Row[]> {
  const rows: Row[] = [];
  let after: Cursor;
  for (;;) {
    const page = await read(after);
    rows.push(...page);
    const last = page.at(-1);
    if (last === undefined) return rows;
    after = { created_at: last.created_at, id: last.id };
    await between();
  }
}

describe('get_organisation_tasks', () => {
  let busyTaskId: string;
  let doneTaskId: string;

  beforeAll(async () => {
    await createTask(owner, { title: 'Quiet task' });
    doneTaskId = (await createTask(owner, { title: 'Done task', capacity: 1 })).id;
    await complete(volunteer(7), owner, doneTaskId);
    busyTaskId = (await createTask(owner, { title: 'Busy task', capacity: 3 })).id;
    const applications = [];
    for (let i = 0; i < 7; i += 1) applications.push(await apply(volunteer(i), busyTaskId));
    const approved = await owner.client.rpc('approve_application', {
      p_application_id: applications[1]?.id ?? '',
    });
    if (approved.error) throw new Error(approved.error.message);
    const rejected = await owner.client.rpc('reject_application', {
      p_application_id: applications[2]?.id ?? '',
    });
    if (rejected.error) throw new Error(rejected.error.message);
    await createTask(otherOrg, { title: 'Someone else’s task' });
  });

  it('gives the owner its tasks newest first, with counts, places and the first five applicants', async () => {
    const rows = await tasksPage(owner.client, { limit: 10 });
    expect(rows.map((row) => row.title)).toEqual(['Busy task', 'Done task', 'Quiet task']);
    const busy = rows[0];
    expect(busy).toMatchObject({
      id: busyTaskId,
      organisation_name: 'Paging Org',
      capacity: 3,
      applicant_count: 7,
      applied_count: 5,
      approved_count: 1,
      rejected_count: 1,
      completed_count: 0,
      status: false,
      completed: false,
    });
    expect(busy?.applicants).toHaveLength(5);
    expect(busy?.applicants).toEqual(
      [0, 1, 2, 3, 4].map((i) => ({
        id: expect.any(String),
        user_id: volunteer(i).id,
        status: ['applied', 'approved', 'rejected', 'applied', 'applied'][i],
        created_at: expect.any(String),
        name: volunteer(i).name,
        profile_url: i === 0 ? 'https://example.org/v1.png' : null,
        booked_elsewhere: false,
        attendance: null,
      })),
    );
    expect(rows[1]).toMatchObject({ completed: true, completed_count: 1, applicant_count: 1 });
    expect(rows[2]).toMatchObject({ applicant_count: 0, applicants: [] });
  });

  it.each([
    ['open', ['Quiet task']],
    ['pending', []],
    ['completed', ['Done task']],
    ['withApplicants', ['Busy task', 'Done task']],
  ])('filters %s in the database', async (filter, titles) => {
    expect((await tasksPage(owner.client, { filter, limit: 10 })).map((row) => row.title)).toEqual(
      titles,
    );
  });

  it('shows another organisation and a volunteer none of the owner’s tasks, and refuses anonymous callers', async () => {
    const other = await tasksPage(otherOrg.client, { limit: 10 });
    expect(other.map((row) => row.title)).toEqual(['Someone else’s task']);
    expect(await tasksPage(volunteer(0).client, { limit: 10 })).toEqual([]);
    const anonymous = await product.anon.rpc('get_organisation_tasks', {});
    expect(anonymous.data).toBeNull();
    expect(anonymous.error).not.toBeNull();
  });

  it('refuses an unknown filter and half a cursor', async () => {
    const filter = await owner.client.rpc('get_organisation_tasks', { p_filter: 'mine' });
    expect(filter.error?.code).toBe('22023');
    const cursor = await owner.client.rpc('get_organisation_tasks', {
      p_before_created_at: new Date().toISOString(),
    });
    expect(cursor.error?.code).toBe('22023');
  });

  it('pages by cursor without duplicates or gaps while tasks and applications arrive', async () => {
    const pager = await createOrganisation(product, 'Pager Org');
    const before: string[] = [];
    for (let i = 1; i <= 11; i += 1)
      before.unshift((await createTask(pager, { title: `P${i}` })).id);
    let added = 0;
    const rows = await readAllPages(
      (after) => tasksPage(pager.client, { after, limit: 4 }),
      async () => {
        added += 1;
        const fresh = await createTask(pager, { title: `New ${added}` });
        await apply(volunteer(added % volunteers.length), fresh.id);
        await apply(volunteer(added % volunteers.length), before[before.length - added] ?? '');
      },
    );
    expect(rows.map((row) => row.id)).toEqual(before);
    expect(added).toBe(3);
    // The next read from the top sees the new tasks first.
    const top = await tasksPage(pager.client, { limit: 3 });
    expect(top.map((row) => row.title)).toEqual(['New 3', 'New 2', 'New 1']);
  });
});

describe('get_task_applicants', () => {
  let taskId: string;

  beforeAll(async () => {
    taskId = (await createTask(owner, { title: 'Popular task', capacity: 8 })).id;
    for (let i = 0; i < 5; i += 1) await apply(volunteer(i), taskId);
  });

  it('gives the owner the applicants in the order they applied, with name and photo', async () => {
    const rows = await applicantsPage(owner.client, taskId, undefined, 10);
    expect(rows.map((row) => row.name)).toEqual([0, 1, 2, 3, 4].map((i) => volunteer(i).name));
    expect(rows[0]).toMatchObject({
      user_id: volunteer(0).id,
      status: 'applied',
      profile_url: 'https://example.org/v1.png',
    });
  });

  it('shows another organisation and volunteers nothing, even their own application, and refuses anonymous callers', async () => {
    expect(await applicantsPage(otherOrg.client, taskId, undefined, 10)).toEqual([]);
    expect(await applicantsPage(volunteer(0).client, taskId, undefined, 10)).toEqual([]);
    const anonymous = await product.anon.rpc('get_task_applicants', { p_task_id: taskId });
    expect(anonymous.data).toBeNull();
    expect(anonymous.error).not.toBeNull();
  });

  it('pages by cursor without duplicates or gaps while volunteers apply, new ones last', async () => {
    const before = (await applicantsPage(owner.client, taskId, undefined, 10)).map((r) => r.id);
    let next = 5;
    const rows = await readAllPages(
      (after) => applicantsPage(owner.client, taskId, after, 2),
      async () => {
        if (next < volunteers.length) {
          await apply(volunteer(next), taskId);
          next += 1;
        }
      },
    );
    const ids = rows.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, before.length)).toEqual(before);
    expect(rows.slice(before.length).map((row) => row.name)).toEqual(
      [5, 6, 7].map((i) => volunteer(i).name),
    );
  });
});

describe('applications_select without a function call per row', () => {
  it('still shows the owner all applications of its tasks and a volunteer only their own', async () => {
    const task = await createTask(owner, { title: 'Policy task', capacity: 4 });
    await apply(volunteer(0), task.id);
    await apply(volunteer(1), task.id);
    const asOwner = await owner.client
      .from('applications')
      .select('user_id')
      .eq('task_id', task.id);
    expect(asOwner.data?.map((row) => row.user_id).sort()).toEqual(
      [volunteer(0).id, volunteer(1).id].sort(),
    );
    const asVolunteer = await volunteer(0)
      .client.from('applications')
      .select('user_id')
      .eq('task_id', task.id);
    expect(asVolunteer.data).toEqual([{ user_id: volunteer(0).id }]);
    const asOther = await otherOrg.client.from('applications').select('id').eq('task_id', task.id);
    expect(asOther.data).toEqual([]);
  });
});

describe('get_organisation_todo', () => {
  it("counts the caller's waiting applicants, this week's tasks and reviews owed, and no one else's", async () => {
    const org = await createOrganisation(product, 'Todo Org');
    const [ana, ben, cat] = await Promise.all([
      createVolunteer(product, 'Todo Ana'),
      createVolunteer(product, 'Todo Ben'),
      createVolunteer(product, 'Todo Cat'),
    ]);
    const soon = await createTask(org, { title: 'Soon', task_date: hoursFromNow(48), capacity: 3 });
    await createTask(org, { title: 'Later', task_date: hoursFromNow(24 * 10) });
    await createTask(org, { title: 'Undated', task_date: null });
    await apply(ana, soon.id);
    await apply(ben, soon.id);
    // Cat's work is done but not reviewed; the reviewed one is not owed.
    await complete(cat, org, soon.id);
    const reviewedTask = await createTask(org, { title: 'Reviewed', capacity: 1 });
    await complete(ana, org, reviewedTask.id);
    const review = await org.client.rpc('submit_review', {
      p_task_id: reviewedTask.id,
      p_user_id: ana.id,
      p_rating: 5,
    });
    if (review.error) throw new Error(review.error.message);
    // Someone else's organisation: its applicants are not this one's to decide.
    const elsewhere = await createTask(otherOrg, { task_date: hoursFromNow(30) });
    await apply(cat, elsewhere.id);

    const todo = await org.client.rpc('get_organisation_todo');
    expect(todo.error).toBeNull();
    // Only Soon falls in the week: Later is ten days out, Undated has no date, and the reviewed
    // task (72 hours out) is completed.
    expect(todo.data).toEqual([{ applicants_waiting: 2, tasks_this_week: 1, reviews_owed: 1 }]);

    const asVolunteer = await ana.client.rpc('get_organisation_todo');
    expect(asVolunteer.data).toEqual([
      { applicants_waiting: 0, tasks_this_week: 0, reviews_owed: 0 },
    ]);
    const anonymous = await product.anon.rpc('get_organisation_todo');
    expect(anonymous.error).not.toBeNull();
  });
});
