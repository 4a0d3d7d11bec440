-- Issue #44: the read models carry each task's own time zone (one clock: a task's times show in its
-- zone), full tasks are listed and reachable (marked full, with their waitlist), a place on offer
-- to the first in line is held for them, and My Tasks has a filter for each count of the
-- organisation's dashboard.

-- 1. places free -----------------------------------------------------------------------------------
-- A task's capacity less its places taken (approved and completed applications) less the places on
-- offer to its waitlist: what another volunteer could still have. A computed field, so any read of
-- a task can say whether it is full (PostgREST selects it as `places_free`).
create function public.places_free(task public.tasks)
returns integer
language sql stable security definer
set search_path = ''
as $$
  select task.capacity
         - (select count(*)::integer from public.applications a
             where a.task_id = task.id and a.status in ('approved', 'completed'))
         - (select count(*)::integer from public.waitlist_entries w
             where w.task_id = task.id and w.status = 'offered');
$$;
comment on function public.places_free(public.tasks) is
  'A task''s places nobody holds: capacity less approved and completed applications less offers outstanding to its waitlist. Full at 0.';
grant execute on function public.places_free(public.tasks) to authenticated, service_role;

-- 2. a place on offer is held ----------------------------------------------------------------------
-- Applying to a task whose places are all taken or on offer is refused with a pointer to the
-- waitlist; a manually closed task with places stays "closed".
create or replace function public.apply_for_task(p_task_id uuid)
returns public.applications
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  task public.tasks;
  app public.applications;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Organisations cannot apply.' using errcode = '42501';
  end if;
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  select * into task from public.tasks t where t.id = p_task_id for update;
  if task.id is null then
    raise exception 'Task not found.' using errcode = 'PT404';
  end if;
  if task.completed then
    raise exception 'This task is closed.';
  end if;
  if task.task_date is not null and task.task_date < now() then
    raise exception 'This task has already taken place.';
  end if;
  if exists (select 1 from public.applications a where a.task_id = p_task_id and a.user_id = caller) then
    raise exception 'You have already applied for this task.' using errcode = '23505';
  end if;
  if public.places_free(task) <= 0 then
    raise exception 'This task is full. Join the waitlist to be offered the next place.';
  end if;
  if task.status then
    raise exception 'This task is closed.';
  end if;
  insert into public.applications (task_id, user_id, status)
  values (p_task_id, caller, 'applied')
  returning * into app;
  return app;
end;
$$;

-- Approving anyone but the volunteer a place is on offer to may not take that place.
create or replace function public.approve_application(p_application_id uuid)
returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
  task public.tasks;
  taken integer;
  holds_offer boolean;
begin
  if app.status <> 'applied' then
    raise exception 'Only pending applications can be approved.';
  end if;
  select * into task from public.tasks t where t.id = app.task_id;
  select count(*) into taken from public.applications a
   where a.task_id = app.task_id and a.status in ('approved', 'completed');
  if taken >= task.capacity then
    raise exception 'This task is already full.';
  end if;
  select exists (
    select 1 from public.waitlist_entries w
     where w.task_id = app.task_id and w.user_id = app.user_id and w.status = 'offered'
  ) into holds_offer;
  if not holds_offer and public.places_free(task) <= 0 then
    raise exception 'This place is held for the first volunteer on the waitlist until they answer or their offer expires.';
  end if;
  -- closes the task when this approval fills it (private.sync_task_status)
  update public.applications a set status = 'approved' where a.id = app.id returning * into app;
  return app;
end;
$$;

