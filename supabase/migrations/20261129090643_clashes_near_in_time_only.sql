-- The clash rule (private.clashes) worked out the occurrences of every approved task of every
-- applicant on the page. A volunteer with thousands of approved tasks (the bench data at 100k
-- tasks) made My Tasks of their organisation take 0.4 s and grow with the data: 8,517 calls of
-- private.task_occurrences for one page of 21 tasks. Now only the tasks whose time could meet the
-- task's are worked out: a task spans from its date to its end (its hours, or the weeks of an
-- ongoing role), give or take a day for the zone an ongoing role's days are counted in; the exact
-- rule on the occurrences is then the same as before.

create function private.task_reach(task public.tasks)
returns tstzrange
language sql immutable
set search_path = ''
as $$
  select tstzrange(
    task.task_date - interval '1 day',
    task.task_date + interval '1 day'
      + case when task.task_type = 'ongoing'
             then make_interval(days => 7 * greatest(coalesce(task.number_of_weeks, 1), 1))
             else make_interval(secs => greatest(coalesce(task.hours_required, 0), 0) * 3600) end);
$$;
comment on function private.task_reach(public.tasks) is
  'Every moment a task''s occurrences can fall in, with a day to spare each side; null when undated.';

create or replace function private.clashes(volunteers uuid[], task_ids uuid[])
returns table (volunteer uuid, task_id uuid, other_task_id uuid, starts_at timestamptz)
language sql stable security definer
set search_path = ''
as $$
  -- The volunteers' approved other tasks near the task in time, then the occurrences of only
  -- those: joined to the whole table instead, the planner worked out every task's occurrences.
  with others as materialized (
    select distinct pair.volunteer, pair.task_id, a.task_id as other_task_id
      from unnest(volunteers, task_ids) as pair(volunteer, task_id)
      join public.tasks mine on mine.id = pair.task_id and mine.task_date is not null
      join public.applications a
        on a.user_id = pair.volunteer and a.status = 'approved' and a.task_id <> pair.task_id
      join public.tasks theirs on theirs.id = a.task_id and theirs.task_date is not null
     where private.task_reach(mine) && private.task_reach(theirs)
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

revoke all on function private.task_reach(public.tasks) from public;
