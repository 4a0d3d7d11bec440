-- Notifications (issue #48): every event a person should hear of writes one row to
-- `notifications`, the one pipeline behind the in-app centre, push and e-mail.
--
-- 1. notifications: recipient, kind, the subject (task, application, chat), a short title and text,
--    the portal path that opens it, created_at, read_at. Written only by the triggers below through
--    private.notify, idempotently: each event has a key, unique per recipient, so a retried or
--    concurrent job (reminders, offers) never notifies twice. Published to realtime (the bell).
-- 2. notification_preferences: per person and kind, push and e-mail on or off; a kind without a
--    row is on for both (the defaults a volunteer expects: reminders, decisions, offers and task
--    changes by e-mail, messages as an hourly digest). In-app is always on.
-- 3. notification_mails: the e-mail outbox. A notification whose kind its recipient wants by e-mail
--    gets one row; chat messages get a digest row per chat (queue_message_digests). Each insert is
--    posted to the `notification-mail` Edge Function after commit (pg_net), which claims the row,
--    sends through SMTP and records the outcome; a failure is retried with back-off by
--    retry_notification_mails and, after the last attempt, kept as 'dropped' with its error. The
--    write that caused a mail never waits for it.
-- 4. The events: for a volunteer, approved, rejected, a reminder, a waitlist offer and the offer about
--    to end, the task's time or place changed, the task deleted, a new message; for an organisation,
--    a new applicant, a volunteer withdrew, a volunteer can't make it, a new message.

-- 1. notifications ---------------------------------------------------------------------------------

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null check (kind in (
    'application_approved', 'application_rejected', 'reminder', 'waitlist_offer',
    'waitlist_offer_ending', 'task_changed', 'task_deleted', 'message',
    'new_applicant', 'application_withdrawn', 'cannot_come'
  )),
  task_id uuid references public.tasks (id) on delete set null,
  application_id uuid references public.applications (id) on delete set null,
  chat_id uuid references public.chats (id) on delete cascade,
  title text not null check (length(title) between 1 and 120),
  body text not null check (length(body) between 1 and 400),
  -- The portal path the notification opens: its task, application or chat.
  link text not null check (link like '/%'),
  event_key text not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  constraint notifications_once unique (user_id, event_key)
);
comment on table public.notifications is
  'What each person has been told: one row per event and recipient (event_key), written by triggers; the recipient reads it and marks it read.';
create index notifications_user_page_idx on public.notifications (user_id, created_at desc, id desc);
create index notifications_user_unread_idx on public.notifications (user_id) where read_at is null;
create index notifications_chat_idx on public.notifications (chat_id, user_id, created_at);
create index notifications_task_idx on public.notifications (task_id);
create index notifications_application_idx on public.notifications (application_id);

alter table public.notifications enable row level security;
grant select on public.notifications to authenticated;
grant update (read_at) on public.notifications to authenticated;
create policy notifications_select_own on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update_own on public.notifications for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

do $$
begin
  if not exists (
    select 1 from pg_publication_tables
     where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'notifications'
  ) then
    alter publication supabase_realtime add table public.notifications;
  end if;
end;
$$;

-- 2. preferences -----------------------------------------------------------------------------------

create table public.notification_preferences (
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  kind text not null check (kind in (
    'application_approved', 'application_rejected', 'reminder', 'waitlist_offer',
    'waitlist_offer_ending', 'task_changed', 'task_deleted', 'message',
    'new_applicant', 'application_withdrawn', 'cannot_come'
  )),
  push boolean not null default true,
  email boolean not null default true,
  updated_at timestamptz not null default now(),
  primary key (user_id, kind)
);
comment on table public.notification_preferences is
  'Per person and kind, whether it goes out by push and by e-mail; no row means both on. In-app is always on.';

alter table public.notification_preferences enable row level security;
-- An upsert through PostgREST sets every column it sends, the key included; the policy keeps it own.
grant select, insert (user_id, kind, push, email), update (user_id, kind, push, email, updated_at)
  on public.notification_preferences to authenticated;
create policy notification_preferences_own on public.notification_preferences for all
  to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

