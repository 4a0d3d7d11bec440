-- Push joins the notification pipeline, the kinds get one home, and waitlist places speak true.
--
-- 1. notification_kinds: the kinds, who receives each and the settings screen's order, in one table
--    that the notifications, the preferences and the outbox refer to (they each repeated the list).
-- 2. Push goes out from public.notifications, where its recipient wants it and has a browser
--    subscribed: the four webhooks of 20261124000300 (a message, an approval, a reminder, a waitlist
--    offer) are gone, and every kind reaches push with the text the centre and the mail show.
-- 3. A place offered from the waitlist reaches the organisation when the volunteer takes it, not
--    when it is offered; an offer that expires or is declined is not told as a withdrawal.

-- 1. the kinds -------------------------------------------------------------------------------------

create table public.notification_kinds (
  kind text primary key,
  roles text[] not null check (roles <@ array['volunteer', 'organisation']::text[]),
  position smallint not null unique
);
comment on table public.notification_kinds is
  'Every kind of notification, the roles that receive it, and its place in the settings screen.';
insert into public.notification_kinds (kind, roles, position) values
  ('application_approved', array['volunteer'], 1),
  ('application_rejected', array['volunteer'], 2),
  ('reminder', array['volunteer'], 3),
  ('waitlist_offer', array['volunteer'], 4),
  ('waitlist_offer_ending', array['volunteer'], 5),
  ('task_changed', array['volunteer'], 6),
  ('task_deleted', array['volunteer'], 7),
  ('new_applicant', array['organisation'], 8),
  ('application_withdrawn', array['organisation'], 9),
  ('cannot_come', array['organisation'], 10),
  ('message', array['volunteer', 'organisation'], 11);
alter table public.notification_kinds enable row level security;
create policy notification_kinds_read on public.notification_kinds for select to authenticated
  using (true);
revoke all on public.notification_kinds from anon, authenticated;
grant select on public.notification_kinds to authenticated, service_role;

alter table public.notifications
  drop constraint notifications_kind_check,
  add constraint notifications_kind_fkey foreign key (kind) references public.notification_kinds (kind);
alter table public.notification_preferences
  drop constraint notification_preferences_kind_check,
  add constraint notification_preferences_kind_fkey
    foreign key (kind) references public.notification_kinds (kind);
alter table public.notification_mails
  add constraint notification_mails_kind_fkey foreign key (kind) references public.notification_kinds (kind);
create index notifications_kind_idx on public.notifications (kind);
create index notification_preferences_kind_idx on public.notification_preferences (kind);
create index notification_mails_kind_idx on public.notification_mails (kind);

