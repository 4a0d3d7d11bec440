-- Push goes only to push services, every API role holds only what the product uses, and a refusal
-- from a server function is never a 5xx (issue #43).

-- Push services ------------------------------------------------------------------------------------
-- A browser's PushSubscription names an endpoint at its vendor's push service; the push function
-- sends to it. An endpoint anywhere else would make that function open connections wherever a user
-- pointed it (loopback, the private network, a cloud metadata address), so this table is the one
-- list of where a subscription may point. The database checks every subscription against it below;
-- the save-subscription and push functions read it (supabase/functions/_shared/push-endpoint.ts).
create table public.push_services (
  host text primary key check (host ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'),
  subdomains boolean not null default false,
  service text not null,
  test_address inet
);
comment on table public.push_services is
  'The Web Push services a push subscription may point at: https on `host`, or on a subdomain of it where `subdomains`.';
comment on column public.push_services.test_address is
  'Tests only: the address of a local push service standing in for a real one, which the push function connects to instead of resolving `host`. Null for every real service; no migration, seed or config.toml default sets it.';

insert into public.push_services (host, subdomains, service) values
  -- Google's Firebase Cloud Messaging: Chrome, Chromium-based browsers on Android, Opera, Samsung
  -- Internet (https://fcm.googleapis.com/fcm/send/… and /wp/…).
  ('fcm.googleapis.com', false, 'Google Firebase Cloud Messaging'),
  -- Mozilla's autopush: Firefox (https://updates.push.services.mozilla.com/wpush/v2/…).
  ('updates.push.services.mozilla.com', false, 'Mozilla autopush'),
  -- Apple's web push: Safari on macOS and on iOS home-screen apps (https://web.push.apple.com/…).
  ('web.push.apple.com', false, 'Apple Push Notification service for the web'),
  -- Microsoft's Windows Push Notification Services: Edge on Windows
  -- (https://<region>.notify.windows.com/w/?token=…).
  ('notify.windows.com', true, 'Microsoft Windows Push Notification Services');

alter table public.push_services enable row level security;
create policy push_services_select on public.push_services for select to service_role using (true);

-- The host of an https URL, lower-cased; null for anything else (another scheme, user info, an IPv6
-- literal, a malformed authority).
create function private.https_host(url text) returns text
language sql immutable set search_path = '' as $$
  select lower(substring(url from '^[hH][tT][tT][pP][sS]://([A-Za-z0-9.-]+)(?::[0-9]{1,5})?(?:[/?#]|$)'));
$$;

create function private.is_push_service_endpoint(endpoint text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(length(endpoint) <= 2048 and exists (
    select 1
      from public.push_services s, private.https_host(endpoint) as endpoint_host
     where endpoint_host = s.host or (s.subdomains and endpoint_host like '%.' || s.host)
  ), false);
$$;
comment on function private.is_push_service_endpoint(text) is
  'Whether an endpoint is https on a host of public.push_services.';

-- Subscriptions stored before this rule, pointing anywhere else, never get another request.
delete from public.push_subscriptions
 where not private.is_push_service_endpoint(endpoint)
    or subscription ->> 'endpoint' is distinct from endpoint;
-- The push function sends to subscription.endpoint: it must be the checked column.
alter table public.push_subscriptions
  add constraint push_subscriptions_endpoint_is_push_service
  check (private.is_push_service_endpoint(endpoint) and subscription ->> 'endpoint' = endpoint);

-- No 5xx from a server function -------------------------------------------------------------------
-- PostgREST answers P0002 (no_data_found) with 500. Nothing to certify is a refusal of the dates the
-- volunteer chose: 22023 (invalid_parameter_value, 400), as the function's other refusals.
create or replace function public.issue_certificate(p_organisation_id uuid, p_from date, p_to date)
returns public.certificates
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  organisation public.organisations;
  certificate public.certificates;
begin
  if p_organisation_id is null or p_from is null or p_to is null then
    raise exception 'Choose an organisation and the dates.' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The start date must be on or before the end date.' using errcode = '22023';
  end if;
  select * into organisation from public.organisations o where o.id = p_organisation_id;
  if organisation.id is null then
    raise exception 'Organisation not found.' using errcode = 'PT404';
  end if;
  insert into public.certificates
    (user_id, organisation_id, from_date, to_date, volunteer_name, organisation_name, hours,
     task_count, tasks)
  select caller, organisation.id, p_from, p_to, u.name, organisation.name,
         coalesce(sum(l.hours), 0), count(l.id)::integer,
         coalesce(
           jsonb_agg(jsonb_build_object('title', l.description, 'date', l.occurred_on, 'hours', l.hours)
                     order by l.occurred_on, l.created_at)
             filter (where l.id is not null),
           '[]'::jsonb)
    from public.users u
    left join public.ledger_entries l
      on l.user_id = u.id and l.kind = 'task' and l.organisation_id = organisation.id
     and l.occurred_on between p_from and p_to
   where u.id = caller
   group by u.name
  returning * into certificate;
  if certificate.task_count = 0 then
    raise exception 'No volunteering with % between those dates.', organisation.name
      using errcode = '22023';
  end if;
  return certificate;
end;
$$;

-- Least privilege ----------------------------------------------------------------------------------
-- Every grant the API roles hold on the product's tables, in one place. Tables start from nothing
-- for anon and authenticated (hosted Supabase's default privileges grant them everything), and get
-- back exactly what the apps use; the rest goes through server functions. Row-level security then
-- decides the rows: a second wall, not the only one.
revoke all on all tables in schema public from anon, authenticated;
revoke all on all sequences in schema public from anon, authenticated;
revoke all on all tables in schema private from anon, authenticated;

grant select (
  id, role, name, profile_url, bio, interests, wwcc, role_in_org, points, average_rating,
  completed_count, first_login_complete, created_at
) on public.users to authenticated;
grant insert (
  id, email, role, name, profile_url, bio, interests, wwcc, role_in_org, first_login_complete,
  created_at
) on public.users to authenticated;
grant update (name, profile_url, bio, interests, wwcc, first_login_complete, role_in_org)
  on public.users to authenticated;

grant select, insert, delete on public.organisations to authenticated;
grant update (
  name, type, logo_url, mission, website, abn, instagram, facebook, tiktok, remind_day_before,
  remind_two_hours_before
) on public.organisations to authenticated;

grant select, insert, delete on public.user_organisations to authenticated;

grant select, delete on public.tasks to authenticated;
grant insert (
  id, user_id, organisation_id, title, description, detailed_description, task_date, location,
  capacity, points, status, completed, hours_required, task_type, difficulty, days_of_week,
  number_of_weeks, interests, time_zone, created_at
) on public.tasks to authenticated;
grant update (
  title, description, detailed_description, task_date, location, capacity, points, status,
  hours_required, task_type, difficulty, days_of_week, number_of_weeks, interests, time_zone
) on public.tasks to authenticated;

grant select, delete on public.applications to authenticated;
grant insert (task_id, user_id, status) on public.applications to authenticated;

grant select on public.reviews to anon, authenticated;
grant insert (task_id, user_id, org_id, rating, comment) on public.reviews to authenticated;

grant select on public.chats to authenticated;
grant insert (id, org_id, volunteer_id, task_id) on public.chats to authenticated;

grant select on public.messages to authenticated;
grant insert (id, chat_id, sender_id, content) on public.messages to authenticated;

grant select on public.reward_items to anon, authenticated;

-- save-subscription upserts as the caller: insert, or on a known endpoint update (which reads the
-- row it updates), and read back.
grant select on public.push_subscriptions to authenticated;
grant insert (endpoint, subscription), update (endpoint, subscription)
  on public.push_subscriptions to authenticated;

-- Written only by server functions and triggers; each person reads their own.
grant select on
  public.redemptions, public.reminders, public.waitlist_entries, public.ledger_entries,
  public.certificates, public.calendar_feeds
  to authenticated;

-- The service role (server functions, Edge Functions, scripts) keeps every table; push_services is
-- read-only to it as to everyone: its rows change by migration.
grant all on all tables in schema public to service_role;
revoke insert, update, delete, truncate on public.push_services from service_role;

-- The check above runs as whoever writes a subscription.
revoke all on function private.https_host(text), private.is_push_service_endpoint(text) from public;
grant execute on function private.https_host(text), private.is_push_service_endpoint(text)
  to authenticated, service_role;

-- What the migrations create from here on starts closed to the API roles too: a new table, sequence
-- or function is granted by the migration that makes it, or no API role can touch it.
alter default privileges for role postgres in schema public
  revoke all on tables from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on sequences from anon, authenticated;
alter default privileges for role postgres in schema public
  revoke all on functions from anon, authenticated;
alter default privileges for role postgres revoke execute on functions from public;
