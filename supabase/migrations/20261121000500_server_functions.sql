-- Server functions, called through PostgREST as /rest/v1/rpc/<name>. Each is SECURITY DEFINER with an
-- empty search_path, checks its caller itself and changes state in one transaction. Errors carry the
-- SQLSTATE PostgREST turns into a status: 42501 forbidden (403), PT404 not found (404), 23505
-- conflict (409), 22023 bad input (400), P0001 rule broken (400).

create function private.require_caller() returns uuid
language plpgsql stable security definer set search_path = '' as $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or not exists (select 1 from public.users u where u.id = caller) then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  return caller;
end;
$$;

-- Locks the task and the application (in that order, everywhere, so concurrent calls queue instead
-- of deadlocking) and checks that the caller owns the task.
create function private.lock_application_for_owner(p_application_id uuid)
returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  app public.applications;
  owner uuid;
begin
  if p_application_id is null then
    raise exception 'Missing application id.' using errcode = '22023';
  end if;
  select t.user_id into owner
    from public.tasks t
   where t.id = (select a.task_id from public.applications a where a.id = p_application_id)
     for update of t;
  if owner is null then
    raise exception 'Application not found.' using errcode = 'PT404';
  end if;
  if owner <> caller then
    raise exception 'Only the task owner can manage its applicants.' using errcode = '42501';
  end if;
  select * into app from public.applications a where a.id = p_application_id for update;
  if app.id is null then
    raise exception 'Application not found.' using errcode = 'PT404';
  end if;
  return app;
end;
$$;

-- apply ---------------------------------------------------------------------------------------------
create function public.apply_for_task(p_task_id uuid) returns public.applications
language plpgsql security definer set search_path = '' as $$
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
  if task.status or task.completed then
    raise exception 'This task is closed.';
  end if;
  if task.task_date is not null and task.task_date < now() then
    raise exception 'This task has already taken place.';
  end if;
  if exists (select 1 from public.applications a where a.task_id = p_task_id and a.user_id = caller) then
    raise exception 'You have already applied for this task.' using errcode = '23505';
  end if;
  insert into public.applications (task_id, user_id, status)
  values (p_task_id, caller, 'applied')
  returning * into app;
  return app;
end;
$$;

