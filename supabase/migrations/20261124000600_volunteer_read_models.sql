-- The volunteer's lists at real sizes (issue #17).
--
-- 1. get_open_tasks read every open task of the whole platform in date order (tasks_open_earliest_idx)
--    and kept those of the organisations the volunteer follows: a volunteer following one small
--    organisation read all 67,587 open tasks of the bench seed, 55-220 ms a call, and deep pages
--    were read by OFFSET. Now each followed organisation's open tasks are read from its own index, in
--    the list's order, one page at most per organisation, and merged; the next page starts after the
--    last row shown (a keyset cursor), so page 50 costs what page 1 costs.
-- 2. Keyset indexes (created_at desc, id desc) for the lists a volunteer pages through: their
--    applications, redemptions and reviews. The client reads those through PostgREST with the
--    cursor as a filter (`created_at <= c` and then `(created_at, id) < (c, i)`).
-- 3. get_volunteer_reviews: a page of a volunteer's reviews with the reviewing organisation's name
--    and logo and the task's title embedded, replacing the follow-up lookups by a list of ids.
-- 4. get_organisation_stats: the organisation profile's counts, summed in the database instead of
--    sending every task's applicant_count to the browser (10,000 rows for the bench organisation).
-- 5. The organisation selection grid pages by (name, id).

-- 1. open tasks ------------------------------------------------------------------------------------

-- One index per order of the list, each led by the organisation, so that one organisation's open
-- tasks are read in the list's order and the read stops after a page.
create index if not exists tasks_open_org_earliest_idx on public.tasks
  (organisation_id, (coalesce(task_date, 'infinity'::timestamptz)), created_at desc, id desc)
  where not status;
-- The newest and points orders cannot leave past tasks out of their index (now() moves), so they
-- carry the date as a last key: a past task that never filled is passed over in the index, without
-- a visit to the table.
create index if not exists tasks_open_org_newest_idx on public.tasks
  (organisation_id, created_at desc, id desc, (coalesce(task_date, 'infinity'::timestamptz)))
  where not status;
create index if not exists tasks_open_org_points_idx on public.tasks
  (organisation_id, points desc, created_at desc, id desc,
   (coalesce(task_date, 'infinity'::timestamptz)))
  where not status;
-- The platform-wide orders served only get_open_tasks.
drop index if exists public.tasks_open_earliest_idx;
drop index if exists public.tasks_open_newest_idx;
drop index if exists public.tasks_open_points_idx;

drop function if exists public.get_open_tasks(text, text, integer, integer);