-- A task whose places are all taken or on offer can be waited for, even while it reads as open.
create or replace function public.join_waitlist(p_task_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  task public.tasks;
  entry public.waitlist_entries;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Organisations cannot join a waitlist.' using errcode = '42501';
  end if;
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  select * into task from public.tasks t where t.id = p_task_id for update;
  if task.id is null then
    raise exception 'Task not found.' using errcode = 'PT404';
  end if;
  if task.completed then
    raise exception 'This task is closed.';
  end if;
  if task.task_date is not null and task.task_date < now() then
    raise exception 'This task has already taken place.';
  end if;
  if not task.status and public.places_free(task) > 0 then
    raise exception 'This task has places: apply instead.';
  end if;
  if exists (select 1 from public.applications a where a.task_id = p_task_id and a.user_id = caller) then
    raise exception 'You have already applied for this task.' using errcode = '23505';
  end if;
  if exists (
    select 1 from public.waitlist_entries w
     where w.task_id = p_task_id and w.user_id = caller and w.status in ('waiting', 'offered')
  ) then
    raise exception 'You are already on the waitlist.' using errcode = '23505';
  end if;
  insert into public.waitlist_entries (task_id, user_id) values (p_task_id, caller)
  returning * into entry;
  return entry;
end;
$$;

-- 3. the volunteer's lists: full tasks too, any one organisation's, with the task's zone --------------
-- Read per organisation in the list's order from indexes of every task not completed, so a full
-- task (status true) is found as an open one is; a task closed by hand with places left is not
-- listed.
create index tasks_listed_org_earliest_idx on public.tasks
  (organisation_id, (coalesce(task_date, 'infinity'::timestamptz)), created_at desc, id desc)
  where not completed;
create index tasks_listed_org_newest_idx on public.tasks
  (organisation_id, created_at desc, id desc, (coalesce(task_date, 'infinity'::timestamptz)))
  where not completed;
create index tasks_listed_org_points_idx on public.tasks
  (organisation_id, points desc, created_at desc, id desc,
   (coalesce(task_date, 'infinity'::timestamptz)))
  where not completed;
drop index public.tasks_open_org_earliest_idx;
drop index public.tasks_open_org_newest_idx;
drop index public.tasks_open_org_points_idx;

drop function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric);