/** The kinds a person of this role can receive, in the order the settings screen lists them. */
create function private.notification_kinds(p_role text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select case p_role
    when 'volunteer' then array[
      'application_approved', 'application_rejected', 'reminder', 'waitlist_offer',
      'waitlist_offer_ending', 'task_changed', 'task_deleted', 'message']
    when 'organisation' then array[
      'new_applicant', 'application_withdrawn', 'cannot_come', 'message']
    else array[]::text[]
  end;
$$;

create function public.get_notification_preferences()
returns table (kind text, push boolean, email boolean)
language sql
stable
security definer
set search_path = ''
as $$
  select k.kind, coalesce(p.push, true), coalesce(p.email, true)
    from unnest(private.notification_kinds(private.caller_role())) with ordinality as k (kind, n)
    left join public.notification_preferences p
      on p.user_id = (select auth.uid()) and p.kind = k.kind
   order by k.n;
$$;
comment on function public.get_notification_preferences() is
  'The caller''s channels for each kind their role receives, defaults filled in (both on), in the settings screen''s order.';
revoke all on function public.get_notification_preferences() from public, anon;
grant execute on function public.get_notification_preferences() to authenticated;

create function private.notification_wanted(p_user uuid, p_kind text, p_channel text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select case p_channel when 'email' then p.email else p.push end
       from public.notification_preferences p
      where p.user_id = p_user and p.kind = p_kind),
    true);
$$;

-- 3. the e-mail outbox -----------------------------------------------------------------------------

create table public.notification_mails (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.users (id) on delete cascade,
  kind text not null,
  -- One notification's mail, or a chat's digest of the messages still unread when it goes out.
  notification_id uuid references public.notifications (id) on delete cascade,
  chat_id uuid references public.chats (id) on delete cascade,
  status text not null default 'pending'
    check (status in ('pending', 'sending', 'sent', 'failed', 'skipped', 'dropped')),
  attempts integer not null default 0 check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint notification_mails_subject check ((notification_id is null) <> (chat_id is null))
);
comment on table public.notification_mails is
  'The e-mail outbox: one row per mail, its attempts and outcome (sent, skipped when a digest found nothing unread, dropped after the last attempt); the service role only.';
create unique index notification_mails_once on public.notification_mails (notification_id);
create index notification_mails_due_idx on public.notification_mails (next_attempt_at)
  where status in ('pending', 'failed', 'sending');
create index notification_mails_digest_idx on public.notification_mails (chat_id, user_id, created_at desc)
  where chat_id is not null;
create index notification_mails_user_idx on public.notification_mails (user_id);

alter table public.notification_mails enable row level security;
-- Only the service role reads or writes it.
create policy notification_mails_service on public.notification_mails for all to service_role
  using (true) with check (true);
revoke all on public.notification_mails from anon, authenticated;
grant all on public.notifications, public.notification_preferences, public.notification_mails
  to service_role;

/** Posts a body to one of the project's Edge Functions after commit; nothing when not set up. */
create function private.call_function(p_name text, p_body jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  service_key text;
begin
  select decrypted_secret into target from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if target is null or service_key is null then
    return;
  end if;
  perform net.http_post(
    url := rtrim(target, '/') || '/functions/v1/' || p_name,
    body := p_body,
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key
    ),
    timeout_milliseconds := 10000
  );
end;
$$;

create function private.notification_mails_post()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.call_function('notification-mail', jsonb_build_object('id', new.id));
  return null;
end;
$$;

create trigger notification_mails_post
  after insert on public.notification_mails
  for each row execute function private.notification_mails_post();

/** Each new notification goes out by e-mail where its recipient wants it (messages by digest). */
create function private.notifications_deliver()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.kind <> 'message' and private.notification_wanted(new.user_id, new.kind, 'email') then
    insert into public.notification_mails (user_id, kind, notification_id)
    values (new.user_id, new.kind, new.id);
  end if;
  return null;
end;
$$;

create trigger notifications_deliver
  after insert on public.notifications
  for each row execute function private.notifications_deliver();

/**
 * The mail function's first step: takes a mail that is due (pending, or failed and past its
 * back-off) for sending, so two deliveries of one post never send it twice. Null when not due.
 */
