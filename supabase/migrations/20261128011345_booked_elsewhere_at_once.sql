-- Applicants booked elsewhere, worked out for a whole page at once (issue #18).
--
-- get_organisation_tasks and get_task_applicants called private.booked_elsewhere once per applicant
-- shown. Each call ran private.clashing_tasks, a SQL function PostgreSQL cannot inline (it is
-- SECURITY DEFINER), so each was planned and run on its own: a page of 21 tasks with five
-- applicants each made 105 such calls, and the bench organisation's My Tasks page took 155-222 ms
-- (p50, `npm run bench -w supabase -- --read-models` at 1k tasks), over the 50 ms budget; the demo
-- organisation's 59-86 ms. The clash rule now takes many (volunteer, task) pairs and is planned once
-- per read (private.clashes): 15-20 ms for both. private.clashing_tasks (the apply confirmation's
-- get_task_clashes) is that rule for one pair, so the rule stays in one place.

-- 1. the rule, for many pairs ------------------------------------------------------------------------

-- For each (volunteers[i], task_ids[i]): the volunteer's approved tasks, other than the task, with an
-- occurrence overlapping one of the task's, and when the first overlap starts.
create function private.clashes(volunteers uuid[], task_ids uuid[])
returns table (volunteer uuid, task_id uuid, other_task_id uuid, starts_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  -- The volunteers' approved other tasks first, then the occurrences of only the tasks involved:
  -- joined to the whole table instead, the planner worked out every task's occurrences.
  with others as materialized (
    select distinct pair.volunteer, pair.task_id, a.task_id as other_task_id
      from unnest(volunteers, task_ids) as pair(volunteer, task_id)
      join public.applications a
        on a.user_id = pair.volunteer and a.status = 'approved' and a.task_id <> pair.task_id
  ),
  occurrences as materialized (
    select involved.id, o.starts_at, o.ends_at
      from (select others.task_id as id from others
            union
            select others.other_task_id from others) involved
      cross join lateral private.task_occurrences(
        (select t from public.tasks t where t.id = involved.id)
      ) o
  )
  select o.volunteer, o.task_id, o.other_task_id, min(greatest(mine.starts_at, theirs.starts_at))
    from others o
    join occurrences mine on mine.id = o.task_id
    join occurrences theirs on theirs.id = o.other_task_id
   where mine.starts_at < theirs.ends_at and theirs.starts_at < mine.ends_at
   group by o.volunteer, o.task_id, o.other_task_id;
$$;
comment on function private.clashes(uuid[], uuid[]) is
  'For each (volunteer, task) pair: the volunteer''s approved other tasks overlapping the task, with the first overlap''s start.';

create or replace function private.clashing_tasks(volunteer uuid, task_id uuid)
returns table (task_id uuid, starts_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  select c.other_task_id, c.starts_at
    from private.clashes(array[clashing_tasks.volunteer], array[clashing_tasks.task_id]) c;
$$;

-- 2. the pages that show it --------------------------------------------------------------------------

create or replace function public.get_task_applicants(
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
    with page as materialized (
      select a.id, a.user_id, a.status, a.created_at, a.attendance, a.task_id
        from public.tasks t
        join public.applications a on a.task_id = t.id
       where t.id = p_task_id
         and t.user_id = caller
         and (p_after_created_at is null
              or (a.created_at, a.id) > (p_after_created_at, p_after_id))
       order by a.created_at, a.id
       limit page_size
    ),
    booked as materialized (
      select distinct c.volunteer
        from (select array_agg(p.user_id) as volunteers, array_agg(p.task_id) as task_ids
                from page p) given
        cross join lateral private.clashes(given.volunteers, given.task_ids) c
    )
    select p.id, p.user_id, p.status, p.created_at, u.name, u.profile_url,
           exists (select 1 from booked b where b.volunteer = p.user_id), p.attendance
      from page p
      join public.users u on u.id = p.user_id
     order by p.created_at, p.id;
end;
$$;

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
    ),
    -- The first five applicants of each task: the ones its card shows.
    shown as materialized (
      select s.id, s.task_id, s.user_id, s.status, s.created_at, s.attendance
        from page p
        cross join lateral (
          select a.id, a.task_id, a.user_id, a.status, a.created_at, a.attendance
            from public.applications a
           where a.task_id = p.id
           order by a.created_at, a.id
           limit 5
        ) s
    ),
    booked as materialized (
      select distinct c.volunteer, c.task_id
        from (select array_agg(s.user_id) as volunteers, array_agg(s.task_id) as task_ids
                from shown s) given
        cross join lateral private.clashes(given.volunteers, given.task_ids) c
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
                   'id', s.id, 'user_id', s.user_id, 'status', s.status,
                   'created_at', s.created_at, 'name', u.name, 'profile_url', u.profile_url,
                   'booked_elsewhere', exists (
                     select 1 from booked b where b.volunteer = s.user_id and b.task_id = p.id
                   ),
                   'attendance', s.attendance
                 )
                 order by s.created_at, s.id
               ) as applicants
          from shown s
          join public.users u on u.id = s.user_id
         where s.task_id = p.id
      ) f
     order by p.created_at desc, p.id desc;
end;
$$;

revoke all on all functions in schema private from public;
