// Clashes (migration 20261124133413, issue #21): a task's occurrences (once-off: its hours from its
// start; ongoing: its weekdays, whole local days in its time zone, for its weeks), the caller's
// approved tasks overlapping a task (get_task_clashes), and booked_elsewhere on the applicants the
// organisation reads. Through supabase-js and the real PostgREST.
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  followOrganisation,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(300_000);

let product: Product;
let org: Organisation;
let other: Organisation;
let volunteer: Actor;

async function approve(owner: Organisation, taskId: string, who: Actor) {
  const application = await apply(who, taskId);
  const { error } = await owner.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  if (error) throw new Error(error.message);
}

async function clashes(who: Actor, taskId: string) {
  const { data, error } = await who.client.rpc('get_task_clashes', { p_task_id: taskId });
  if (error) throw new Error(error.message);
  return data.map((row) => ({
    title: row.title,
    from: new Date(row.overlap_starts_at).toISOString(),
  }));
}

beforeAll(async () => {
  product = await startProduct();
  org = await createOrganisation(product, 'Clash Org');
  other = await createOrganisation(product, 'Other Clash Org');
  volunteer = await createVolunteer(product, 'Cleo Clash');
  await followOrganisation(volunteer, org);
  await followOrganisation(volunteer, other);
  // Approved: a morning shift 10:00–13:00 UTC, and a Tuesday role in Sydney for two weeks.
  const morning = await createTask(other, {
    title: 'Morning shift',
    task_date: '2031-06-05T10:00:00Z',
    hours_required: 3,
    capacity: 3,
  });
  await approve(other, morning.id, volunteer);
  const tuesdays = await createTask(other, {
    title: 'Tuesday role',
    task_type: 'ongoing',
    detailed_description: 'Every Tuesday',
    days_of_week: ['Tuesday'],
    number_of_weeks: 2,
    hours_required: 2,
    capacity: 3,
    time_zone: 'Australia/Sydney',
    // Tuesday 3 June 2031, 00:00 in Sydney
    task_date: '2031-06-02T14:00:00Z',
  });
  await approve(other, tuesdays.id, volunteer);
});

afterAll(async () => {
  await product?.stop();
});

describe('get_task_clashes', () => {
  it('finds an approved once-off task whose hours overlap, from where the overlap starts', async () => {
    const noon = await createTask(org, {
      title: 'Noon shift',
      task_date: '2031-06-05T12:00:00Z',
      hours_required: 2,
    });
    expect(await clashes(volunteer, noon.id)).toEqual([
      { title: 'Morning shift', from: '2031-06-05T12:00:00.000Z' },
    ]);
  });

  it('finds none for a task that starts as the other ends, or one without a date', async () => {
    const after = await createTask(org, {
      title: 'Afternoon shift',
      task_date: '2031-06-05T13:00:00Z',
      hours_required: 2,
    });
    const undated = await createTask(org, { title: 'Any time', task_date: null });
    expect(await clashes(volunteer, after.id)).toEqual([]);
    expect(await clashes(volunteer, undated.id)).toEqual([]);
  });

  it('finds an ongoing role on its weekdays in its own time zone, for its weeks only', async () => {
    // Tuesday 10 June 2031, 10:00 in Sydney (00:00 UTC): the role's second Tuesday.
    const secondTuesday = await createTask(org, {
      title: 'Second Tuesday',
      task_date: '2031-06-10T00:00:00Z',
    });
    // Wednesday 11 June in Sydney; and Tuesday 17 June, after the role's two weeks.
    const wednesday = await createTask(org, {
      title: 'Wednesday',
      task_date: '2031-06-11T00:00:00Z',
    });
    const thirdTuesday = await createTask(org, {
      title: 'Third Tuesday',
      task_date: '2031-06-17T00:00:00Z',
    });
    expect(await clashes(volunteer, secondTuesday.id)).toEqual([
      { title: 'Tuesday role', from: '2031-06-10T00:00:00.000Z' },
    ]);
    expect(await clashes(volunteer, wednesday.id)).toEqual([]);
    expect(await clashes(volunteer, thirdTuesday.id)).toEqual([]);
  });

  it('counts approved work only, and only the caller’s', async () => {
    const bystander = await createVolunteer(product, 'Bea Bystander');
    await followOrganisation(bystander, other);
    const pending = await createTask(other, {
      title: 'Pending evening',
      task_date: '2031-06-20T18:00:00Z',
      hours_required: 2,
    });
    await apply(bystander, pending.id);
    const evening = await createTask(org, {
      title: 'Evening',
      task_date: '2031-06-20T19:00:00Z',
    });
    expect(await clashes(bystander, evening.id)).toEqual([]);
    const noon = await createTask(org, { title: 'Noon again', task_date: '2031-06-05T11:00:00Z' });
    expect(await clashes(bystander, noon.id)).toEqual([]);
  });
});

describe('booked elsewhere', () => {
  it('is on the applicant the organisation reads, in both read models', async () => {
    const overlapping = await createTask(org, {
      title: 'Overlapping shift',
      task_date: '2031-06-05T11:30:00Z',
      hours_required: 1,
    });
    const clear = await createTask(org, {
      title: 'Clear shift',
      task_date: '2031-06-06T11:30:00Z',
      hours_required: 1,
    });
    await apply(volunteer, overlapping.id);
    await apply(volunteer, clear.id);
    // Another applicant of the same shift, with nothing approved: worked out with Cleo's, not as her.
    const free = await createVolunteer(product, 'Dan Free');
    await followOrganisation(free, org);
    await apply(free, overlapping.id);
    const flag = async (taskId: string) => {
      const { data, error } = await org.client.rpc('get_task_applicants', { p_task_id: taskId });
      if (error) throw new Error(error.message);
      return data.map((row) => row.booked_elsewhere);
    };
    expect(await flag(overlapping.id)).toEqual([true, false]);
    expect(await flag(clear.id)).toEqual([false]);
    const { data, error } = await org.client.rpc('get_organisation_tasks', { p_limit: 100 });
    if (error) throw new Error(error.message);
    const applicants = (title: string) =>
      (data.find((task) => task.title === title)?.applicants ?? []) as {
        booked_elsewhere: boolean;
      }[];
    expect(applicants('Overlapping shift').map((a) => a.booked_elsewhere)).toEqual([true, false]);
    expect(applicants('Clear shift').map((a) => a.booked_elsewhere)).toEqual([false]);
  });
});

describe('a task’s time zone', () => {
  it('is one PostgreSQL knows', async () => {
    await expect(createTask(org, { title: 'Nowhere', time_zone: 'Mars/Olympus' })).rejects.toThrow(
      /tasks_time_zone_known/,
    );
    const sydney = await createTask(org, { title: 'Somewhere', time_zone: 'Australia/Sydney' });
    expect(sydney.time_zone).toBe('Australia/Sydney');
  });
});