create function public.claim_notification_mail(p_id uuid)
returns public.notification_mails
language sql
security definer
set search_path = ''
as $$
  update public.notification_mails m
     set status = 'sending', attempts = m.attempts + 1, updated_at = now()
   where m.id = p_id
     and (m.status in ('pending', 'failed')
          or (m.status = 'sending' and m.updated_at < now() - interval '10 minutes'))
     and m.next_attempt_at <= now()
  returning m.*;
$$;
comment on function public.claim_notification_mail(uuid) is
  'The notification-mail function takes a due mail for sending (status sending, one more attempt); null when it is not due or already taken.';

/**
 * The outcome: sent, skipped (a digest that found nothing unread), or failed with its error, to be
 * tried again after 1, 4, 16 and 64 minutes; after the fifth attempt it is kept as dropped.
 */
create function public.finish_notification_mail(p_id uuid, p_outcome text, p_error text default null)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if p_outcome not in ('sent', 'skipped', 'failed') then
    raise exception 'Unknown outcome %', p_outcome using errcode = '22023';
  end if;
  update public.notification_mails m
     set status = case
                    when p_outcome <> 'failed' then p_outcome
                    when m.attempts >= 5 then 'dropped'
                    else 'failed'
                  end,
         sent_at = case when p_outcome = 'sent' then now() end,
         last_error = case when p_outcome = 'failed' then left(coalesce(p_error, 'unknown'), 1000) end,
         next_attempt_at = case
                             when p_outcome = 'failed'
                               then now() + interval '1 minute' * power(4, m.attempts - 1)
                             else m.next_attempt_at
                           end,
         updated_at = now()
   where m.id = p_id and m.status = 'sending';
end;
$$;
comment on function public.finish_notification_mail(uuid, text, text) is
  'Records a mail''s outcome: sent, skipped, or failed (retried after 1, 4, 16, 64 minutes, then dropped with its error).';

/**
 * Every minute: posts again the mails that are due (failed past their back-off, pending whose post
 * was lost, sending whose sender died). Returns how many it posted.
 */
create function public.retry_notification_mails()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  due record;
  posted integer := 0;
begin
  for due in
    select m.id from public.notification_mails m
     where (m.status = 'failed' and m.next_attempt_at <= now())
        or (m.status = 'pending' and m.created_at < now() - interval '2 minutes'
            and m.next_attempt_at <= now())
        or (m.status = 'sending' and m.updated_at < now() - interval '10 minutes')
     order by m.next_attempt_at
     limit 500
     for update skip locked
  loop
    -- Not posted again next minute while this post is on its way.
    update public.notification_mails set next_attempt_at = now() + interval '2 minutes'
     where id = due.id and status = 'pending';
    perform private.call_function('notification-mail', jsonb_build_object('id', due.id));
    posted := posted + 1;
  end loop;
  return posted;
end;
$$;
comment on function public.retry_notification_mails() is
  'pg_cron, every minute: posts the due mails to the notification-mail function again (failed past their back-off, lost posts, dead senders).';

/**
 * Chat messages by e-mail: one digest per person and chat, for messages unread for at least p_hold,
 * at most one per chat every p_window. The digest lists what is still unread when it goes out.
 * Concurrent runs take turns (an advisory lock), so none queues a digest twice.
 */
