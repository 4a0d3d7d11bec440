// Discovery (migration 20261124124534, issue #20): a task's interests, get_open_tasks' filters (one
// followed organisation, an interest, a date range, a duration) and the For You order, which puts
// tasks suiting the volunteer's interests first and organisations they have worked with next, and
// says so on each row. Through supabase-js and the real PostgREST.
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  followOrganisation,
  hoursFromNow,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(300_000);

type Row = {
  id: string;
  title: string;
  task_date: string | null;
  points: number;
  created_at: string;
  relevance: number;
  places_taken: number;
  matched_interests: string[];
  worked_with_organisation: boolean;
  interests: string[];
};

let product: Product;
let finder: Actor;
let landcare: Organisation;
let club: Organisation;

beforeAll(async () => {
  product = await startProduct();
  finder = await createVolunteer(product, 'Fiona Finder');
  const profile = await finder.client
    .from('users')
    .update({ interests: 'Environment, Animals' })
    .eq('id', finder.id);
  if (profile.error) throw new Error(profile.error.message);
  landcare = await createOrganisation(product, 'Discovery Landcare');
  club = await createOrganisation(product, 'Discovery Club');
  await followOrganisation(finder, landcare);
  await followOrganisation(finder, club);

  await createTask(landcare, {
    title: 'Dune planting',
    interests: ['Environment'],
    task_date: hoursFromNow(100),
    hours_required: 3,
  });
  await createTask(landcare, {
    title: 'Landcare raffle',
    interests: ['Fundraising'],
    task_date: hoursFromNow(20),
    hours_required: 1,
  });
  await createTask(club, {
    title: 'Club bird count',
    interests: ['Animals', 'Sport'],
    task_date: hoursFromNow(200),
    hours_required: 5,
  });
  await createTask(club, {
    title: 'Club canteen',
    interests: ['Sport'],
    task_date: hoursFromNow(10),
    hours_required: 2,
  });
  await createTask(club, { title: 'Club any-time admin', interests: [], task_date: null });
  // Worked with: an approved place on a Landcare task, which also takes one of its two places.
  const worked = await createTask(landcare, {
    title: 'Landcare shift worked',
    task_date: hoursFromNow(300),
    capacity: 2,
  });
  const application = await apply(finder, worked.id);
  const approved = await landcare.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  if (approved.error) throw new Error(approved.error.message);
});

afterAll(async () => {
  await product?.stop();
});

async function open(args: Record<string, unknown>): Promise<Row[]> {
  const { data, error } = await finder.client.rpc('get_open_tasks', { p_limit: 100, ...args });
  if (error) throw new Error(error.message);
  return data as Row[];
}

const titles = (rows: Row[]) => rows.map((row) => row.title);

describe('a task’s interests', () => {
  it('are stored as the organisation chose them, and one outside SPEC’s list is refused', async () => {
    const task = await createTask(club, { title: 'Club art day', interests: ['Arts', 'Youth'] });
    expect(task.interests).toEqual(['Arts', 'Youth']);
    const edit = await club.client
      .from('tasks')
      .update({ interests: ['Arts'] })
      .eq('id', task.id)
      .select('interests')
      .single();
    expect(edit.data).toEqual({ interests: ['Arts'] });
    await expect(
      createTask(club, { title: 'Unknown interest', interests: ['Knitting'] }),
    ).rejects.toThrow(/tasks_interests_known/);
    await club.client.from('tasks').delete().eq('id', task.id);
  });
});