-- One page of the volunteer's open tasks (SPEC §5): open, not past, of an organisation the caller
-- follows, matching the search in title or description, in one of three orders:
--   'earliest'  date first (undated last), then newest, then id (all tasks' default);
--   'newest'    created_at desc, id desc;
--   'points'    points desc, created_at desc, id desc.
-- The next page starts after the last row shown: p_after_task_date, p_after_points,
-- p_after_created_at and p_after_id are its values (p_after_id null on the first page; a null
-- p_after_task_date is an undated task). p_limit is capped at 100.
create function public.get_open_tasks(
  p_search text default null,
  p_sort text default 'earliest',
  p_limit integer default 20,
  p_after_task_date timestamptz default null,
  p_after_points integer default null,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null
)
returns table (
  id uuid, title text, description text, status boolean, created_at timestamptz, points integer,
  location text, task_type text, task_date timestamptz, days_of_week text[],
  hours_required numeric, capacity integer, difficulty text,
  organisation_id uuid, organisation_name text, organisation_logo_url text,
  applicant_count integer, my_application_status text
)
language plpgsql stable security definer
set search_path = ''
-- planned per call: the search, the sort and the cursor fold to constants, so each organisation's
-- read starts at the cursor in its index and stops after a page
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  caller uuid := private.require_caller();
  sort_order text := coalesce(p_sort, 'earliest');
  page_size integer := least(greatest(coalesce(p_limit, 20), 1), 100);
  after_day timestamptz := coalesce(p_after_task_date, 'infinity'::timestamptz);
  not_before timestamptz := now();
  pattern text;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Only volunteers browse open tasks.' using errcode = '42501';
  end if;
  if sort_order not in ('earliest', 'newest', 'points') then
    raise exception 'Sort must be earliest, newest or points.' using errcode = '22023';
  end if;
  if p_after_id is not null and (p_after_created_at is null
      or (sort_order = 'points' and p_after_points is null)) then
    raise exception 'The cursor is incomplete.' using errcode = '22023';
  end if;
  if nullif(btrim(p_search), '') is not null then
    pattern := '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  if sort_order = 'earliest' and p_after_id is not null then
    not_before := greatest(not_before, after_day);
  end if;

  if sort_order = 'newest' then
    return query
      with page as materialized (
        select t.*
          from public.user_organisations uo
          cross join lateral (
            select t.*
              from public.tasks t
             where t.organisation_id = uo.org_id
               and not t.status
               and coalesce(t.task_date, 'infinity'::timestamptz) >= not_before
               and (p_after_id is null or (t.created_at, t.id) < (p_after_created_at, p_after_id))
               and (pattern is null or t.title ilike pattern or t.description ilike pattern)
             order by t.created_at desc, t.id desc
             limit page_size
          ) t
         where uo.user_id = caller
         order by t.created_at desc, t.id desc
         limit page_size
      )
      select p.id, p.title, p.description, p.status, p.created_at, p.points,
             p.location, p.task_type, p.task_date, p.days_of_week,
             p.hours_required, p.capacity, p.difficulty,
             o.id, o.name, o.logo_url,
             p.applicant_count, a.status
        from page p
        join public.organisations o on o.id = p.organisation_id
        left join public.applications a on a.task_id = p.id and a.user_id = caller
       order by p.created_at desc, p.id desc;
  elsif sort_order = 'points' then
    return query
      with page as materialized (
        select t.*
          from public.user_organisations uo
          cross join lateral (
            select t.*
              from public.tasks t
             where t.organisation_id = uo.org_id
               and not t.status
               and coalesce(t.task_date, 'infinity'::timestamptz) >= not_before
               and (p_after_id is null
                    or (t.points, t.created_at, t.id) < (p_after_points, p_after_created_at, p_after_id))
               and (pattern is null or t.title ilike pattern or t.description ilike pattern)
             order by t.points desc, t.created_at desc, t.id desc
             limit page_size
          ) t
         where uo.user_id = caller
         order by t.points desc, t.created_at desc, t.id desc
         limit page_size
      )
      select p.id, p.title, p.description, p.status, p.created_at, p.points,
             p.location, p.task_type, p.task_date, p.days_of_week,
             p.hours_required, p.capacity, p.difficulty,
             o.id, o.name, o.logo_url,
             p.applicant_count, a.status
        from page p
        join public.organisations o on o.id = p.organisation_id
        left join public.applications a on a.task_id = p.id and a.user_id = caller
       order by p.points desc, p.created_at desc, p.id desc;
  else
    return query
      with page as materialized (
        select t.*
          from public.user_organisations uo
          cross join lateral (
            select t.*
              from public.tasks t
             where t.organisation_id = uo.org_id
               and not t.status
               and coalesce(t.task_date, 'infinity'::timestamptz) >= not_before
               and (p_after_id is null
                    or coalesce(t.task_date, 'infinity'::timestamptz) > after_day
                    or (t.created_at, t.id) < (p_after_created_at, p_after_id))
               and (pattern is null or t.title ilike pattern or t.description ilike pattern)
             order by coalesce(t.task_date, 'infinity'::timestamptz), t.created_at desc, t.id desc
             limit page_size
          ) t
         where uo.user_id = caller
         order by coalesce(t.task_date, 'infinity'::timestamptz), t.created_at desc, t.id desc
         limit page_size
      )
      select p.id, p.title, p.description, p.status, p.created_at, p.points,
             p.location, p.task_type, p.task_date, p.days_of_week,
             p.hours_required, p.capacity, p.difficulty,
             o.id, o.name, o.logo_url,
             p.applicant_count, a.status
        from page p
        join public.organisations o on o.id = p.organisation_id
        left join public.applications a on a.task_id = p.id and a.user_id = caller
       order by coalesce(p.task_date, 'infinity'::timestamptz), p.created_at desc, p.id desc;
  end if;
end;
$$;

comment on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid) is
  'One page of the volunteer''s open tasks of followed organisations, keyset-paged. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status.';

