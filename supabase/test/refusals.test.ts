// Every function PostgREST exposes (the public schema), called over HTTP as anonymous, as a volunteer
// and as an organisation with arguments it must refuse: missing, malformed, unknown or someone
// else's ids, values out of range. A refusal is a 4xx with a message; a 5xx would tell the apps that
// the server broke. A function added without cases here fails the first test.
import pg from 'pg';
import { accessToken } from 'supabase-local/test/rt-fixtures/services-stack';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';

jest.setTimeout(180_000);

let product: Product;
let volunteer: Actor;
let organisation: Organisation;
let otherOrganisation: Organisation;
let taskId: string;
let applicationId: string;

const unknown = '00000000-0000-4000-a000-00000000dead';
const malformed = 'not-a-uuid';

beforeAll(async () => {
  product = await startProduct();
  volunteer = await createVolunteer(product, 'Rita Refused');
  organisation = await createOrganisation(product, 'Refusing Org');
  otherOrganisation = await createOrganisation(product, 'Elsewhere Org');
  taskId = (await createTask(otherOrganisation, { title: 'Not yours' })).id;
  applicationId = (await apply(volunteer, taskId)).id;
});

afterAll(async () => {
  await product?.stop();
});

type Body = Record<string, unknown>;

/** For each function, bodies it must refuse from some caller (or, for a read, answer harmlessly). */
const cases = (): Record<string, Body[]> => ({
  accept_invitation: [{ p_invitation_id: unknown }, { p_invitation_id: malformed }, {}],
  answer_reminder: [
    { p_reminder_id: unknown, p_coming: true },
    { p_reminder_id: malformed, p_coming: false },
    {},
  ],
  apply_for_task: [{ p_task_id: unknown }, { p_task_id: malformed }, { p_task_id: null }],
  approve_application: [{ p_application_id: applicationId }, { p_application_id: unknown }],
  calculate_average_rating: [{}],
  calendar_feed: [{ p_token: 'nope' }],
  claim_notification_mail: [{ p_id: unknown }, { p_id: malformed }],
  confirm_waitlist_offer: [{ p_task_id: taskId }, { p_task_id: unknown }],
  expire_waitlist_offers: [{}],
  finish_notification_mail: [
    { p_id: unknown, p_outcome: 'sent' },
    { p_id: unknown, p_outcome: 'bogus' },
  ],
  get_applicant_facts: [{ p_user_id: volunteer.id }, { p_user_id: malformed }, {}],
  get_chat_list: [{}],
  get_chat_page: [
    { p_limit: -1, p_before_at: null, p_before_id: null, p_as_of: null },
    { p_limit: 10, p_before_at: 'yesterday-ish', p_before_id: malformed, p_as_of: null },
  ],
  get_invitation: [{ p_invitation_id: malformed }, {}],
  get_leaderboard: [{}],
  get_my_leaderboard_place: [{}],
  get_notification_preferences: [{}],
  get_open_reminders: [{}],
  get_open_tasks: [
    { p_sort: 'sideways' },
    { p_limit: -5 },
    { p_from: '2030-01-02T00:00:00Z', p_to: '2030-01-01T00:00:00Z' },
    { p_hours_over: 10, p_hours_up_to: 2 },
    { p_after_id: malformed },
  ],
  get_organisation_stats: [
    { p_organisation_id: otherOrganisation.orgId },
    { p_organisation_id: malformed },
  ],
  get_organisation_tasks: [{ p_filter: 'everything' }, { p_filter: 'all', p_limit: -1 }],
  get_organisation_todo: [{}],
  get_task_applicants: [{ p_task_id: taskId }, { p_task_id: unknown, p_limit: 0 }],
  get_task_clashes: [{ p_task_id: taskId }, { p_task_id: malformed }],
  get_volunteer_record: [{}],
  get_volunteer_reviews: [{ p_user_id: unknown, p_limit: -1 }, { p_user_id: malformed }],
  get_waitlist_place: [{ p_task_id: unknown }, { p_task_id: malformed }],
  hand_over_ownership: [{ p_user_id: unknown }, { p_user_id: malformed }],
  increment_user_points: [
    { uid: volunteer.id, amt: 1_000_000 },
    { uid: unknown, amt: -5 },
    { uid: malformed, amt: 1 },
  ],
  invite_member: [{ p_email: 'not an address' }, { p_email: null }, {}],
  issue_calendar_feed: [{}],
  issue_certificate: [
    { p_organisation_id: otherOrganisation.orgId, p_from: '2020-01-01', p_to: '2020-12-31' },
    { p_organisation_id: unknown, p_from: '2020-01-01', p_to: '2020-12-31' },
    { p_organisation_id: otherOrganisation.orgId, p_from: '2021-01-01', p_to: '2020-01-01' },
    { p_organisation_id: otherOrganisation.orgId, p_from: 'someday', p_to: null },
  ],
  join_waitlist: [{ p_task_id: taskId }, { p_task_id: unknown }],
  leave_organisation: [{}],
  leave_waitlist: [{ p_task_id: unknown }],
  mark_application_done: [{ p_application_id: applicationId }, { p_application_id: unknown }],
  notify_ending_waitlist_offers: [{}],
  places_free: [{ task: { id: malformed } }, {}],
  places_taken: [{ task: { id: malformed } }, {}],
  queue_message_digests: [{}, { p_hold: 'forever' }],
  redeem_reward: [
    { p_item_id: 'no-such-item', p_custom_cents: null },
    { p_item_id: 'custom', p_custom_cents: -100 },
    { p_item_id: 'custom', p_custom_cents: 2_000_000_000 },
  ],
  reject_application: [{ p_application_id: applicationId }, { p_application_id: malformed }],
  remove_member: [{ p_user_id: unknown }, { p_user_id: malformed }],
  retry_notification_mails: [{}],
  revoke_invitation: [{ p_invitation_id: unknown }, { p_invitation_id: malformed }],
  revoke_calendar_feed: [{}],
  send_due_reminders: [{}],
  submit_review: [
    { p_task_id: taskId, p_user_id: volunteer.id, p_rating: 5, p_comment: 'Great' },
    { p_task_id: unknown, p_user_id: unknown, p_rating: 9, p_comment: '' },
  ],
  task_calendar: [{ p_task_id: unknown }, { p_task_id: malformed }],
  verify_certificate: [{ p_token: 'forged' }, { p_token: null }],
  withdraw_application: [{ p_task_id: unknown }],
});

