-- Reminders (issue #21): 24 hours and 2 hours before an approved task, a push notification and an
-- in-app "Still coming?" with "Yes, I'll be there" and "I can't make it".
--
-- 1. organisations.remind_day_before / remind_two_hours_before: each organisation can switch
--    either off (both on by default).
-- 2. reminders: one row per reminder sent, unique per (application, occurrence, kind), so however
--    often, however concurrently and across however many restarts send_due_reminders runs, each
--    reminder is written, and so pushed, once. Its push goes out through the same webhook as chat
--    messages and approvals (private.push_webhook, after commit).
-- 3. applications.attendance: what the volunteer answered last, 'coming' or 'may_not_come',
--    shown to the organisation on the applicant list.
-- 4. send_due_reminders(): writes the reminders due now. Once-off tasks: 24 hours before and
--    2 hours before. Ongoing tasks (whole days, no time of day): on the day before, from 09:00
--    the task's local time, for each day it takes place; the 2-hour reminder does not apply.
--    A reminder for an occurrence the volunteer has already said they cannot make is not sent; a
--    2-hour reminder after a "Yes" carries that answer, so it is pushed but not asked again.
-- 5. answer_reminder(id, coming): the volunteer's answer. "I can't make it" does not withdraw
--    (SPEC §4: within 24 hours only the organisation can change the booking); it tells the
--    organisation in the task's chat and marks the application 'may_not_come'. Changing one's
--    mind back to "Yes" says so in the chat too.
-- 6. Scheduling: pg_cron runs send_due_reminders every minute. On hosted the migration enables
--    pg_cron; the local stack provides the same cron.schedule (bootstrap 56-pg-cron.sql) and runs
--    the job from its own scheduler.

-- 1. settings --------------------------------------------------------------------------------------

alter table public.organisations
  add column remind_day_before boolean not null default true,
  add column remind_two_hours_before boolean not null default true;
comment on column public.organisations.remind_day_before is
  'Whether approved volunteers get a reminder 24 hours before (ongoing tasks: the day before).';
comment on column public.organisations.remind_two_hours_before is
  'Whether approved volunteers get a reminder 2 hours before a once-off task.';
grant update (remind_day_before, remind_two_hours_before) on public.organisations to authenticated;

-- 2. reminders -------------------------------------------------------------------------------------

create table public.reminders (
  id uuid primary key default gen_random_uuid(),
  application_id uuid not null references public.applications (id) on delete cascade,
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  -- The occurrence reminded of: a once-off task's start, or the start of one day of an ongoing one.
  starts_at timestamptz not null,
  kind text not null check (kind in ('day_before', 'two_hours_before')),
  created_at timestamptz not null default now(),
  answer text check (answer in ('coming', 'not_coming')),
  answered_at timestamptz,
  constraint reminders_once unique (application_id, starts_at, kind),
  constraint reminders_answered_when check ((answer is null) = (answered_at is null))
);
comment on table public.reminders is
  'Reminders sent to approved volunteers, one per application, occurrence and kind; written only by send_due_reminders.';
create index reminders_user_open_idx on public.reminders (user_id, starts_at) where answer is null;
create index reminders_task_idx on public.reminders (task_id);

alter table public.reminders enable row level security;
grant select on public.reminders to authenticated;
create policy reminders_select_own on public.reminders for select to authenticated
  using (user_id = (select auth.uid()));

create trigger push_on_reminder
  after insert on public.reminders
  for each row execute function private.push_webhook();

-- 3. attendance ------------------------------------------------------------------------------------

alter table public.applications
  add column attendance text check (attendance in ('coming', 'may_not_come'));
comment on column public.applications.attendance is
  'The volunteer''s last answer to a reminder: coming, or may_not_come (they said they cannot make it).';

-- 4. sending -----------------------------------------------------------------------------------------

-- When a task's last occurrence ends, kept by a trigger: with its start, the span the minute's job
-- looks up through a GiST index, instead of reading every task that ever started.
alter table public.tasks add column runs_until timestamptz;
comment on column public.tasks.runs_until is
  'When the task''s last occurrence ends (private.task_occurrences); null for an undated task. Kept by a trigger.';

create function private.tasks_set_runs_until() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.runs_until := (select max(o.ends_at) from private.task_occurrences(new) o);
  return new;
end;
$$;
create trigger tasks_set_runs_until
  before insert or update of task_date, task_type, hours_required, days_of_week, number_of_weeks,
    time_zone
  on public.tasks
  for each row execute function private.tasks_set_runs_until();
update public.tasks t
   set runs_until = (select max(o.ends_at) from private.task_occurrences(t) o)
 where t.task_date is not null;

create index tasks_running_idx on public.tasks using gist (tstzrange(task_date, runs_until, '[]'))
  where not completed and runs_until is not null;

-- private.task_occurrences (20261124133413) clipped to the occurrences starting in (after,
-- until]: an ongoing task's days are generated for that stretch only, not for all its weeks.
create function private.task_occurrences_starting(task public.tasks, after timestamptz, until timestamptz)
returns table (starts_at timestamptz)
language sql stable
-- at most two in 24 hours (the planner's default of 1000 a call made the job 4 times slower)
rows 2
set search_path = ''
as $$
  select task.task_date
   where task.task_date is not null and task.task_type is distinct from 'ongoing'
     and task.task_date > after and task.task_date <= until
  union all
  select d.starts_at
    from (
      select (day::date)::timestamp at time zone task.time_zone as starts_at, day
        from generate_series(
               greatest((task.task_date at time zone task.time_zone)::date,
                        (after at time zone task.time_zone)::date)::timestamp,
               least((task.task_date at time zone task.time_zone)::date
                       + 7 * greatest(coalesce(task.number_of_weeks, 1), 1) - 1,
                     (until at time zone task.time_zone)::date)::timestamp,
               interval '1 day'
             ) as day
       where task.task_date is not null and task.task_type = 'ongoing'
         and trim(to_char(day, 'Day')) = any (task.days_of_week)
    ) d
   where d.starts_at > after and d.starts_at <= until;
$$;

create function public.send_due_reminders()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  sent integer;
begin
  with occurrences as (
    select a.id as application_id, a.task_id, a.user_id, o.starts_at,
           case
             when t.task_type is distinct from 'ongoing' and org.remind_two_hours_before
                  and o.starts_at <= now() + interval '2 hours'
               then 'two_hours_before'
             when org.remind_day_before
                  and (t.task_type is distinct from 'ongoing'
                       -- 09:00 on the day before: 15 hours before the day's local midnight
                       or o.starts_at <= now() + interval '15 hours')
               then 'day_before'
           end as kind
      from public.tasks t
      join public.applications a on a.task_id = t.id and a.status = 'approved'
      join public.organisations org on org.id = t.organisation_id
      cross join lateral private.task_occurrences_starting(t, now(), now() + interval '24 hours') o
     where not t.completed
       and t.runs_until is not null
       -- tasks taking place at some time in the next 24 hours (tasks_running_idx)
       and tstzrange(t.task_date, t.runs_until, '[]')
           && tstzrange(now(), now() + interval '24 hours', '[]')
  ),
  due as (
    select occ.*, earlier.answer as earlier_answer, earlier.answered_at as earlier_answered_at
      from occurrences occ
      left join lateral (
        select r.answer, r.answered_at
          from public.reminders r
         where r.application_id = occ.application_id and r.starts_at = occ.starts_at
           and r.answer is not null
         order by r.answered_at desc
         limit 1
      ) earlier on true
     where occ.kind is not null
       and earlier.answer is distinct from 'not_coming'
  )
  insert into public.reminders (application_id, task_id, user_id, starts_at, kind, answer, answered_at)
  select application_id, task_id, user_id, starts_at, kind, earlier_answer, earlier_answered_at
    from due
  on conflict on constraint reminders_once do nothing;
  get diagnostics sent = row_count;
  return sent;
end;
$$;
comment on function public.send_due_reminders() is
  'Writes (and so pushes) the reminders due now, each once; run every minute by pg_cron. Returns how many it wrote.';
revoke execute on function public.send_due_reminders() from public, anon, authenticated;
revoke all on function private.tasks_set_runs_until() from public, anon, authenticated;
revoke all on function private.task_occurrences_starting(public.tasks, timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.send_due_reminders() to service_role;

-- 5. answering ---------------------------------------------------------------------------------------

create function public.answer_reminder(p_reminder_id uuid, p_coming boolean)
returns public.reminders
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  reminder public.reminders;
  task public.tasks;
  application public.applications;
  chat_id uuid;
  new_answer text;
  previous text;
  day_text text;
begin
  if p_reminder_id is null or p_coming is null then
    raise exception 'Missing reminder or answer.' using errcode = '22023';
  end if;
  select * into reminder from public.reminders r
   where r.id = p_reminder_id and r.user_id = caller
   for update;
  if not found then
    raise exception 'Reminder not found.' using errcode = 'PT404';
  end if;
  select * into application from public.applications a where a.id = reminder.application_id
   for update;
  if application.status <> 'approved' then
    raise exception 'You are no longer booked for this task.';
  end if;
  if reminder.starts_at <= now() then
    raise exception 'This task has already started.';
  end if;
  select * into task from public.tasks t where t.id = reminder.task_id;

  new_answer := case when p_coming then 'coming' else 'not_coming' end;
  -- What the volunteer said last for this occurrence (on this or the other reminder of it).
  select r.answer into previous from public.reminders r
   where r.application_id = reminder.application_id and r.starts_at = reminder.starts_at
     and r.answer is not null
   order by r.answered_at desc
   limit 1;

  -- Both reminders of the occurrence take the answer: it is asked once.
  update public.reminders r
     set answer = new_answer, answered_at = now()
   where r.application_id = reminder.application_id and r.starts_at = reminder.starts_at;
  select * into reminder from public.reminders r where r.id = p_reminder_id;
  update public.applications a
     set attendance = case when p_coming then 'coming' else 'may_not_come' end
   where a.id = application.id;

  if new_answer = 'not_coming' and previous is distinct from 'not_coming'
     or new_answer = 'coming' and previous = 'not_coming' then
    day_text := to_char(reminder.starts_at at time zone task.time_zone,
                        case when task.task_type = 'ongoing' then 'Dy DD Mon' else 'Dy DD Mon, HH24:MI' end);
    insert into public.chats (org_id, volunteer_id, task_id)
    values (task.user_id, caller, task.id)
    on conflict on constraint chats_org_volunteer_task_key do nothing;
    select c.id into chat_id from public.chats c
     where c.org_id = task.user_id and c.volunteer_id = caller and c.task_id = task.id;
    insert into public.messages (chat_id, sender_id, content)
    values (
      chat_id, caller,
      case when p_coming
        then format('Good news: I can make it to %s on %s after all.', task.title, day_text)
        else format('Sorry, I can''t make it to %s on %s.', task.title, day_text)
      end
    );
  end if;
  return reminder;
end;
$$;
comment on function public.answer_reminder(uuid, boolean) is
  'The caller''s answer to one of their reminders: coming, or not (tells the organisation in the task''s chat and marks the application may_not_come; never withdraws).';
revoke execute on function public.answer_reminder(uuid, boolean) from public, anon;
grant execute on function public.answer_reminder(uuid, boolean) to authenticated, service_role;

-- The applicant list shows the answer.
drop function public.get_task_applicants(uuid, timestamptz, uuid, integer);
create function public.get_task_applicants(
  p_task_id uuid,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, user_id uuid, status text, created_at timestamptz, name text, profile_url text,
  booked_elsewhere boolean, attendance text
)
language plpgsql stable security definer
set search_path = ''
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  caller uuid := private.require_caller();
  page_size integer := least(greatest(coalesce(p_limit, 20), 1), 100);
begin
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  if (p_after_created_at is null) <> (p_after_id is null) then
    raise exception 'A cursor needs both created_at and id.' using errcode = '22023';
  end if;
  return query
    select a.id, a.user_id, a.status, a.created_at, u.name, u.profile_url,
           private.booked_elsewhere(a.user_id, t.id), a.attendance
      from public.tasks t
      join public.applications a on a.task_id = t.id
      join public.users u on u.id = a.user_id
     where t.id = p_task_id
       and t.user_id = caller
       and (p_after_created_at is null
            or (a.created_at, a.id) > (p_after_created_at, p_after_id))
     order by a.created_at, a.id
     limit page_size;
end;
$$;
comment on function public.get_task_applicants(uuid, timestamptz, uuid, integer) is
  'One page of an own task''s applicants in the order they applied, with name, photo, booked_elsewhere and attendance. Nullable: profile_url, attendance.';
revoke execute on function public.get_task_applicants(uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function public.get_task_applicants(uuid, timestamptz, uuid, integer)
  to authenticated, service_role;

-- The first five applicants on each card carry it too (as 20261124133413, plus attendance).
create or replace function public.get_organisation_tasks(
  p_filter text default 'all',
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, title text, location text, task_date timestamptz, task_type text,
  hours_required numeric, points integer, status boolean, completed boolean, capacity integer,
  created_at timestamptz, organisation_id uuid, organisation_name text,
  organisation_logo_url text, applicant_count integer, applied_count integer,
  approved_count integer, rejected_count integer, completed_count integer, applicants jsonb
)
language plpgsql stable security definer
set search_path = ''
-- planned per call: the filter and the cursor fold to constants, so each call reads the owner's
-- index from the cursor and stops after one page
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  caller uuid := private.require_caller();
  task_filter text := coalesce(p_filter, 'all');
  page_size integer := least(greatest(coalesce(p_limit, 20), 1), 100);
begin
  if task_filter not in ('all', 'open', 'pending', 'completed', 'withApplicants') then
    raise exception 'Filter must be all, open, pending, completed or withApplicants.'
      using errcode = '22023';
  end if;
  if (p_before_created_at is null) <> (p_before_id is null) then
    raise exception 'A cursor needs both created_at and id.' using errcode = '22023';
  end if;
  return query
    with page as materialized (
      select t.*
        from public.tasks t
       where t.user_id = caller
         and (p_before_created_at is null
              or (t.created_at, t.id) < (p_before_created_at, p_before_id))
         and case task_filter
               when 'open' then not t.completed and not exists (
                 select 1 from public.applications a
                  where a.task_id = t.id and a.status = 'approved'
               )
               when 'pending' then not t.completed and t.status
               when 'completed' then t.completed
               when 'withApplicants' then t.applicant_count > 0
               else true
             end
       order by t.created_at desc, t.id desc
       limit page_size
    )
    select p.id, p.title, p.location, p.task_date, p.task_type,
           p.hours_required, p.points, p.status, p.completed, p.capacity,
           p.created_at, o.id, o.name,
           o.logo_url, p.applicant_count, c.applied, c.approved, c.rejected, c.done,
           coalesce(f.applicants, '[]'::jsonb)
      from page p
      join public.organisations o on o.id = p.organisation_id
      cross join lateral (
        select (count(*) filter (where a.status = 'applied'))::integer as applied,
               (count(*) filter (where a.status = 'approved'))::integer as approved,
               (count(*) filter (where a.status = 'rejected'))::integer as rejected,
               (count(*) filter (where a.status = 'completed'))::integer as done
          from public.applications a
         where a.task_id = p.id
      ) c
      cross join lateral (
        select jsonb_agg(
                 jsonb_build_object(
                   'id', a.id, 'user_id', a.user_id, 'status', a.status,
                   'created_at', a.created_at, 'name', u.name, 'profile_url', u.profile_url,
                   'booked_elsewhere', private.booked_elsewhere(a.user_id, p.id),
                   'attendance', a.attendance
                 )
                 order by a.created_at, a.id
               ) as applicants
          from (
            select a.id, a.user_id, a.status, a.created_at, a.attendance
              from public.applications a
             where a.task_id = p.id
             order by a.created_at, a.id
             limit 5
          ) a
          join public.users u on u.id = a.user_id
      ) f
     order by p.created_at desc, p.id desc;
end;
$$;
comment on function public.get_organisation_tasks(text, timestamptz, uuid, integer) is
  'One page of the caller''s own tasks, newest first, with counts per application status and the first five applicants (with booked_elsewhere and attendance). Nullable: task_date, organisation_logo_url.';

-- 6. scheduling --------------------------------------------------------------------------------------

do $$
begin
  -- Hosted Supabase: enable pg_cron. Where the platform already provides `cron` (the local stack,
  -- wherever the extension cannot load in this database) its cron.schedule is used as it is.
  if not exists (select 1 from pg_namespace where nspname = 'cron')
     and exists (select 1 from pg_available_extensions where name = 'pg_cron') then
    create extension if not exists pg_cron with schema pg_catalog;
  end if;
  perform cron.schedule('send-due-reminders', '* * * * *', 'select public.send_due_reminders()');
end
$$;
