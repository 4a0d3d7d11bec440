-- The organisation's own tasks at real sizes (issue #17). My Tasks and Home read the 200 newest
-- own tasks with every application embedded (about 500 KB at the bench seed's 10 applicants a
-- task), then looked every applicant up by id in one URL (`users?id=in.(…)`, 500 ids, over 18,000
-- characters, refused by the gateway), and the applications policy called private.owns_task() once
-- per application row. Now:
--
-- 1. get_organisation_tasks: one page of the caller's tasks, newest first, each with its counts per
--    application status and its first five applicants (id, name, photo) embedded, paged by a
--    keyset cursor on (created_at desc, id desc), filtered in the database by My Tasks' filters.
-- 2. get_task_applicants: one task's applicants in the order they applied, with name and photo,
--    paged by a keyset cursor on (created_at, id), for the owner only.
-- 3. The select policies of applications, user_organisations and messages check ownership with an
--    inline `exists` over the owning row instead of a SECURITY DEFINER function called per row, so
--    the planner can hash it once per statement (same meaning: the rls suites check it).
-- 4. The indexes of these access paths.
--
-- A keyset cursor is stable while rows are added: a new task is newer than any cursor (it comes on
-- the first page at the next refetch, never twice); a new application is later than any cursor of
-- its task's applicants (it comes last, after the rows already shown). Nothing is skipped.

-- 1. indexes ----------------------------------------------------------------------------------------

-- The owner's tasks in page order; the cursor's row comparison is an index condition. Replaces
-- tasks_owner_idx (user_id, created_at desc), whose every use this one serves.
create index if not exists tasks_owner_page_idx on public.tasks (user_id, created_at desc, id desc);
drop index if exists public.tasks_owner_idx;
-- My Tasks' Completed filter: completed tasks are sparse among the newest, so the page above would
-- read far past one page of them.
create index if not exists tasks_owner_completed_idx on public.tasks
  (user_id, created_at desc, id desc) where completed;

-- The export of the next seven days: the owner's dated tasks by date.
create index if not exists tasks_owner_date_idx on public.tasks (user_id, task_date)
  where task_date is not null;

-- A task's applicants in the order they applied (the first five of a page, the applicant pages),
-- and its counts per status, from the index alone.
create index if not exists applications_task_created_idx on public.applications
  (task_id, created_at, id) include (user_id, status);

-- 2. policies without a function call per row -------------------------------------------------------

drop policy if exists applications_select on public.applications;
create policy applications_select on public.applications for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (
      select 1 from public.tasks t
       where t.id = applications.task_id and t.user_id = (select auth.uid())
    )
  );

drop policy if exists user_organisations_select on public.user_organisations;
create policy user_organisations_select on public.user_organisations for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (
      select 1 from public.organisations o
       where o.id = user_organisations.org_id and o.user_id = (select auth.uid())
    )
  );

drop policy if exists messages_select_participant on public.messages;
create policy messages_select_participant on public.messages for select to authenticated
  using (
    exists (
      select 1 from public.chats c
       where c.id = messages.chat_id and (select auth.uid()) in (c.org_id, c.volunteer_id)
    )
  );

-- 3. read models ------------------------------------------------------------------------------------

-- One page of the caller's own tasks (an organisation's; anyone else has none), newest first.
-- p_filter is one of My Tasks' filters (SPEC §4): 'all'; 'open' (not completed, nobody approved);
-- 'pending' (not completed, status true); 'completed'; 'withApplicants' (at least one applicant).
-- The next page starts after the last row: p_before_created_at and p_before_id are its created_at
-- and id (both or neither). p_limit is capped at 100. `applicants` is a JSON array of the first five
-- applications in the order they applied: {id, user_id, status, created_at, name, profile_url}.
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
                   'created_at', a.created_at, 'name', u.name, 'profile_url', u.profile_url
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

-- One page of a task's applicants in the order they applied, with name and photo; only the task's
-- owner gets rows (anyone else, and an unknown task, gets none). The next page starts after the
-- last row: p_after_created_at and p_after_id are its created_at and id (both or neither).
-- p_limit is capped at 100.
create function public.get_task_applicants(
  p_task_id uuid,
  p_after_created_at timestamptz default null,
  p_after_id uuid default null,
  p_limit integer default 20
)
returns table (
  id uuid, user_id uuid, status text, created_at timestamptz, name text, profile_url text
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
    select a.id, a.user_id, a.status, a.created_at, u.name, u.profile_url
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
  'One page of the caller''s own tasks, newest first, with counts per application status and the first five applicants. Nullable: task_date, organisation_logo_url.';
comment on function public.get_task_applicants(uuid, timestamptz, uuid, integer) is
  'One page of an own task''s applicants in the order they applied, with name and photo. Nullable: profile_url.';

-- Only signed-in users call these; hosted Supabase grants execute to anon and PUBLIC by default.
revoke execute on function
  public.get_organisation_tasks(text, timestamptz, uuid, integer),
  public.get_task_applicants(uuid, timestamptz, uuid, integer)
  from public, anon;
grant execute on function
  public.get_organisation_tasks(text, timestamptz, uuid, integer),
  public.get_task_applicants(uuid, timestamptz, uuid, integer)
  to authenticated, service_role;