create function public.queue_message_digests(
  p_hold interval default interval '10 minutes',
  p_window interval default interval '1 hour'
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  queued integer;
begin
  perform pg_advisory_xact_lock(hashtext('public.queue_message_digests'));
  -- Unread messages not yet in a digest queued after them, per person and chat; at most one
  -- digest per chat in a window.
  with waiting as (
    select distinct n.user_id, n.chat_id
      from public.notifications n
     where n.kind = 'message' and n.read_at is null and n.chat_id is not null
       and n.created_at <= now() - p_hold
       and n.created_at > now() - interval '7 days'
       and not exists (
         select 1 from public.notification_mails m
          where m.chat_id = n.chat_id and m.user_id = n.user_id and m.created_at >= n.created_at
       )
  )
  insert into public.notification_mails (user_id, kind, chat_id)
  select w.user_id, 'message', w.chat_id
    from waiting w
   where private.notification_wanted(w.user_id, 'message', 'email')
     and not exists (
       select 1 from public.notification_mails m
        where m.chat_id = w.chat_id and m.user_id = w.user_id and m.created_at > now() - p_window
     );
  get diagnostics queued = row_count;
  return queued;
end;
$$;
comment on function public.queue_message_digests(interval, interval) is
  'pg_cron, every minute: queues a digest mail per person and chat with messages unread for 10 minutes, at most one per chat an hour.';

revoke all on function public.claim_notification_mail(uuid), public.finish_notification_mail(uuid, text, text),
  public.retry_notification_mails(), public.queue_message_digests(interval, interval)
  from public, anon, authenticated;
grant execute on function public.claim_notification_mail(uuid),
  public.finish_notification_mail(uuid, text, text), public.retry_notification_mails(),
  public.queue_message_digests(interval, interval)
  to service_role;

-- 4. the events ------------------------------------------------------------------------------------

/** Writes one notification, once per recipient and event key. */
create function private.notify(
  p_user uuid,
  p_kind text,
  p_event_key text,
  p_title text,
  p_body text,
  p_link text,
  p_task uuid default null,
  p_application uuid default null,
  p_chat uuid default null,
  p_at timestamptz default null
)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.notifications
    (user_id, kind, event_key, title, body, link, task_id, application_id, chat_id, created_at)
  values (
    p_user, p_kind, p_event_key, left(p_title, 120),
    case when length(p_body) > 400 then left(p_body, 399) || '…' else p_body end,
    p_link, p_task, p_application, p_chat, coalesce(p_at, now()))
  on conflict (user_id, event_key) do nothing;
$$;

/**
 * "Wed 25 Nov, 09:00 AEDT" in the task's zone, as the push texts and the portal show a task's time;
 * the day alone for a whole day. The zone is set for this call only and put back.
 */
create function private.when_text(p_at timestamptz, p_zone text, p_whole_day boolean default false)
returns text
language plpgsql
set search_path = ''
as $$
declare
  kept text := current_setting('timezone');
  result text;
begin
  if p_at is null then
    return 'no date set';
  end if;
  perform set_config('timezone', p_zone, true);
  result := to_char(p_at, case when p_whole_day then 'Dy FMDD Mon' else 'Dy FMDD Mon, HH24:MI TZ' end);
  perform set_config('timezone', kept, true);
  return result;
end;
$$;

create function private.first_name(p_user uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(nullif(split_part(btrim(u.name), ' ', 1), ''), 'Someone')
    from public.users u where u.id = p_user;
$$;

-- Applications: a new applicant (to the organisation), approved and rejected (to the volunteer),
-- a withdrawal (to the organisation; not when the task itself is being deleted).
create function private.applications_notify()
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
    perform private.notify(task.user_id, 'new_applicant', 'new_applicant:' || new.id,
      'New applicant', volunteer_name || ' applied for ' || task.title || '.',
      '/organisation/task/' || task.id, task.id, new.id, null, new.created_at);
  elsif tg_op = 'UPDATE' and new.status = 'approved' and old.status = 'applied' then
    perform private.notify(new.user_id, 'application_approved', 'application_approved:' || new.id,
      'Application approved', 'You''re in for ' || task.title || '.',
      '/volunteer/task/' || task.id, task.id, new.id);
  elsif tg_op = 'UPDATE' and new.status = 'rejected' and old.status is distinct from 'rejected' then
    perform private.notify(new.user_id, 'application_rejected', 'application_rejected:' || new.id,
      'Application not accepted',
      'Your application for ' || task.title || ' was not accepted this time.',
      '/volunteer/task/' || task.id, task.id, new.id);
  elsif tg_op = 'DELETE' and old.status in ('applied', 'approved') then
    perform private.notify(task.user_id, 'application_withdrawn', 'application_withdrawn:' || old.id,
      'Volunteer withdrew', volunteer_name || ' withdrew from ' || task.title || '.',
      '/organisation/task/' || task.id, task.id, null);
  end if;
  return null;
end;
$$;

create trigger applications_notify
  after insert or update of status or delete on public.applications
  for each row execute function private.applications_notify();

-- Messages: the other party of the chat.
create function private.messages_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  chat public.chats;
begin
  select * into chat from public.chats c where c.id = new.chat_id;
  perform private.notify(
    case when new.sender_id = chat.org_id then chat.volunteer_id else chat.org_id end,
    'message', 'message:' || new.id,
    'New message from ' || coalesce(private.first_name(new.sender_id), 'Someone'),
    new.content, '/chat/' || chat.id, chat.task_id, null, chat.id, new.created_at);
  return null;
end;
$$;

create trigger messages_notify
  after insert on public.messages
  for each row execute function private.messages_notify();

-- Reminders: "Still coming?" to the volunteer; "I can't make it" to the organisation.
create function private.reminders_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
  occurrence text;
begin
  select * into task from public.tasks t where t.id = new.task_id;
  occurrence := private.when_text(new.starts_at, task.time_zone, task.task_type = 'ongoing');
  if tg_op = 'INSERT' then
    perform private.notify(new.user_id, 'reminder', 'reminder:' || new.id,
      case when new.answer = 'coming' then 'Starting in 2 hours' else 'Still coming?' end,
      task.title || ', ' || occurrence || case when new.answer = 'coming'
        then '. See you there!' else '. Let them know if you can''t make it.' end,
      '/volunteer/task/' || task.id, task.id, new.application_id);
  elsif new.answer = 'not_coming' and old.answer is distinct from 'not_coming' then
    perform private.notify(task.user_id, 'cannot_come',
      'cannot_come:' || new.id || ':' || new.answered_at,
      'Volunteer can''t make it',
      coalesce((select nullif(btrim(u.name), '') from public.users u where u.id = new.user_id),
               'A volunteer') || ' can''t make ' || task.title || ', ' || occurrence || '.',
      '/organisation/task/' || task.id, task.id, new.application_id);
  end if;
  return null;
end;
$$;

create trigger reminders_notify
  after insert or update of answer on public.reminders
  for each row execute function private.reminders_notify();

-- Waitlist: a place offered.
create function private.waitlist_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  task public.tasks;
begin
  select * into task from public.tasks t where t.id = new.task_id;
  perform private.notify(new.user_id, 'waitlist_offer', 'waitlist_offer:' || new.id || ':' || new.offered_at,
    'A place opened up',
    task.title || ': confirm by ' || private.when_text(new.offer_expires_at, task.time_zone)
      || ' to keep it.',
    '/volunteer/task/' || task.id, task.id);
  return null;
end;
$$;

create trigger waitlist_notify
  after update of status on public.waitlist_entries
  for each row
  when (new.status = 'offered' and old.status is distinct from 'offered')
  execute function private.waitlist_notify();

/**
 * Every minute: offers with two hours or less to run, open for at least an hour, get a last call.
 * Returns how many were told.
 */
create function public.notify_ending_waitlist_offers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  told integer := 0;
  offer record;
begin
  for offer in
    select w.id, w.user_id, w.offered_at, w.offer_expires_at, t.id as task_id, t.title, t.time_zone
      from public.waitlist_entries w
      join public.tasks t on t.id = w.task_id
     where w.status = 'offered'
       and w.offer_expires_at > now()
       and w.offer_expires_at <= now() + interval '2 hours'
       and w.offered_at <= now() - interval '1 hour'
  loop
    perform private.notify(offer.user_id, 'waitlist_offer_ending',
      'waitlist_offer_ending:' || offer.id || ':' || offer.offered_at,
      'Your place offer ends soon',
      offer.title || ': confirm by ' || private.when_text(offer.offer_expires_at, offer.time_zone)
        || ' or the place goes to the next in line.',
      '/volunteer/task/' || offer.task_id, offer.task_id);
    told := told + 1;
  end loop;
  return told;
end;
$$;
comment on function public.notify_ending_waitlist_offers() is
  'pg_cron, every minute: tells volunteers whose place offer ends within two hours (idempotent per offer).';
revoke all on function public.notify_ending_waitlist_offers() from public, anon, authenticated;
grant execute on function public.notify_ending_waitlist_offers() to service_role;

/** A task's time as its volunteers know it: "Sat 6 Dec, 09:00 AEDT for 3 hours", or its days. */
create function private.task_time_text(p_task public.tasks)
returns text
language sql
set search_path = ''
as $$
  select case
    when p_task.task_type = 'ongoing' then
      array_to_string(p_task.days_of_week, ', ') || ' for ' || p_task.number_of_weeks
        || case when p_task.number_of_weeks = 1 then ' week' else ' weeks' end
        || case when p_task.task_date is not null
             then ' from ' || private.when_text(p_task.task_date, p_task.time_zone, true) else '' end
    else private.when_text(p_task.task_date, p_task.time_zone)
        || case when p_task.task_date is null then ''
                else ' for ' || trim_scale(p_task.hours_required)
                  || case when p_task.hours_required = 1 then ' hour' else ' hours' end end
  end;
$$;

-- Tasks: a change of time or place, and a deletion, reach the applied and approved volunteers.
create function private.tasks_notify()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  volunteer record;
  org_name text;
  what text;
  new_time text;
  old_time text;
begin
  if tg_op = 'UPDATE' then
    new_time := private.task_time_text(new);
    old_time := private.task_time_text(old);
    if new_time is not distinct from old_time and new.location is not distinct from old.location then
      return null;
    end if;
    what := concat_ws(' and ',
      case when new_time is distinct from old_time
        then 'now ' || new_time || ' (was ' || old_time || ')' end,
      case when new.location is distinct from old.location
        then 'now at ' || new.location || ' (was ' || old.location || ')' end);
    for volunteer in
      select a.id, a.user_id from public.applications a
       where a.task_id = new.id and a.status in ('applied', 'approved')
    loop
      perform private.notify(volunteer.user_id, 'task_changed',
        'task_changed:' || new.id || ':' || txid_current(),
        'Task changed', new.title || ' is ' || what || '.',
        '/volunteer/task/' || new.id, new.id, volunteer.id);
    end loop;
    return null;
  end if;
  select o.name into org_name from public.organisations o where o.id = old.organisation_id;
  for volunteer in
    select a.id, a.user_id from public.applications a
     where a.task_id = old.id and a.status in ('applied', 'approved')
  loop
    perform private.notify(volunteer.user_id, 'task_deleted',
      'task_deleted:' || old.id,
      'Task cancelled',
      coalesce(org_name, 'The organisation') || ' cancelled ' || old.title
        || case when old.task_date is not null then ' (' || private.task_time_text(old) || ')' else '' end
        || '.',
      '/volunteer/mytasks', old.id, null);
  end loop;
  return old;
end;
$$;

create trigger tasks_notify_change
  after update of task_date, hours_required, days_of_week, number_of_weeks, location, time_zone
  on public.tasks
  for each row execute function private.tasks_notify();

-- Before the delete: its applications (and their volunteers) are still there to be told.
create trigger tasks_notify_delete
  before delete on public.tasks
  for each row execute function private.tasks_notify();

revoke all on function private.notification_kinds(text), private.notification_wanted(uuid, text, text),
  private.call_function(text, jsonb), private.notification_mails_post(),
  private.notifications_deliver(),
  private.notify(uuid, text, text, text, text, text, uuid, uuid, uuid, timestamptz),
  private.when_text(timestamptz, text, boolean), private.first_name(uuid),
  private.applications_notify(), private.messages_notify(), private.reminders_notify(),
  private.waitlist_notify(), private.task_time_text(public.tasks), private.tasks_notify()
  from public, anon, authenticated;

-- 5. the schedule ----------------------------------------------------------------------------------

select cron.schedule('notify-ending-waitlist-offers', '* * * * *',
  'select public.notify_ending_waitlist_offers()');
select cron.schedule('queue-message-digests', '* * * * *', 'select public.queue_message_digests()');
select cron.schedule('retry-notification-mails', '* * * * *',
  'select public.retry_notification_mails()');