create or replace function public.get_notification_preferences()
returns table (kind text, push boolean, email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select k.kind, coalesce(p.push, true), coalesce(p.email, true)
    from public.notification_kinds k
    left join public.notification_preferences p
      on p.user_id = (select auth.uid()) and p.kind = k.kind
   where private.caller_role() = any (k.roles)
   order by k.position;
$$;

drop function private.notification_kinds(text);

-- 2. push from the notifications -------------------------------------------------------------------

drop trigger push_on_approval on public.applications;
drop trigger push_on_message on public.messages;
drop trigger push_on_reminder on public.reminders;
drop trigger push_on_waitlist_offer on public.waitlist_entries;
drop function private.push_webhook();

/**
 * Each new notification goes out by push where its recipient wants it and has a browser subscribed,
 * and by e-mail where they want that (messages by digest).
 */
create or replace function private.notifications_deliver()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.notification_wanted(new.user_id, new.kind, 'push')
     and exists (select 1 from public.push_subscriptions s where s.user_id = new.user_id) then
    perform private.call_function('push', jsonb_build_object('notification_id', new.id));
  end if;
  if new.kind <> 'message' and private.notification_wanted(new.user_id, new.kind, 'email') then
    insert into public.notification_mails (user_id, kind, notification_id)
    values (new.user_id, new.kind, new.id);
  end if;
  return null;
end;
$$;

-- 3. waitlist places -------------------------------------------------------------------------------

/** Whether a volunteer's application to a task was made for a waitlist offer they have not taken. */
create function private.untaken_waitlist_offer(p_task uuid, p_user uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.waitlist_entries w
     where w.task_id = p_task and w.user_id = p_user
       and w.status in ('offered', 'expired', 'declined'));
$$;

create or replace function private.applications_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
  volunteer_name text;
begin
  select * into task from public.tasks t where t.id = coalesce(new.task_id, old.task_id);
  if task.id is null then
    return null;
  end if;
  select coalesce(nullif(btrim(u.name), ''), 'A volunteer') into volunteer_name
    from public.users u where u.id = coalesce(new.user_id, old.user_id);
  if tg_op = 'INSERT' and new.status = 'applied' then
    -- A place offered from the waitlist is told when the volunteer takes it (waitlist_notify).
    if not private.untaken_waitlist_offer(new.task_id, new.user_id) then
      perform private.notify(task.user_id, 'new_applicant', 'new_applicant:' || new.id,
        'New applicant', volunteer_name || ' applied for ' || task.title || '.',
        '/organisation/task/' || task.id, task.id, new.id, null, new.created_at);
    end if;
  elsif tg_op = 'UPDATE' and new.status = 'approved' and old.status = 'applied' then
    perform private.notify(new.user_id, 'application_approved', 'application_approved:' || new.id,
      'Application approved', 'You''re in for ' || task.title || '.',
      '/volunteer/task/' || task.id, task.id, new.id);
  elsif tg_op = 'UPDATE' and new.status = 'rejected' and old.status is distinct from 'rejected' then
    perform private.notify(new.user_id, 'application_rejected', 'application_rejected:' || new.id,
      'Application not accepted',
      'Your application for ' || task.title || ' was not accepted this time.',
      '/volunteer/task/' || task.id, task.id, new.id);
  elsif tg_op = 'DELETE' and old.status in ('applied', 'approved')
        -- An offer that expired or was declined was never the organisation's applicant.
        and not (old.status = 'applied' and private.untaken_waitlist_offer(old.task_id, old.user_id)) then
    perform private.notify(task.user_id, 'application_withdrawn', 'application_withdrawn:' || old.id,
      'Volunteer withdrew', volunteer_name || ' withdrew from ' || task.title || '.',
      '/organisation/task/' || task.id, task.id, null);
  end if;
  return null;
end;
$$;

-- Waitlist: a place offered (to the volunteer), and taken (to the organisation, as its applicant).
create or replace function private.waitlist_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
  application_id uuid;
begin
  select * into task from public.tasks t where t.id = new.task_id;
  if new.status = 'offered' then
    perform private.notify(new.user_id, 'waitlist_offer',
      'waitlist_offer:' || new.id || ':' || new.offered_at,
      'A place opened up',
      task.title || ': confirm by ' || private.when_text(new.offer_expires_at, task.time_zone)
        || ' to keep it.',
      '/volunteer/task/' || task.id, task.id);
  else
    select a.id into application_id from public.applications a
     where a.task_id = new.task_id and a.user_id = new.user_id;
    perform private.notify(task.user_id, 'new_applicant',
      'new_applicant:' || coalesce(application_id::text, new.id::text),
      'New applicant',
      coalesce((select nullif(btrim(u.name), '') from public.users u where u.id = new.user_id),
               'A volunteer') || ' took the place offered on ' || task.title || ' from the waitlist.',
      '/organisation/task/' || task.id, task.id, application_id);
  end if;
  return null;
end;
$$;

drop trigger waitlist_notify on public.waitlist_entries;
create trigger waitlist_notify
  after update of status on public.waitlist_entries
  for each row
  when (new.status in ('offered', 'confirmed') and old.status is distinct from new.status)
  execute function private.waitlist_notify();

revoke all on function private.untaken_waitlist_offer(uuid, uuid) from public, anon, authenticated;