-- withdraw ------------------------------------------------------------------------------------------
create function public.withdraw_application(p_task_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  task public.tasks;
  app public.applications;
begin
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  select * into task from public.tasks t where t.id = p_task_id for update;
  select * into app from public.applications a
   where a.task_id = p_task_id and a.user_id = caller for update;
  if app.id is null then
    raise exception 'You have not applied for this task.' using errcode = 'PT404';
  end if;
  if app.status not in ('applied', 'approved') then
    raise exception 'Only pending or approved applications can be withdrawn.';
  end if;
  if task.task_date is not null and task.task_date < now() + interval '24 hours' then
    raise exception 'Too late to withdraw – contact your org directly.';
  end if;
  delete from public.applications a where a.id = app.id;
end;
$$;

-- approve -------------------------------------------------------------------------------------------
create function public.approve_application(p_application_id uuid) returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
  task public.tasks;
  taken integer;
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
  update public.applications a set status = 'approved' where a.id = app.id returning * into app;
  if taken + 1 >= task.capacity then
    update public.tasks t set status = true where t.id = task.id;
  end if;
  return app;
end;
$$;

-- reject --------------------------------------------------------------------------------------------
create function public.reject_application(p_application_id uuid) returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
begin
  if app.status <> 'applied' then
    raise exception 'Only pending applications can be rejected.';
  end if;
  update public.applications a set status = 'rejected' where a.id = app.id returning * into app;
  return app;
end;
$$;

-- mark done -----------------------------------------------------------------------------------------
-- Idempotent: a second call on a completed application returns it unchanged and credits nothing.
create function public.mark_application_done(p_application_id uuid) returns public.applications
language plpgsql security definer set search_path = '' as $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
  task public.tasks;
  done integer;
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
  update public.applications a set status = 'completed' where a.id = app.id returning * into app;
  update public.users u set points = u.points + task.points where u.id = app.user_id;
  select count(*) into done from public.applications a
   where a.task_id = task.id and a.status = 'completed';
  if done >= task.capacity then
    update public.tasks t set status = true, completed = true where t.id = task.id;
  end if;
  return app;
end;
$$;

-- increment_user_points (SPEC §7's name) ------------------------------------------------------------
-- Points are only ever earned by finishing a task, so this is the "credit on Done" path under its
-- SPEC name: the caller must own a task worth exactly `amt` points on which `uid` has an approved
-- application; that application is marked done (credited once), and the new balance returned. If the
-- volunteer was already credited for such a task, nothing changes. Any other use is refused.
create function public.increment_user_points(uid uuid, amt integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  target uuid;
  balance integer;
begin
  if uid is null or amt is null then
    raise exception 'Missing volunteer or amount.' using errcode = '22023';
  end if;
  if amt <= 0 then
    raise exception 'Points can only be added.' using errcode = '22023';
  end if;
  select a.id into target
    from public.applications a join public.tasks t on t.id = a.task_id
   where a.user_id = uid and a.status = 'approved' and t.user_id = caller and t.points = amt
     and not t.completed
   order by t.task_date nulls last, a.created_at
   limit 1;
  if target is not null then
    perform public.mark_application_done(target);
  elsif not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status = 'completed' and t.user_id = caller and t.points = amt
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  select u.points into balance from public.users u where u.id = uid;
  return balance;
end;
$$;

-- calculate_average_rating (SPEC §7's name) ---------------------------------------------------------
-- Recomputes the caller's own average from the reviews (triggers keep it current; this only
-- repairs) and returns it. It cannot move anyone's rating away from what their reviews say.
create function public.calculate_average_rating() returns numeric
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
begin
  return private.refresh_average_rating(caller);
end;
$$;

-- redeem --------------------------------------------------------------------------------------------
-- p_item_id is a reward_items id (priced from the menu; p_custom_cents is ignored) or 'custom' with
-- p_custom_cents > 0 (1 point = 1 cent). The balance row is locked, so concurrent redemptions queue
-- and the balance never goes below zero.
create function public.redeem_reward(p_item_id text, p_custom_cents integer default null)
returns table (
  id uuid, user_id uuid, item_id text, item_title text, cost integer, created_at timestamptz,
  remaining_points integer
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
  update public.users u set points = u.points - v_cost where u.id = caller
  returning u.points into balance;
  insert into public.redemptions (user_id, item_id, item_title, cost)
  values (caller, p_item_id, v_title, v_cost)
  returning * into redemption;
  return query select redemption.id, redemption.user_id, redemption.item_id, redemption.item_title,
    redemption.cost, redemption.created_at, balance;
end;
$$;

-- review --------------------------------------------------------------------------------------------
create function public.submit_review(
  p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text default null
) returns public.reviews
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  review public.reviews;
begin
  if p_task_id is null or p_user_id is null then
    raise exception 'Missing required review information.' using errcode = '22023';
  end if;
  if p_rating is null then
    raise exception 'Please provide a rating.' using errcode = '22023';
  end if;
  if p_rating not between 1 and 5 then
    raise exception 'Rating must be between 1 and 5.' using errcode = '22023';
  end if;
  perform 1 from public.tasks t where t.id = p_task_id for update;
  if not found then
    raise exception 'Task not found.' using errcode = 'PT404';
  end if;
  if not private.owns_task(p_task_id) then
    raise exception 'Only the task owner can review its volunteers.' using errcode = '42501';
  end if;
  if not exists (
    select 1 from public.applications a
     where a.task_id = p_task_id and a.user_id = p_user_id and a.status = 'completed'
  ) then
    raise exception 'You can review a volunteer only after marking their work done.';
  end if;
  if exists (select 1 from public.reviews r where r.task_id = p_task_id and r.user_id = p_user_id) then
    raise exception 'You have already reviewed this volunteer for this task.' using errcode = '23505';
  end if;
  insert into public.reviews (task_id, user_id, org_id, rating, comment)
  values (p_task_id, p_user_id, caller, p_rating, nullif(btrim(p_comment), ''))
  returning * into review;
  return review;
end;
$$;

-- read models ---------------------------------------------------------------------------------------
-- Top five volunteers by completed applications, read from the trigger-kept counter's index.
create function public.get_leaderboard()
returns table (user_id uuid, name text, profile_url text, completed_count integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_caller();
  return query
    select u.id, u.name, u.profile_url, u.completed_count
      from public.users u
     where u.role = 'volunteer' and u.completed_count > 0
     order by u.completed_count desc, u.name, u.id
     limit 5;
end;
$$;

-- The caller's chats with the task title, both participants and the last message, newest first.
-- A generic plan, made once per connection: planning this six-way join costs more than running it.
create function public.get_chat_list()
returns table (
  chat_id uuid, task_id uuid, task_title text,
  org_id uuid, org_name text, org_profile_url text, org_logo_url text,
  volunteer_id uuid, volunteer_name text, volunteer_profile_url text,
  last_message_content text, last_message_sender_id uuid, last_message_at timestamptz,
  created_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
set plan_cache_mode = 'force_generic_plan'
as $$
declare
  caller uuid := private.require_caller();
begin
  return query
    select c.id, c.task_id, t.title,
           c.org_id, ou.name, ou.profile_url, o.logo_url,
           c.volunteer_id, vu.name, vu.profile_url,
           m.content, m.sender_id, m.created_at,
           c.created_at
      from public.chats c
      join public.tasks t on t.id = c.task_id
      join public.users ou on ou.id = c.org_id
      join public.users vu on vu.id = c.volunteer_id
      left join public.organisations o on o.user_id = c.org_id
      left join lateral (
        select mm.content, mm.sender_id, mm.created_at
          from public.messages mm
         where mm.chat_id = c.id
         order by mm.created_at desc, mm.id desc
         limit 1
      ) m on true
     where c.org_id = caller or c.volunteer_id = caller
     order by coalesce(m.created_at, c.created_at) desc, c.id;
end;
$$;

-- The volunteer's open-task list (SPEC §5): open tasks of linked organisations, dated now or later or
-- undated, optionally matching title or description, sorted 'earliest' (default; undated last),
-- 'newest' or 'points', one page at a time. One query per order, so each reads its own index and
-- stops after one page; planned per call, because a generic plan cannot see that the search is
-- empty and reads every open task.
create function public.get_open_tasks(
  p_search text default null,
  p_sort text default 'earliest',
  p_limit integer default 100,
  p_offset integer default 0
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
set plan_cache_mode = 'force_custom_plan'
as $$
declare
  caller uuid := private.require_caller();
  sort_order text := coalesce(p_sort, 'earliest');
  page_size integer := least(greatest(coalesce(p_limit, 100), 1), 500);
  page_start integer := greatest(coalesce(p_offset, 0), 0);
  pattern text;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Only volunteers browse open tasks.' using errcode = '42501';
  end if;
  if sort_order not in ('earliest', 'newest', 'points') then
    raise exception 'Sort must be earliest, newest or points.' using errcode = '22023';
  end if;
  if nullif(btrim(p_search), '') is not null then
    pattern := '%' || replace(replace(replace(btrim(p_search), '\', '\\'), '%', '\%'), '_', '\_') || '%';
  end if;
  if sort_order = 'newest' then
    return query
      select t.id, t.title, t.description, t.status, t.created_at, t.points,
             t.location, t.task_type, t.task_date, t.days_of_week,
             t.hours_required, t.capacity, t.difficulty,
             o.id, o.name, o.logo_url,
             t.applicant_count, a.status
        from public.tasks t
        join public.organisations o on o.id = t.organisation_id
        left join public.applications a on a.task_id = t.id and a.user_id = caller
       where not t.status
         and coalesce(t.task_date, 'infinity'::timestamptz) >= now()
         and t.organisation_id in (
           select uo.org_id from public.user_organisations uo where uo.user_id = caller
         )
         and (pattern is null or t.title ilike pattern or t.description ilike pattern)
       order by t.created_at desc, t.id
       limit page_size offset page_start;
  elsif sort_order = 'points' then
    return query
      select t.id, t.title, t.description, t.status, t.created_at, t.points,
             t.location, t.task_type, t.task_date, t.days_of_week,
             t.hours_required, t.capacity, t.difficulty,
             o.id, o.name, o.logo_url,
             t.applicant_count, a.status
        from public.tasks t
        join public.organisations o on o.id = t.organisation_id
        left join public.applications a on a.task_id = t.id and a.user_id = caller
       where not t.status
         and coalesce(t.task_date, 'infinity'::timestamptz) >= now()
         and t.organisation_id in (
           select uo.org_id from public.user_organisations uo where uo.user_id = caller
         )
         and (pattern is null or t.title ilike pattern or t.description ilike pattern)
       order by t.points desc, t.created_at desc, t.id
       limit page_size offset page_start;
  else
    return query
      select t.id, t.title, t.description, t.status, t.created_at, t.points,
             t.location, t.task_type, t.task_date, t.days_of_week,
             t.hours_required, t.capacity, t.difficulty,
             o.id, o.name, o.logo_url,
             t.applicant_count, a.status
        from public.tasks t
        join public.organisations o on o.id = t.organisation_id
        left join public.applications a on a.task_id = t.id and a.user_id = caller
       where not t.status
         and coalesce(t.task_date, 'infinity'::timestamptz) >= now()
         and t.organisation_id in (
           select uo.org_id from public.user_organisations uo where uo.user_id = caller
         )
         and (pattern is null or t.title ilike pattern or t.description ilike pattern)
       order by coalesce(t.task_date, 'infinity'::timestamptz), t.created_at desc, t.id
       limit page_size offset page_start;
  end if;
end;
$$;

comment on function public.get_leaderboard() is
  'Top five volunteers by completed applications. Nullable: profile_url.';
comment on function public.get_chat_list() is
  'The caller''s chats, newest message first. Nullable: org_profile_url, org_logo_url, volunteer_profile_url, last_message_content, last_message_sender_id, last_message_at.';
comment on function public.get_open_tasks(text, text, integer, integer) is
  'The volunteer''s open tasks of linked organisations. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status.';
comment on function public.redeem_reward(text, integer) is
  'Redeems a menu item or a custom amount (p_item_id ''custom'', p_custom_cents) and returns the redemption with the remaining points.';

-- Only signed-in users call these; hosted Supabase grants execute to anon and PUBLIC by default.
revoke execute on function
  public.apply_for_task(uuid), public.withdraw_application(uuid),
  public.approve_application(uuid), public.reject_application(uuid),
  public.mark_application_done(uuid), public.increment_user_points(uuid, integer),
  public.calculate_average_rating(), public.redeem_reward(text, integer),
  public.submit_review(uuid, uuid, integer, text), public.get_leaderboard(),
  public.get_chat_list(), public.get_open_tasks(text, text, integer, integer)
  from public, anon;
grant execute on function
  public.apply_for_task(uuid), public.withdraw_application(uuid),
  public.approve_application(uuid), public.reject_application(uuid),
  public.mark_application_done(uuid), public.increment_user_points(uuid, integer),
  public.calculate_average_rating(), public.redeem_reward(text, integer),
  public.submit_review(uuid, uuid, integer, text), public.get_leaderboard(),
  public.get_chat_list(), public.get_open_tasks(text, text, integer, integer)
  to authenticated, service_role;
revoke all on all functions in schema private from public;
