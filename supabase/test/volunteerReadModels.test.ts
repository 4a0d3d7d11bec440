// The volunteer's read models (migration 20261124000600): get_open_tasks paged by keyset cursor in
// its three orders, each followed organisation read from its own index; get_volunteer_reviews and
// get_organisation_stats. Through supabase-js and the real PostgREST; pages read while tasks keep
// arriving neither repeat nor skip a task.
import {
  complete,
  createOrganisation,
  createTask,
  createVolunteer,
  followOrganisation,
  hoursFromNow,
  startProduct,
  type Actor,
  type Client,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(300_000);

type Sort = 'earliest' | 'newest' | 'points';
type OpenTaskRow = {
  id: string;
  title: string;
  task_date: string | null;
  points: number;
  created_at: string;
};

let product: Product;
let reader: Actor;
let first: Organisation;
let second: Organisation;
let unfollowed: Organisation;

beforeAll(async () => {
  product = await startProduct();
  reader = await createVolunteer(product, 'Paula Pager');
  first = await createOrganisation(product, 'First Followed');
  second = await createOrganisation(product, 'Second Followed');
  unfollowed = await createOrganisation(product, 'Not Followed');
  await followOrganisation(reader, first);
  await followOrganisation(reader, second);
  // Dates, points and creation times that interleave across the two organisations; two tasks
  // share a date so the tie-break (newest first, then id) is exercised; two are undated.
  const sameDay = hoursFromNow(72);
  const plan: [Organisation, string | null, 'easy' | 'medium' | 'hard'][] = [
    [first, hoursFromNow(24), 'easy'],
    [second, hoursFromNow(30), 'hard'],
    [first, sameDay, 'medium'],
    [second, sameDay, 'easy'],
    [first, null, 'hard'],
    [second, hoursFromNow(200), 'medium'],
    [first, hoursFromNow(48), 'hard'],
    [second, null, 'easy'],
    [first, hoursFromNow(120), 'medium'],
  ];
  let n = 0;
  for (const [org, date, difficulty] of plan) {
    n += 1;
    await createTask(org, { title: `Open ${n}`, task_date: date, difficulty });
  }
  await createTask(unfollowed, { title: 'Elsewhere', task_date: hoursFromNow(10) });
  await createTask(first, { title: 'Already over', task_date: hoursFromNow(-3) });
});

afterAll(async () => {
  await product?.stop();
});

async function openPage(
  client: Client,
  sort: Sort,
  limit: number,
  after?: OpenTaskRow,
  search = '',
): Promise<OpenTaskRow[]> {
  const { data, error } = await client.rpc('get_open_tasks', {
    p_sort: sort,
    p_limit: limit,
    p_search: search,
    ...(after
      ? {
          ...(after.task_date === null ? {} : { p_after_task_date: after.task_date }),
          p_after_points: after.points,
          p_after_created_at: after.created_at,
          p_after_id: after.id,
        }
      : {}),
  });
  if (error) throw new Error(error.message);
  return data;
}

/** The whole list one page at a time, `between` run after each page. */
async function readAll(
  sort: Sort,
  limit: number,
  between: () => Promise<void> = async () => undefined,
  search = '',
): Promise<OpenTaskRow[]> {
  const rows: OpenTaskRow[] = [];
  let after: OpenTaskRow | undefined;
  for (;;) {
    const page = await openPage(reader.client, sort, limit, after, search);
    rows.push(...page);
    after = page.at(-1);
    if (after === undefined || page.length < limit) return rows;
    await between();
  }
}

const time = (value: string | null) =>
  value === null ? Number.POSITIVE_INFINITY : new Date(value).getTime();

/** The list's order as SPEC §5 words it, with the tie-breaks the function documents. */
function ordered(rows: OpenTaskRow[], sort: Sort): string[] {
  const byNewest = (a: OpenTaskRow, b: OpenTaskRow) =>
    time(b.created_at) - time(a.created_at) || (a.id < b.id ? 1 : -1);
  const sorted = [...rows].sort((a, b) => {
    if (sort === 'earliest') return time(a.task_date) - time(b.task_date) || byNewest(a, b);
    if (sort === 'points') return b.points - a.points || byNewest(a, b);
    return byNewest(a, b);
  });
  return sorted.map((row) => row.title);
}

describe('get_open_tasks', () => {
  it('lists the open, current tasks of followed organisations in each order, the same whole or in pages of one', async () => {
    for (const sort of ['earliest', 'newest', 'points'] as Sort[]) {
      const whole = await openPage(reader.client, sort, 100);
      expect(whole.map((row) => row.title).sort()).toEqual(
        Array.from({ length: 9 }, (_, i) => `Open ${i + 1}`).sort(),
      );
      expect({ sort, titles: whole.map((row) => row.title) }).toEqual({
        sort,
        titles: ordered(whole, sort),
      });
      const paged = await readAll(sort, 1);
      expect({ sort, titles: paged.map((row) => row.title) }).toEqual({
        sort,
        titles: whole.map((row) => row.title),
      });
    }
  });

  it('puts undated tasks last in the earliest order, and pages through them', async () => {
    const titles = (await readAll('earliest', 2)).map((row) => row.title);
    expect(titles.slice(-2).sort()).toEqual(['Open 5', 'Open 8']);
  });

  it('pages a search the same way', async () => {
    await createTask(second, { title: 'Searchable one', task_date: hoursFromNow(60) });
    await createTask(first, { title: 'Searchable two', task_date: hoursFromNow(61) });
    const found = await readAll('earliest', 1, undefined, 'SEARCHABLE');
    expect(found.map((row) => row.title)).toEqual(['Searchable one', 'Searchable two']);
  });

  it('pages without duplicates or gaps while tasks are posted in between', async () => {
    const whole = (await openPage(reader.client, 'newest', 100)).map((row) => row.id);
    let posted = 0;
    const paged = await readAll('newest', 3, async () => {
      posted += 1;
      await createTask(posted % 2 === 0 ? first : second, { title: `Posted meanwhile ${posted}` });
    });
    // The tasks posted meanwhile are newer than every cursor: they come at the next read from the top.
    expect(paged.map((row) => row.id)).toEqual(whole);
    expect(posted).toBeGreaterThan(1);
    const top = await openPage(reader.client, 'newest', posted);
    expect(top.map((row) => row.title)).toEqual(
      Array.from({ length: posted }, (_, i) => `Posted meanwhile ${posted - i}`),
    );
  });

  it('refuses an incomplete cursor', async () => {
    const { error } = await reader.client.rpc('get_open_tasks', {
      p_sort: 'points',
      p_after_id: '00000000-0000-4000-8000-000000000001',
      p_after_created_at: new Date().toISOString(),
    });
    expect(error).toMatchObject({ code: '22023', message: 'The cursor is incomplete.' });
  });
});

describe('get_volunteer_reviews and get_organisation_stats', () => {
  it('give a volunteer’s reviews newest first with the organisation and task, a page at a time', async () => {
    const reviewer = await createOrganisation(product, 'Reviewing Org');
    const reviewed = await createVolunteer(product, 'Rita Reviewed');
    for (const title of ['Review task A', 'Review task B', 'Review task C']) {
      const task = await createTask(reviewer, { title, capacity: 1 });
      await complete(reviewed, reviewer, task.id);
      const review = await reviewer.client.rpc('submit_review', {
        p_task_id: task.id,
        p_user_id: reviewed.id,
        p_rating: 4,
        p_comment: `About ${title}`,
      });
      if (review.error) throw new Error(review.error.message);
    }
    const firstPage = await reader.client.rpc('get_volunteer_reviews', {
      p_user_id: reviewed.id,
      p_limit: 2,
    });
    expect(firstPage.data?.map((row) => [row.task_title, row.organisation_name])).toEqual([
      ['Review task C', 'Reviewing Org'],
      ['Review task B', 'Reviewing Org'],
    ]);
    const last = firstPage.data?.at(-1);
    const secondPage = await reader.client.rpc('get_volunteer_reviews', {
      p_user_id: reviewed.id,
      p_limit: 2,
      p_before_created_at: last?.created_at,
      p_before_id: last?.id,
    });
    expect(secondPage.data?.map((row) => row.comment)).toEqual(['About Review task A']);

    const stats = await reader.client.rpc('get_organisation_stats', {
      p_organisation_id: reviewer.orgId,
    });
    expect(stats.data).toEqual([{ tasks_posted: 3, applicants: 3 }]);
    const anonymous = await product.anon.rpc('get_organisation_stats', {
      p_organisation_id: reviewer.orgId,
    });
    expect(anonymous.error).not.toBeNull();
  });
});
