-- An organisation is a team (issue #49).
--
-- 1. organisation_members: who acts for an organisation, as its owner (one) or a coordinator. A
--    person belongs to one organisation at most. Every existing organisation's account becomes its
--    owner; a new organisation's account does too. The organisation account itself stays what it
--    was: organisations.user_id, the tasks' user_id and the chats' org_id.
-- 2. organisation_invitations: the owner invites an address; the invitation works once, for 7 days,
--    for that address (confirmed by sign-in), until it is revoked. Its mail goes through the outbox.
-- 3. Every rule that asked "is the caller the organisation account?" asks "does the caller act for
--    the organisation?" (private.acting_org()): policies, the server functions and the read models.
--    Only the team and deleting the organisation need the owner. Volunteers' rules do not change.
-- 4. Who did what: task_decisions records the member who approved, rejected, marked Done or
--    reviewed; message_authors the member who wrote an organisation's message (members read it,
--    volunteers do not).
-- 5. What is told to the organisation reaches every member (each with their own preferences).

-- 1. members ---------------------------------------------------------------------------------------

create table public.organisation_members (
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  user_id uuid not null unique references public.users (id) on delete cascade,
  role text not null check (role in ('owner', 'coordinator')),
  invited_by uuid references public.users (id) on delete set null,
  joined_at timestamptz not null default now(),
  primary key (organisation_id, user_id)
);
comment on table public.organisation_members is
  'Who acts for an organisation: its owner (everything, the team included) and coordinators (everything but the team). One organisation per person. Written only by the team functions; members read their team.';
create unique index organisation_members_one_owner on public.organisation_members (organisation_id)
  where role = 'owner';
create index organisation_members_invited_by_idx on public.organisation_members (invited_by);

insert into public.organisation_members (organisation_id, user_id, role, joined_at)
select o.id, o.user_id, 'owner', o.created_at from public.organisations o
on conflict do nothing;

create function private.organisations_owner_member() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.organisation_members (organisation_id, user_id, role)
  values (new.id, new.user_id, 'owner');
  return null;
end;
$$;
comment on function private.organisations_owner_member() is
  'Trigger: an organisation''s account is its first owner.';
create trigger organisations_owner_member after insert on public.organisations
  for each row execute function private.organisations_owner_member();

create function private.acting_org() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select o.user_id
    from public.organisation_members m
    join public.organisations o on o.id = m.organisation_id
   where m.user_id = auth.uid();
$$;
comment on function private.acting_org() is
  'The organisation account (organisations.user_id: the tasks'' user_id, the chats'' org_id) the caller acts for as a member; null for anyone who is not a member. Policies call it as (select private.acting_org()), once per statement.';

create function private.acting_organisation() returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select m.organisation_id from public.organisation_members m where m.user_id = auth.uid();
$$;
comment on function private.acting_organisation() is
  'The organisation (organisations.id) the caller is a member of; null for anyone else.';

create function private.is_owner() returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.organisation_members m where m.user_id = auth.uid() and m.role = 'owner'
  );
$$;
comment on function private.is_owner() is 'Whether the caller owns the organisation they belong to.';

create function private.require_acting() returns uuid
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  org uuid := private.acting_org();
begin
  if org is not null then
    return org;
  end if;
  if private.caller_role() = 'organisation' then
    raise exception 'You are not a member of an organisation.' using errcode = '42501';
  end if;
  return caller;
end;
$$;
comment on function private.require_acting() is
  'Who the caller acts as: a member, their organisation account; a volunteer, themselves. ''Please sign in first.'' without a profile, and ''You are not a member of an organisation.'' (42501) for an organisation user outside every team (removed, say).';

alter table public.organisation_members enable row level security;
create policy organisation_members_select_team on public.organisation_members for select
  to authenticated using (organisation_id = (select private.acting_organisation()));
revoke all on public.organisation_members from anon, authenticated;
grant select on public.organisation_members to authenticated;
grant all on public.organisation_members to service_role;

-- 2. invitations -----------------------------------------------------------------------------------

create table public.organisation_invitations (
  id uuid primary key default gen_random_uuid(),
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  email text not null check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  invited_by uuid references public.users (id) on delete set null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  accepted_at timestamptz,
  accepted_by uuid references public.users (id) on delete set null,
  revoked_at timestamptz,
  constraint organisation_invitations_one_end check (accepted_at is null or revoked_at is null)
);
comment on table public.organisation_invitations is
  'An invitation to join an organisation as a coordinator: for one address, once, for 7 days, until revoked. Its id is the link''s token; accepting needs a sign-in whose confirmed address is the one invited. Members read their organisation''s; the team functions write.';
