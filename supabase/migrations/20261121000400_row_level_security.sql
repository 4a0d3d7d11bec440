-- Who may read and write what through the API (SPEC §6, made server-side because the browser is not
-- trusted). Table grants decide the columns; policies decide the rows. State changes that must be
-- atomic (approve, reject, done, redeem) have no direct write path at all: see the server functions.

-- Policy helpers: SECURITY DEFINER so they read past the very policies that call them (no recursion).
create function private.caller_role() returns text
language sql stable security definer set search_path = '' as $$
  select u.role from public.users u where u.id = auth.uid();
$$;

create function private.owns_organisation(p_org_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.organisations o where o.id = p_org_id and o.user_id = auth.uid());
$$;

create function private.owns_task(p_task_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.tasks t where t.id = p_task_id and t.user_id = auth.uid());
$$;

create function private.is_chat_participant(p_chat_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.chats c
     where c.id = p_chat_id and auth.uid() in (c.org_id, c.volunteer_id)
  );
$$;

-- Open for applications: not closed, not completed, and not already past.
create function private.task_accepts_applications(p_task_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.tasks t
     where t.id = p_task_id and not t.status and not t.completed
       and (t.task_date is null or t.task_date >= now())
  );
$$;

-- SPEC §4 and §9: withdrawal closes 24 hours before the task date; undated tasks can always be left.
create function private.task_allows_withdrawal(p_task_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.tasks t
     where t.id = p_task_id and (t.task_date is null or t.task_date >= now() + interval '24 hours')
  );
$$;

-- A chat joins a task's owner and a volunteer who applied for it.
create function private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid)
returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.tasks t where t.id = p_task_id and t.user_id = p_org_id)
     and exists (
       select 1 from public.applications a where a.task_id = p_task_id and a.user_id = p_volunteer_id
     );
$$;

-- A review is written by the task's owner for a volunteer whose work on it is done.
create function private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.tasks t where t.id = p_task_id and t.user_id = auth.uid())
     and exists (
       select 1 from public.applications a
        where a.task_id = p_task_id and a.user_id = p_volunteer_id and a.status = 'completed'
     );
$$;

revoke all on all functions in schema private from public;
grant usage on schema private to anon, authenticated, service_role;
grant execute on function
  private.caller_role(), private.owns_organisation(uuid), private.owns_task(uuid),
  private.is_chat_participant(uuid), private.task_accepts_applications(uuid),
  private.task_allows_withdrawal(uuid), private.chat_pair_is_valid(uuid, uuid, uuid),
  private.review_is_allowed(uuid, uuid),
  -- called by the tasks trigger, which runs as the writing user
  private.weekday_name(text), private.task_points(text, text, numeric, integer)
  to authenticated, service_role;

-- Start every table from nothing for the API roles (hosted Supabase grants all by default), then
-- grant back exactly what the product uses.
revoke all on
  public.users, public.organisations, public.user_organisations, public.tasks, public.applications,
  public.reviews, public.chats, public.messages, public.reward_items, public.redemptions,
  public.push_subscriptions
  from anon, authenticated;
grant all on
  public.users, public.organisations, public.user_organisations, public.tasks, public.applications,
  public.reviews, public.chats, public.messages, public.reward_items, public.redemptions,
  public.push_subscriptions
  to service_role;

alter table public.users enable row level security;
alter table public.organisations enable row level security;
alter table public.user_organisations enable row level security;
alter table public.tasks enable row level security;
alter table public.applications enable row level security;
alter table public.reviews enable row level security;
alter table public.chats enable row level security;
alter table public.messages enable row level security;
alter table public.reward_items enable row level security;
alter table public.redemptions enable row level security;
alter table public.push_subscriptions enable row level security;

-- users: public profiles for signed-in users, but never the email column (the own email comes
-- from the session); each user writes only their own row and never role, points, average_rating or
-- completed_count. `select=*` is refused, so clients name their columns.
grant select (
  id, name, role, profile_url, created_at, bio, interests, wwcc, first_login_complete, role_in_org,
  points, average_rating, completed_count
) on public.users to authenticated;
grant insert (
  id, email, name, role, profile_url, created_at, bio, interests, wwcc, first_login_complete, role_in_org
) on public.users to authenticated;
grant update (name, profile_url, bio, interests, wwcc, first_login_complete, role_in_org)
  on public.users to authenticated;
create policy users_select_signed_in on public.users for select to authenticated using (true);
create policy users_insert_self on public.users for insert to authenticated
  with check (id = auth.uid());
create policy users_update_self on public.users for update to authenticated
  using (id = auth.uid()) with check (id = auth.uid());

-- organisations: readable by signed-in users; the owning organisation account writes its own row.
grant select, insert, delete on public.organisations to authenticated;
grant update (name, type, logo_url, mission, website, abn, instagram, facebook, tiktok)
  on public.organisations to authenticated;