describe('get_open_tasks filters', () => {
  it('narrows to one followed organisation', async () => {
    expect(titles(await open({ p_organisation_id: club.orgId })).sort()).toEqual([
      'Club any-time admin',
      'Club bird count',
      'Club canteen',
    ]);
  });

  it('narrows to tasks suiting an interest', async () => {
    expect(titles(await open({ p_interest: 'Sport' }))).toEqual([
      'Club canteen',
      'Club bird count',
    ]);
  });

  it('narrows to dated tasks starting in a date range', async () => {
    const rows = await open({ p_from: hoursFromNow(15), p_to: hoursFromNow(150) });
    expect(titles(rows)).toEqual(['Landcare raffle', 'Dune planting']);
  });

  it('narrows to a duration, over one bound and up to the other', async () => {
    expect(titles(await open({ p_hours_up_to: 2 })).sort()).toEqual([
      'Club any-time admin',
      'Club canteen',
      'Landcare raffle',
      'Landcare shift worked',
    ]);
    expect(titles(await open({ p_hours_over: 2, p_hours_up_to: 4 }))).toEqual(['Dune planting']);
    expect(titles(await open({ p_hours_over: 4 }))).toEqual(['Club bird count']);
  });

  it('combines filters with the search', async () => {
    expect(
      titles(await open({ p_search: 'club', p_interest: 'Animals', p_hours_over: 4 })),
    ).toEqual(['Club bird count']);
    expect(await open({ p_search: 'club', p_interest: 'Elderly' })).toEqual([]);
  });
});

describe('the For You order', () => {
  it('puts tasks suiting the volunteer first, then organisations they worked with, each by date', async () => {
    const rows = await open({ p_sort: 'for_you' });
    expect(rows.map((row) => [row.title, row.relevance])).toEqual([
      ['Dune planting', 3],
      ['Club bird count', 2],
      ['Landcare raffle', 1],
      ['Landcare shift worked', 1],
      ['Club canteen', 0],
      ['Club any-time admin', 0],
    ]);
  });

  it('says on each row what it matched and how many places are taken', async () => {
    const rows = await open({ p_sort: 'for_you' });
    const byTitle = new Map(rows.map((row) => [row.title, row]));
    expect(byTitle.get('Club bird count')).toMatchObject({
      matched_interests: ['Animals'],
      worked_with_organisation: false,
      interests: ['Animals', 'Sport'],
    });
    expect(byTitle.get('Landcare raffle')).toMatchObject({
      matched_interests: [],
      worked_with_organisation: true,
    });
    expect(byTitle.get('Landcare shift worked')?.places_taken).toBe(1);
    expect(byTitle.get('Club canteen')?.places_taken).toBe(0);
  });

  it('pages one task at a time in the same order as the whole list', async () => {
    const whole = titles(await open({ p_sort: 'for_you' }));
    const paged: string[] = [];
    let after: Row | undefined;
    for (;;) {
      const page = await open({
        p_sort: 'for_you',
        p_limit: 1,
        ...(after === undefined
          ? {}
          : {
              ...(after.task_date === null ? {} : { p_after_task_date: after.task_date }),
              p_after_points: after.points,
              p_after_created_at: after.created_at,
              p_after_id: after.id,
              p_after_relevance: after.relevance,
            }),
      });
      if (page.length === 0) break;
      paged.push(...titles(page));
      after = page[0];
    }
    expect(paged).toEqual(whole);
  });

  it('is the date order for a volunteer with no interests and no history', async () => {
    const newcomer = await createVolunteer(product, 'Nina Newcomer');
    await followOrganisation(newcomer, club);
    const forYou = await newcomer.client.rpc('get_open_tasks', { p_sort: 'for_you' });
    const earliest = await newcomer.client.rpc('get_open_tasks', { p_sort: 'earliest' });
    expect(forYou.data?.map((row) => row.title)).toEqual(earliest.data?.map((row) => row.title));
  });

  it('refuses a For You cursor without its relevance', async () => {
    const { error } = await finder.client.rpc('get_open_tasks', {
      p_sort: 'for_you',
      p_after_id: '00000000-0000-4000-8000-000000000001',
      p_after_created_at: new Date().toISOString(),
    });
    expect(error).toMatchObject({ code: '22023', message: 'The cursor is incomplete.' });
  });
});