create unique index organisation_invitations_one_open
  on public.organisation_invitations (organisation_id, email)
  where accepted_at is null and revoked_at is null;
create index organisation_invitations_invited_by_idx on public.organisation_invitations (invited_by);
create index organisation_invitations_accepted_by_idx on public.organisation_invitations (accepted_by);

alter table public.organisation_invitations enable row level security;
create policy organisation_invitations_select_team on public.organisation_invitations for select
  to authenticated using (organisation_id = (select private.acting_organisation()));
revoke all on public.organisation_invitations from anon, authenticated;
grant select on public.organisation_invitations to authenticated;
grant all on public.organisation_invitations to service_role;

-- The invitation's mail is a row of the outbox, without a user (the invited may have no account).
alter table public.notification_mails
  add column invitation_id uuid references public.organisation_invitations (id) on delete cascade,
  alter column user_id drop not null,
  alter column kind drop not null,
  drop constraint notification_mails_subject,
  add constraint notification_mails_subject
    check (num_nonnulls(notification_id, chat_id, invitation_id) = 1),
  add constraint notification_mails_recipient
    check ((invitation_id is null) = (user_id is not null and kind is not null));
create index notification_mails_invitation_idx on public.notification_mails (invitation_id);

create function private.organisation_invitations_mail() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.notification_mails (invitation_id) values (new.id);
  return null;
end;
$$;
comment on function private.organisation_invitations_mail() is
  'Trigger: a new invitation''s mail joins the outbox (the notification-mail function sends it).';
create trigger organisation_invitations_mail after insert on public.organisation_invitations
  for each row execute function private.organisation_invitations_mail();

create function public.invite_member(p_email text) returns public.organisation_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  organisation uuid := private.acting_organisation();
  address text := lower(btrim(coalesce(p_email, '')));
  invitation public.organisation_invitations;
begin
  if organisation is null or not private.is_owner() then
    raise exception 'Only the owner can invite people to the team.' using errcode = '42501';
  end if;
  if address !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then
    raise exception 'Please enter a valid email address.' using errcode = '22023';
  end if;
  if exists (
    select 1 from public.organisation_members m join public.users u on u.id = m.user_id
     where m.organisation_id = organisation and lower(u.email) = address
  ) then
    raise exception '% is already in your team.', address using errcode = '23505';
  end if;
  -- Inviting again replaces the invitation still open (its link stops working).
  update public.organisation_invitations i set revoked_at = now()
   where i.organisation_id = organisation and i.email = address
     and i.accepted_at is null and i.revoked_at is null;
  insert into public.organisation_invitations (organisation_id, email, invited_by)
  values (organisation, address, caller)
  returning * into invitation;
  return invitation;
end;
$$;
comment on function public.invite_member(text) is
  'The owner invites an address to the team as a coordinator; the mail goes out through the outbox. Inviting the same address again replaces its open invitation.';

create function public.revoke_invitation(p_invitation_id uuid) returns public.organisation_invitations
language plpgsql
security definer
set search_path = ''
as $$
declare
  invitation public.organisation_invitations;
begin
  perform private.require_caller();
  if not private.is_owner() then
    raise exception 'Only the owner can withdraw an invitation.' using errcode = '42501';
  end if;
  update public.organisation_invitations i set revoked_at = now()
   where i.id = p_invitation_id and i.organisation_id = private.acting_organisation()
     and i.accepted_at is null and i.revoked_at is null
  returning * into invitation;
  if invitation.id is null then
    raise exception 'This invitation is no longer open.' using errcode = 'PT404';
  end if;
  return invitation;
end;
$$;
comment on function public.revoke_invitation(uuid) is
  'The owner withdraws an open invitation: its link stops working.';

