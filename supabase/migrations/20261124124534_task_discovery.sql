-- Discovery (issue #20): what a volunteer needs to decide on a task, and to find one.
--
-- 1. tasks.interests: the interests of SPEC §3 (Sport, Arts, ...) a task suits, chosen by the
--    organisation when it posts the task. Before, a volunteer's interests were asked at onboarding
--    and never used: nothing on a task said what it was about.
-- 2. get_open_tasks takes filters (one followed organisation, an interest, a date range, a
--    duration) and a fourth order, 'for_you': tasks suiting the volunteer's interests first, then
--    those of organisations they have worked with (an approved or completed application), each
--    group in date order. Each row says why it ranks where it does (matched_interests,
--    worked_with_organisation, relevance) and how many places are taken, so a card can say
--    "2 of 4 spots left" and "Suits your interest in Environment".
--    The body is one statement built per call from the chosen order (the orders differ only in
--    their keys and their cursor), instead of one copy per order.

-- 1. interests of a task --------------------------------------------------------------------------

alter table public.tasks
  add column interests text[] not null default '{}'
  constraint tasks_interests_known check (
    interests <@ array['Sport', 'Arts', 'Elderly', 'Homeless', 'Animals', 'Environment', 'Youth',
                       'Fundraising', 'Disability Support']::text[]
  );
comment on column public.tasks.interests is
  'The interests of SPEC §3 the task suits; volunteers filter by them and the For You order ranks by them.';

grant insert (interests), update (interests) on public.tasks to authenticated;

-- Places taken (approved and completed applications) as a computed field of a task, so any read of
-- a task can say "2 of 4 spots left" (PostgREST selects it as `places_taken`). A volunteer's reads
-- see only their own application (row-level security); the count is of all of them, and says
-- nothing more than the number.
create function public.places_taken(task public.tasks)
returns integer
language sql stable security definer
set search_path = ''
as $$
  select count(*)::integer
    from public.applications a
   where a.task_id = task.id and a.status in ('approved', 'completed');
$$;
comment on function public.places_taken(public.tasks) is
  'A task''s approved and completed applications: the places its capacity counts against.';
revoke execute on function public.places_taken(public.tasks) from public, anon;
grant execute on function public.places_taken(public.tasks) to authenticated;

-- 2. open tasks with filters and the For You order --------------------------------------------------

drop function if exists public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid);

-- One page of the volunteer's open tasks (SPEC §5): open, not past, of an organisation the caller
-- follows, matching the search in title or description and every filter given:
--   p_organisation_id   one followed organisation;
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
  worked_with_organisation boolean, relevance integer
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
  -- the order inside one organisation's read (relevance is the same for all of its rows)
  keys text;
  -- the rows after the cursor, in that order
  after_cursor text;
  -- For You reads an organisation's tasks that suit the caller and those that do not separately,
  -- each in date order from its index, so a page of either stops after a page.
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
      -- rows before the cursor's day are left out by not_before
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
      select uo.org_id, (k.organisation_id is not null) as worked
        from public.user_organisations uo
        left join worked k on k.organisation_id = uo.org_id
       where uo.user_id = $1 and ($16::uuid is null or uo.org_id = $16)
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
             and not t.status
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
           p.worked, p.relevance
      from page p
      join public.organisations o on o.id = p.organisation_id
      left join public.applications a on a.task_id = p.id and a.user_id = $1
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
  'One page of the volunteer''s open tasks of followed organisations, filtered, keyset-paged. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status.';

revoke execute on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric) from public, anon;
grant execute on function public.get_open_tasks(text, text, integer, timestamptz, integer, timestamptz, uuid, integer, uuid, text, timestamptz, timestamptz, numeric, numeric) to authenticated;
