-- A record of hours (issue #21): one ledger per volunteer of the hours they gave and the points
-- they earned and spent, and certificates of volunteering anyone holding the link can verify.
--
-- 1. ledger_entries: append-only. A Done adds the task's hours (once-off: hours_required; ongoing:
--    hours_required a week times number_of_weeks) and its points, once per application; points
--    credited ahead of a Done (increment_user_points) are a row of their own, and that Done then
--    adds the hours only; a redemption is a row of minus its cost. users.points is kept by the
--    ledger: a row's insert adds its points, and a trigger refuses any statement that leaves a volunteer's points other than the sum of their rows.
-- 2. Existing data: each completed application and each redemption becomes a row, and what the
--    balance held beyond them (points credited ahead, earlier data) a "balance brought forward".
-- 3. certificates: issue_certificate(organisation, from, to) snapshots the caller's hours with one
--    organisation over a date range under a random token; verify_certificate(token) shows it to
--    anyone (no sign-in: an employer opens the link).

-- 1. the ledger ------------------------------------------------------------------------------------

create table public.ledger_entries (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  -- The day the work or the redemption took place (a task's date; else when it was recorded).
  occurred_on date not null default current_date,
  kind text not null check (kind in ('task', 'advance', 'redemption', 'brought_forward')),
  points integer not null,
  hours numeric(8, 2) not null default 0 check (hours >= 0),
  task_id uuid references public.tasks (id) on delete set null,
  organisation_id uuid references public.organisations (id) on delete set null,
  -- One completion row per application, one row per redemption.
  application_id uuid unique references public.applications (id) on delete set null,
  redemption_id uuid unique references public.redemptions (id) on delete set null,
  description text not null,
  constraint ledger_entries_signs check (
    (kind = 'redemption' and points < 0 and hours = 0)
    or (kind in ('task', 'advance') and points >= 0)
    or kind = 'brought_forward'
  )
);
comment on table public.ledger_entries is
  'Each volunteer''s hours and points, one row per Done, credit ahead, redemption; users.points is their sum. Written only by the server functions and triggers.';
create index ledger_entries_user_idx on public.ledger_entries (user_id, occurred_on desc, created_at desc);
create index ledger_entries_organisation_idx on public.ledger_entries (organisation_id)
  where organisation_id is not null;
create index ledger_entries_task_idx on public.ledger_entries (task_id) where task_id is not null;

alter table public.ledger_entries enable row level security;
grant select on public.ledger_entries to authenticated;
create policy ledger_entries_select_own on public.ledger_entries for select to authenticated
  using (user_id = (select auth.uid()));

create function private.task_hours(task public.tasks)
returns numeric
language sql immutable
set search_path = ''
as $$
  select coalesce(task.hours_required, 0)
         * case when task.task_type = 'ongoing' then greatest(coalesce(task.number_of_weeks, 1), 1) else 1 end;
$$;
comment on function private.task_hours(public.tasks) is
  'The hours a task''s work adds up to: once-off, its hours; ongoing, its hours a week over its weeks.';

-- 2. what is there already ---------------------------------------------------------------------------

insert into public.ledger_entries
  (user_id, created_at, occurred_on, kind, points, hours, task_id, organisation_id, application_id, description)
select a.user_id, a.updated_at, coalesce(t.task_date, a.updated_at)::date, 'task', t.points,
       private.task_hours(t), t.id, t.organisation_id, a.id, t.title
  from public.applications a join public.tasks t on t.id = a.task_id
 where a.status = 'completed';

insert into public.ledger_entries
  (user_id, created_at, occurred_on, kind, points, redemption_id, description)
select r.user_id, r.created_at, r.created_at::date, 'redemption', -r.cost, r.id, r.item_title
  from public.redemptions r;

insert into public.ledger_entries (user_id, kind, points, description)
select u.id, 'brought_forward', u.points - coalesce(l.total, 0), 'Balance brought forward'
  from public.users u
  left join (select user_id, sum(points) as total from public.ledger_entries group by user_id) l
    on l.user_id = u.id
 where u.points <> coalesce(l.total, 0);

-- 1 (cont.). the ledger keeps the balance -------------------------------------------------------------

-- One statement may add many rows for one volunteer (the seed does): their points are added per
-- volunteer at the end of the statement, so the balance never shows half a statement.
create function private.ledger_entries_apply() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.users u
     set points = u.points + a.total
    from (select user_id, sum(points)::integer as total from added group by user_id) a
   where u.id = a.user_id and a.total <> 0;
  return null;
end;
$$;
create trigger ledger_entries_apply after insert on public.ledger_entries
  referencing new table as added
  for each statement execute function private.ledger_entries_apply();

-- Rows are never changed or taken back (only their links are cleared when what they name goes).
create function private.ledger_entries_append_only() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.user_id is distinct from old.user_id or new.points is distinct from old.points
     or new.hours is distinct from old.hours or new.kind is distinct from old.kind
     or new.occurred_on is distinct from old.occurred_on
     or new.description is distinct from old.description then
    raise exception 'The ledger is append-only.' using errcode = '42501';
  end if;
  return new;
end;
$$;
create trigger ledger_entries_append_only before update on public.ledger_entries
  for each row execute function private.ledger_entries_append_only();

-- Nor deleted, but with their volunteer (a deleted account takes its ledger along).
create function private.ledger_entries_kept() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if exists (select 1 from public.users u where u.id = old.user_id) then
    raise exception 'The ledger is append-only.' using errcode = '42501';
  end if;
  return old;
end;
$$;
create trigger ledger_entries_kept before delete on public.ledger_entries
  for each row execute function private.ledger_entries_kept();

-- After each statement, every volunteer touched has as many points as their ledger sums to: a
-- change of points on its own, or a ledger row taken back, is refused. (Checked per statement,
-- not deferred to commit: PostgREST would have answered before a deferred check failed.)
create function private.ledger_balance_mismatches(who uuid[])
returns text
language sql stable security definer
set search_path = ''
as $$
  select string_agg(format('Points (%s) must equal the ledger''s sum (%s).', u.points, coalesce(l.total, 0)), ' ')
    from public.users u
    left join (
      select user_id, sum(points)::integer as total from public.ledger_entries
       where user_id = any (who) group by user_id
    ) l on l.user_id = u.id
   where u.id = any (who) and u.points <> coalesce(l.total, 0);
$$;

create function private.check_ledger_balance() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  problem text;
begin
  if tg_table_name = 'users' then
    problem := private.ledger_balance_mismatches(array(select id from changed));
  else
    problem := private.ledger_balance_mismatches(array(select distinct user_id from changed));
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '23514';
  end if;
  return null;
end;
$$;
create trigger users_points_follow_ledger after update on public.users
  referencing new table as changed
  for each statement execute function private.check_ledger_balance();
-- (named to run after ledger_entries_apply: statement triggers fire in name order)
create trigger ledger_entries_balance after insert on public.ledger_entries
  referencing new table as changed
  for each statement execute function private.check_ledger_balance();
create trigger ledger_entries_balance_after_delete after delete on public.ledger_entries
  referencing old table as changed
  for each statement execute function private.check_ledger_balance();

-- A redemption is a row of the ledger, whoever writes it.
create function private.redemptions_ledger() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.ledger_entries
    (user_id, created_at, occurred_on, kind, points, redemption_id, description)
  values (new.user_id, new.created_at, new.created_at::date, 'redemption', -new.cost, new.id,
          new.item_title);
  return null;
end;
$$;
create trigger redemptions_ledger after insert on public.redemptions
  for each row execute function private.redemptions_ledger();

-- mark_application_done: as 20261123000100, with the credit (or, after a credit ahead, the hours
-- alone) a ledger row.
create or replace function public.mark_application_done(p_application_id uuid)
returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
  task public.tasks;
  done integer;
  paid_ahead boolean;
begin
  if app.status = 'completed' then
    return app;
  end if;
  if app.status <> 'approved' then
    raise exception 'Only approved applications can be marked done.';
  end if;
  select * into task from public.tasks t where t.id = app.task_id;
  if task.completed then
    raise exception 'This task is already completed.';
  end if;
  perform 1 from public.users u where u.id = app.user_id for update;
  update public.applications a set status = 'completed' where a.id = app.id returning * into app;
  delete from private.advance_credits c
   where c.org_id = task.user_id and c.volunteer_id = app.user_id and c.amount = task.points;
  paid_ahead := found;
  insert into public.ledger_entries
    (user_id, occurred_on, kind, points, hours, task_id, organisation_id, application_id, description)
  values (app.user_id, coalesce(task.task_date, now())::date, 'task',
          case when paid_ahead then 0 else task.points end, private.task_hours(task), task.id,
          task.organisation_id, app.id, task.title);
  select count(*) into done from public.applications a
   where a.task_id = task.id and a.status = 'completed';
  if done >= task.capacity then
    update public.tasks t set status = true, completed = true where t.id = task.id;
  end if;
  return app;
end;
$$;

-- increment_user_points: as 20261123000100, with the credit ahead a ledger row.
create or replace function public.increment_user_points(uid uuid, amt integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  balance integer;
  task public.tasks;
begin
  if uid is null or amt is null then
    raise exception 'Missing volunteer or amount.' using errcode = '22023';
  end if;
  if amt <= 0 then
    raise exception 'Points can only be added.' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status in ('approved', 'completed') and t.user_id = caller
       and t.points = amt
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  -- The task the credit is for, locked before the volunteer's row: the order every path takes
  -- (mark_application_done locks the task, then the volunteer), so the two never deadlock (the
  -- ledger row names the task, and its foreign key check would wait on the task's lock).
  select t.* into task from public.applications a join public.tasks t on t.id = a.task_id
   where a.user_id = uid and a.status = 'approved' and t.user_id = caller and t.points = amt
     and not t.completed
   order by t.task_date nulls last, t.id
   limit 1;
  if task.id is not null then
    perform 1 from public.tasks t where t.id = task.id for update;
  end if;
  -- the lock mark_application_done takes before it decides whether to pay
  select u.points into balance from public.users u where u.id = uid for update;
  if exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status = 'completed' and t.user_id = caller and t.points = amt
  ) or exists (
    select 1 from private.advance_credits c
     where c.org_id = caller and c.volunteer_id = uid and c.amount = amt
  ) then
    return balance;
  end if;
  if task.id is null or not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where t.id = task.id and a.user_id = uid and a.status = 'approved' and not t.completed
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  insert into private.advance_credits (org_id, volunteer_id, amount) values (caller, uid, amt);
  insert into public.ledger_entries
    (user_id, kind, points, task_id, organisation_id, description)
  values (uid, 'advance', amt, task.id, task.organisation_id, task.title);
  select u.points into balance from public.users u where u.id = uid;
  return balance;
end;
$$;

-- redeem_reward: as 20261124125443; the redemption's ledger row (its trigger) lowers the balance.
create or replace function public.redeem_reward(p_item_id text, p_custom_cents integer default null)
returns table (
  id uuid, user_id uuid, item_id text, item_title text, cost integer, created_at timestamptz,
  remaining_points integer, voucher_code text
)
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  v_title text;
  v_cost integer;
  balance integer;
  redemption public.redemptions;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Only volunteers can redeem rewards.' using errcode = '42501';
  end if;
  if p_item_id is null or btrim(p_item_id) = '' then
    raise exception 'Missing reward item.' using errcode = '22023';
  end if;
  if p_item_id = 'custom' then
    if p_custom_cents is null or p_custom_cents <= 0 then
      raise exception 'Enter an amount greater than zero.' using errcode = '22023';
    end if;
    v_cost := p_custom_cents;
    v_title := 'Custom amount';
  else
    select r.title, r.cost into v_title, v_cost from public.reward_items r where r.id = p_item_id;
    if v_cost is null then
      raise exception 'Unknown reward item.' using errcode = 'PT404';
    end if;
  end if;
  select u.points into balance from public.users u where u.id = caller for update;
  if balance < v_cost then
    raise exception 'You need % more points!', v_cost - balance;
  end if;
  insert into public.redemptions (user_id, item_id, item_title, cost)
  values (caller, p_item_id, v_title, v_cost)
  returning * into redemption;
  select u.points into balance from public.users u where u.id = caller;
  return query select redemption.id, redemption.user_id, redemption.item_id, redemption.item_title,
    redemption.cost, redemption.created_at, balance, redemption.voucher_code;
end;
$$;

-- The volunteer's totals for the profile: hours given, tasks done, points earned and spent.
create function public.get_volunteer_record()
returns table (hours numeric, tasks integer, points_earned integer, points_spent integer, balance integer)
language sql stable security definer
set search_path = ''
as $$
  select coalesce(sum(l.hours), 0),
         (count(*) filter (where l.kind = 'task'))::integer,
         coalesce(sum(l.points) filter (where l.points > 0), 0)::integer,
         coalesce(-sum(l.points) filter (where l.points < 0), 0)::integer,
         coalesce(sum(l.points), 0)::integer
    from public.ledger_entries l
   where l.user_id = private.require_caller();
$$;
comment on function public.get_volunteer_record() is
  'The caller''s hours, tasks done, points earned, spent and held (the ledger''s sums).';

-- 3. certificates -----------------------------------------------------------------------------------------

create table public.certificates (
  id uuid primary key default gen_random_uuid(),
  -- The verification link's key: 128 random bits, hex.
  token text not null unique default replace(gen_random_uuid()::text, '-', ''),
  user_id uuid not null references public.users (id) on delete cascade,
  organisation_id uuid references public.organisations (id) on delete set null,
  from_date date not null,
  to_date date not null,
  volunteer_name text not null,
  organisation_name text not null,
  hours numeric(10, 2) not null,
  task_count integer not null,
  -- The tasks it counts, as they were when it was issued: [{title, date, hours}].
  tasks jsonb not null,
  issued_at timestamptz not null default now(),
  constraint certificates_range check (from_date <= to_date)
);
comment on table public.certificates is
  'Certificates of volunteering: a snapshot of a volunteer''s hours with one organisation over a date range, verified by its token.';
create index certificates_user_idx on public.certificates (user_id, issued_at desc);
create index certificates_organisation_idx on public.certificates (organisation_id);

alter table public.certificates enable row level security;
grant select on public.certificates to authenticated;
create policy certificates_select_own on public.certificates for select to authenticated
  using (user_id = (select auth.uid()));

create function public.issue_certificate(p_organisation_id uuid, p_from date, p_to date)
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
      using errcode = 'P0002';
  end if;
  return certificate;
end;
$$;
comment on function public.issue_certificate(uuid, date, date) is
  'A certificate of the caller''s completed work with one organisation between two dates (inclusive); refused when there is none.';

-- Anyone with the link, signed in or not: what the certificate says. Null for an unknown token.
create function public.verify_certificate(p_token text)
returns table (
  volunteer_name text, organisation_name text, from_date date, to_date date, hours numeric,
  task_count integer, tasks jsonb, issued_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select c.volunteer_name, c.organisation_name, c.from_date, c.to_date, c.hours, c.task_count,
         c.tasks, c.issued_at
    from public.certificates c
   where p_token ~ '^[0-9a-f]{32}$' and c.token = p_token;
$$;
comment on function public.verify_certificate(text) is
  'What a certificate says, for whoever holds its link (no sign-in). Empty for an unknown token.';

revoke execute on function public.get_volunteer_record(), public.issue_certificate(uuid, date, date)
  from public, anon;
grant execute on function public.get_volunteer_record(), public.issue_certificate(uuid, date, date)
  to authenticated, service_role;
revoke execute on function public.verify_certificate(text) from public;
grant execute on function public.verify_certificate(text) to anon, authenticated, service_role;
revoke all on function
  private.task_hours(public.tasks), private.ledger_entries_apply(),
  private.ledger_entries_append_only(), private.check_ledger_balance(),
  private.ledger_balance_mismatches(uuid[]), private.ledger_entries_kept(),
  private.redemptions_ledger()
  from public, anon, authenticated;
