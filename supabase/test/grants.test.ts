// Every privilege the API roles (anon, authenticated, and PUBLIC, which both inherit) hold on the
// product's tables, sequences and functions, compared with what the product uses. Hosted Supabase
// grants a new table everything; a widening, by a migration that forgets to close it, fails here as
// a diff. Row-level security is then a second wall, not the only one.
import pg from 'pg';
import { startProduct, type Product } from './harness';

jest.setTimeout(120_000);

let product: Product;

beforeAll(async () => {
  product = await startProduct();
});

afterAll(async () => {
  await product?.stop();
});

/** One line per grant: `role object privilege`, column grants with their columns. */
const GRANTS_SQL = `
with api(role) as (values ('anon'), ('authenticated')),
tables as (
  select n.nspname || '.' || c.relname as name, c.oid, c.relacl, c.relowner, c.relkind
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
   where n.nspname in ('public', 'private') and c.relkind in ('r', 'p', 'v', 'm', 'f', 'S')
),
table_level as (
  select t.name, r.rolname as role, p.privilege_type as privilege
    from tables t
    cross join lateral aclexplode(coalesce(t.relacl, acldefault((case when t.relkind = 'S' then 's' else 'r' end)::"char", t.relowner))) p
    join pg_roles r on r.oid = p.grantee
   where r.rolname in (select role from api)
),
column_level as (
  select t.name, r.rolname as role, p.privilege_type as privilege, a.attname
    from tables t
    join pg_attribute a on a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attacl is not null
    cross join lateral aclexplode(a.attacl) p
    join pg_roles r on r.oid = p.grantee
   where r.rolname in (select role from api)
     and not exists (select 1 from table_level l where l.name = t.name and l.role = r.rolname and l.privilege = p.privilege_type)
)
select role || ' ' || name || ' ' || privilege as line from table_level
union all
select role || ' ' || name || ' ' || privilege || ' (' || string_agg(attname::text, ', ' order by attname) || ')'
  from column_level group by role, name, privilege
union all
select coalesce(r.rolname, 'PUBLIC') || ' ' || n.nspname || '.' || p.proname || '(' || pg_get_function_identity_arguments(p.oid) || ') EXECUTE'
  from pg_proc p join pg_namespace n on n.oid = p.pronamespace
  cross join lateral aclexplode(coalesce(p.proacl, acldefault('f', p.proowner))) x
  left join pg_roles r on r.oid = x.grantee
 where n.nspname in ('public', 'private') and (x.grantee = 0 or r.rolname in (select role from api))
order by 1
`;

