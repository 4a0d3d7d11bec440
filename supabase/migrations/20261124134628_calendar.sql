-- Calendar (issue #21): "Add to calendar" on a task, and a private feed per volunteer of their
-- approved tasks that calendar apps keep in sync (a webcal URL with a token the volunteer can
-- revoke, served by the `calendar` Edge Function). The iCalendar text (RFC 5545) is written here,
-- in one place, for both.
--
-- A once-off task is an event from task_date for hours_required hours (UTC times). An ongoing task
-- has weekdays and no time of day: all-day events on its weekdays in its time zone, from its first
-- such day for number_of_weeks weeks (RRULE FREQ=WEEKLY;BYDAY=…;UNTIL=…). An undated task has no
-- place in a calendar.

-- 1. iCalendar text --------------------------------------------------------------------------------

-- TEXT values: backslash, semicolon, comma and line breaks escaped (RFC 5545 §3.3.11).
create function private.ics_escape(value text)
returns text
language sql immutable
set search_path = ''
as $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '\', '\\'), ';', '\;'),
                 ',', '\,'), E'\r', ''), E'\n', '\n');
$$;

-- A content line folded at 75 octets, continuation lines starting with a space (RFC 5545 §3.1).
create function private.ics_fold(line text)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  folded text := '';
  current text := '';
  limit_octets integer := 75;
  ch text;
begin
  foreach ch in array regexp_split_to_array(line, '')
  loop
    if octet_length(current) + octet_length(ch) > limit_octets then
      folded := folded || current || E'\r\n ';
      current := '';
      -- the space that starts a continuation line counts
      limit_octets := 74;
    end if;
    current := current || ch;
  end loop;
  return folded || current;
end;
$$;

create function private.ics_time(moment timestamptz)
returns text
language sql immutable
set search_path = ''
as $$
  select to_char(moment at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"');
$$;

-- One task as a VEVENT (folded lines joined by CRLF, no trailing break); null when undated.
create function private.task_ics_event(task public.tasks, organisation_name text, stamp timestamptz)
returns text
language sql stable
set search_path = ''
as $$
  with span as (
    select min(o.starts_at) as first_start, max(o.starts_at) as last_start
      from private.task_occurrences(task) o
  ),
  lines as (
    select array_remove(array[
      'BEGIN:VEVENT',
      'UID:task-' || task.id || '@pitch-in',
      'DTSTAMP:' || private.ics_time(stamp),
      case when task.task_type = 'ongoing'
           then 'DTSTART;VALUE=DATE:' || to_char(s.first_start at time zone task.time_zone, 'YYYYMMDD')
           else 'DTSTART:' || private.ics_time(task.task_date) end,
      case when task.task_type = 'ongoing'
           then 'DTEND;VALUE=DATE:'
                || to_char((s.first_start at time zone task.time_zone) + interval '1 day', 'YYYYMMDD')
           else 'DTEND:' || private.ics_time(
                  task.task_date + make_interval(secs => greatest(task.hours_required, 0) * 3600))
      end,
      case when task.task_type = 'ongoing' then
        'RRULE:FREQ=WEEKLY;BYDAY='
        || array_to_string(array(
             select upper(left(d, 2)) from unnest(task.days_of_week) d order by
               array_position(array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
                                    'Saturday', 'Sunday'], d)), ',')
        || ';UNTIL=' || to_char(s.last_start at time zone task.time_zone, 'YYYYMMDD')
      end,
      'SUMMARY:' || private.ics_escape(task.title),
      case when nullif(btrim(task.location), '') is not null
           then 'LOCATION:' || private.ics_escape(task.location) end,
      'DESCRIPTION:' || private.ics_escape(
        concat_ws(E'\n\n', nullif(btrim(task.description), ''), 'With ' || organisation_name || '.')),
      'END:VEVENT'
    ], null) as items
      from span s
     where s.first_start is not null
  )
  select string_agg(private.ics_fold(item), E'\r\n' order by n)
    from lines cross join unnest(lines.items) with ordinality as u (item, n);