create policy organisations_select_signed_in on public.organisations for select to authenticated
  using (true);
create policy organisations_insert_own on public.organisations for insert to authenticated
  with check (user_id = auth.uid() and private.caller_role() = 'organisation');
create policy organisations_update_own on public.organisations for update to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
create policy organisations_delete_own on public.organisations for delete to authenticated
  using (user_id = auth.uid());

-- user_organisations: a volunteer manages their own links; an organisation sees who follows it.
grant select, insert, delete on public.user_organisations to authenticated;
create policy user_organisations_select on public.user_organisations for select to authenticated
  using (user_id = auth.uid() or private.owns_organisation(org_id));
create policy user_organisations_insert_own on public.user_organisations for insert to authenticated
  with check (user_id = auth.uid() and private.caller_role() = 'volunteer');
create policy user_organisations_delete_own on public.user_organisations for delete to authenticated
  using (user_id = auth.uid());

-- tasks: readable by signed-in users; the owning organisation account creates open tasks for its
-- own organisation and edits or deletes them until they are completed.
grant select, delete on public.tasks to authenticated;
grant insert (
  id, user_id, organisation_id, title, description, detailed_description, location, task_date,
  task_type, difficulty, hours_required, points, status, completed, capacity, days_of_week,
  number_of_weeks, created_at
) on public.tasks to authenticated;
grant update (
  title, description, detailed_description, location, task_date, task_type, difficulty,
  hours_required, points, status, capacity, days_of_week, number_of_weeks
) on public.tasks to authenticated;
create policy tasks_select_signed_in on public.tasks for select to authenticated using (true);
create policy tasks_insert_own on public.tasks for insert to authenticated
  with check (
    user_id = auth.uid()
    and private.owns_organisation(organisation_id)
    and not status
    and not completed
  );
create policy tasks_update_own on public.tasks for update to authenticated
  using (user_id = auth.uid() and not completed) with check (user_id = auth.uid());
create policy tasks_delete_own on public.tasks for delete to authenticated
  using (user_id = auth.uid() and not completed);

-- applications: a volunteer sees, creates (as 'applied', on an open task) and withdraws their own;
-- the task's owner sees its applicants. Status changes go through the server functions only.
grant select on public.applications to authenticated;
grant insert (task_id, user_id, status) on public.applications to authenticated;
grant delete on public.applications to authenticated;
create policy applications_select on public.applications for select to authenticated
  using (user_id = auth.uid() or private.owns_task(task_id));
create policy applications_insert_own on public.applications for insert to authenticated
  with check (
    user_id = auth.uid()
    and status = 'applied'
    and private.caller_role() = 'volunteer'
    and private.task_accepts_applications(task_id)
  );
create policy applications_withdraw_own on public.applications for delete to authenticated
  using (
    user_id = auth.uid()
    and status in ('applied', 'approved')
    and private.task_allows_withdrawal(task_id)
  );

-- reviews: public to read; the task's owner writes one per completed volunteer (the unique key
-- makes it once); nobody edits or deletes them through the API.
grant select on public.reviews to anon, authenticated;
grant insert (task_id, user_id, org_id, rating, comment) on public.reviews to authenticated;
create policy reviews_select_public on public.reviews for select to anon, authenticated using (true);
create policy reviews_insert_task_owner on public.reviews for insert to authenticated
  with check (org_id = auth.uid() and private.review_is_allowed(task_id, user_id));

-- chats: only the two participants see or open one, and only between a task's owner and one of its
-- applicants.
grant select on public.chats to authenticated;
grant insert (id, org_id, volunteer_id, task_id) on public.chats to authenticated;
create policy chats_select_participant on public.chats for select to authenticated
  using (auth.uid() in (org_id, volunteer_id));
create policy chats_insert_participant on public.chats for insert to authenticated
  with check (
    auth.uid() in (org_id, volunteer_id)
    and private.chat_pair_is_valid(task_id, org_id, volunteer_id)
  );

-- messages: only the chat's participants read and write, and always as themselves.
grant select on public.messages to authenticated;
grant insert (id, chat_id, sender_id, content) on public.messages to authenticated;
create policy messages_select_participant on public.messages for select to authenticated
  using (private.is_chat_participant(chat_id));
create policy messages_insert_participant on public.messages for insert to authenticated
  with check (sender_id = auth.uid() and private.is_chat_participant(chat_id));

-- reward_items: the menu is public.
grant select on public.reward_items to anon, authenticated;
create policy reward_items_select_public on public.reward_items for select to anon, authenticated
  using (true);

-- redemptions: private to their volunteer; created only by redeem_reward().
grant select on public.redemptions to authenticated;
create policy redemptions_select_own on public.redemptions for select to authenticated
  using (user_id = auth.uid());

-- push_subscriptions: private to their user.
grant select, insert, update, delete on public.push_subscriptions to authenticated;
create policy push_subscriptions_own on public.push_subscriptions for all to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