async function exposedFunctions(): Promise<string[]> {
  const client = new pg.Client({ connectionString: product.stack.dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(
      `select distinct p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prokind = 'f'
          and p.prorettype <> 'trigger'::regtype
        order by 1`,
    );
    return rows.map((row) => row.name);
  } finally {
    await client.end();
  }
}

async function call(name: string, body: Body, caller: Actor | null) {
  const token = caller ? await accessToken(caller.client) : product.stack.anonKey;
  const response = await fetch(`${product.stack.apiUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: product.stack.anonKey,
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, text };
}

it('has refusal cases for every function the API exposes', async () => {
  expect(Object.keys(cases()).sort()).toEqual(await exposedFunctions());
});

it('answers every refused call with a 4xx and a message, never a 5xx', async () => {
  const callers: [string, Actor | null][] = [
    ['anonymous', null],
    ['volunteer', volunteer],
    ['organisation', organisation],
  ];
  const serverErrors: string[] = [];
  const neverRefused: string[] = [];
  for (const [name, bodies] of Object.entries(cases())) {
    let refused = false;
    for (const body of bodies) {
      for (const [who, caller] of callers) {
        const { status, text } = await call(name, body, caller);
        if (status >= 500)
          serverErrors.push(`${who} ${name}(${JSON.stringify(body)}): ${status} ${text}`);
        if (status >= 400 && status < 500) {
          refused = true;
          expect(JSON.parse(text)).toHaveProperty('message');
        }
      }
    }
    if (!refused) neverRefused.push(name);
  }
  expect(serverErrors).toEqual([]);
  // verify_certificate answers anyone, signed in or not, with null for a token it does not know.
  expect(neverRefused).toEqual(['verify_certificate']);
});