-- One page of the volunteer's tasks (SPEC §5, and issue #44): open and full tasks, not past, of the
-- organisations the caller follows (or of p_organisation_id alone, followed or not: its page),
-- matching the search in title or description and every filter given:
--   p_interest          tasks suiting this interest;
--   p_from, p_to        dated tasks starting in [p_from, p_to) (undated tasks have no date to match);
--   p_hours_over, p_hours_up_to   hours_required > p_hours_over and <= p_hours_up_to.
-- Orders:
--   'earliest'  date first (undated last), then newest, then id (all tasks' default);
--   'newest'    created_at desc, id desc;
--   'points'    points desc, created_at desc, id desc;
--   'for_you'   relevance desc, then as 'earliest'. Relevance is 2 when the task suits one of the
--               caller's interests, plus 1 when the caller has worked with the organisation.
-- The next page starts after the last row shown: p_after_* are its values (p_after_id null on the
-- first page; a null p_after_task_date is an undated task). p_limit is capped at 100.
-- Each row carries its zone (time_zone), the places nobody holds (places_free: full at 0), and the
-- caller's application and place in line.
create function public.get_open_tasks(
  p_search text default null,
  p_sort text default 'earliest',
  p_limit integer default 20,
  p_after_task_date timestamptz default null,
  p_after_points integer default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_after_relevance integer default null,
  p_organisation_id uuid default null,
  p_interest text default null,
  p_from timestamptz default null,
  p_to timestamptz default null,
  p_hours_over numeric default null,
  p_hours_up_to numeric default null
)
returns table (
  id uuid, title text, description text, status boolean, created_at timestamptz, points integer,
  location text, task_type text, task_date timestamptz, days_of_week text[],
  hours_required numeric, capacity integer, difficulty text,
  organisation_id uuid, organisation_name text, organisation_logo_url text,
  applicant_count integer, my_application_status text,
  interests text[], places_taken integer, matched_interests text[],
  worked_with_organisation boolean, relevance integer,
  time_zone text, places_free integer, my_waitlist_status text
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  sort_order text := coalesce(p_sort, 'earliest');
  page_size integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  after_day timestamptz := coalesce(p_after_task_date, 'infinity'::timestamptz);
  not_before timestamptz := greatest(now(), coalesce(p_from, '-infinity'::timestamptz));
  pattern text;
  mine text[];
  keys text;
  after_cursor text;
  groups text := '(null::boolean)';
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Only volunteers browse open tasks.' using errcode = '42501';
  end if;
  if sort_order not in ('earliest', 'newest', 'points', 'for_you') then
    raise exception 'Sort must be earliest, newest, points or for_you.' using errcode = '22023';
  end if;
  if p_after_id is not null and (p_after_created_at is null
      or (sort_order = 'points' and p_after_points is null)
      or (sort_order = 'for_you' and p_after_relevance is null)) then
    raise exception 'The cursor is incomplete.' using errcode = '22023';
  end if;
  if nullif(btrim(p_search), '') is not null then
    pattern := '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  select coalesce(array_agg(distinct btrim(i)) filter (where btrim(i) <> ''), '{}')
    into mine
    from public.users u
    cross join unnest(string_to_array(coalesce(u.interests, ''), ',')) i
   where u.id = caller;

  case sort_order
    when 'newest' then
      keys := 't.created_at desc, t.id desc';
      after_cursor := '(t.created_at, t.id) < ($13, $11)';
    when 'points' then
      keys := 't.points desc, t.created_at desc, t.id desc';
      after_cursor := '(t.points, t.created_at, t.id) < ($14, $13, $11)';
    when 'earliest' then
      keys := 'coalesce(t.task_date, ''infinity''::timestamptz), t.created_at desc, t.id desc';
      after_cursor := 'coalesce(t.task_date, ''infinity''::timestamptz) > $12 '
        || 'or (t.created_at, t.id) < ($13, $11)';
      if p_after_id is not null then
        not_before := greatest(not_before, after_day);
      end if;
    else
      keys := 'coalesce(t.task_date, ''infinity''::timestamptz), t.created_at desc, t.id desc';
      after_cursor := 'g.relevance < $15 or (g.relevance = $15 and ('
        || 'coalesce(t.task_date, ''infinity''::timestamptz) > $12 '
        || 'or (coalesce(t.task_date, ''infinity''::timestamptz) = $12 '
        || 'and (t.created_at, t.id) < ($13, $11))))';
      groups := '(true), (false)';
  end case;

  return query execute format($sql$
    with worked as (
      select distinct w.organisation_id
        from public.applications a
        join public.tasks w on w.id = a.task_id
       where a.user_id = $1 and a.status in ('approved', 'completed')
    ),
    followed as (
      select o.org_id, (k.organisation_id is not null) as worked
        from (
          select uo.org_id from public.user_organisations uo
           where uo.user_id = $1 and $16::uuid is null
          union all
          select $16::uuid where $16::uuid is not null
        ) o
        left join worked k on k.organisation_id = o.org_id
    ),
    page as materialized (
      select t.*, f.worked,
             (case when t.interests && $10 then 2 else 0 end) + (case when f.worked then 1 else 0 end)
               as relevance
        from followed f
        cross join lateral (
          select m.suits,
                 (case when m.suits then 2 else 0 end) + (case when f.worked then 1 else 0 end)
                   as relevance
            from (values %1$s) as m (suits)
        ) g
        cross join lateral (
          select t.*
            from public.tasks t
           where t.organisation_id = f.org_id
             and not t.completed
             and (case when t.status then public.places_free(t) <= 0 else true end)
             and coalesce(t.task_date, 'infinity'::timestamptz) >= $3
             and ($4::timestamptz is null or t.task_date < $4)
             and ($5::timestamptz is null or t.task_date is not null)
             and ($6::text is null or t.interests @> array[$6::text])
             and ($7::numeric is null or t.hours_required > $7)
             and ($8::numeric is null or t.hours_required <= $8)
             and ($9::text is null or t.title ilike $9 or t.description ilike $9)
             and (g.suits is null or (t.interests && $10) = g.suits)
             and ($11::uuid is null or %2$s)
           order by %3$s
           limit $2
        ) t
       order by %4$s
       limit $2
    )
    select p.id, p.title, p.description, p.status, p.created_at, p.points,
           p.location, p.task_type, p.task_date, p.days_of_week,
           p.hours_required, p.capacity, p.difficulty,
           o.id, o.name, o.logo_url,
           p.applicant_count, a.status,
           p.interests,
           (select public.places_taken(x) from public.tasks x where x.id = p.id),
           array(select i from unnest(p.interests) i where i = any ($10)),
           p.worked, p.relevance,
           p.time_zone,
           (select public.places_free(x) from public.tasks x where x.id = p.id),
           w.status
      from page p
      join public.organisations o on o.id = p.organisation_id
      left join public.applications a on a.task_id = p.id and a.user_id = $1
      left join public.waitlist_entries w
        on w.task_id = p.id and w.user_id = $1 and w.status in ('waiting', 'offered')
     order by %5$s
  $sql$,
    groups,
    after_cursor,
    keys,
    case when sort_order = 'for_you' then 'relevance desc, ' else '' end || keys,
    case when sort_order = 'for_you' then 'p.relevance desc, ' else '' end || replace(keys, 't.', 'p.'))
  using caller, page_size, not_before, p_to, p_from, nullif(btrim(p_interest), ''), p_hours_over,
        p_hours_up_to, pattern, mine, p_after_id, after_day, p_after_created_at, p_after_points,
        p_after_relevance, p_organisation_id;
end;
$$;

comment on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric) is
  'One page of the volunteer''s open and full tasks of followed organisations (or of one organisation), filtered, keyset-paged. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status, my_waitlist_status.';
grant execute on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric) to authenticated;