$$;

-- A calendar of events (each a VEVENT text, nulls left out), with its name.
create function private.ics_calendar(events text[], calendar_name text)
returns text
language sql immutable
set search_path = ''
as $$
  select array_to_string(array_remove(array[
           'BEGIN:VCALENDAR',
           'VERSION:2.0',
           'PRODID:-//Pitch In//Volunteering//EN',
           'CALSCALE:GREGORIAN',
           'METHOD:PUBLISH',
           private.ics_fold('X-WR-CALNAME:' || private.ics_escape(calendar_name))
         ] || coalesce(array_remove(events, null), '{}') || array['END:VCALENDAR'], null), E'\r\n')
         || E'\r\n';
$$;

-- 2. one task --------------------------------------------------------------------------------------

-- "Add to calendar": one task's .ics text; null for an undated or unknown task. Every signed-in
-- user reads every task (tasks_select_signed_in), so the definer's rights show nothing more.
create function public.task_calendar(p_task_id uuid)
returns text
language sql stable security definer
set search_path = ''
as $$
  select private.ics_calendar(array[private.task_ics_event(t, o.name, now())], t.title)
    from public.tasks t
    join public.organisations o on o.id = t.organisation_id
   where t.id = p_task_id and t.task_date is not null;
$$;
comment on function public.task_calendar(uuid) is
  'A task as an iCalendar file (RFC 5545); null for an undated or unknown task.';

-- 3. the private feed ------------------------------------------------------------------------------

create table public.calendar_feeds (
  user_id uuid primary key references public.users (id) on delete cascade,
  token text not null unique check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);
comment on table public.calendar_feeds is
  'A volunteer''s private calendar feed: whoever has the token reads their approved tasks, so it is issued and revoked by RPC only.';
alter table public.calendar_feeds enable row level security;
grant select on public.calendar_feeds to authenticated;
create policy calendar_feeds_select_own on public.calendar_feeds for select to authenticated
  using (user_id = (select auth.uid()));

-- A new token for the caller's feed (the old one stops working), returned once here and readable
-- by the caller in calendar_feeds.
create function public.issue_calendar_feed()
returns text
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  fresh text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into public.calendar_feeds (user_id, token) values (caller, fresh)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return fresh;
end;
$$;

-- Turns the caller's feed off: its URL answers 404 from now on.
create function public.revoke_calendar_feed()
returns void
language sql volatile security definer
set search_path = ''
as $$
  delete from public.calendar_feeds where user_id = private.require_caller();
$$;

-- The feed behind a token: the volunteer's approved tasks with a date; null for an unknown token.
-- Only the service role calls it (the calendar Edge Function); a token is the only key.
create function public.calendar_feed(p_token text)
returns text
language sql stable security definer
set search_path = ''
as $$
  select private.ics_calendar(
           array(
             select private.task_ics_event(t, o.name, now())
               from public.applications a
               join public.tasks t on t.id = a.task_id
               join public.organisations o on o.id = t.organisation_id
              where a.user_id = f.user_id and a.status = 'approved' and t.task_date is not null
              order by t.task_date, t.id
           ),
           'Pitch In: my tasks')
    from public.calendar_feeds f
   where f.token = p_token;
$$;
comment on function public.calendar_feed(text) is
  'The iCalendar feed of the approved tasks of the volunteer whose feed token this is; null for an unknown token.';

revoke all on all functions in schema private from public;
grant execute on function private.is_time_zone(text) to authenticated, service_role;
revoke execute on function public.task_calendar(uuid), public.issue_calendar_feed(),
  public.revoke_calendar_feed(), public.calendar_feed(text) from public, anon;
grant execute on function public.task_calendar(uuid), public.issue_calendar_feed(),
  public.revoke_calendar_feed() to authenticated, service_role;
-- Supabase's default privileges grant every new function to authenticated too: not this one.
revoke execute on function public.calendar_feed(text) from authenticated;
grant execute on function public.calendar_feed(text) to service_role;
