// Calendar (migration 20261124134628, issue #21): a task as an .ics file (task_calendar), and a
// volunteer's private feed of their approved tasks (issue_calendar_feed, revoke_calendar_feed,
// calendar_feed) served by the calendar Edge Function on the real Deno runtime. The iCalendar text
// is read back by a real parser, ical.js.
import ICAL from 'ical.js';
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
let volunteer: Actor;
let outsider: Actor;

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

async function approve(taskId: string, who: Actor) {
  const application = await apply(who, taskId);
  const { error } = await org.client.rpc('approve_application', {
    p_application_id: application.id,
  });
  if (error) throw new Error(error.message);
}

async function feedOf(token: string) {
  return fetch(`${product.stack.apiUrl}/functions/v1/calendar?token=${token}`);
}

beforeAll(async () => {
  product = await startProduct();
  org = await createOrganisation(product, 'Calendar Org');
  volunteer = await createVolunteer(product, 'Cal Volunteer');
  outsider = await createVolunteer(product, 'Otto Outsider');
  await followOrganisation(volunteer, org);
});

afterAll(async () => {
  await product?.stop();
});

describe('task_calendar', () => {
  it('writes a once-off task as one event from its start for its hours, parsed back the same', async () => {
    const task = await createTask(org, {
      title: 'Beach clean-up, north end',
      description: 'Bring gloves; we supply bags.\nMeet at the kiosk.',
      location: 'Bondi Beach',
      task_date: '2031-03-09T09:00:00Z',
      hours_required: 3,
      time_zone: 'Australia/Sydney',
    });
    const { data, error } = await volunteer.client.rpc('task_calendar', { p_task_id: task.id });
    if (error) throw new Error(error.message);
    const [event] = events(data ?? '');
    expect(event?.uid).toBe(`task-${task.id}@pitch-in`);
    expect(event?.summary).toBe('Beach clean-up, north end');
    expect(event?.location).toBe('Bondi Beach');
    // The task's own clock named first, as the screens show it (issue #44: 20:00 in Sydney is
    // 09:00 UTC, the instant DTSTART holds).
    expect(event?.description).toBe(
      'Starts 20:00 Australia/Sydney time.\n\nBring gloves; we supply bags.\nMeet at the kiosk.\n\nWith Calendar Org.',
    );
    expect(event?.startDate.toJSDate().toISOString()).toBe('2031-03-09T09:00:00.000Z');
    expect(event?.endDate.toJSDate().toISOString()).toBe('2031-03-09T12:00:00.000Z');
    expect(event?.isRecurring()).toBe(false);
    // Lines are folded at 75 octets.
    for (const line of (data ?? '').split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
  });

  it('writes an ongoing task as all-day events on its weekdays in its zone, for its weeks', async () => {
    const task = await createTask(org, {
      title: 'Weekly mentoring',
      task_type: 'ongoing',
      detailed_description: 'Tuesdays and Thursdays',
      days_of_week: ['Thursday', 'Tuesday'],
      number_of_weeks: 2,
      hours_required: 4,
      time_zone: 'Australia/Sydney',
      // Monday 2 June 2031, 00:00 in Sydney: the first weekday of the role is Tuesday the 3rd.
      task_date: '2031-06-01T14:00:00Z',
    });
    const { data } = await volunteer.client.rpc('task_calendar', { p_task_id: task.id });
    const [event] = events(data ?? '');
    expect(event?.startDate.toString()).toBe('2031-06-03');
    expect(event?.startDate.isDate).toBe(true);
    const iterator = event?.iterator();
    const days: string[] = [];
    for (let next = iterator?.next(); next; next = iterator?.next()) days.push(next.toString());
    expect(days).toEqual(['2031-06-03', '2031-06-05', '2031-06-10', '2031-06-12']);
  });

  it('folds long lines between characters, never inside one, so any text reads back whole', async () => {
    const title = 'Café ☕ morning, ünïcode; and commas '.repeat(4).trim();
    const task = await createTask(org, { title, task_date: '2031-03-10T09:00:00Z' });
    const { data } = await volunteer.client.rpc('task_calendar', { p_task_id: task.id });
    for (const line of (data ?? '').split('\r\n')) {
      expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    }
    expect(events(data ?? '')[0]?.summary).toBe(title);
  });

  it('has nothing for an undated task', async () => {
    const task = await createTask(org, { title: 'Any time', task_date: null });
    const { data } = await volunteer.client.rpc('task_calendar', { p_task_id: task.id });
    expect(data).toBeNull();
  });
});

describe('the private calendar feed', () => {
  it('serves the volunteer’s approved tasks to whoever has the link, until it is revoked', async () => {
    const approved = await createTask(org, {
      title: 'Approved shift',
      task_date: '2031-07-01T09:00:00Z',
      capacity: 3,
    });
    const pending = await createTask(org, {
      title: 'Pending shift',
      task_date: '2031-07-02T09:00:00Z',
    });
    await approve(approved.id, volunteer);
    await apply(volunteer, pending.id);

    const issued = await volunteer.client.rpc('issue_calendar_feed');
    if (issued.error) throw new Error(issued.error.message);
    const token = issued.data;
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const own = await volunteer.client.from('calendar_feeds').select('token').single();
    expect(own.data?.token).toBe(token);

    const response = await feedOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/calendar/);
    expect(events(await response.text()).map((event) => event.summary)).toEqual(['Approved shift']);

    // A new link replaces the old one; turning it off answers 404 for any.
    const reissued = await volunteer.client.rpc('issue_calendar_feed');
    expect((await feedOf(token)).status).toBe(404);
    expect((await feedOf(reissued.data ?? '')).status).toBe(200);
    await volunteer.client.rpc('revoke_calendar_feed');
    expect((await feedOf(reissued.data ?? '')).status).toBe(404);
  });

  it('is nobody else’s to read: not the row, not the function, not a made-up token', async () => {
    const issued = await volunteer.client.rpc('issue_calendar_feed');
    const theirs = await outsider.client.from('calendar_feeds').select('token');
    expect(theirs.data).toEqual([]);
    const direct = await outsider.client.rpc('calendar_feed', { p_token: issued.data ?? '' });
    expect(direct.error?.code).toBe('42501');
    const anonymous = await product.anon.rpc('calendar_feed', { p_token: issued.data ?? '' });
    expect(anonymous.error).not.toBeNull();
    expect((await feedOf('0'.repeat(64))).status).toBe(404);
    expect((await feedOf('not-a-token')).status).toBe(404);
  });
});