-- 4. the organisation's tasks: the zone, and a filter for each count of the dashboard ----------------
drop function public.get_organisation_tasks(text, timestamptz, uuid, integer);

-- One page of the caller's own tasks, newest first, of one filter:
--   all, open, pending, completed, withApplicants   SPEC §2's My Tasks filters;
--   awaitingDecision   not completed, with an application waiting for Approve or Reject;
--   thisWeek           not completed, starting in the next seven days;
--   reviewsOwed        with work marked done whose volunteer has no review yet.
-- The last three are get_organisation_todo's counts, so each count opens exactly its tasks.
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
  approved_count integer, rejected_count integer, completed_count integer, applicants jsonb,
  time_zone text
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
  if task_filter not in ('all', 'open', 'pending', 'completed', 'withApplicants',
                         'awaitingDecision', 'thisWeek', 'reviewsOwed') then
    raise exception 'Filter must be all, open, pending, completed, withApplicants, awaitingDecision, thisWeek or reviewsOwed.'
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
               when 'awaitingDecision' then not t.completed and exists (
                 select 1 from public.applications a
                  where a.task_id = t.id and a.status = 'applied'
               )
               when 'thisWeek' then not t.completed
                 and t.task_date >= now() and t.task_date < now() + interval '7 days'
               when 'reviewsOwed' then exists (
                 select 1 from public.applications a
                  where a.task_id = t.id and a.status = 'completed'
                    and not exists (
                      select 1 from public.reviews r
                       where r.task_id = a.task_id and r.user_id = a.user_id
                    )
               )
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
           coalesce(f.applicants, '[]'::jsonb),
           p.time_zone
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
comment on function public.get_organisation_tasks(text, timestamptz, uuid, integer) is
  'One page of the caller''s own tasks, newest first, of one filter (My Tasks'' and the dashboard''s), each with its counts per status, first five applicants and time zone.';
grant execute on function public.get_organisation_tasks(text, timestamptz, uuid, integer) to authenticated;

-- 5. what an organisation needs to decide on an applicant ----------------------------------------------
-- The hours a volunteer has given and the tasks they have done (their ledger, which only they read),
-- and how reliable they have been: the times they said they couldn't come against the work they
-- completed. For an organisation about someone who applied to one of its tasks; refused otherwise.
create function public.get_applicant_facts(p_user_id uuid)
returns table (hours numeric, tasks_done integer, completed integer, said_cant_come integer)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
begin
  if p_user_id is null then
    raise exception 'Missing volunteer id.' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.applications a
      join public.tasks t on t.id = a.task_id
     where a.user_id = p_user_id and t.user_id = caller
  ) then
    raise exception 'You can see these facts only for your own applicants.' using errcode = '42501';
  end if;
  return query
    select coalesce((select sum(l.hours) from public.ledger_entries l
                      where l.user_id = p_user_id and l.kind = 'task'), 0),
           (select count(*)::integer from public.ledger_entries l
             where l.user_id = p_user_id and l.kind = 'task'),
           (select count(*)::integer from public.applications a
             where a.user_id = p_user_id and a.status = 'completed'),
           (select count(*)::integer from public.applications a
             where a.user_id = p_user_id and a.attendance = 'may_not_come');
end;
$$;
comment on function public.get_applicant_facts(uuid) is
  'An applicant''s hours given and tasks done (from the ledger) and reliability (times they said they could not come, work completed), for the organisations they applied to.';
grant execute on function public.get_applicant_facts(uuid) to authenticated;