const expected = `
  anon public.get_invitation(p_invitation_id uuid) EXECUTE
  anon public.reviews SELECT
  anon public.reward_items SELECT
  anon public.verify_certificate(p_token text) EXECUTE
  authenticated private.acting_org() EXECUTE
  authenticated private.acting_organisation() EXECUTE
  authenticated private.caller_role() EXECUTE
  authenticated private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid) EXECUTE
  authenticated private.https_host(url text) EXECUTE
  authenticated private.is_chat_participant(p_chat_id uuid) EXECUTE
  authenticated private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) EXECUTE
  authenticated private.is_owner() EXECUTE
  authenticated private.is_push_service_endpoint(endpoint text) EXECUTE
  authenticated private.is_time_zone(zone text) EXECUTE
  authenticated private.object_is_callers(p_name text) EXECUTE
  authenticated private.owns_organisation(p_org_id uuid) EXECUTE
  authenticated private.owns_task(p_task_id uuid) EXECUTE
  authenticated private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) EXECUTE
  authenticated private.task_accepts_applications(p_task_id uuid) EXECUTE
  authenticated private.task_allows_withdrawal(p_task_id uuid) EXECUTE
  authenticated private.task_points(difficulty text, task_type text, hours numeric, weeks integer) EXECUTE
  authenticated private.weekday_name(day text) EXECUTE
  authenticated public.accept_invitation(p_invitation_id uuid) EXECUTE
  authenticated public.answer_reminder(p_reminder_id uuid, p_coming boolean) EXECUTE
  authenticated public.applications DELETE
  authenticated public.applications INSERT (status, task_id, user_id)
  authenticated public.applications SELECT
  authenticated public.apply_for_task(p_task_id uuid) EXECUTE
  authenticated public.approve_application(p_application_id uuid) EXECUTE
  authenticated public.calculate_average_rating() EXECUTE
  authenticated public.calendar_feeds SELECT
  authenticated public.certificates SELECT
  authenticated public.chats INSERT (id, org_id, task_id, volunteer_id)
  authenticated public.chats SELECT
  authenticated public.confirm_waitlist_offer(p_task_id uuid) EXECUTE
  authenticated public.get_applicant_facts(p_user_id uuid) EXECUTE
  authenticated public.get_chat_list() EXECUTE
  authenticated public.get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone) EXECUTE
  authenticated public.get_invitation(p_invitation_id uuid) EXECUTE
  authenticated public.get_leaderboard() EXECUTE
  authenticated public.get_my_leaderboard_place() EXECUTE
  authenticated public.get_notification_preferences() EXECUTE
  authenticated public.get_open_reminders() EXECUTE
  authenticated public.get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric) EXECUTE
  authenticated public.get_organisation_stats(p_organisation_id uuid) EXECUTE
  authenticated public.get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) EXECUTE
  authenticated public.get_organisation_todo() EXECUTE
  authenticated public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) EXECUTE
  authenticated public.get_task_clashes(p_task_id uuid) EXECUTE
  authenticated public.get_volunteer_record() EXECUTE
  authenticated public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) EXECUTE
  authenticated public.get_waitlist_place(p_task_id uuid) EXECUTE
  authenticated public.hand_over_ownership(p_user_id uuid) EXECUTE
  authenticated public.increment_user_points(uid uuid, amt integer) EXECUTE
  authenticated public.invite_member(p_email text) EXECUTE
  authenticated public.issue_calendar_feed() EXECUTE
  authenticated public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) EXECUTE
  authenticated public.join_waitlist(p_task_id uuid) EXECUTE
  authenticated public.leave_organisation() EXECUTE
  authenticated public.leave_waitlist(p_task_id uuid) EXECUTE
  authenticated public.ledger_entries SELECT
  authenticated public.mark_application_done(p_application_id uuid) EXECUTE
  authenticated public.message_authors SELECT
  authenticated public.messages INSERT (chat_id, content, id, sender_id)
  authenticated public.messages SELECT
  authenticated public.notification_kinds SELECT
  authenticated public.notification_preferences INSERT (email, kind, push, user_id)
  authenticated public.notification_preferences SELECT
  authenticated public.notification_preferences UPDATE (email, kind, push, updated_at, user_id)
  authenticated public.notifications SELECT
  authenticated public.notifications UPDATE (read_at)
  authenticated public.organisation_invitations SELECT
  authenticated public.organisation_members SELECT
  authenticated public.organisations DELETE
  authenticated public.organisations INSERT
  authenticated public.organisations SELECT
  authenticated public.organisations UPDATE (abn, facebook, instagram, logo_url, mission, name, remind_day_before, remind_two_hours_before, tiktok, type, website)
  authenticated public.places_free(task tasks) EXECUTE
  authenticated public.places_taken(task tasks) EXECUTE
  authenticated public.push_subscriptions INSERT (endpoint, subscription)
  authenticated public.push_subscriptions SELECT
  authenticated public.push_subscriptions UPDATE (endpoint, subscription)
  authenticated public.redeem_reward(p_item_id text, p_custom_cents integer) EXECUTE
  authenticated public.redemptions SELECT
  authenticated public.reject_application(p_application_id uuid) EXECUTE
  authenticated public.reminders SELECT
  authenticated public.remove_member(p_user_id uuid) EXECUTE
  authenticated public.reviews INSERT (comment, org_id, rating, task_id, user_id)
  authenticated public.reviews SELECT
  authenticated public.revoke_calendar_feed() EXECUTE
  authenticated public.revoke_invitation(p_invitation_id uuid) EXECUTE
  authenticated public.reward_items SELECT
  authenticated public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text) EXECUTE
  authenticated public.task_calendar(p_task_id uuid) EXECUTE
  authenticated public.task_decisions SELECT
  authenticated public.tasks DELETE
  authenticated public.tasks INSERT (capacity, completed, created_at, days_of_week, description, detailed_description, difficulty, hours_required, id, interests, location, number_of_weeks, organisation_id, points, status, task_date, task_type, time_zone, title, user_id)
  authenticated public.tasks SELECT
  authenticated public.tasks UPDATE (capacity, days_of_week, description, detailed_description, difficulty, hours_required, interests, location, number_of_weeks, points, status, task_date, task_type, time_zone, title)
  authenticated public.user_organisations DELETE
  authenticated public.user_organisations INSERT
  authenticated public.user_organisations SELECT
  authenticated public.users INSERT (bio, created_at, email, first_login_complete, id, interests, name, profile_url, role, role_in_org, wwcc)
  authenticated public.users SELECT (average_rating, bio, completed_count, created_at, first_login_complete, id, interests, name, points, profile_url, role, role_in_org, wwcc)
  authenticated public.users UPDATE (bio, first_login_complete, interests, name, profile_url, role_in_org, wwcc)
  authenticated public.verify_certificate(p_token text) EXECUTE
  authenticated public.waitlist_entries SELECT
  authenticated public.withdraw_application(p_task_id uuid) EXECUTE
`;

async function grants(client: pg.Client): Promise<string[]> {
  return (await client.query<{ line: string }>(GRANTS_SQL)).rows.map((row) => row.line);
}

async function asOwner<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: product.stack.dbUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

it('the API roles hold exactly the grants the product uses', async () => {
  const held = await asOwner(grants);
  expect(held.join('\n')).toBe(
    expected
      .trim()
      .split('\n')
      .map((line) => line.trim())
      .join('\n'),
  );
});

it('a table, sequence or function a later migration creates starts closed to the API roles', async () => {
  const held = await asOwner(async (client) => {
    await client.query('begin');
    try {
      await client.query(
        `create table public.grants_probe (id bigint generated always as identity)`,
      );
      await client.query(`create function public.grants_probe_count() returns bigint
                          language sql as 'select count(*) from public.grants_probe'`);
      return (await grants(client)).filter((line) => line.includes('grants_probe'));
    } finally {
      await client.query('rollback');
    }
  });
  expect(held).toEqual([]);
});