-- 2. keyset indexes of the volunteer's own lists --------------------------------------------------

create index if not exists applications_user_page_idx on public.applications
  (user_id, created_at desc, id desc);
drop index if exists public.applications_user_idx;
create index if not exists redemptions_user_page_idx on public.redemptions
  (user_id, created_at desc, id desc);
drop index if exists public.redemptions_user_idx;
create index if not exists reviews_user_page_idx on public.reviews
  (user_id, created_at desc, id desc);
drop index if exists public.reviews_user_idx;

-- 3. a volunteer's reviews ------------------------------------------------------------------------

-- One page of a volunteer's reviews, newest first, each with the reviewing organisation's name and
-- logo and the task's title. Read as the caller (security invoker): what RLS lets them see. The next
-- page starts after the last row: p_before_created_at and p_before_id (both or neither).
create function public.get_volunteer_reviews(
  p_user_id uuid,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 10
)
returns table (
  id uuid, task_id uuid, rating integer, comment text, created_at timestamptz,
  organisation_name text, organisation_logo_url text, task_title text
)
language sql stable
set search_path = ''
as $$
  select r.id, r.task_id, r.rating, r.comment, r.created_at, o.name, o.logo_url, t.title
    from public.reviews r
    left join public.organisations o on o.user_id = r.org_id
    left join public.tasks t on t.id = r.task_id
   where r.user_id = p_user_id
     and (p_before_id is null or (r.created_at, r.id) < (p_before_created_at, p_before_id))
   order by r.created_at desc, r.id desc
   limit least(greatest(coalesce(p_limit, 10), 1), 100);
$$;

comment on function public.get_volunteer_reviews(uuid, timestamptz, uuid, integer) is
  'One page of a volunteer''s reviews, newest first, with the organisation and task. Nullable: comment, organisation_name, organisation_logo_url, task_title.';

-- 4. the organisation profile's counts --------------------------------------------------------------

create index if not exists tasks_organisation_idx on public.tasks (organisation_id)
  include (applicant_count);

-- Tasks Posted and Applicants over those tasks (SPEC §2), as the caller may read them.
create function public.get_organisation_stats(p_organisation_id uuid)
returns table (tasks_posted integer, applicants integer)
language sql stable
set search_path = ''
as $$
  select count(*)::integer, coalesce(sum(t.applicant_count), 0)::integer
    from public.tasks t
   where t.organisation_id = p_organisation_id;
$$;

comment on function public.get_organisation_stats(uuid) is
  'The organisation profile''s Tasks Posted and Applicants.';

-- 5. the organisation grid ------------------------------------------------------------------------

create index if not exists organisations_name_page_idx on public.organisations (name, id);

-- Only signed-in users call these; hosted Supabase grants execute to anon and PUBLIC by default.
revoke execute on function
  public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid),
  public.get_volunteer_reviews(uuid, timestamptz, uuid, integer),
  public.get_organisation_stats(uuid)
  from public, anon;
grant execute on function
  public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid),
  public.get_volunteer_reviews(uuid, timestamptz, uuid, integer),
  public.get_organisation_stats(uuid)
  to authenticated, service_role;