create function public.get_invitation(p_invitation_id uuid)
returns table (organisation_name text, email text, invited_by_name text, status text,
               expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
  select o.name, i.email, u.name,
         case when i.accepted_at is not null then 'accepted'
              when i.revoked_at is not null then 'revoked'
              when i.expires_at <= now() then 'expired'
              else 'open' end,
         i.expires_at
    from public.organisation_invitations i
    join public.organisations o on o.id = i.organisation_id
    left join public.users u on u.id = i.invited_by
   where i.id = p_invitation_id;
$$;
comment on function public.get_invitation(uuid) is
  'What the invitation link''s page shows before anyone signs in: the organisation, the address invited, who invited and whether it is still open (open, accepted, revoked, expired). Nullable: invited_by_name.';

create function public.accept_invitation(p_invitation_id uuid) returns public.organisation_members
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  invitation public.organisation_invitations;
  address text;
  member public.organisation_members;
begin
  select * into invitation from public.organisation_invitations i
   where i.id = p_invitation_id for update;
  if invitation.id is null then
    raise exception 'This invitation link is not valid.' using errcode = 'PT404';
  end if;
  if invitation.accepted_at is not null then
    raise exception 'This invitation has already been used.' using errcode = '42501';
  end if;
  if invitation.revoked_at is not null then
    raise exception 'This invitation was withdrawn. Ask the owner for a new one.' using errcode = '42501';
  end if;
  if invitation.expires_at <= now() then
    raise exception 'This invitation has expired. Ask the owner for a new one.' using errcode = '42501';
  end if;
  select lower(a.email) into address from auth.users a
   where a.id = caller and a.email_confirmed_at is not null;
  if address is distinct from invitation.email then
    raise exception 'This invitation was sent to another address. Sign in as %.', invitation.email
      using errcode = '42501';
  end if;
  if private.caller_role() <> 'organisation' then
    raise exception 'A volunteer account cannot join an organisation. Sign up with another address.'
      using errcode = '42501';
  end if;
  if exists (select 1 from public.organisation_members m where m.user_id = caller) then
    raise exception 'You are already a member of an organisation.' using errcode = '23505';
  end if;
  insert into public.organisation_members (organisation_id, user_id, role, invited_by)
  values (invitation.organisation_id, caller, 'coordinator', invitation.invited_by)
  returning * into member;
  update public.organisation_invitations i set accepted_at = now(), accepted_by = caller
   where i.id = invitation.id;
  -- A coordinator's organisation is set up already: no first-login steps.
  update public.users u set first_login_complete = true where u.id = caller;
  return member;
end;
$$;
comment on function public.accept_invitation(uuid) is
  'The invited person, signed in with the confirmed address invited and an organisation account, joins the team as a coordinator: once, within 7 days, unless revoked.';

-- The removed member is told (and their open pages, which follow their notifications, know).
insert into public.notification_kinds (kind, roles, position)
values ('team_removed', array['organisation'], 12);

create function public.remove_member(p_user_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  organisation public.organisations;
begin
  if not private.is_owner() then
    raise exception 'Only the owner can remove someone from the team.' using errcode = '42501';
  end if;
  if p_user_id = caller then
    raise exception 'Hand over ownership before you leave the team.' using errcode = '42501';
  end if;
  select o.* into organisation from public.organisations o where o.id = private.acting_organisation();
  delete from public.organisation_members m
   where m.user_id = p_user_id and m.organisation_id = organisation.id;
  if not found then
    raise exception 'This person is not in your team.' using errcode = 'PT404';
  end if;
  perform private.notify(
    p_user_id, 'team_removed', 'team_removed:' || organisation.id || ':' || now(),
    'You were removed from ' || organisation.name || '''s team',
    coalesce(private.first_name(caller), 'The owner') || ' removed you from the team of '
      || organisation.name || '. You can no longer see or manage its tasks.',
    '/no-team');
end;
$$;
comment on function public.remove_member(uuid) is
  'The owner removes a coordinator from the team; they lose access at once (every rule reads the membership).';

create function public.leave_organisation() returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
begin
  if private.is_owner() then
    raise exception 'Hand over ownership before you leave the team.' using errcode = '42501';
  end if;
  delete from public.organisation_members m where m.user_id = caller;
  if not found then
    raise exception 'You are not a member of an organisation.' using errcode = 'PT404';
  end if;
end;
$$;
comment on function public.leave_organisation() is 'A coordinator leaves their team.';

create function public.hand_over_ownership(p_user_id uuid) returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  organisation uuid := private.acting_organisation();
begin
  if not private.is_owner() then
    raise exception 'Only the owner can hand over ownership.' using errcode = '42501';
  end if;
  perform 1 from public.organisation_members m
   where m.organisation_id = organisation and m.user_id = p_user_id and m.role = 'coordinator'
     for update;
  if not found then
    raise exception 'Ownership goes to a coordinator of your team.' using errcode = 'PT404';
  end if;
  update public.organisation_members m set role = 'coordinator' where m.user_id = caller;
  update public.organisation_members m set role = 'owner' where m.user_id = p_user_id;
end;
$$;
comment on function public.hand_over_ownership(uuid) is
  'The owner makes a coordinator the owner and becomes a coordinator.';

revoke all on function public.invite_member(text), public.revoke_invitation(uuid),
  public.accept_invitation(uuid), public.remove_member(uuid), public.leave_organisation(),
  public.hand_over_ownership(uuid), public.get_invitation(uuid) from public, anon;
grant execute on function public.invite_member(text), public.revoke_invitation(uuid),
  public.accept_invitation(uuid), public.remove_member(uuid), public.leave_organisation(),
  public.hand_over_ownership(uuid), public.get_invitation(uuid) to authenticated;
grant execute on function public.get_invitation(uuid) to anon;
-- The policies call these as the caller; require_acting runs inside the server functions only.
revoke all on function private.acting_org(), private.acting_organisation(), private.is_owner(),
  private.require_acting() from public;
grant execute on function private.acting_org(), private.acting_organisation(), private.is_owner()
  to authenticated, service_role;
revoke all on function private.organisations_owner_member(),
  private.organisation_invitations_mail() from public;

-- 3. every rule by membership ----------------------------------------------------------------------

create or replace function private.owns_task(p_task_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.tasks t where t.id = p_task_id and t.user_id = private.acting_org()
  );
$$;
comment on function private.owns_task(uuid) is
  'Whether the caller acts for the organisation whose task this is.';

create or replace function private.owns_organisation(p_org_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_org_id = private.acting_organisation();
$$;
comment on function private.owns_organisation(uuid) is
  'Whether the caller is a member of this organisation.';

create or replace function private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.owns_task(p_task_id)
     and exists (
       select 1 from public.applications a
        where a.task_id = p_task_id and a.user_id = p_volunteer_id and a.status = 'completed'
     );
$$;

create or replace function private.is_chat_participant(p_chat_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.chats c
     where c.id = p_chat_id
       and (c.volunteer_id = auth.uid() or c.org_id = private.acting_org())
  );
$$;
comment on function private.is_chat_participant(uuid) is
  'Whether the caller is the chat''s volunteer or acts for its organisation.';

create function private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.chats c
     where c.id = p_chat_id
       and ((p_sender_id = c.volunteer_id and p_sender_id = auth.uid())
            or (p_sender_id = c.org_id and c.org_id = private.acting_org()))
  );
$$;
comment on function private.is_chat_sender(uuid, uuid) is
  'Whether the caller may send as p_sender_id in the chat: the volunteer as themselves, a member as the organisation account.';
revoke all on function private.is_chat_sender(uuid, uuid) from public;
grant execute on function private.is_chat_sender(uuid, uuid) to authenticated, service_role;

create or replace function private.object_is_callers(p_name text) returns boolean
language sql
stable
set search_path = ''
as $$
  select auth.uid() is not null and exists (
    select 1
      from (values (auth.uid()), (private.acting_org())) owner (id)
     where owner.id is not null
       and ((storage.foldername(p_name))[1] = owner.id::text
            or (position('/' in p_name) = 0 and starts_with(p_name, owner.id::text)))
  );
$$;
comment on function private.object_is_callers(text) is
  'Whether a storage object is the caller''s or their organisation account''s: its first folder is that user id, or a top-level name starts with it.';

create or replace function private.lock_application_for_owner(p_application_id uuid)
returns public.applications
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_acting();
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

-- Policies: the organisation's side reads the membership once per statement.
drop policy applications_select on public.applications;
create policy applications_select on public.applications for select to authenticated
  using (user_id = (select auth.uid()) or exists (
    select 1 from public.tasks t
     where t.id = applications.task_id and t.user_id = (select private.acting_org())));

drop policy waitlist_entries_select on public.waitlist_entries;
create policy waitlist_entries_select on public.waitlist_entries for select to authenticated
  using (user_id = (select auth.uid()) or exists (
    select 1 from public.tasks t
     where t.id = waitlist_entries.task_id and t.user_id = (select private.acting_org())));

drop policy user_organisations_select on public.user_organisations;
create policy user_organisations_select on public.user_organisations for select to authenticated
  using (user_id = (select auth.uid()) or org_id = (select private.acting_organisation()));

drop policy chats_insert_participant on public.chats;
create policy chats_insert_participant on public.chats for insert to authenticated
  with check ((org_id = (select private.acting_org()) or volunteer_id = (select auth.uid()))
              and private.chat_pair_is_valid(task_id, org_id, volunteer_id));
drop policy chats_select_participant on public.chats;
create policy chats_select_participant on public.chats for select to authenticated
  using (org_id = (select private.acting_org()) or volunteer_id = (select auth.uid()));

drop policy messages_insert_participant on public.messages;
create policy messages_insert_participant on public.messages for insert to authenticated
  with check (private.is_chat_sender(chat_id, sender_id));
drop policy messages_select_participant on public.messages;
create policy messages_select_participant on public.messages for select to authenticated
  using (exists (
    select 1 from public.chats c
     where c.id = messages.chat_id
       and (c.org_id = (select private.acting_org()) or c.volunteer_id = (select auth.uid()))));

drop policy reviews_insert_task_owner on public.reviews;
create policy reviews_insert_task_owner on public.reviews for insert to authenticated
  with check (org_id = (select private.acting_org()) and private.review_is_allowed(task_id, user_id));

drop policy tasks_insert_own on public.tasks;
create policy tasks_insert_own on public.tasks for insert to authenticated
  with check (user_id = (select private.acting_org()) and private.owns_organisation(organisation_id)
              and not status and not completed);
drop policy tasks_update_own on public.tasks;
create policy tasks_update_own on public.tasks for update to authenticated
  using (user_id = (select private.acting_org()) and not completed)
  with check (user_id = (select private.acting_org()));
drop policy tasks_delete_own on public.tasks;
create policy tasks_delete_own on public.tasks for delete to authenticated
  using (user_id = (select private.acting_org()) and not completed);

drop policy organisations_update_own on public.organisations;
create policy organisations_update_own on public.organisations for update to authenticated
  using (id = (select private.acting_organisation()))
  with check (id = (select private.acting_organisation()));
drop policy organisations_delete_own on public.organisations;
create policy organisations_delete_own on public.organisations for delete to authenticated
  using (id = (select private.acting_organisation()) and (select private.is_owner()));
drop policy organisations_insert_own on public.organisations;
create policy organisations_insert_own on public.organisations for insert to authenticated
  with check (user_id = (select auth.uid()) and private.caller_role() = 'organisation'
              and (select private.acting_organisation()) is null);

-- The server functions and read models that act for the organisation.
create or replace function public.get_applicant_facts(p_user_id uuid)
returns table (hours numeric, tasks_done integer, completed integer, said_cant_come integer)
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_acting();
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

CREATE OR REPLACE FUNCTION public.get_chat_list() RETURNS TABLE(chat_id uuid, task_id uuid, task_title text, org_id uuid, org_name text, org_profile_url text, org_logo_url text, volunteer_id uuid, volunteer_name text, volunteer_profile_url text, last_message_content text, last_message_sender_id uuid, last_message_at timestamp with time zone, created_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_acting();
begin
  return query
    select c.id, c.task_id, t.title,
           c.org_id, ou.name, ou.profile_url, o.logo_url,
           c.volunteer_id, vu.name, vu.profile_url,
           c.last_message_content, c.last_message_sender_id, c.last_message_at,
           c.created_at
      from public.chats c
      join public.tasks t on t.id = c.task_id
      join public.users ou on ou.id = c.org_id
      join public.users vu on vu.id = c.volunteer_id
      left join public.organisations o on o.user_id = c.org_id
     where c.org_id = caller or c.volunteer_id = caller
     order by c.last_activity_at desc, c.id;
end;
$$;

CREATE OR REPLACE FUNCTION public.get_chat_page(p_limit integer DEFAULT 30, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_as_of timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS TABLE(chat_id uuid, task_id uuid, task_title text, other_party_id uuid, other_party_name text, other_party_profile_url text, other_party_logo_url text, last_message_content text, last_message_sender_id uuid, last_message_at timestamp with time zone, created_at timestamp with time zone, sort_at timestamp with time zone)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_acting();
  page_size integer := least(greatest(coalesce(p_limit, 30), 1), 100);
  -- A snapshot cannot be older than the cursor taken from it.
  snapshot timestamptz := case when p_as_of is not null then greatest(p_as_of, p_before_at) end;
begin
  if (p_before_at is null) <> (p_before_id is null) then
    raise exception 'A page cursor needs both p_before_at and p_before_id.' using errcode = '22023';
  end if;
  if p_before_at is null then
    return query
      select c.id, c.task_id, t.title,
             other.id, other.name, other.profile_url, o.logo_url,
             c.last_message_content, c.last_message_sender_id, c.last_message_at,
             c.created_at, c.last_activity_at
        from (
          (select oc.id, oc.last_activity_at from public.chats oc
            where oc.org_id = caller
            order by oc.last_activity_at desc, oc.id desc
            limit page_size)
          union all
          (select vc.id, vc.last_activity_at from public.chats vc
            where vc.volunteer_id = caller
            order by vc.last_activity_at desc, vc.id desc
            limit page_size)
          order by 2 desc, 1 desc
          limit page_size
        ) page (id, sort_at)
        join public.chats c on c.id = page.id
        join public.tasks t on t.id = c.task_id
        join public.users other
          on other.id = case when c.org_id = caller then c.volunteer_id else c.org_id end
        left join public.organisations o on o.user_id = c.org_id and c.org_id <> caller
       order by page.sort_at desc, page.id desc;
  else
    return query
      select c.id, c.task_id, t.title,
             other.id, other.name, other.profile_url, o.logo_url,
             c.last_message_content, c.last_message_sender_id, c.last_message_at,
             c.created_at, page.sort_at
        from (
          -- Chats quiet since the snapshot: their current place is the one they had, in index order.
          (select oc.id, oc.last_activity_at from public.chats oc
            where oc.org_id = caller
              and (oc.last_activity_at, oc.id) < (p_before_at, p_before_id)
            order by oc.last_activity_at desc, oc.id desc
            limit page_size)
          union all
          (select vc.id, vc.last_activity_at from public.chats vc
            where vc.volunteer_id = caller
              and (vc.last_activity_at, vc.id) < (p_before_at, p_before_id)
            order by vc.last_activity_at desc, vc.id desc
            limit page_size)
          union all
          -- Chats active since the snapshot, at the place they had then (those opened later are
          -- left out): only these need their messages read.
          (select moved.id, moved.sort_at
             from (
               select ac.id, greatest(ac.created_at, before_snapshot.created_at) as sort_at
                 from public.chats ac
                 left join lateral (
                   select mm.created_at
                     from public.messages mm
                    where mm.chat_id = ac.id and mm.created_at <= snapshot
                    order by mm.created_at desc, mm.id desc
                    limit 1
                 ) before_snapshot on true
                where (ac.org_id = caller or ac.volunteer_id = caller)
                  and ac.last_activity_at > snapshot
                  and ac.created_at <= snapshot
             ) moved
            where (moved.sort_at, moved.id) < (p_before_at, p_before_id))
          order by 2 desc, 1 desc
          limit page_size
        ) page (id, sort_at)
        join public.chats c on c.id = page.id
        join public.tasks t on t.id = c.task_id
        join public.users other
          on other.id = case when c.org_id = caller then c.volunteer_id else c.org_id end
        left join public.organisations o on o.user_id = c.org_id and c.org_id <> caller
       order by page.sort_at desc, page.id desc;
  end if;
end;
$$;

CREATE OR REPLACE FUNCTION public.get_organisation_tasks(p_filter text DEFAULT 'all'::text, p_before_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, title text, location text, task_date timestamp with time zone, task_type text, hours_required numeric, points integer, status boolean, completed boolean, capacity integer, created_at timestamp with time zone, organisation_id uuid, organisation_name text, organisation_logo_url text, applicant_count integer, applied_count integer, approved_count integer, rejected_count integer, completed_count integer, applicants jsonb, time_zone text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  caller uuid := private.require_acting();
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

CREATE OR REPLACE FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, user_id uuid, status text, created_at timestamp with time zone, name text, profile_url text, booked_elsewhere boolean, attendance text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    SET plan_cache_mode TO 'force_custom_plan'
    AS $$
declare
  caller uuid := private.require_acting();
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

CREATE OR REPLACE FUNCTION public.get_organisation_todo() RETURNS TABLE(applicants_waiting integer, tasks_this_week integer, reviews_owed integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select
    (select count(*)::integer
       from public.tasks t
       join public.applications a on a.task_id = t.id and a.status = 'applied'
      where t.user_id = (select private.acting_org()) and not t.completed),
    (select count(*)::integer
       from public.tasks t
      where t.user_id = (select private.acting_org()) and not t.completed
        and t.task_date >= now() and t.task_date < now() + interval '7 days'),
    (select count(*)::integer
       from public.tasks t
       join public.applications a on a.task_id = t.id and a.status = 'completed'
      where t.user_id = (select private.acting_org())
        and not exists (
          select 1 from public.reviews r where r.task_id = a.task_id and r.user_id = a.user_id
        ));
$$;

CREATE OR REPLACE FUNCTION public.increment_user_points(uid uuid, amt integer) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_acting();
  balance integer;
  task public.tasks;
begin
  if uid is null or amt is null then
    raise exception 'Missing volunteer or amount.' using errcode = '22023';
  end if;
  if amt <= 0 then
    raise exception 'Points can only be added.' using errcode = '22023';
  end if;
  if not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status in ('approved', 'completed') and t.user_id = caller
       and t.points = amt
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  -- The task the credit is for, locked before the volunteer's row: the order every path takes
  -- (mark_application_done locks the task, then the volunteer), so the two never deadlock (the
  -- ledger row names the task, and its foreign key check would wait on the task's lock).
  select t.* into task from public.applications a join public.tasks t on t.id = a.task_id
   where a.user_id = uid and a.status = 'approved' and t.user_id = caller and t.points = amt
     and not t.completed
   order by t.task_date nulls last, t.id
   limit 1;
  if task.id is not null then
    perform 1 from public.tasks t where t.id = task.id for update;
  end if;
  -- the lock mark_application_done takes before it decides whether to pay
  select u.points into balance from public.users u where u.id = uid for update;
  if exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status = 'completed' and t.user_id = caller and t.points = amt
  ) or exists (
    select 1 from private.advance_credits c
     where c.org_id = caller and c.volunteer_id = uid and c.amount = amt
  ) then
    return balance;
  end if;
  if task.id is null or not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where t.id = task.id and a.user_id = uid and a.status = 'approved' and not t.completed
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  insert into private.advance_credits (org_id, volunteer_id, amount) values (caller, uid, amt);
  insert into public.ledger_entries
    (user_id, kind, points, task_id, organisation_id, description)
  values (uid, 'advance', amt, task.id, task.organisation_id, task.title);
  select u.points into balance from public.users u where u.id = uid;
  return balance;
end;
$$;

CREATE OR REPLACE FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text DEFAULT NULL::text) RETURNS public.reviews
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_acting();
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

-- What a member writes is written as the organisation account unless the client says otherwise.
alter table public.tasks alter column user_id set default coalesce(private.acting_org(), auth.uid());
alter table public.reviews alter column org_id set default coalesce(private.acting_org(), auth.uid());
alter table public.messages
  alter column sender_id set default coalesce(private.acting_org(), auth.uid());

-- 4. who did what ----------------------------------------------------------------------------------

create table public.task_decisions (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  volunteer_id uuid not null references public.users (id) on delete cascade,
  decision text not null check (decision in ('approved', 'rejected', 'done', 'reviewed')),
  decided_by uuid references public.users (id) on delete set null,
  decided_at timestamptz not null default now()
);
comment on table public.task_decisions is
  'What the organisation''s members decided about a task''s volunteers, and who: approved, rejected, done (marked Done) and reviewed. Written by triggers; the organisation''s members read it (the task page''s history).';
create index task_decisions_task_idx on public.task_decisions (task_id, decided_at, id);
create index task_decisions_volunteer_idx on public.task_decisions (volunteer_id);
create index task_decisions_decided_by_idx on public.task_decisions (decided_by);

alter table public.task_decisions enable row level security;
create policy task_decisions_select_team on public.task_decisions for select to authenticated
  using (exists (
    select 1 from public.tasks t
     where t.id = task_decisions.task_id and t.user_id = (select private.acting_org())));
revoke all on public.task_decisions from anon, authenticated;
grant select on public.task_decisions to authenticated;
grant all on public.task_decisions to service_role;

create function private.applications_record_decision() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  -- Only a member's decision is recorded: a volunteer taking a waitlist place is not one.
  if exists (
    select 1 from public.tasks t where t.id = new.task_id and t.user_id = private.acting_org()
  ) then
    insert into public.task_decisions (task_id, volunteer_id, decision, decided_by)
    values (new.task_id, new.user_id,
            case new.status when 'completed' then 'done' else new.status end, auth.uid());
  end if;
  return null;
end;
$$;
comment on function private.applications_record_decision() is
  'Trigger: an approval, rejection or Done made by a member of the task''s organisation joins task_decisions with that member.';
create trigger applications_record_decision after update of status on public.applications
  for each row
  when (old.status is distinct from new.status
        and new.status in ('approved', 'rejected', 'completed'))
  execute function private.applications_record_decision();

create function private.reviews_record_decision() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.org_id = private.acting_org() then
    insert into public.task_decisions (task_id, volunteer_id, decision, decided_by)
    values (new.task_id, new.user_id, 'reviewed', auth.uid());
  end if;
  return null;
end;
$$;
comment on function private.reviews_record_decision() is
  'Trigger: a review written by a member joins task_decisions with that member.';
create trigger reviews_record_decision after insert on public.reviews
  for each row execute function private.reviews_record_decision();

create table public.message_authors (
  message_id uuid primary key references public.messages (id) on delete cascade,
  chat_id uuid not null references public.chats (id) on delete cascade,
  member_id uuid references public.users (id) on delete set null
);
comment on table public.message_authors is
  'Which member wrote each message sent as the organisation. The organisation''s members read it; the volunteer sees the organisation only. Written by a trigger.';
create index message_authors_chat_idx on public.message_authors (chat_id);
create index message_authors_member_idx on public.message_authors (member_id);

alter table public.message_authors enable row level security;
create policy message_authors_select_team on public.message_authors for select to authenticated
  using (exists (
    select 1 from public.chats c
     where c.id = message_authors.chat_id and c.org_id = (select private.acting_org())));
revoke all on public.message_authors from anon, authenticated;
grant select on public.message_authors to authenticated;
grant all on public.message_authors to service_role;

create function private.messages_record_author() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and exists (
    select 1 from public.chats c where c.id = new.chat_id and c.org_id = new.sender_id
  ) then
    insert into public.message_authors (message_id, chat_id, member_id)
    values (new.id, new.chat_id, auth.uid());
  end if;
  return null;
end;
$$;
comment on function private.messages_record_author() is
  'Trigger: a message sent as the organisation records the member who wrote it.';
create trigger messages_record_author after insert on public.messages
  for each row execute function private.messages_record_author();

revoke all on function private.applications_record_decision(), private.reviews_record_decision(),
  private.messages_record_author() from public;

-- 5. what the organisation is told reaches every member ---------------------------------------------

create or replace function private.notify(
  p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text,
  p_task uuid default null, p_application uuid default null, p_chat uuid default null,
  p_at timestamptz default null)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications
    (user_id, kind, event_key, title, body, link, task_id, application_id, chat_id, created_at)
  select recipient.id, p_kind, p_event_key, left(p_title, 120),
         case when length(p_body) > 400 then left(p_body, 399) || '…' else p_body end,
         p_link, p_task, p_application, p_chat, coalesce(p_at, now())
    from (
      -- An organisation account stands for its team: each member is told.
      select m.user_id as id
        from public.organisations o
        join public.organisation_members m on m.organisation_id = o.id
       where o.user_id = p_user
      union
      select p_user where not exists (select 1 from public.organisations o where o.user_id = p_user)
    ) recipient
  on conflict (user_id, event_key) do nothing;
$$;
comment on function private.notify(uuid, text, text, text, text, text, uuid, uuid, uuid, timestamptz) is
  'Tells p_user (once per event_key): a person, or every member of the organisation whose account p_user is. Delivery (push, mail) follows each recipient''s preferences.';

-- An invited coordinator's sign-up makes their users row but no organisation of their own.
CREATE OR REPLACE FUNCTION private.profiles_from_sign_up() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  metadata jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object'
                         then new.raw_user_meta_data else '{}'::jsonb end;
  account_role text := private.metadata_text(metadata, 'role');
  person text;
begin
  if new.email is null or account_role is null
     or account_role not in ('volunteer', 'organisation') then
    return null;
  end if;
  person := coalesce(
    private.metadata_text(metadata, 'name'),
    private.metadata_text(metadata, 'full_name'),
    nullif(btrim(split_part(new.email, '@', 1)), ''),
    'New user'
  );
  begin
    insert into public.users (id, email, name, role, profile_url, first_login_complete)
    values (new.id, btrim(new.email), person, account_role, null, false)
    on conflict do nothing;
    -- Only for the row just made (or one already there with this role): a users row kept with
    -- another role must not gain an organisation.
    -- Someone signing up from an invitation joins that team (accept_invitation) instead.
    if account_role = 'organisation' and private.metadata_text(metadata, 'invitation') is null and exists (
      select 1 from public.users u where u.id = new.id and u.role = 'organisation'
    ) then
      insert into public.organisations (name, type, user_id)
      values (coalesce(private.metadata_text(metadata, 'organisation_name'), person), 'other', new.id)
      on conflict do nothing;
    end if;
  exception when others then
    raise warning 'profiles_from_sign_up: account % created without profile rows: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;
comment on function private.profiles_from_sign_up() is
  'Trigger on auth.users: makes the users row, and for an organisation its organisations row, from the sign-up metadata (role, name, organisation_name); no organisations row when the sign-up comes from an invitation (metadata invitation). Never makes the sign-up fail.';
