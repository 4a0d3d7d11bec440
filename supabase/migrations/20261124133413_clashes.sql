-- Clashes (issue #21): applying to a task that overlaps one the volunteer is already approved for
-- shows the clash and asks again; the organisation sees "booked elsewhere at this time" on that
-- applicant.
--
-- 1. tasks.time_zone: the IANA zone the task's times and weekdays are meant in (the organiser's,
--    sent by the portal when the task is posted). An ongoing task has weekdays and no time of day,
--    so its days only mean something in a zone. Existing tasks get 'UTC'.
-- 2. private.task_occurrences(task): when a task takes place. A once-off task: from task_date for
--    hours_required hours. An ongoing task: every local day, from task_date's local day for
--    number_of_weeks weeks, whose weekday is one of days_of_week, the whole day (its hours per
--    day are not stored). An undated task takes place at no fixed time and clashes with nothing.
-- 3. private.clashing_tasks(volunteer, task): the volunteer's approved tasks (other than the task)
--    with an occurrence overlapping one of the task's.
-- 4. get_task_clashes(p_task_id): the caller's clashes with a task, for the apply confirmation.
-- 5. get_organisation_tasks and get_task_applicants add booked_elsewhere to each applicant.

-- 1. time zone ---------------------------------------------------------------------------------------

-- Whether PostgreSQL knows a zone name. Immutable for the check: the zone database changes only
-- with the server's version.
create function private.is_time_zone(zone text)
returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  perform now() at time zone zone;
  return true;
exception when others then
  return false;
end;
$$;

alter table public.tasks
  add column time_zone text not null default 'UTC'
  constraint tasks_time_zone_known check (private.is_time_zone(time_zone));
comment on column public.tasks.time_zone is
  'The IANA time zone the task''s date and weekdays are meant in (the organiser''s when posted).';
grant insert (time_zone), update (time_zone) on public.tasks to authenticated;

-- 2. occurrences ---------------------------------------------------------------------------------------

create function private.task_occurrences(task public.tasks)
returns table (starts_at timestamptz, ends_at timestamptz)
language sql stable
set search_path = ''
as $$
  select task.task_date,
         task.task_date + make_interval(secs => greatest(task.hours_required, 0) * 3600)
   where task.task_date is not null and task.task_type is distinct from 'ongoing'
  union all
  select (day::date)::timestamp at time zone task.time_zone,
         ((day::date) + 1)::timestamp at time zone task.time_zone
    from generate_series(
           (task.task_date at time zone task.time_zone)::date::timestamp,
           (task.task_date at time zone task.time_zone)::date::timestamp
             + make_interval(days => 7 * greatest(coalesce(task.number_of_weeks, 1), 1) - 1),
           interval '1 day'
         ) as day
   where task.task_date is not null and task.task_type = 'ongoing'
     and trim(to_char(day, 'Day')) = any (task.days_of_week);
$$;
comment on function private.task_occurrences(public.tasks) is
  'When a task takes place: once-off from task_date for its hours; ongoing, each of its weekdays (whole local days) for its weeks; undated, never.';

-- 3. clashes ----------------------------------------------------------------------------------------

create function private.clashing_tasks(volunteer uuid, task_id uuid)
returns table (task_id uuid, starts_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select other.id, min(greatest(mine.starts_at, theirs.starts_at))
    from public.tasks candidate
    cross join lateral private.task_occurrences(candidate) mine
    join public.applications a on a.user_id = volunteer and a.status = 'approved'
    join public.tasks other on other.id = a.task_id and other.id <> candidate.id
    cross join lateral private.task_occurrences(other) theirs
   where candidate.id = clashing_tasks.task_id
     and mine.starts_at < theirs.ends_at and theirs.starts_at < mine.ends_at
   group by other.id;
$$;

create function private.booked_elsewhere(volunteer uuid, task_id uuid)
returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from private.clashing_tasks(volunteer, task_id));
$$;

-- The caller's approved tasks that overlap a task, earliest overlap first: what the apply
-- confirmation warns about. Empty for a task that clashes with nothing (or does not exist).
create function public.get_task_clashes(p_task_id uuid)
returns table (task_id uuid, title text, task_date timestamptz, overlap_starts_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select t.id, t.title, t.task_date, c.starts_at
    from private.clashing_tasks(private.require_caller(), p_task_id) c
    join public.tasks t on t.id = c.task_id
   order by c.starts_at, t.id;
$$;
comment on function public.get_task_clashes(uuid) is
  'The caller''s approved tasks overlapping a task, earliest overlap first. Nullable: task_date.';
revoke execute on function public.get_task_clashes(uuid) from public, anon;
grant execute on function public.get_task_clashes(uuid) to authenticated, service_role;

-- 5. applicants booked elsewhere -------------------------------------------------------------------------

drop function public.get_organisation_tasks(text, timestamptz, uuid, integer);
drop function public.get_task_applicants(uuid, timestamptz, uuid, integer);

-- As in 20261124000400, each applicant with booked_elsewhere: approved for another task at a time
-- this one takes place.
create function public.get_organisation_tasks(
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
                   'booked_elsewhere', private.booked_elsewhere(a.user_id, p.id)
                 )
                 order by a.created_at, a.id
               ) as applicants
          from (
            select a.id, a.user_id, a.status, a.created_at
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


create function public.get_task_applicants(
  p_task_id uuid,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, user_id uuid, status text, created_at timestamptz, name text, profile_url text,
  booked_elsewhere boolean
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
           private.booked_elsewhere(a.user_id, t.id)
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


comment on function public.get_organisation_tasks(text, timestamptz, uuid, integer) is
  'One page of the caller''s own tasks, newest first, with counts per application status and the first five applicants (with booked_elsewhere). Nullable: task_date, organisation_logo_url.';
comment on function public.get_task_applicants(uuid, timestamptz, uuid, integer) is
  'One page of an own task''s applicants in the order they applied, with name, photo and booked_elsewhere. Nullable: profile_url.';

revoke execute on function
  public.get_organisation_tasks(text, timestamptz, uuid, integer),
  public.get_task_applicants(uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function
  public.get_organisation_tasks(text, timestamptz, uuid, integer),
  public.get_task_applicants(uuid, timestamptz, uuid, integer)
  to authenticated, service_role;

-- The private helpers are called by the functions above (security definer) only; the zone check
-- runs as whoever writes a task.
revoke all on all functions in schema private from public;
grant execute on function private.is_time_zone(text) to authenticated, service_role;
