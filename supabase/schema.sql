-- The schema the migrations build, generated: npm run gen-schema -w supabase (do not edit).
-- Read supabase/SCHEMA.md for the guide; change the schema with a new migration.
--
-- PostgreSQL database dump
--

\restrict schema

-- Dumped from database version 15.18 (Debian 15.18-0+deb12u1)
-- Dumped by pg_dump version 15.18 (Debian 15.18-0+deb12u1)

SET statement_timeout = 0;
SET lock_timeout = 0;
SET idle_in_transaction_session_timeout = 0;
SET client_encoding = 'UTF8';
SET standard_conforming_strings = on;
SELECT pg_catalog.set_config('search_path', '', false);
SET check_function_bodies = false;
SET xmloption = content;
SET client_min_messages = warning;
SET row_security = off;

--
-- Name: private; Type: SCHEMA; Schema: -; Owner: -
--

CREATE SCHEMA private;

--
-- Name: SCHEMA private; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON SCHEMA private IS 'Helpers of the policies, triggers and server functions, and tables only they use; not exposed through the API.';

--
-- Name: pg_trgm; Type: EXTENSION; Schema: -; Owner: -
--

CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA extensions;

--
-- Name: EXTENSION pg_trgm; Type: COMMENT; Schema: -; Owner: -
--

COMMENT ON EXTENSION pg_trgm IS 'text similarity measurement and index searching based on trigrams';

--
-- Name: application_delta; Type: TYPE; Schema: private; Owner: -
--

CREATE TYPE private.application_delta AS (
	task_id uuid,
	user_id uuid,
	status text,
	sign integer
);

--
-- Name: acting_org(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.acting_org() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (
    select o.user_id
      from public.organisation_members m
      join public.organisations o on o.id = m.organisation_id
     where m.user_id = auth.uid()
  );
end;
$$;

--
-- Name: FUNCTION acting_org(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.acting_org() IS 'The organisation account (organisations.user_id: the tasks'' user_id, the chats'' org_id) the caller acts for as a member; null for anyone who is not a member. Policies call it as (select private.acting_org()), once per statement.';

--
-- Name: acting_organisation(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.acting_organisation() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return (select m.organisation_id from public.organisation_members m where m.user_id = auth.uid());
end;
$$;

--
-- Name: FUNCTION acting_organisation(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.acting_organisation() IS 'The organisation (organisations.id) the caller is a member of; null for anyone else.';

--
-- Name: applications_after_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_after_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_after_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_after_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_after_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_after_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
    union all
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_notify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: applications_record_decision(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_record_decision() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION applications_record_decision(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.applications_record_decision() IS 'Trigger: an approval, rejection or Done made by a member of the task''s organisation joins task_decisions with that member.';

--
-- Name: applications_sync_status_after_delete(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_sync_status_after_delete() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_sync_status_after_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_sync_status_after_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_sync_status_after_update(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_sync_status_after_update() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
    union all
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;

--
-- Name: applications_touch(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_touch() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.updated_at := now();
  return new;
end;
$$;

--
-- Name: applications_waitlist(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.applications_waitlist() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op = 'DELETE' then
    update public.waitlist_entries w
       set status = 'declined', updated_at = now()
     where w.task_id = old.task_id and w.user_id = old.user_id and w.status = 'offered';
    if found then
      perform private.offer_waitlist_places(old.task_id);
    end if;
    return null;
  end if;
  if tg_op = 'UPDATE' and new.status = 'approved' then
    update public.waitlist_entries w
       set status = 'confirmed', updated_at = now()
     where w.task_id = new.task_id and w.user_id = new.user_id and w.status = 'offered';
    return null;
  end if;
  if tg_op = 'INSERT' then
    update public.waitlist_entries w
       set status = 'left', updated_at = now()
     where w.task_id = new.task_id and w.user_id = new.user_id and w.status = 'waiting';
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION applications_waitlist(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.applications_waitlist() IS 'Trigger: an application moves its volunteer''s waitlist place along: approval confirms an offer, a withdrawal declines it and offers the place on, applying directly ends a wait.';

--
-- Name: apply_application_deltas(private.application_delta[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.apply_application_deltas(deltas private.application_delta[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.tasks t
     set applicant_count = greatest(0, t.applicant_count + d.n)
    from (select task_id, sum(sign)::integer as n from unnest(deltas) group by task_id) d
   where t.id = d.task_id and d.n <> 0;
  update public.users u
     set completed_count = greatest(0, u.completed_count + d.n)
    from (
      select user_id, sum(sign)::integer as n from unnest(deltas) where status = 'completed' group by user_id
    ) d
   where u.id = d.user_id and d.n <> 0;
end;
$$;

--
-- Name: FUNCTION apply_application_deltas(deltas private.application_delta[]); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.apply_application_deltas(deltas private.application_delta[]) IS 'Keeps tasks.applicant_count and users.completed_count from the applications a statement added and removed.';

--
-- Name: call_function(text, jsonb); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.call_function(p_name text, p_body jsonb) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: caller_role(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.caller_role() RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select u.role from public.users u where u.id = auth.uid();
$$;

--
-- Name: FUNCTION caller_role(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.caller_role() IS 'The caller''s users.role, read past users'' policies (security definer) for the policies and functions that depend on it.';

--
-- Name: chat_pair_is_valid(uuid, uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (select 1 from public.tasks t where t.id = p_task_id and t.user_id = p_org_id)
     and exists (
       select 1 from public.applications a where a.task_id = p_task_id and a.user_id = p_volunteer_id
     );
$$;

--
-- Name: chats_forget_deleted_messages(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.chats_forget_deleted_messages() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.chats c
     set last_message_content = m.content, last_message_sender_id = m.sender_id,
         last_message_at = m.created_at
    from (select distinct o.chat_id from old_messages o) gone
    left join lateral (
      select mm.content, mm.sender_id, mm.created_at
        from public.messages mm
       where mm.chat_id = gone.chat_id
       order by mm.created_at desc, mm.id desc
       limit 1
    ) m on true
   where c.id = gone.chat_id;
  return null;
end;
$$;

--
-- Name: chats_take_new_messages(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.chats_take_new_messages() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.chats c
     set last_message_content = m.content, last_message_sender_id = m.sender_id,
         last_message_at = m.created_at
    from (
      select distinct on (n.chat_id) n.chat_id, n.content, n.sender_id, n.created_at
        from new_messages n
       order by n.chat_id, n.created_at desc, n.id desc
    ) m
   where c.id = m.chat_id
     and (c.last_message_at is null or c.last_message_at < m.created_at);
  return null;
end;
$$;

--
-- Name: FUNCTION chats_take_new_messages(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.chats_take_new_messages() IS 'Trigger: each chat a statement''s new messages went to takes the newest as its last message, never an older one.';

--
-- Name: check_ledger_balance(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.check_ledger_balance() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  problem text;
begin
  if tg_table_name = 'users' then
    problem := private.ledger_balance_mismatches(array(select id from changed));
  else
    problem := private.ledger_balance_mismatches(array(select distinct user_id from changed));
  end if;
  if problem is not null then
    raise exception '%', problem using errcode = '23514';
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION check_ledger_balance(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.check_ledger_balance() IS 'Trigger: after each statement, every volunteer it touched must have as many points as their ledger sums to (23514 otherwise).';

--
-- Name: clashes(uuid[], uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.clashes(volunteers uuid[], task_ids uuid[]) RETURNS TABLE(volunteer uuid, task_id uuid, other_task_id uuid, starts_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  -- The volunteers' approved other tasks first, then the occurrences of only the tasks involved:
  -- joined to the whole table instead, the planner worked out every task's occurrences.
  with others as materialized (
    select distinct pair.volunteer, pair.task_id, a.task_id as other_task_id
      from unnest(volunteers, task_ids) as pair(volunteer, task_id)
      join public.applications a
        on a.user_id = pair.volunteer and a.status = 'approved' and a.task_id <> pair.task_id
  ),
  occurrences as materialized (
    select involved.id, o.starts_at, o.ends_at
      from (select others.task_id as id from others
            union
            select others.other_task_id from others) involved
      cross join lateral private.task_occurrences(
        (select t from public.tasks t where t.id = involved.id)
      ) o
  )
  select o.volunteer, o.task_id, o.other_task_id, min(greatest(mine.starts_at, theirs.starts_at))
    from others o
    join occurrences mine on mine.id = o.task_id
    join occurrences theirs on theirs.id = o.other_task_id
   where mine.starts_at < theirs.ends_at and theirs.starts_at < mine.ends_at
   group by o.volunteer, o.task_id, o.other_task_id;
$$;

--
-- Name: FUNCTION clashes(volunteers uuid[], task_ids uuid[]); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.clashes(volunteers uuid[], task_ids uuid[]) IS 'For each (volunteer, task) pair: the volunteer''s approved other tasks overlapping the task, with the first overlap''s start.';

--
-- Name: clashing_tasks(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.clashing_tasks(volunteer uuid, task_id uuid) RETURNS TABLE(task_id uuid, starts_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select c.other_task_id, c.starts_at
    from private.clashes(array[clashing_tasks.volunteer], array[clashing_tasks.task_id]) c;
$$;

--
-- Name: FUNCTION clashing_tasks(volunteer uuid, task_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.clashing_tasks(volunteer uuid, task_id uuid) IS 'private.clashes for one volunteer and task: what get_task_clashes shows.';

--
-- Name: first_name(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.first_name(p_user uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(nullif(split_part(btrim(u.name), ' ', 1), ''), 'Someone')
    from public.users u where u.id = p_user;
$$;

--
-- Name: https_host(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.https_host(url text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $_$
  select lower(substring(url from '^[hH][tT][tT][pP][sS]://([A-Za-z0-9.-]+)(?::[0-9]{1,5})?(?:[/?#]|$)'));
$_$;

--
-- Name: ics_calendar(text[], text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ics_calendar(events text[], calendar_name text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: ics_escape(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ics_escape(value text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select replace(replace(replace(replace(replace(coalesce(value, ''), '\', '\\'), ';', '\;'),
                 ',', '\,'), E'\r', ''), E'\n', '\n');
$$;

--
-- Name: ics_fold(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ics_fold(line text) RETURNS text
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
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

--
-- Name: ics_time(timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ics_time(moment timestamp with time zone) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select to_char(moment at time zone 'UTC', 'YYYYMMDD"T"HH24MISS"Z"');
$$;

--
-- Name: is_chat_participant(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_chat_participant(p_chat_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.chats c
     where c.id = p_chat_id
       and (c.volunteer_id = auth.uid() or c.org_id = private.acting_org())
  );
$$;

--
-- Name: FUNCTION is_chat_participant(p_chat_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.is_chat_participant(p_chat_id uuid) IS 'Whether the caller is the chat''s volunteer or acts for its organisation.';

--
-- Name: is_chat_sender(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from public.chats c
     where c.id = p_chat_id
       and ((p_sender_id = c.volunteer_id and p_sender_id = auth.uid())
            or (p_sender_id = c.org_id and c.org_id = private.acting_org()))
  );
end;
$$;

--
-- Name: FUNCTION is_chat_sender(p_chat_id uuid, p_sender_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) IS 'Whether the caller may send as p_sender_id in the chat: the volunteer as themselves, a member as the organisation account.';

--
-- Name: is_owner(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_owner() RETURNS boolean
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  return exists (
    select 1 from public.organisation_members m where m.user_id = auth.uid() and m.role = 'owner'
  );
end;
$$;

--
-- Name: FUNCTION is_owner(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.is_owner() IS 'Whether the caller owns the organisation they belong to.';

--
-- Name: is_push_service_endpoint(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_push_service_endpoint(endpoint text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(length(endpoint) <= 2048 and exists (
    select 1
      from public.push_services s, private.https_host(endpoint) as endpoint_host
     where endpoint_host = s.host or (s.subdomains and endpoint_host like '%.' || s.host)
  ), false);
$$;

--
-- Name: FUNCTION is_push_service_endpoint(endpoint text); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.is_push_service_endpoint(endpoint text) IS 'Whether an endpoint is https on a host of public.push_services.';

--
-- Name: is_time_zone(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.is_time_zone(zone text) RETURNS boolean
    LANGUAGE plpgsql IMMUTABLE
    SET search_path TO ''
    AS $$
begin
  perform now() at time zone zone;
  return true;
exception when others then
  return false;
end;
$$;

--
-- Name: ledger_balance_mismatches(uuid[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ledger_balance_mismatches(who uuid[]) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select string_agg(format('Points (%s) must equal the ledger''s sum (%s).', u.points, coalesce(l.total, 0)), ' ')
    from public.users u
    left join (
      select user_id, sum(points)::integer as total from public.ledger_entries
       where user_id = any (who) group by user_id
    ) l on l.user_id = u.id
   where u.id = any (who) and u.points <> coalesce(l.total, 0);
$$;

--
-- Name: ledger_entries_append_only(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ledger_entries_append_only() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.user_id is distinct from old.user_id or new.points is distinct from old.points
     or new.hours is distinct from old.hours or new.kind is distinct from old.kind
     or new.occurred_on is distinct from old.occurred_on
     or new.description is distinct from old.description then
    raise exception 'The ledger is append-only.' using errcode = '42501';
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION ledger_entries_append_only(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.ledger_entries_append_only() IS 'Trigger: a ledger row''s amounts, kind, day and description never change; only its links are cleared when what they name goes.';

--
-- Name: ledger_entries_apply(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ledger_entries_apply() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  update public.users u
     set points = u.points + a.total
    from (select user_id, sum(points)::integer as total from added group by user_id) a
   where u.id = a.user_id and a.total <> 0;
  return null;
end;
$$;

--
-- Name: FUNCTION ledger_entries_apply(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.ledger_entries_apply() IS 'Trigger: adds a statement''s new ledger rows to their volunteers'' points.';

--
-- Name: ledger_entries_kept(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.ledger_entries_kept() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if exists (select 1 from public.users u where u.id = old.user_id) then
    raise exception 'The ledger is append-only.' using errcode = '42501';
  end if;
  return old;
end;
$$;

SET default_tablespace = '';

SET default_table_access_method = heap;

--
-- Name: applications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.applications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    task_id uuid NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    status text DEFAULT 'applied'::text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    attendance text,
    CONSTRAINT applications_attendance_check CHECK ((attendance = ANY (ARRAY['coming'::text, 'may_not_come'::text]))),
    CONSTRAINT applications_status_check CHECK ((status = ANY (ARRAY['applied'::text, 'approved'::text, 'rejected'::text, 'completed'::text])))
);

--
-- Name: TABLE applications; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.applications IS 'A volunteer''s application for a task: applied, then approved or rejected by the task''s owner, then completed when marked done. The volunteer and the task''s owner read it; a volunteer inserts (as applied) and withdraws their own, and every status change goes through the server functions.';

--
-- Name: COLUMN applications.attendance; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.applications.attendance IS 'The volunteer''s last answer to a reminder: coming, or may_not_come (they said they cannot make it).';

--
-- Name: lock_application_for_owner(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.lock_application_for_owner(p_application_id uuid) RETURNS public.applications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION lock_application_for_owner(p_application_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.lock_application_for_owner(p_application_id uuid) IS 'Locks an application''s task, then the application (the order every path keeps), and checks that the caller owns the task: the start of approve, reject and done.';

--
-- Name: messages_notify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.messages_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: messages_record_author(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.messages_record_author() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION messages_record_author(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.messages_record_author() IS 'Trigger: a message sent as the organisation records the member who wrote it.';

--
-- Name: metadata_text(jsonb, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.metadata_text(metadata jsonb, key text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case when jsonb_typeof(metadata -> key) = 'string'
              then nullif(btrim(metadata ->> key, E' \t\r\n'), '') end;
$$;

--
-- Name: notification_mails_post(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_mails_post() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.call_function('notification-mail', jsonb_build_object('id', new.id));
  return null;
end;
$$;

--
-- Name: notification_wanted(uuid, text, text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notification_wanted(p_user uuid, p_kind text, p_channel text) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(
    (select case p_channel when 'email' then p.email else p.push end
       from public.notification_preferences p
      where p.user_id = p_user and p.kind = p_kind),
    true);
$$;

--
-- Name: notifications_deliver(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notifications_deliver() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: notify(uuid, text, text, text, text, text, uuid, uuid, uuid, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.notify(p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text, p_task uuid DEFAULT NULL::uuid, p_application uuid DEFAULT NULL::uuid, p_chat uuid DEFAULT NULL::uuid, p_at timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION notify(p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text, p_task uuid, p_application uuid, p_chat uuid, p_at timestamp with time zone); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.notify(p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text, p_task uuid, p_application uuid, p_chat uuid, p_at timestamp with time zone) IS 'Tells p_user (once per event_key): a person, or every member of the organisation whose account p_user is. Delivery (push, mail) follows each recipient''s preferences.';

--
-- Name: object_is_callers(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.object_is_callers(p_name text) RETURNS boolean
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select auth.uid() is not null and exists (
    select 1
      from (values (auth.uid()), (private.acting_org())) owner (id)
     where owner.id is not null
       and ((storage.foldername(p_name))[1] = owner.id::text
            or (position('/' in p_name) = 0 and starts_with(p_name, owner.id::text)))
  );
$$;

--
-- Name: FUNCTION object_is_callers(p_name text); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.object_is_callers(p_name text) IS 'Whether a storage object is the caller''s or their organisation account''s: its first folder is that user id, or a top-level name starts with it.';

--
-- Name: offer_waitlist_places(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.offer_waitlist_places(p_task_id uuid) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  task public.tasks;
  free integer;
  entry public.waitlist_entries;
  offered integer := 0;
begin
  select * into task from public.tasks t where t.id = p_task_id for update;
  if task.id is null or task.status or task.completed
     or (task.task_date is not null and task.task_date <= now()) then
    return 0;
  end if;
  select task.capacity
         - (select count(*) from public.applications a
             where a.task_id = task.id and a.status in ('approved', 'completed'))
         - (select count(*) from public.waitlist_entries w
             where w.task_id = task.id and w.status = 'offered')
    into free;
  for entry in
    select * from public.waitlist_entries w
     where w.task_id = task.id and w.status = 'waiting'
     order by w.created_at, w.id
     limit greatest(free, 0)
     for update
  loop
    update public.waitlist_entries w
       set status = 'offered', offered_at = now(), updated_at = now(),
           offer_expires_at = case
             when task.task_date is null then now() + interval '12 hours'
             else least(now() + interval '12 hours', task.task_date)
           end
     where w.id = entry.id;
    insert into public.applications (task_id, user_id, status)
    values (task.id, entry.user_id, 'applied')
    on conflict (task_id, user_id) do nothing;
    offered := offered + 1;
  end loop;
  return offered;
end;
$$;

--
-- Name: FUNCTION offer_waitlist_places(p_task_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.offer_waitlist_places(p_task_id uuid) IS 'Locks a task and offers its free places (capacity less places taken less offers outstanding) to the first in line, each with an applied application and 12 hours to confirm, never past the task''s start.';

--
-- Name: organisation_invitations_mail(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.organisation_invitations_mail() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.notification_mails (invitation_id) values (new.id);
  return null;
end;
$$;

--
-- Name: FUNCTION organisation_invitations_mail(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.organisation_invitations_mail() IS 'Trigger: a new invitation''s mail joins the outbox (the notification-mail function sends it).';

--
-- Name: organisations_normalise_type(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.organisations_normalise_type() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  new.type := nullif(lower(btrim(new.type)), '');
  return new;
end;
$$;

--
-- Name: organisations_owner_member(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.organisations_owner_member() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.organisation_members (organisation_id, user_id, role)
  values (new.id, new.user_id, 'owner');
  return null;
end;
$$;

--
-- Name: FUNCTION organisations_owner_member(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.organisations_owner_member() IS 'Trigger: an organisation''s account is its first owner.';

--
-- Name: owns_organisation(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.owns_organisation(p_org_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select p_org_id = private.acting_organisation();
$$;

--
-- Name: FUNCTION owns_organisation(p_org_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.owns_organisation(p_org_id uuid) IS 'Whether the caller is a member of this organisation.';

--
-- Name: owns_task(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.owns_task(p_task_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.tasks t where t.id = p_task_id and t.user_id = private.acting_org()
  );
$$;

--
-- Name: FUNCTION owns_task(p_task_id uuid); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.owns_task(p_task_id uuid) IS 'Whether the caller acts for the organisation whose task this is.';

--
-- Name: profiles_from_sign_up(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.profiles_from_sign_up() RETURNS trigger
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

--
-- Name: FUNCTION profiles_from_sign_up(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.profiles_from_sign_up() IS 'Trigger on auth.users: makes the users row, and for an organisation its organisations row, from the sign-up metadata (role, name, organisation_name); no organisations row when the sign-up comes from an invitation (metadata invitation). Never makes the sign-up fail.';

--
-- Name: redemptions_ledger(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.redemptions_ledger() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  insert into public.ledger_entries
    (user_id, created_at, occurred_on, kind, points, redemption_id, description)
  values (new.user_id, new.created_at, new.created_at::date, 'redemption', -new.cost, new.id,
          new.item_title);
  return null;
end;
$$;

--
-- Name: refresh_average_rating(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.refresh_average_rating(volunteer uuid) RETURNS numeric
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.users u
     set average_rating = coalesce(
       (select round(avg(r.rating), 2) from public.reviews r where r.user_id = volunteer), 0)
   where u.id = volunteer
  returning u.average_rating;
$$;

--
-- Name: reminders_notify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reminders_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: require_acting(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_acting() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION require_acting(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.require_acting() IS 'Who the caller acts as: a member, their organisation account; a volunteer, themselves. ''Please sign in first.'' without a profile, and ''You are not a member of an organisation.'' (42501) for an organisation user outside every team (removed, say).';

--
-- Name: require_caller(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.require_caller() RETURNS uuid
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := auth.uid();
begin
  if caller is null or not exists (select 1 from public.users u where u.id = caller) then
    raise exception 'Please sign in first.' using errcode = '42501';
  end if;
  return caller;
end;
$$;

--
-- Name: FUNCTION require_caller(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.require_caller() IS 'The caller''s user id, or ''Please sign in first.'' (42501) when there is no signed-in user with a profile row; the server functions start with it.';

--
-- Name: review_is_allowed(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.owns_task(p_task_id)
     and exists (
       select 1 from public.applications a
        where a.task_id = p_task_id and a.user_id = p_volunteer_id and a.status = 'completed'
     );
$$;

--
-- Name: reviews_after_write(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reviews_after_write() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if tg_op in ('UPDATE', 'DELETE') then
    perform private.refresh_average_rating(old.user_id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    perform private.refresh_average_rating(new.user_id);
  end if;
  return null;
end;
$$;

--
-- Name: reviews_record_decision(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.reviews_record_decision() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  if new.org_id = private.acting_org() then
    insert into public.task_decisions (task_id, volunteer_id, decision, decided_by)
    values (new.task_id, new.user_id, 'reviewed', auth.uid());
  end if;
  return null;
end;
$$;

--
-- Name: FUNCTION reviews_record_decision(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.reviews_record_decision() IS 'Trigger: a review written by a member joins task_decisions with that member.';

--
-- Name: sync_task_status(private.application_delta[]); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.sync_task_status(changes private.application_delta[]) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  touched uuid[];
begin
  select array_agg(c.task_id order by c.task_id) into touched
    from (
      select d.task_id
        from unnest(changes) d
       where d.status in ('approved', 'completed')
       group by d.task_id
      having sum(d.sign) <> 0
    ) c;
  if touched is null then
    return;
  end if;
  perform 1 from public.tasks t where t.id = any (touched) order by t.id for update;
  update public.tasks t
     set status = p.taken >= t.capacity
    from (
      select d.task_id,
             sum(d.sign)::integer as delta,
             (select count(*)::integer
                from public.applications a
               where a.task_id = d.task_id and a.status in ('approved', 'completed')) as taken
        from unnest(changes) d
       where d.status in ('approved', 'completed') and d.task_id = any (touched)
       group by d.task_id
    ) p
   where t.id = p.task_id
     and not t.completed
     -- the places crossed the capacity (full before and not now, or the other way round) ...
     and (p.taken >= t.capacity) <> (p.taken - p.delta >= t.capacity)
     -- ... and the status does not say so yet
     and t.status <> (p.taken >= t.capacity);
end;
$$;

--
-- Name: FUNCTION sync_task_status(changes private.application_delta[]); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.sync_task_status(changes private.application_delta[]) IS 'A task''s status follows its places: it closes when approved and completed applications reach the capacity and reopens when they drop below it. Acts only when the places cross the capacity, never on a completed task.';

--
-- Name: task_accepts_applications(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_accepts_applications(p_task_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.tasks t
     where t.id = p_task_id and not t.status and not t.completed
       and (t.task_date is null or t.task_date >= now())
  );
$$;

--
-- Name: task_allows_withdrawal(uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_allows_withdrawal(p_task_id uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.tasks t
     where t.id = p_task_id and (t.task_date is null or t.task_date >= now() + interval '24 hours')
  );
$$;

--
-- Name: tasks; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.tasks (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT COALESCE(private.acting_org(), auth.uid()) NOT NULL,
    organisation_id uuid NOT NULL,
    title text NOT NULL,
    description text NOT NULL,
    detailed_description text,
    location text NOT NULL,
    task_date timestamp with time zone,
    task_type text DEFAULT 'once-off'::text NOT NULL,
    difficulty text DEFAULT 'easy'::text NOT NULL,
    hours_required numeric(6,2) DEFAULT 1 NOT NULL,
    points integer DEFAULT 0 NOT NULL,
    status boolean DEFAULT false NOT NULL,
    completed boolean DEFAULT false NOT NULL,
    capacity integer DEFAULT 1 NOT NULL,
    days_of_week text[],
    number_of_weeks integer,
    applicant_count integer DEFAULT 0 NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    interests text[] DEFAULT '{}'::text[] NOT NULL,
    time_zone text DEFAULT 'UTC'::text NOT NULL,
    runs_until timestamp with time zone,
    CONSTRAINT tasks_applicant_count_check CHECK ((applicant_count >= 0)),
    CONSTRAINT tasks_capacity_check CHECK ((capacity >= 1)),
    CONSTRAINT tasks_completed_is_closed CHECK (((NOT completed) OR status)),
    CONSTRAINT tasks_days_of_week_check CHECK ((days_of_week <@ ARRAY['Monday'::text, 'Tuesday'::text, 'Wednesday'::text, 'Thursday'::text, 'Friday'::text, 'Saturday'::text, 'Sunday'::text])),
    CONSTRAINT tasks_description_check CHECK ((length(btrim(description)) > 0)),
    CONSTRAINT tasks_difficulty_check CHECK ((difficulty = ANY (ARRAY['easy'::text, 'medium'::text, 'hard'::text]))),
    CONSTRAINT tasks_hours_required_check CHECK ((hours_required >= (0)::numeric)),
    CONSTRAINT tasks_interests_known CHECK ((interests <@ ARRAY['Sport'::text, 'Arts'::text, 'Elderly'::text, 'Homeless'::text, 'Animals'::text, 'Environment'::text, 'Youth'::text, 'Fundraising'::text, 'Disability Support'::text])),
    CONSTRAINT tasks_location_check CHECK ((length(btrim(location)) > 0)),
    CONSTRAINT tasks_number_of_weeks_check CHECK ((number_of_weeks >= 1)),
    CONSTRAINT tasks_once_off_hours CHECK (((task_type <> 'once-off'::text) OR ((hours_required >= (1)::numeric) AND (hours_required <= (12)::numeric)))),
    CONSTRAINT tasks_ongoing_shape CHECK (((task_type <> 'ongoing'::text) OR ((length(btrim(COALESCE(detailed_description, ''::text))) > 0) AND (cardinality(days_of_week) >= 1) AND (number_of_weeks IS NOT NULL) AND (hours_required <= ((12 * cardinality(days_of_week)))::numeric)))),
    CONSTRAINT tasks_points_check CHECK ((points >= 0)),
    CONSTRAINT tasks_task_type_check CHECK ((task_type = ANY (ARRAY['once-off'::text, 'ongoing'::text]))),
    CONSTRAINT tasks_time_zone_known CHECK (private.is_time_zone(time_zone)),
    CONSTRAINT tasks_title_check CHECK ((length(btrim(title)) > 0))
);

--
-- Name: TABLE tasks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.tasks IS 'A task an organisation posts (SPEC §3): once-off or ongoing, with its capacity, points and places. Signed-in users read every task; the owning account posts open tasks for its own organisation and edits or deletes them until they are completed.';

--
-- Name: COLUMN tasks.user_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.user_id IS 'The organisation account (users.id) that posted the task: its owner for the policies and server functions.';

--
-- Name: COLUMN tasks.task_date; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.task_date IS 'When a once-off task starts, or the day an ongoing task''s weeks start from (in its time_zone); null for an undated task, which is never past and clashes with nothing.';

--
-- Name: COLUMN tasks.task_type; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.task_type IS 'Text ''once-off'' | ''ongoing'' rather than SPEC''s creation-time boolean: screens compare it to the text ''ongoing'' and both words appear in the product, so storing the words keeps every reader right and a CHECK keeps it to those two.';

--
-- Name: COLUMN tasks.hours_required; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.hours_required IS 'Once-off: the estimated duration (1 to 12). Ongoing: hours per week, the sum over the chosen weekdays.';

--
-- Name: COLUMN tasks.points; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.points IS 'Set by a trigger from SPEC §9: base by difficulty (easy 25, medium 50, hard 100) times total hours (once-off: hours_required; ongoing: hours_required times number_of_weeks), rounded. What the client sends is ignored, so an organisation cannot inflate the points it credits.';

--
-- Name: COLUMN tasks.status; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.status IS 'false = open, true = full or closed. Follows the places taken: it closes when approved and completed applications reach the capacity and reopens when they drop below it; the owner may also close or reopen it.';

--
-- Name: COLUMN tasks.completed; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.completed IS 'Set by mark_application_done when completed work fills the capacity; a completed task stays closed and can no longer be edited or deleted.';

--
-- Name: COLUMN tasks.days_of_week; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.days_of_week IS 'An ongoing task''s weekdays as full English names (a trigger normalises ''Mon'' or ''monday''); null for a once-off task.';

--
-- Name: COLUMN tasks.applicant_count; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.applicant_count IS 'Applications of the task in any status, kept by a trigger: volunteers may not read other volunteers'' applications, yet see ''{n} applied''.';

--
-- Name: COLUMN tasks.interests; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.interests IS 'The interests of SPEC §3 the task suits; volunteers filter by them and the For You order ranks by them.';

--
-- Name: COLUMN tasks.time_zone; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.time_zone IS 'The IANA time zone the task''s date and weekdays are meant in (the organiser''s when posted).';

--
-- Name: COLUMN tasks.runs_until; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.tasks.runs_until IS 'When the task''s last occurrence ends (private.task_occurrences); null for an undated task. Kept by a trigger.';

--
-- Name: task_hours(public.tasks); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_hours(task public.tasks) RETURNS numeric
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select coalesce(task.hours_required, 0)
         * case when task.task_type = 'ongoing' then greatest(coalesce(task.number_of_weeks, 1), 1) else 1 end;
$$;

--
-- Name: FUNCTION task_hours(task public.tasks); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.task_hours(task public.tasks) IS 'The hours a task''s work adds up to: once-off, its hours; ongoing, its hours a week over its weeks.';

--
-- Name: task_ics_event(public.tasks, text, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_ics_event(task public.tasks, organisation_name text, stamp timestamp with time zone) RETURNS text
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
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
        concat_ws(E'\n\n',
          case when task.task_type <> 'ongoing' then
            'Starts ' || to_char(task.task_date at time zone task.time_zone, 'HH24:MI') || ' '
            || replace(task.time_zone, '_', ' ') || ' time.' end,
          nullif(btrim(task.description), ''),
          'With ' || organisation_name || '.')),
      'END:VEVENT'
    ], null) as items
      from span s
     where s.first_start is not null
  )
  select string_agg(private.ics_fold(item), E'\r\n' order by n)
    from lines cross join unnest(lines.items) with ordinality as u (item, n);
$$;

--
-- Name: FUNCTION task_ics_event(task public.tasks, organisation_name text, stamp timestamp with time zone); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.task_ics_event(task public.tasks, organisation_name text, stamp timestamp with time zone) IS 'A task as one iCalendar VEVENT (RFC 5545, folded lines): a once-off task at its UTC instant, its description first naming the task''s own clock; an ongoing task as weekly all-day events. Null when undated.';

--
-- Name: task_occurrences(public.tasks); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_occurrences(task public.tasks) RETURNS TABLE(starts_at timestamp with time zone, ends_at timestamp with time zone)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select task.task_date,
         task.task_date + make_interval(secs => greatest(task.hours_required, 0) * 3600)
   where task.task_date is not null and task.task_type is distinct from 'ongoing'
  union all
  select (day::date)::timestamp at time zone task.time_zone,
         ((day::date) + 1)::timestamp at time zone task.time_zone
    from generate_series(
           (task.task_date at time zone task.time_zone)::date::timestamp,
           (task.task_date at time zone task.time_zone)::date::timestamp
             + make_interval(days => 7 * greatest(coalesce(task.number_of_weeks, 1), 1) - 1),
           interval '1 day'
         ) as day
   where task.task_date is not null and task.task_type = 'ongoing'
     and trim(to_char(day, 'Day')) = any (task.days_of_week);
$$;

--
-- Name: FUNCTION task_occurrences(task public.tasks); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.task_occurrences(task public.tasks) IS 'When a task takes place: once-off from task_date for its hours; ongoing, each of its weekdays (whole local days) for its weeks; undated, never.';

--
-- Name: task_occurrences_starting(public.tasks, timestamp with time zone, timestamp with time zone); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_occurrences_starting(task public.tasks, after timestamp with time zone, until timestamp with time zone) RETURNS TABLE(starts_at timestamp with time zone)
    LANGUAGE sql STABLE ROWS 2
    SET search_path TO ''
    AS $$
  select task.task_date
   where task.task_date is not null and task.task_type is distinct from 'ongoing'
     and task.task_date > after and task.task_date <= until
  union all
  select d.starts_at
    from (
      select (day::date)::timestamp at time zone task.time_zone as starts_at, day
        from generate_series(
               greatest((task.task_date at time zone task.time_zone)::date,
                        (after at time zone task.time_zone)::date)::timestamp,
               least((task.task_date at time zone task.time_zone)::date
                       + 7 * greatest(coalesce(task.number_of_weeks, 1), 1) - 1,
                     (until at time zone task.time_zone)::date)::timestamp,
               interval '1 day'
             ) as day
       where task.task_date is not null and task.task_type = 'ongoing'
         and trim(to_char(day, 'Day')) = any (task.days_of_week)
    ) d
   where d.starts_at > after and d.starts_at <= until;
$$;

--
-- Name: task_points(text, text, numeric, integer); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_points(difficulty text, task_type text, hours numeric, weeks integer) RETURNS integer
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select round(
    (case difficulty when 'easy' then 25 when 'medium' then 50 when 'hard' then 100 else 0 end)
    * hours
    * (case when task_type = 'ongoing' then coalesce(weeks, 1) else 1 end)
  )::integer;
$$;

--
-- Name: FUNCTION task_points(difficulty text, task_type text, hours numeric, weeks integer); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.task_points(difficulty text, task_type text, hours numeric, weeks integer) IS 'SPEC §9''s points: easy 25, medium 50, hard 100 per hour, times the hours (ongoing: hours a week times weeks), rounded.';

--
-- Name: task_time_text(public.tasks); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.task_time_text(p_task public.tasks) RETURNS text
    LANGUAGE sql
    SET search_path TO ''
    AS $$
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

--
-- Name: tasks_before_write(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tasks_before_write() RETURNS trigger
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
begin
  if new.days_of_week is not null then
    new.days_of_week := array(
      select private.weekday_name(d) from unnest(new.days_of_week) with ordinality as t (d, n) order by n
    );
  end if;
  if new.task_type = 'once-off' then
    new.days_of_week := null;
    new.number_of_weeks := null;
  end if;
  new.points := private.task_points(new.difficulty, new.task_type, new.hours_required, new.number_of_weeks);
  return new;
end;
$$;

--
-- Name: FUNCTION tasks_before_write(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.tasks_before_write() IS 'Trigger: normalises weekday names, clears a once-off task''s weekdays and weeks, and sets points by SPEC §9 (private.task_points), whatever the client sent.';

--
-- Name: tasks_capacity_status(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tasks_capacity_status() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  taken integer;
begin
  if new.capacity <> old.capacity and new.status = old.status and not new.completed then
    select count(*) into taken
      from public.applications a
     where a.task_id = new.id and a.status in ('approved', 'completed');
    if (taken >= new.capacity) <> (taken >= old.capacity) then
      new.status := taken >= new.capacity;
    end if;
  end if;
  return new;
end;
$$;

--
-- Name: FUNCTION tasks_capacity_status(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.tasks_capacity_status() IS 'Trigger: a capacity change that crosses the places taken opens or closes the task, unless the same update sets status.';

--
-- Name: tasks_notify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tasks_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: tasks_offer_waitlist(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tasks_offer_waitlist() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  perform private.offer_waitlist_places(new.id);
  return null;
end;
$$;

--
-- Name: tasks_set_runs_until(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.tasks_set_runs_until() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.runs_until := (select max(o.ends_at) from private.task_occurrences(new) o);
  return new;
end;
$$;

--
-- Name: FUNCTION tasks_set_runs_until(); Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON FUNCTION private.tasks_set_runs_until() IS 'Trigger: keeps tasks.runs_until, the end of the task''s last occurrence, which the reminders job looks tasks up by.';

--
-- Name: untaken_waitlist_offer(uuid, uuid); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.untaken_waitlist_offer(p_task uuid, p_user uuid) RETURNS boolean
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select exists (
    select 1 from public.waitlist_entries w
     where w.task_id = p_task and w.user_id = p_user
       and w.status in ('offered', 'expired', 'declined'));
$$;

--
-- Name: users_before_insert(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.users_before_insert() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
begin
  new.email := coalesce((select u.email from auth.users u where u.id = new.id), new.email);
  return new;
end;
$$;

--
-- Name: waitlist_notify(); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.waitlist_notify() RETURNS trigger
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: weekday_name(text); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.weekday_name(day text) RETURNS text
    LANGUAGE sql IMMUTABLE
    SET search_path TO ''
    AS $$
  select case lower(left(btrim(day), 3))
    when 'mon' then 'Monday' when 'tue' then 'Tuesday' when 'wed' then 'Wednesday'
    when 'thu' then 'Thursday' when 'fri' then 'Friday' when 'sat' then 'Saturday'
    when 'sun' then 'Sunday' else day end;
$$;

--
-- Name: when_text(timestamp with time zone, text, boolean); Type: FUNCTION; Schema: private; Owner: -
--

CREATE FUNCTION private.when_text(p_at timestamp with time zone, p_zone text, p_whole_day boolean DEFAULT false) RETURNS text
    LANGUAGE plpgsql
    SET search_path TO ''
    AS $$
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

--
-- Name: organisation_members; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organisation_members (
    organisation_id uuid NOT NULL,
    user_id uuid NOT NULL,
    role text NOT NULL,
    invited_by uuid,
    joined_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT organisation_members_role_check CHECK ((role = ANY (ARRAY['owner'::text, 'coordinator'::text])))
);

--
-- Name: TABLE organisation_members; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.organisation_members IS 'Who acts for an organisation: its owner (everything, the team included) and coordinators (everything but the team). One organisation per person. Written only by the team functions; members read their team.';

--
-- Name: accept_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.accept_invitation(p_invitation_id uuid) RETURNS public.organisation_members
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION accept_invitation(p_invitation_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.accept_invitation(p_invitation_id uuid) IS 'The invited person, signed in with the confirmed address invited and an organisation account, joins the team as a coordinator: once, within 7 days, unless revoked.';

--
-- Name: reminders; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reminders (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    application_id uuid NOT NULL,
    task_id uuid NOT NULL,
    user_id uuid NOT NULL,
    starts_at timestamp with time zone NOT NULL,
    kind text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    answer text,
    answered_at timestamp with time zone,
    CONSTRAINT reminders_answer_check CHECK ((answer = ANY (ARRAY['coming'::text, 'not_coming'::text]))),
    CONSTRAINT reminders_answered_when CHECK (((answer IS NULL) = (answered_at IS NULL))),
    CONSTRAINT reminders_kind_check CHECK ((kind = ANY (ARRAY['day_before'::text, 'two_hours_before'::text])))
);

--
-- Name: TABLE reminders; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.reminders IS 'Reminders sent to approved volunteers, one per application, occurrence and kind, each pushed once: written by send_due_reminders, answered through answer_reminder. Each volunteer reads their own.';

--
-- Name: COLUMN reminders.starts_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.reminders.starts_at IS 'The occurrence reminded of: a once-off task''s start, or the start of one day of an ongoing one.';

--
-- Name: answer_reminder(uuid, boolean); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.answer_reminder(p_reminder_id uuid, p_coming boolean) RETURNS public.reminders
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
  reminder public.reminders;
  task public.tasks;
  application public.applications;
  chat_id uuid;
  new_answer text;
  previous text;
  day_text text;
begin
  if p_reminder_id is null or p_coming is null then
    raise exception 'Missing reminder or answer.' using errcode = '22023';
  end if;
  select * into reminder from public.reminders r
   where r.id = p_reminder_id and r.user_id = caller
   for update;
  if not found then
    raise exception 'Reminder not found.' using errcode = 'PT404';
  end if;
  select * into application from public.applications a where a.id = reminder.application_id
   for update;
  if application.status <> 'approved' then
    raise exception 'You are no longer booked for this task.';
  end if;
  if reminder.starts_at <= now() then
    raise exception 'This task has already started.';
  end if;
  select * into task from public.tasks t where t.id = reminder.task_id;

  new_answer := case when p_coming then 'coming' else 'not_coming' end;
  -- What the volunteer said last for this occurrence (on this or the other reminder of it).
  select r.answer into previous from public.reminders r
   where r.application_id = reminder.application_id and r.starts_at = reminder.starts_at
     and r.answer is not null
   order by r.answered_at desc
   limit 1;

  -- Both reminders of the occurrence take the answer: it is asked once.
  update public.reminders r
     set answer = new_answer, answered_at = now()
   where r.application_id = reminder.application_id and r.starts_at = reminder.starts_at;
  select * into reminder from public.reminders r where r.id = p_reminder_id;
  update public.applications a
     set attendance = case when p_coming then 'coming' else 'may_not_come' end
   where a.id = application.id;

  if new_answer = 'not_coming' and previous is distinct from 'not_coming'
     or new_answer = 'coming' and previous = 'not_coming' then
    day_text := to_char(reminder.starts_at at time zone task.time_zone,
                        case when task.task_type = 'ongoing' then 'Dy DD Mon' else 'Dy DD Mon, HH24:MI' end);
    insert into public.chats (org_id, volunteer_id, task_id)
    values (task.user_id, caller, task.id)
    on conflict on constraint chats_org_volunteer_task_key do nothing;
    select c.id into chat_id from public.chats c
     where c.org_id = task.user_id and c.volunteer_id = caller and c.task_id = task.id;
    insert into public.messages (chat_id, sender_id, content)
    values (
      chat_id, caller,
      case when p_coming
        then format('Good news: I can make it to %s on %s after all.', task.title, day_text)
        else format('Sorry, I can''t make it to %s on %s.', task.title, day_text)
      end
    );
  end if;
  return reminder;
end;
$$;

--
-- Name: FUNCTION answer_reminder(p_reminder_id uuid, p_coming boolean); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.answer_reminder(p_reminder_id uuid, p_coming boolean) IS 'The caller''s answer to one of their reminders: coming, or not (tells the organisation in the task''s chat and marks the application may_not_come; never withdraws).';

--
-- Name: apply_for_task(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.apply_for_task(p_task_id uuid) RETURNS public.applications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION apply_for_task(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.apply_for_task(p_task_id uuid) IS 'A volunteer applies for a task that is open, not past and not applied for, with a place nobody holds (a place on offer to the waitlist is held). Returns the new applied application.';

--
-- Name: approve_application(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.approve_application(p_application_id uuid) RETURNS public.applications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION approve_application(p_application_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.approve_application(p_application_id uuid) IS 'The task''s owner approves an applied application while a place is free; a place on offer to the waitlist goes only to the volunteer it is offered to. The approval that fills the task closes it.';

--
-- Name: calculate_average_rating(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.calculate_average_rating() RETURNS numeric
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
begin
  return private.refresh_average_rating(caller);
end;
$$;

--
-- Name: FUNCTION calculate_average_rating(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.calculate_average_rating() IS 'Recomputes the caller''s own average_rating from their reviews (a trigger keeps it current) and returns it.';

--
-- Name: calendar_feed(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.calendar_feed(p_token text) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION calendar_feed(p_token text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.calendar_feed(p_token text) IS 'The iCalendar feed of the approved, dated tasks of the volunteer whose feed token this is; null for an unknown token. Service role only: the calendar Edge Function serves it.';

--
-- Name: notification_mails; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_mails (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid,
    kind text,
    notification_id uuid,
    chat_id uuid,
    status text DEFAULT 'pending'::text NOT NULL,
    attempts integer DEFAULT 0 NOT NULL,
    next_attempt_at timestamp with time zone DEFAULT now() NOT NULL,
    last_error text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    sent_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    invitation_id uuid,
    CONSTRAINT notification_mails_attempts_check CHECK ((attempts >= 0)),
    CONSTRAINT notification_mails_recipient CHECK (((invitation_id IS NULL) = ((user_id IS NOT NULL) AND (kind IS NOT NULL)))),
    CONSTRAINT notification_mails_status_check CHECK ((status = ANY (ARRAY['pending'::text, 'sending'::text, 'sent'::text, 'failed'::text, 'skipped'::text, 'dropped'::text]))),
    CONSTRAINT notification_mails_subject CHECK ((num_nonnulls(notification_id, chat_id, invitation_id) = 1))
);

--
-- Name: TABLE notification_mails; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.notification_mails IS 'The e-mail outbox: one row per mail, its attempts and outcome (sent, skipped when a digest found nothing unread, dropped after the last attempt); the service role only.';

--
-- Name: claim_notification_mail(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.claim_notification_mail(p_id uuid) RETURNS public.notification_mails
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  update public.notification_mails m
     set status = 'sending', attempts = m.attempts + 1, updated_at = now()
   where m.id = p_id
     and (m.status in ('pending', 'failed')
          or (m.status = 'sending' and m.updated_at < now() - interval '10 minutes'))
     and m.next_attempt_at <= now()
  returning m.*;
$$;

--
-- Name: FUNCTION claim_notification_mail(p_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.claim_notification_mail(p_id uuid) IS 'The notification-mail function takes a due mail for sending (status sending, one more attempt); null when it is not due or already taken.';

--
-- Name: waitlist_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.waitlist_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    task_id uuid NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    status text DEFAULT 'waiting'::text NOT NULL,
    offered_at timestamp with time zone,
    offer_expires_at timestamp with time zone,
    updated_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT waitlist_entries_status_check CHECK ((status = ANY (ARRAY['waiting'::text, 'offered'::text, 'confirmed'::text, 'declined'::text, 'expired'::text, 'left'::text]))),
    CONSTRAINT waitlist_offer_times CHECK ((((status = 'waiting'::text) = (offered_at IS NULL)) OR (status = 'left'::text)))
);

--
-- Name: TABLE waitlist_entries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.waitlist_entries IS 'A volunteer''s place in line for a full task: waiting, offered (with an application made for them and 12 hours to confirm), then confirmed, declined, expired or left. Written only by the waitlist functions and triggers; the volunteer and the task''s owner read it.';

--
-- Name: COLUMN waitlist_entries.offer_expires_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.waitlist_entries.offer_expires_at IS 'When an offer lapses: 12 hours after it is made, or when the task starts if that is sooner.';

--
-- Name: confirm_waitlist_offer(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.confirm_waitlist_offer(p_task_id uuid) RETURNS public.waitlist_entries
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
  entry public.waitlist_entries;
begin
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  perform 1 from public.tasks t where t.id = p_task_id for update;
  select * into entry from public.waitlist_entries w
   where w.task_id = p_task_id and w.user_id = caller and w.status = 'offered'
   for update;
  if entry.id is null then
    raise exception 'You have no place on offer for this task.' using errcode = 'PT404';
  end if;
  if entry.offer_expires_at <= now() then
    raise exception 'This offer has expired.';
  end if;
  update public.waitlist_entries w set status = 'confirmed', updated_at = now()
   where w.id = entry.id
  returning * into entry;
  return entry;
end;
$$;

--
-- Name: FUNCTION confirm_waitlist_offer(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.confirm_waitlist_offer(p_task_id uuid) IS 'The caller accepts the place on offer to them before the offer expires: their entry turns confirmed, and the application made for it waits for the owner''s approval.';

--
-- Name: expire_waitlist_offers(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.expire_waitlist_offers() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  expired integer := 0;
  offer record;
begin
  for offer in
    select w.id, w.task_id, w.user_id from public.waitlist_entries w
     where w.status = 'offered' and w.offer_expires_at <= now()
     order by w.task_id
  loop
    perform 1 from public.tasks t where t.id = offer.task_id for update;
    update public.waitlist_entries w set status = 'expired', updated_at = now()
     where w.id = offer.id and w.status = 'offered' and w.offer_expires_at <= now();
    if found then
      delete from public.applications a
       where a.task_id = offer.task_id and a.user_id = offer.user_id and a.status = 'applied';
      perform private.offer_waitlist_places(offer.task_id);
      expired := expired + 1;
    end if;
  end loop;
  return expired;
end;
$$;

--
-- Name: FUNCTION expire_waitlist_offers(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.expire_waitlist_offers() IS 'Ends the offers unconfirmed in time (taking back their applications) and offers the places on. Run every minute by pg_cron; service role only. Returns how many it ended.';

--
-- Name: finish_notification_mail(uuid, text, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.finish_notification_mail(p_id uuid, p_outcome text, p_error text DEFAULT NULL::text) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION finish_notification_mail(p_id uuid, p_outcome text, p_error text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.finish_notification_mail(p_id uuid, p_outcome text, p_error text) IS 'Records a mail''s outcome: sent, skipped, or failed (retried after 1, 4, 16, 64 minutes, then dropped with its error).';

--
-- Name: get_applicant_facts(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_applicant_facts(p_user_id uuid) RETURNS TABLE(hours numeric, tasks_done integer, completed integer, said_cant_come integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION get_applicant_facts(p_user_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_applicant_facts(p_user_id uuid) IS 'An applicant''s hours given and tasks done (from the ledger) and reliability (times they said they could not come, work completed), for an organisation they applied to; refused for anyone else.';

--
-- Name: get_chat_list(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_chat_list() RETURNS TABLE(chat_id uuid, task_id uuid, task_title text, org_id uuid, org_name text, org_profile_url text, org_logo_url text, volunteer_id uuid, volunteer_name text, volunteer_profile_url text, last_message_content text, last_message_sender_id uuid, last_message_at timestamp with time zone, created_at timestamp with time zone)
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

--
-- Name: FUNCTION get_chat_list(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_chat_list() IS 'Every chat of the caller, newest activity first, unpaged (PostgREST stops at its max rows): for tests and scripts; the apps read get_chat_page. Nullable: org_profile_url, org_logo_url, volunteer_profile_url, last_message_content, last_message_sender_id, last_message_at.';

--
-- Name: get_chat_page(integer, timestamp with time zone, uuid, timestamp with time zone); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_chat_page(p_limit integer DEFAULT 30, p_before_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_as_of timestamp with time zone DEFAULT NULL::timestamp with time zone) RETURNS TABLE(chat_id uuid, task_id uuid, task_title text, other_party_id uuid, other_party_name text, other_party_profile_url text, other_party_logo_url text, last_message_content text, last_message_sender_id uuid, last_message_at timestamp with time zone, created_at timestamp with time zone, sort_at timestamp with time zone)
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

--
-- Name: FUNCTION get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone) IS 'One page of the caller''s chats (1 to 100, default 30), newest activity first, each with its task, the other party and the last message. The next page starts after the last row''s (sort_at, chat_id), with p_as_of the first page''s first sort_at so that paging keeps that order. Nullable: other_party_profile_url, other_party_logo_url, last_message_content, last_message_sender_id, last_message_at.';

--
-- Name: get_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_invitation(p_invitation_id uuid) RETURNS TABLE(organisation_name text, email text, invited_by_name text, status text, expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION get_invitation(p_invitation_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_invitation(p_invitation_id uuid) IS 'What the invitation link''s page shows before anyone signs in: the organisation, the address invited, who invited and whether it is still open (open, accepted, revoked, expired). Nullable: invited_by_name.';

--
-- Name: get_leaderboard(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_leaderboard() RETURNS TABLE(user_id uuid, name text, profile_url text, completed_count integer)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION get_leaderboard(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_leaderboard() IS 'The top five volunteers by completed tasks, then name, then id. Nullable: profile_url.';

--
-- Name: get_my_leaderboard_place(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_my_leaderboard_place() RETURNS TABLE(user_id uuid, name text, profile_url text, completed_count integer, place integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select me.id, me.name, me.profile_url, me.completed_count,
         1 + (select count(*)::integer
                from public.users u
               where u.role = 'volunteer'
                 and u.completed_count > 0
                 and (u.completed_count > me.completed_count
                      or (u.completed_count = me.completed_count
                          and (u.name, u.id) < (me.name, me.id))))
    from public.users me
   where me.id = (select auth.uid())
     and me.role = 'volunteer'
     and me.completed_count > 0;
$$;

--
-- Name: FUNCTION get_my_leaderboard_place(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_my_leaderboard_place() IS 'The caller''s own place on the leaderboard (1 is first), ordered as get_leaderboard; no row before their first completed task or for an organisation. Nullable: profile_url.';

--
-- Name: get_notification_preferences(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_notification_preferences() RETURNS TABLE(kind text, push boolean, email boolean)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select k.kind, coalesce(p.push, true), coalesce(p.email, true)
    from public.notification_kinds k
    left join public.notification_preferences p
      on p.user_id = (select auth.uid()) and p.kind = k.kind
   where private.caller_role() = any (k.roles)
   order by k.position;
$$;

--
-- Name: FUNCTION get_notification_preferences(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_notification_preferences() IS 'The caller''s channels for each kind their role receives, defaults filled in (both on), in the settings screen''s order.';

--
-- Name: get_open_reminders(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_open_reminders() RETURNS SETOF public.reminders
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r.*
    from public.reminders r
   where r.user_id = (select auth.uid())
     and r.answer is null
     and r.starts_at > now();
$$;

--
-- Name: FUNCTION get_open_reminders(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_open_reminders() IS 'The caller''s unanswered reminders of occurrences still to come; security invoker, embeddable (setof reminders).';

--
-- Name: get_open_tasks(text, text, integer, timestamp with time zone, integer, timestamp with time zone, uuid, integer, uuid, text, timestamp with time zone, timestamp with time zone, numeric, numeric); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_open_tasks(p_search text DEFAULT NULL::text, p_sort text DEFAULT 'earliest'::text, p_limit integer DEFAULT 20, p_after_task_date timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_points integer DEFAULT NULL::integer, p_after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_after_relevance integer DEFAULT NULL::integer, p_organisation_id uuid DEFAULT NULL::uuid, p_interest text DEFAULT NULL::text, p_from timestamp with time zone DEFAULT NULL::timestamp with time zone, p_to timestamp with time zone DEFAULT NULL::timestamp with time zone, p_hours_over numeric DEFAULT NULL::numeric, p_hours_up_to numeric DEFAULT NULL::numeric) RETURNS TABLE(id uuid, title text, description text, status boolean, created_at timestamp with time zone, points integer, location text, task_type text, task_date timestamp with time zone, days_of_week text[], hours_required numeric, capacity integer, difficulty text, organisation_id uuid, organisation_name text, organisation_logo_url text, applicant_count integer, my_application_status text, interests text[], places_taken integer, matched_interests text[], worked_with_organisation boolean, relevance integer, time_zone text, places_free integer, my_waitlist_status text)
    LANGUAGE plpgsql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric) IS 'One page (at most 100) of the volunteer''s open and full tasks, not past, of the organisations they follow or of p_organisation_id alone, searched and filtered, in the order earliest, newest, points or for_you; the next page starts after the last row''s values. Nullable: description, location, task_date, days_of_week, organisation_logo_url, my_application_status, my_waitlist_status.';

--
-- Name: get_organisation_stats(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_organisation_stats(p_organisation_id uuid) RETURNS TABLE(tasks_posted integer, applicants integer)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select count(*)::integer, coalesce(sum(t.applicant_count), 0)::integer
    from public.tasks t
   where t.organisation_id = p_organisation_id;
$$;

--
-- Name: FUNCTION get_organisation_stats(p_organisation_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_organisation_stats(p_organisation_id uuid) IS 'An organisation profile''s Tasks Posted and Applicants (the sum of its tasks'' applicant_count), as the caller may read them (security invoker).';

--
-- Name: get_organisation_tasks(text, timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_organisation_tasks(p_filter text DEFAULT 'all'::text, p_before_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, title text, location text, task_date timestamp with time zone, task_type text, hours_required numeric, points integer, status boolean, completed boolean, capacity integer, created_at timestamp with time zone, organisation_id uuid, organisation_name text, organisation_logo_url text, applicant_count integer, applied_count integer, approved_count integer, rejected_count integer, completed_count integer, applicants jsonb, time_zone text)
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

--
-- Name: FUNCTION get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) IS 'One page of the caller''s own tasks, newest first, of one filter (all, open, pending, completed, withApplicants, awaitingDecision, thisWeek, reviewsOwed), each with its counts per application status, first five applicants (with booked_elsewhere and attendance) and time zone; the next page starts after the last row''s (created_at, id). Nullable: task_date, organisation_logo_url.';

--
-- Name: get_organisation_todo(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_organisation_todo() RETURNS TABLE(applicants_waiting integer, tasks_this_week integer, reviews_owed integer)
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

--
-- Name: FUNCTION get_organisation_todo(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_organisation_todo() IS 'The caller''s dashboard counts over their own tasks: applications waiting for a decision and tasks starting in the next seven days (of tasks not completed), and completed work without a review; get_organisation_tasks'' filters awaitingDecision, thisWeek and reviewsOwed list their tasks.';

--
-- Name: get_task_applicants(uuid, timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_after_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 20) RETURNS TABLE(id uuid, user_id uuid, status text, created_at timestamp with time zone, name text, profile_url text, booked_elsewhere boolean, attendance text)
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

--
-- Name: FUNCTION get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) IS 'One page of an own task''s applicants in the order they applied, with name, photo, booked_elsewhere and attendance; anyone but the owner gets none. The next page starts after the last row''s (created_at, id). Nullable: profile_url, attendance.';

--
-- Name: get_task_clashes(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_task_clashes(p_task_id uuid) RETURNS TABLE(task_id uuid, title text, task_date timestamp with time zone, overlap_starts_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select t.id, t.title, t.task_date, c.starts_at
    from private.clashing_tasks(private.require_caller(), p_task_id) c
    join public.tasks t on t.id = c.task_id
   order by c.starts_at, t.id;
$$;

--
-- Name: FUNCTION get_task_clashes(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_task_clashes(p_task_id uuid) IS 'The caller''s approved tasks with an occurrence overlapping the task''s, earliest overlap first: what the apply confirmation warns about. Nullable: task_date.';

--
-- Name: get_volunteer_record(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_volunteer_record() RETURNS TABLE(hours numeric, tasks integer, points_earned integer, points_spent integer, balance integer)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select coalesce(sum(l.hours), 0),
         (count(*) filter (where l.kind = 'task'))::integer,
         coalesce(sum(l.points) filter (where l.points > 0), 0)::integer,
         coalesce(-sum(l.points) filter (where l.points < 0), 0)::integer,
         coalesce(sum(l.points), 0)::integer
    from public.ledger_entries l
   where l.user_id = private.require_caller();
$$;

--
-- Name: FUNCTION get_volunteer_record(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_volunteer_record() IS 'The caller''s hours, tasks done, points earned, spent and held (the ledger''s sums).';

--
-- Name: get_volunteer_reviews(uuid, timestamp with time zone, uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone DEFAULT NULL::timestamp with time zone, p_before_id uuid DEFAULT NULL::uuid, p_limit integer DEFAULT 10) RETURNS TABLE(id uuid, task_id uuid, rating integer, comment text, created_at timestamp with time zone, organisation_name text, organisation_logo_url text, task_title text)
    LANGUAGE sql STABLE
    SET search_path TO ''
    AS $$
  select r.id, r.task_id, r.rating, r.comment, r.created_at, o.name, o.logo_url, t.title
    from public.reviews r
    left join public.organisations o on o.user_id = r.org_id
    left join public.tasks t on t.id = r.task_id
   where r.user_id = p_user_id
     and (p_before_id is null or (r.created_at, r.id) < (p_before_created_at, p_before_id))
   order by r.created_at desc, r.id desc
   limit least(greatest(coalesce(p_limit, 10), 1), 100);
$$;

--
-- Name: FUNCTION get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) IS 'One page of a volunteer''s reviews, newest first, each with the reviewing organisation and the task, as the caller may read them (security invoker); the next page starts after the last row''s (created_at, id). Nullable: comment, organisation_name, organisation_logo_url, task_title.';

--
-- Name: get_waitlist_place(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.get_waitlist_place(p_task_id uuid) RETURNS TABLE(status text, place integer, waiting integer, offer_expires_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select w.status,
         case when w.status = 'waiting' then (
           select count(*)::integer from public.waitlist_entries o
            where o.task_id = w.task_id and o.status = 'waiting'
              and (o.created_at, o.id) <= (w.created_at, w.id)
         ) end,
         (select count(*)::integer from public.waitlist_entries o
           where o.task_id = w.task_id and o.status = 'waiting'),
         w.offer_expires_at
    from public.waitlist_entries w
   where w.task_id = p_task_id and w.user_id = private.require_caller()
     and w.status in ('waiting', 'offered', 'confirmed')
   order by w.created_at desc
   limit 1;
$$;

--
-- Name: FUNCTION get_waitlist_place(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.get_waitlist_place(p_task_id uuid) IS 'The caller''s place on a task''s waitlist: status, place in line (1 is next; waiting only), how many wait, and when an offer ends. Nullable: place, offer_expires_at.';

--
-- Name: hand_over_ownership(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.hand_over_ownership(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION hand_over_ownership(p_user_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.hand_over_ownership(p_user_id uuid) IS 'The owner makes a coordinator the owner and becomes a coordinator.';

--
-- Name: increment_user_points(uuid, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.increment_user_points(uid uuid, amt integer) RETURNS integer
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

--
-- Name: FUNCTION increment_user_points(uid uuid, amt integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.increment_user_points(uid uuid, amt integer) IS 'SPEC §7''s credit on Done; changes no application. Credits amt ahead of the Done when uid is approved on a not-completed task of the caller worth exactly amt; does nothing when such work was already completed or credited; refuses anything else. Returns the balance.';

--
-- Name: organisation_invitations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organisation_invitations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    organisation_id uuid NOT NULL,
    email text NOT NULL,
    invited_by uuid,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    expires_at timestamp with time zone DEFAULT (now() + '7 days'::interval) NOT NULL,
    accepted_at timestamp with time zone,
    accepted_by uuid,
    revoked_at timestamp with time zone,
    CONSTRAINT organisation_invitations_email_check CHECK (((email = lower(btrim(email))) AND (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'::text))),
    CONSTRAINT organisation_invitations_one_end CHECK (((accepted_at IS NULL) OR (revoked_at IS NULL)))
);

--
-- Name: TABLE organisation_invitations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.organisation_invitations IS 'An invitation to join an organisation as a coordinator: for one address, once, for 7 days, until revoked. Its id is the link''s token; accepting needs a sign-in whose confirmed address is the one invited. Members read their organisation''s; the team functions write.';

--
-- Name: invite_member(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.invite_member(p_email text) RETURNS public.organisation_invitations
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $_$
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
$_$;

--
-- Name: FUNCTION invite_member(p_email text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.invite_member(p_email text) IS 'The owner invites an address to the team as a coordinator; the mail goes out through the outbox. Inviting the same address again replaces its open invitation.';

--
-- Name: issue_calendar_feed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.issue_calendar_feed() RETURNS text
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
  fresh text := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
begin
  insert into public.calendar_feeds (user_id, token) values (caller, fresh)
  on conflict (user_id) do update set token = excluded.token, created_at = now();
  return fresh;
end;
$$;

--
-- Name: FUNCTION issue_calendar_feed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.issue_calendar_feed() IS 'A new token for the caller''s calendar feed, returned once; an earlier token stops working.';

--
-- Name: certificates; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.certificates (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    token text DEFAULT replace((gen_random_uuid())::text, '-'::text, ''::text) NOT NULL,
    user_id uuid NOT NULL,
    organisation_id uuid,
    from_date date NOT NULL,
    to_date date NOT NULL,
    volunteer_name text NOT NULL,
    organisation_name text NOT NULL,
    hours numeric(10,2) NOT NULL,
    task_count integer NOT NULL,
    tasks jsonb NOT NULL,
    issued_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT certificates_range CHECK ((from_date <= to_date))
);

--
-- Name: TABLE certificates; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.certificates IS 'Certificates of volunteering: a snapshot of a volunteer''s hours with one organisation over a date range, made by issue_certificate. The volunteer reads their own; anyone with the token reads it through verify_certificate.';

--
-- Name: COLUMN certificates.token; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.certificates.token IS 'The verification link''s key: 32 hex digits from a random UUID.';

--
-- Name: COLUMN certificates.tasks; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.certificates.tasks IS 'The tasks it counts, as they were when it was issued: [{title, date, hours}].';

--
-- Name: issue_certificate(uuid, date, date); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) RETURNS public.certificates
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
  organisation public.organisations;
  certificate public.certificates;
begin
  if p_organisation_id is null or p_from is null or p_to is null then
    raise exception 'Choose an organisation and the dates.' using errcode = '22023';
  end if;
  if p_from > p_to then
    raise exception 'The start date must be on or before the end date.' using errcode = '22023';
  end if;
  select * into organisation from public.organisations o where o.id = p_organisation_id;
  if organisation.id is null then
    raise exception 'Organisation not found.' using errcode = 'PT404';
  end if;
  insert into public.certificates
    (user_id, organisation_id, from_date, to_date, volunteer_name, organisation_name, hours,
     task_count, tasks)
  select caller, organisation.id, p_from, p_to, u.name, organisation.name,
         coalesce(sum(l.hours), 0), count(l.id)::integer,
         coalesce(
           jsonb_agg(jsonb_build_object('title', l.description, 'date', l.occurred_on, 'hours', l.hours)
                     order by l.occurred_on, l.created_at)
             filter (where l.id is not null),
           '[]'::jsonb)
    from public.users u
    left join public.ledger_entries l
      on l.user_id = u.id and l.kind = 'task' and l.organisation_id = organisation.id
     and l.occurred_on between p_from and p_to
   where u.id = caller
   group by u.name
  returning * into certificate;
  if certificate.task_count = 0 then
    raise exception 'No volunteering with % between those dates.', organisation.name
      using errcode = '22023';
  end if;
  return certificate;
end;
$$;

--
-- Name: FUNCTION issue_certificate(p_organisation_id uuid, p_from date, p_to date); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) IS 'A certificate of the caller''s completed work with one organisation between two dates (inclusive, by the day the work took place); refused when there is none.';

--
-- Name: join_waitlist(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.join_waitlist(p_task_id uuid) RETURNS public.waitlist_entries
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION join_waitlist(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.join_waitlist(p_task_id uuid) IS 'A volunteer joins the waitlist of a task not completed or past and not applied for, which is full or closed or whose free places are all on offer.';

--
-- Name: leave_organisation(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leave_organisation() RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION leave_organisation(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.leave_organisation() IS 'A coordinator leaves their team.';

--
-- Name: leave_waitlist(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.leave_waitlist(p_task_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  caller uuid := private.require_caller();
  entry public.waitlist_entries;
begin
  if p_task_id is null then
    raise exception 'Missing task id.' using errcode = '22023';
  end if;
  perform 1 from public.tasks t where t.id = p_task_id for update;
  select * into entry from public.waitlist_entries w
   where w.task_id = p_task_id and w.user_id = caller and w.status in ('waiting', 'offered')
   for update;
  if entry.id is null then
    raise exception 'You are not on the waitlist.' using errcode = 'PT404';
  end if;
  if entry.status = 'waiting' then
    update public.waitlist_entries w set status = 'left', updated_at = now() where w.id = entry.id;
    return;
  end if;
  -- An offer declined: the application made for it goes (unless already approved), and the place
  -- goes to the next in line (the delete trigger does both).
  delete from public.applications a
   where a.task_id = p_task_id and a.user_id = caller and a.status = 'applied';
  update public.waitlist_entries w set status = 'declined', updated_at = now()
   where w.id = entry.id and w.status = 'offered';
  perform private.offer_waitlist_places(p_task_id);
end;
$$;

--
-- Name: FUNCTION leave_waitlist(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.leave_waitlist(p_task_id uuid) IS 'The caller leaves a task''s waitlist; leaving with an offer declines it, takes back the application made for it unless approved, and offers the place to the next in line.';

--
-- Name: mark_application_done(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.mark_application_done(p_application_id uuid) RETURNS public.applications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  app public.applications := private.lock_application_for_owner(p_application_id);
  task public.tasks;
  done integer;
  paid_ahead boolean;
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
  perform 1 from public.users u where u.id = app.user_id for update;
  update public.applications a set status = 'completed' where a.id = app.id returning * into app;
  delete from private.advance_credits c
   where c.org_id = task.user_id and c.volunteer_id = app.user_id and c.amount = task.points;
  paid_ahead := found;
  insert into public.ledger_entries
    (user_id, occurred_on, kind, points, hours, task_id, organisation_id, application_id, description)
  values (app.user_id, coalesce(task.task_date, now())::date, 'task',
          case when paid_ahead then 0 else task.points end, private.task_hours(task), task.id,
          task.organisation_id, app.id, task.title);
  select count(*) into done from public.applications a
   where a.task_id = task.id and a.status = 'completed';
  if done >= task.capacity then
    update public.tasks t set status = true, completed = true where t.id = task.id;
  end if;
  return app;
end;
$$;

--
-- Name: FUNCTION mark_application_done(p_application_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.mark_application_done(p_application_id uuid) IS 'The Done: the task''s owner marks approved work completed, and the ledger records the task''s hours and points once (no points when increment_user_points credited them ahead). The task completes when completed work fills its capacity; a repeat returns the row unchanged.';

--
-- Name: notify_ending_waitlist_offers(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.notify_ending_waitlist_offers() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION notify_ending_waitlist_offers(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.notify_ending_waitlist_offers() IS 'pg_cron, every minute: tells volunteers whose place offer ends within two hours (idempotent per offer).';

--
-- Name: places_free(public.tasks); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.places_free(task public.tasks) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select task.capacity
         - (select count(*)::integer from public.applications a
             where a.task_id = task.id and a.status in ('approved', 'completed'))
         - (select count(*)::integer from public.waitlist_entries w
             where w.task_id = task.id and w.status = 'offered');
$$;

--
-- Name: FUNCTION places_free(task public.tasks); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.places_free(task public.tasks) IS 'A task''s places nobody holds: capacity less approved and completed applications less offers outstanding to its waitlist; full at 0. A computed field (select places_free).';

--
-- Name: places_taken(public.tasks); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.places_taken(task public.tasks) RETURNS integer
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select count(*)::integer
    from public.applications a
   where a.task_id = task.id and a.status in ('approved', 'completed');
$$;

--
-- Name: FUNCTION places_taken(task public.tasks); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.places_taken(task public.tasks) IS 'A task''s approved and completed applications: the places its capacity counts against. A computed field (select places_taken).';

--
-- Name: queue_message_digests(interval, interval); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.queue_message_digests(p_hold interval DEFAULT '00:10:00'::interval, p_window interval DEFAULT '01:00:00'::interval) RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION queue_message_digests(p_hold interval, p_window interval); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.queue_message_digests(p_hold interval, p_window interval) IS 'pg_cron, every minute: queues a digest mail per person and chat with messages unread for 10 minutes, at most one per chat an hour.';

--
-- Name: redeem_reward(text, integer); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.redeem_reward(p_item_id text, p_custom_cents integer DEFAULT NULL::integer) RETURNS TABLE(id uuid, user_id uuid, item_id text, item_title text, cost integer, created_at timestamp with time zone, remaining_points integer, voucher_code text)
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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
  insert into public.redemptions (user_id, item_id, item_title, cost)
  values (caller, p_item_id, v_title, v_cost)
  returning * into redemption;
  select u.points into balance from public.users u where u.id = caller;
  return query select redemption.id, redemption.user_id, redemption.item_id, redemption.item_title,
    redemption.cost, redemption.created_at, balance, redemption.voucher_code;
end;
$$;

--
-- Name: FUNCTION redeem_reward(p_item_id text, p_custom_cents integer); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.redeem_reward(p_item_id text, p_custom_cents integer) IS 'A volunteer redeems a menu item at its menu price, or ''custom'' for p_custom_cents points (1 point = 1 cent); the balance never goes below zero. Returns the redemption with the remaining points and its voucher code.';

--
-- Name: reject_application(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.reject_application(p_application_id uuid) RETURNS public.applications
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION reject_application(p_application_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.reject_application(p_application_id uuid) IS 'The task''s owner rejects an applied application.';

--
-- Name: remove_member(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.remove_member(p_user_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION remove_member(p_user_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.remove_member(p_user_id uuid) IS 'The owner removes a coordinator from the team; they lose access at once (every rule reads the membership).';

--
-- Name: retry_notification_mails(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.retry_notification_mails() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION retry_notification_mails(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.retry_notification_mails() IS 'pg_cron, every minute: posts the due mails to the notification-mail function again (failed past their back-off, lost posts, dead senders).';

--
-- Name: revoke_calendar_feed(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.revoke_calendar_feed() RETURNS void
    LANGUAGE sql SECURITY DEFINER
    SET search_path TO ''
    AS $$
  delete from public.calendar_feeds where user_id = private.require_caller();
$$;

--
-- Name: FUNCTION revoke_calendar_feed(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.revoke_calendar_feed() IS 'Turns the caller''s calendar feed off: its URL answers 404 from then on.';

--
-- Name: revoke_invitation(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.revoke_invitation(p_invitation_id uuid) RETURNS public.organisation_invitations
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION revoke_invitation(p_invitation_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.revoke_invitation(p_invitation_id uuid) IS 'The owner withdraws an open invitation: its link stops working.';

--
-- Name: send_due_reminders(); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.send_due_reminders() RETURNS integer
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
declare
  sent integer;
begin
  with occurrences as (
    select a.id as application_id, a.task_id, a.user_id, o.starts_at,
           case
             when t.task_type is distinct from 'ongoing' and org.remind_two_hours_before
                  and o.starts_at <= now() + interval '2 hours'
               then 'two_hours_before'
             when org.remind_day_before
                  and (t.task_type is distinct from 'ongoing'
                       -- 09:00 on the day before: 15 hours before the day's local midnight
                       or o.starts_at <= now() + interval '15 hours')
               then 'day_before'
           end as kind
      from public.tasks t
      join public.applications a on a.task_id = t.id and a.status = 'approved'
      join public.organisations org on org.id = t.organisation_id
      cross join lateral private.task_occurrences_starting(t, now(), now() + interval '24 hours') o
     where not t.completed
       and t.runs_until is not null
       -- tasks taking place at some time in the next 24 hours (tasks_running_idx)
       and tstzrange(t.task_date, t.runs_until, '[]')
           && tstzrange(now(), now() + interval '24 hours', '[]')
  ),
  due as (
    select occ.*, earlier.answer as earlier_answer, earlier.answered_at as earlier_answered_at
      from occurrences occ
      left join lateral (
        select r.answer, r.answered_at
          from public.reminders r
         where r.application_id = occ.application_id and r.starts_at = occ.starts_at
           and r.answer is not null
         order by r.answered_at desc
         limit 1
      ) earlier on true
     where occ.kind is not null
       and earlier.answer is distinct from 'not_coming'
  )
  insert into public.reminders (application_id, task_id, user_id, starts_at, kind, answer, answered_at)
  select application_id, task_id, user_id, starts_at, kind, earlier_answer, earlier_answered_at
    from due
  on conflict on constraint reminders_once do nothing;
  get diagnostics sent = row_count;
  return sent;
end;
$$;

--
-- Name: FUNCTION send_due_reminders(); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.send_due_reminders() IS 'Writes (and so pushes) the reminders due now, each once: once-off tasks 24 and 2 hours before, ongoing ones from 09:00 local time the day before, as the organisation''s settings allow. Run every minute by pg_cron; service role only. Returns how many it wrote.';

--
-- Name: reviews; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reviews (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    task_id uuid NOT NULL,
    user_id uuid NOT NULL,
    volunteer_id uuid GENERATED ALWAYS AS (user_id) STORED NOT NULL,
    org_id uuid DEFAULT COALESCE(private.acting_org(), auth.uid()) NOT NULL,
    rating integer NOT NULL,
    comment text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT reviews_rating_check CHECK (((rating >= 1) AND (rating <= 5)))
);

--
-- Name: TABLE reviews; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.reviews IS 'An organisation''s rating of a volunteer''s completed work on one of its tasks, once per task and volunteer. Anyone may read reviews; only the task''s owner writes one, and nobody edits or deletes them through the API.';

--
-- Name: COLUMN reviews.user_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.reviews.user_id IS 'The reviewed volunteer.';

--
-- Name: COLUMN reviews.volunteer_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.reviews.volunteer_id IS 'The reviewed volunteer again, generated from user_id: SPEC §3 reads it under both names.';

--
-- Name: COLUMN reviews.org_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.reviews.org_id IS 'The reviewing organisation account (users.id), the task''s owner; defaults to the caller.';

--
-- Name: submit_review(uuid, uuid, integer, text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text DEFAULT NULL::text) RETURNS public.reviews
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

--
-- Name: FUNCTION submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text) IS 'The task''s owner rates (1 to 5, with an optional comment) a volunteer whose work on the task is marked done, once per task and volunteer.';

--
-- Name: task_calendar(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.task_calendar(p_task_id uuid) RETURNS text
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $$
  select private.ics_calendar(array[private.task_ics_event(t, o.name, now())], t.title)
    from public.tasks t
    join public.organisations o on o.id = t.organisation_id
   where t.id = p_task_id and t.task_date is not null;
$$;

--
-- Name: FUNCTION task_calendar(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.task_calendar(p_task_id uuid) IS 'A task as an iCalendar file (RFC 5545); null for an undated or unknown task.';

--
-- Name: verify_certificate(text); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.verify_certificate(p_token text) RETURNS TABLE(volunteer_name text, organisation_name text, from_date date, to_date date, hours numeric, task_count integer, tasks jsonb, issued_at timestamp with time zone)
    LANGUAGE sql STABLE SECURITY DEFINER
    SET search_path TO ''
    AS $_$
  select c.volunteer_name, c.organisation_name, c.from_date, c.to_date, c.hours, c.task_count,
         c.tasks, c.issued_at
    from public.certificates c
   where p_token ~ '^[0-9a-f]{32}$' and c.token = p_token;
$_$;

--
-- Name: FUNCTION verify_certificate(p_token text); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.verify_certificate(p_token text) IS 'What a certificate says, for whoever holds its link (no sign-in). Empty for an unknown token.';

--
-- Name: withdraw_application(uuid); Type: FUNCTION; Schema: public; Owner: -
--

CREATE FUNCTION public.withdraw_application(p_task_id uuid) RETURNS void
    LANGUAGE plpgsql SECURITY DEFINER
    SET search_path TO ''
    AS $$
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

--
-- Name: FUNCTION withdraw_application(p_task_id uuid); Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON FUNCTION public.withdraw_application(p_task_id uuid) IS 'The caller withdraws their applied or approved application, until 24 hours before the task (any time when undated). A place it frees on a full task reopens the task and goes to the first on its waitlist.';

--
-- Name: advance_credits; Type: TABLE; Schema: private; Owner: -
--

CREATE TABLE private.advance_credits (
    org_id uuid NOT NULL,
    volunteer_id uuid NOT NULL,
    amount integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT advance_credits_amount_check CHECK ((amount > 0))
);

--
-- Name: TABLE advance_credits; Type: COMMENT; Schema: private; Owner: -
--

COMMENT ON TABLE private.advance_credits IS 'Points increment_user_points credited ahead of their Done; mark_application_done consumes one instead of crediting again. Only the server functions reach it (a deny-all policy for every other role).';

--
-- Name: calendar_feeds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.calendar_feeds (
    user_id uuid NOT NULL,
    token text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT calendar_feeds_token_check CHECK ((token ~ '^[0-9a-f]{64}$'::text))
);

--
-- Name: TABLE calendar_feeds; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.calendar_feeds IS 'A volunteer''s private calendar feed: whoever has the token reads their approved tasks, so it is issued and revoked by RPC only. The volunteer reads their own row.';

--
-- Name: chats; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.chats (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    org_id uuid NOT NULL,
    volunteer_id uuid NOT NULL,
    task_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    last_message_content text,
    last_message_sender_id uuid,
    last_message_at timestamp with time zone,
    last_activity_at timestamp with time zone GENERATED ALWAYS AS (GREATEST(created_at, last_message_at)) STORED NOT NULL,
    CONSTRAINT chats_distinct_participants CHECK ((org_id <> volunteer_id))
);

--
-- Name: TABLE chats; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.chats IS 'A conversation between a task''s owner and one of its applicants about that task, one per organisation, volunteer and task. Only the two participants read or open it; it keeps a copy of its last message for the Messages list.';

--
-- Name: COLUMN chats.org_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.chats.org_id IS 'The organisation account (users.id) in the chat, the task''s owner.';

--
-- Name: COLUMN chats.last_message_content; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.chats.last_message_content IS 'Copy of the newest message (by created_at, then id), kept by triggers on messages for the Messages list (get_chat_page); with last_message_sender_id and last_message_at.';

--
-- Name: COLUMN chats.last_activity_at; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.chats.last_activity_at IS 'The newest message''s time, or the chat''s creation while it has none: the Messages list''s order.';

--
-- Name: ledger_entries; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.ledger_entries (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    occurred_on date DEFAULT CURRENT_DATE NOT NULL,
    kind text NOT NULL,
    points integer NOT NULL,
    hours numeric(8,2) DEFAULT 0 NOT NULL,
    task_id uuid,
    organisation_id uuid,
    application_id uuid,
    redemption_id uuid,
    description text NOT NULL,
    CONSTRAINT ledger_entries_hours_check CHECK ((hours >= (0)::numeric)),
    CONSTRAINT ledger_entries_kind_check CHECK ((kind = ANY (ARRAY['task'::text, 'advance'::text, 'redemption'::text, 'brought_forward'::text]))),
    CONSTRAINT ledger_entries_signs CHECK ((((kind = 'redemption'::text) AND (points < 0) AND (hours = (0)::numeric)) OR ((kind = ANY (ARRAY['task'::text, 'advance'::text])) AND (points >= 0)) OR (kind = 'brought_forward'::text)))
);

--
-- Name: TABLE ledger_entries; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.ledger_entries IS 'Append-only record of each volunteer''s hours and points: one row per Done (task), credit ahead (advance), redemption (negative points) or balance brought forward; users.points is their sum. Written only by server functions and triggers; each volunteer reads their own.';

--
-- Name: COLUMN ledger_entries.occurred_on; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.ledger_entries.occurred_on IS 'The day the work or redemption took place (the task''s date, else when it was recorded); certificates count work by it.';

--
-- Name: message_authors; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.message_authors (
    message_id uuid NOT NULL,
    chat_id uuid NOT NULL,
    member_id uuid
);

--
-- Name: TABLE message_authors; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.message_authors IS 'Which member wrote each message sent as the organisation. The organisation''s members read it; the volunteer sees the organisation only. Written by a trigger.';

--
-- Name: messages; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.messages (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    chat_id uuid NOT NULL,
    sender_id uuid DEFAULT COALESCE(private.acting_org(), auth.uid()) NOT NULL,
    content text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT messages_content_check CHECK (((length(btrim(content)) >= 1) AND (length(btrim(content)) <= 4000)))
);

--
-- Name: TABLE messages; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.messages IS 'A chat message. Only the chat''s participants read and send them, always as themselves, and nobody edits or deletes them through the API; each new one is published to realtime and pushed to the other party.';

--
-- Name: notification_kinds; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_kinds (
    kind text NOT NULL,
    roles text[] NOT NULL,
    "position" smallint NOT NULL,
    CONSTRAINT notification_kinds_roles_check CHECK ((roles <@ ARRAY['volunteer'::text, 'organisation'::text]))
);

--
-- Name: TABLE notification_kinds; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.notification_kinds IS 'Every kind of notification, the roles that receive it, and its place in the settings screen.';

--
-- Name: notification_preferences; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notification_preferences (
    user_id uuid DEFAULT auth.uid() NOT NULL,
    kind text NOT NULL,
    push boolean DEFAULT true NOT NULL,
    email boolean DEFAULT true NOT NULL,
    updated_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE notification_preferences; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.notification_preferences IS 'Per person and kind, whether it goes out by push and by e-mail; no row means both on. In-app is always on.';

--
-- Name: notifications; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.notifications (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid NOT NULL,
    kind text NOT NULL,
    task_id uuid,
    application_id uuid,
    chat_id uuid,
    title text NOT NULL,
    body text NOT NULL,
    link text NOT NULL,
    event_key text NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    read_at timestamp with time zone,
    CONSTRAINT notifications_body_check CHECK (((length(body) >= 1) AND (length(body) <= 400))),
    CONSTRAINT notifications_link_check CHECK ((link ~~ '/%'::text)),
    CONSTRAINT notifications_title_check CHECK (((length(title) >= 1) AND (length(title) <= 120)))
);

--
-- Name: TABLE notifications; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.notifications IS 'What each person has been told: one row per event and recipient (event_key), written by triggers; the recipient reads it and marks it read.';

--
-- Name: organisations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.organisations (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    name text NOT NULL,
    type text,
    logo_url text,
    user_id uuid NOT NULL,
    mission text,
    website text,
    abn text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    instagram text,
    facebook text,
    tiktok text,
    remind_day_before boolean DEFAULT true NOT NULL,
    remind_two_hours_before boolean DEFAULT true NOT NULL,
    CONSTRAINT organisations_name_check CHECK ((length(btrim(name)) > 0)),
    CONSTRAINT organisations_type_check CHECK ((type = ANY (ARRAY['charity'::text, 'nonprofit'::text, 'sports_club'::text, 'school'::text, 'community_group'::text, 'other'::text])))
);

--
-- Name: TABLE organisations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.organisations IS 'An organisation''s profile, one per organisation account, made at sign-up with type ''other''. Signed-in users read every organisation; the owning account inserts, updates and deletes its own.';

--
-- Name: COLUMN organisations.type; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.organisations.type IS 'Lower-case option; a trigger lower-cases what the client sends, because signup stores ''Other'' (SPEC §3).';

--
-- Name: COLUMN organisations.user_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.organisations.user_id IS 'The organisation account (users.id) that owns the profile. tasks.user_id, chats.org_id and reviews.org_id hold this account id, not organisations.id.';

--
-- Name: COLUMN organisations.remind_day_before; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.organisations.remind_day_before IS 'Whether approved volunteers get a reminder 24 hours before (ongoing tasks: the day before).';

--
-- Name: COLUMN organisations.remind_two_hours_before; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.organisations.remind_two_hours_before IS 'Whether approved volunteers get a reminder 2 hours before a once-off task.';

--
-- Name: push_services; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_services (
    host text NOT NULL,
    subdomains boolean DEFAULT false NOT NULL,
    service text NOT NULL,
    test_address inet,
    CONSTRAINT push_services_host_check CHECK ((host ~ '^[a-z0-9-]+(\.[a-z0-9-]+)+$'::text))
);

--
-- Name: TABLE push_services; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.push_services IS 'The Web Push services a push subscription may point at: https on `host`, or on a subdomain of it where `subdomains`. Changed only by migration; only the service role reads it.';

--
-- Name: COLUMN push_services.test_address; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.push_services.test_address IS 'Tests only: the address of a local push service standing in for a real one, which the push function connects to instead of resolving `host`. Null for every real service; no migration, seed or config.toml default sets it.';

--
-- Name: push_subscriptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.push_subscriptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    endpoint text NOT NULL,
    subscription jsonb NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT push_subscriptions_endpoint_is_push_service CHECK ((private.is_push_service_endpoint(endpoint) AND ((subscription ->> 'endpoint'::text) = endpoint)))
);

--
-- Name: TABLE push_subscriptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.push_subscriptions IS 'A browser''s Web Push subscription for a user, saved by the save-subscription Edge Function and read by the push function. The endpoint must be https on a host of push_services; each user reads, adds and updates their own.';

--
-- Name: redemptions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.redemptions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    user_id uuid DEFAULT auth.uid() NOT NULL,
    item_id text NOT NULL,
    item_title text NOT NULL,
    cost integer NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    voucher_code text DEFAULT upper(substr(replace((gen_random_uuid())::text, '-'::text, ''::text), 1, 12)) NOT NULL,
    CONSTRAINT redemptions_cost_check CHECK ((cost > 0)),
    CONSTRAINT redemptions_voucher_code_format CHECK ((voucher_code ~ '^[0-9A-F]{12}$'::text))
);

--
-- Name: TABLE redemptions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.redemptions IS 'A reward a volunteer redeemed, with the voucher code they show at the counter. Made only by redeem_reward, whose ledger row spends the points; the volunteer reads their own.';

--
-- Name: COLUMN redemptions.item_id; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.redemptions.item_id IS 'A reward_items id, or ''custom'' for a custom amount; no foreign key, so a redemption keeps what was bought if the menu changes.';

--
-- Name: COLUMN redemptions.voucher_code; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.redemptions.voucher_code IS 'The voucher''s code, shown as XXXX-XXXX-XXXX; issued by the database, unique.';

--
-- Name: reward_items; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.reward_items (
    id text NOT NULL,
    title text NOT NULL,
    cost integer NOT NULL,
    emoji text NOT NULL,
    category text NOT NULL,
    sort_order integer NOT NULL,
    CONSTRAINT reward_items_category_check CHECK ((category = ANY (ARRAY['Hot Food'::text, 'Cold Drinks'::text, 'Hot Drinks'::text, 'Snacks'::text, 'Beer, Cider & Spirits'::text]))),
    CONSTRAINT reward_items_cost_check CHECK (((cost >= 50) AND (cost <= 800))),
    CONSTRAINT reward_items_id_check CHECK (((id ~ '^[a-z0-9-]+$'::text) AND (id <> 'custom'::text)))
);

--
-- Name: TABLE reward_items; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.reward_items IS 'The reward menu of SPEC §9 (50 to 800 points, five categories), kept by migration: what the rewards screen lists and redeem_reward prices from. Anyone may read it.';

--
-- Name: task_decisions; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.task_decisions (
    id uuid DEFAULT gen_random_uuid() NOT NULL,
    task_id uuid NOT NULL,
    volunteer_id uuid NOT NULL,
    decision text NOT NULL,
    decided_by uuid,
    decided_at timestamp with time zone DEFAULT now() NOT NULL,
    CONSTRAINT task_decisions_decision_check CHECK ((decision = ANY (ARRAY['approved'::text, 'rejected'::text, 'done'::text, 'reviewed'::text])))
);

--
-- Name: TABLE task_decisions; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.task_decisions IS 'What the organisation''s members decided about a task''s volunteers, and who: approved, rejected, done (marked Done) and reviewed. Written by triggers; the organisation''s members read it (the task page''s history).';

--
-- Name: user_organisations; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.user_organisations (
    user_id uuid NOT NULL,
    org_id uuid NOT NULL,
    created_at timestamp with time zone DEFAULT now() NOT NULL
);

--
-- Name: TABLE user_organisations; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.user_organisations IS 'The organisations a volunteer follows; their task list shows these organisations'' tasks. A volunteer adds and removes their own links; an organisation reads who follows it.';

--
-- Name: users; Type: TABLE; Schema: public; Owner: -
--

CREATE TABLE public.users (
    id uuid NOT NULL,
    email text NOT NULL,
    name text NOT NULL,
    role text NOT NULL,
    profile_url text,
    created_at timestamp with time zone DEFAULT now() NOT NULL,
    bio text,
    interests text,
    wwcc boolean DEFAULT false NOT NULL,
    first_login_complete boolean DEFAULT false NOT NULL,
    role_in_org text,
    points integer DEFAULT 0 NOT NULL,
    average_rating numeric(3,2) DEFAULT 0 NOT NULL,
    completed_count integer DEFAULT 0 NOT NULL,
    CONSTRAINT users_average_rating_check CHECK (((average_rating >= (0)::numeric) AND (average_rating <= (5)::numeric))),
    CONSTRAINT users_completed_count_check CHECK ((completed_count >= 0)),
    CONSTRAINT users_name_check CHECK ((length(btrim(name)) > 0)),
    CONSTRAINT users_points_check CHECK ((points >= 0)),
    CONSTRAINT users_role_check CHECK ((role = ANY (ARRAY['volunteer'::text, 'organisation'::text])))
);

--
-- Name: TABLE users; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON TABLE public.users IS 'One profile per account, a volunteer or an organisation''s person, made at sign-up from the account''s metadata. Signed-in users read every profile but never email; each updates only their own row''s profile columns, never role, points, average_rating or completed_count.';

--
-- Name: COLUMN users.email; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.users.email IS 'The account''s address, copied from auth.users on insert. Signed-in users may not read it (the session has their own), so their select(''*'') on users is refused: name the columns.';

--
-- Name: COLUMN users.interests; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.users.interests IS 'Comma-joined interest names (SPEC §3: Sport, Arts, Elderly, Homeless, Animals, Environment, Youth, Fundraising, Disability Support).';

--
-- Name: COLUMN users.points; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.users.points IS 'The volunteer''s balance: always the sum of their ledger_entries points (a trigger adds each new row; a statement that leaves them unequal is refused). Never below zero.';

--
-- Name: COLUMN users.average_rating; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.users.average_rating IS 'The mean rating of the volunteer''s reviews to two decimals (0 without reviews), kept by a trigger on reviews.';

--
-- Name: COLUMN users.completed_count; Type: COMMENT; Schema: public; Owner: -
--

COMMENT ON COLUMN public.users.completed_count IS 'Completed applications of this volunteer, kept by a trigger so the leaderboard reads five rows from an index instead of aggregating every application.';

--
-- Name: advance_credits advance_credits_pkey; Type: CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.advance_credits
    ADD CONSTRAINT advance_credits_pkey PRIMARY KEY (org_id, volunteer_id, amount);

--
-- Name: applications applications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_pkey PRIMARY KEY (id);

--
-- Name: applications applications_task_user_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_task_user_key UNIQUE (task_id, user_id);

--
-- Name: calendar_feeds calendar_feeds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_pkey PRIMARY KEY (user_id);

--
-- Name: calendar_feeds calendar_feeds_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_token_key UNIQUE (token);

--
-- Name: certificates certificates_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.certificates
    ADD CONSTRAINT certificates_pkey PRIMARY KEY (id);

--
-- Name: certificates certificates_token_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.certificates
    ADD CONSTRAINT certificates_token_key UNIQUE (token);

--
-- Name: chats chats_org_volunteer_task_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_org_volunteer_task_key UNIQUE (org_id, volunteer_id, task_id);

--
-- Name: chats chats_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_pkey PRIMARY KEY (id);

--
-- Name: ledger_entries ledger_entries_application_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_application_id_key UNIQUE (application_id);

--
-- Name: ledger_entries ledger_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_pkey PRIMARY KEY (id);

--
-- Name: ledger_entries ledger_entries_redemption_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_redemption_id_key UNIQUE (redemption_id);

--
-- Name: message_authors message_authors_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_authors
    ADD CONSTRAINT message_authors_pkey PRIMARY KEY (message_id);

--
-- Name: messages messages_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_pkey PRIMARY KEY (id);

--
-- Name: notification_kinds notification_kinds_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_kinds
    ADD CONSTRAINT notification_kinds_pkey PRIMARY KEY (kind);

--
-- Name: notification_kinds notification_kinds_position_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_kinds
    ADD CONSTRAINT notification_kinds_position_key UNIQUE ("position");

--
-- Name: notification_mails notification_mails_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_pkey PRIMARY KEY (id);

--
-- Name: notification_preferences notification_preferences_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_pkey PRIMARY KEY (user_id, kind);

--
-- Name: notifications notifications_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_once UNIQUE (user_id, event_key);

--
-- Name: notifications notifications_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_pkey PRIMARY KEY (id);

--
-- Name: organisation_invitations organisation_invitations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_invitations
    ADD CONSTRAINT organisation_invitations_pkey PRIMARY KEY (id);

--
-- Name: organisation_members organisation_members_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_members
    ADD CONSTRAINT organisation_members_pkey PRIMARY KEY (organisation_id, user_id);

--
-- Name: organisation_members organisation_members_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_members
    ADD CONSTRAINT organisation_members_user_id_key UNIQUE (user_id);

--
-- Name: organisations organisations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisations
    ADD CONSTRAINT organisations_pkey PRIMARY KEY (id);

--
-- Name: organisations organisations_user_id_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisations
    ADD CONSTRAINT organisations_user_id_key UNIQUE (user_id);

--
-- Name: push_services push_services_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_services
    ADD CONSTRAINT push_services_pkey PRIMARY KEY (host);

--
-- Name: push_subscriptions push_subscriptions_endpoint_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_endpoint_key UNIQUE (endpoint);

--
-- Name: push_subscriptions push_subscriptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_pkey PRIMARY KEY (id);

--
-- Name: redemptions redemptions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redemptions
    ADD CONSTRAINT redemptions_pkey PRIMARY KEY (id);

--
-- Name: reminders reminders_once; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_once UNIQUE (application_id, starts_at, kind);

--
-- Name: reminders reminders_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_pkey PRIMARY KEY (id);

--
-- Name: reviews reviews_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_pkey PRIMARY KEY (id);

--
-- Name: reviews reviews_task_user_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_task_user_key UNIQUE (task_id, user_id);

--
-- Name: reward_items reward_items_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reward_items
    ADD CONSTRAINT reward_items_pkey PRIMARY KEY (id);

--
-- Name: reward_items reward_items_sort_order_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reward_items
    ADD CONSTRAINT reward_items_sort_order_key UNIQUE (sort_order);

--
-- Name: reward_items reward_items_title_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reward_items
    ADD CONSTRAINT reward_items_title_key UNIQUE (title);

--
-- Name: task_decisions task_decisions_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_decisions
    ADD CONSTRAINT task_decisions_pkey PRIMARY KEY (id);

--
-- Name: tasks tasks_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_pkey PRIMARY KEY (id);

--
-- Name: user_organisations user_organisations_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_organisations
    ADD CONSTRAINT user_organisations_pkey PRIMARY KEY (user_id, org_id);

--
-- Name: users users_email_key; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_email_key UNIQUE (email);

--
-- Name: users users_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_pkey PRIMARY KEY (id);

--
-- Name: waitlist_entries waitlist_entries_pkey; Type: CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_pkey PRIMARY KEY (id);

--
-- Name: advance_credits_volunteer_idx; Type: INDEX; Schema: private; Owner: -
--

CREATE INDEX advance_credits_volunteer_idx ON private.advance_credits USING btree (volunteer_id);

--
-- Name: applications_task_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_task_created_idx ON public.applications USING btree (task_id, created_at, id) INCLUDE (user_id, status);

--
-- Name: applications_task_status_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_task_status_idx ON public.applications USING btree (task_id, status);

--
-- Name: applications_user_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX applications_user_page_idx ON public.applications USING btree (user_id, created_at DESC, id DESC);

--
-- Name: certificates_organisation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX certificates_organisation_idx ON public.certificates USING btree (organisation_id);

--
-- Name: certificates_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX certificates_user_idx ON public.certificates USING btree (user_id, issued_at DESC);

--
-- Name: chats_org_activity_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_org_activity_idx ON public.chats USING btree (org_id, last_activity_at DESC, id DESC);

--
-- Name: chats_task_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_task_idx ON public.chats USING btree (task_id);

--
-- Name: chats_volunteer_activity_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX chats_volunteer_activity_idx ON public.chats USING btree (volunteer_id, last_activity_at DESC, id DESC);

--
-- Name: ledger_entries_organisation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_entries_organisation_idx ON public.ledger_entries USING btree (organisation_id) WHERE (organisation_id IS NOT NULL);

--
-- Name: ledger_entries_task_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_entries_task_idx ON public.ledger_entries USING btree (task_id) WHERE (task_id IS NOT NULL);

--
-- Name: ledger_entries_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX ledger_entries_user_idx ON public.ledger_entries USING btree (user_id, occurred_on DESC, created_at DESC);

--
-- Name: message_authors_chat_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_authors_chat_idx ON public.message_authors USING btree (chat_id);

--
-- Name: message_authors_member_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX message_authors_member_idx ON public.message_authors USING btree (member_id);

--
-- Name: messages_chat_created_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_chat_created_idx ON public.messages USING btree (chat_id, created_at DESC, id DESC);

--
-- Name: messages_sender_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX messages_sender_idx ON public.messages USING btree (sender_id);

--
-- Name: notification_mails_digest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_mails_digest_idx ON public.notification_mails USING btree (chat_id, user_id, created_at DESC) WHERE (chat_id IS NOT NULL);

--
-- Name: notification_mails_due_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_mails_due_idx ON public.notification_mails USING btree (next_attempt_at) WHERE (status = ANY (ARRAY['pending'::text, 'failed'::text, 'sending'::text]));

--
-- Name: notification_mails_invitation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_mails_invitation_idx ON public.notification_mails USING btree (invitation_id);

--
-- Name: notification_mails_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_mails_kind_idx ON public.notification_mails USING btree (kind);

--
-- Name: notification_mails_once; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX notification_mails_once ON public.notification_mails USING btree (notification_id);

--
-- Name: notification_mails_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_mails_user_idx ON public.notification_mails USING btree (user_id);

--
-- Name: notification_preferences_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notification_preferences_kind_idx ON public.notification_preferences USING btree (kind);

--
-- Name: notifications_application_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_application_idx ON public.notifications USING btree (application_id);

--
-- Name: notifications_chat_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_chat_idx ON public.notifications USING btree (chat_id, user_id, created_at);

--
-- Name: notifications_kind_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_kind_idx ON public.notifications USING btree (kind);

--
-- Name: notifications_task_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_task_idx ON public.notifications USING btree (task_id);

--
-- Name: notifications_user_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_page_idx ON public.notifications USING btree (user_id, created_at DESC, id DESC);

--
-- Name: notifications_user_unread_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX notifications_user_unread_idx ON public.notifications USING btree (user_id) WHERE (read_at IS NULL);

--
-- Name: organisation_invitations_accepted_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organisation_invitations_accepted_by_idx ON public.organisation_invitations USING btree (accepted_by);

--
-- Name: organisation_invitations_invited_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organisation_invitations_invited_by_idx ON public.organisation_invitations USING btree (invited_by);

--
-- Name: organisation_invitations_one_open; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX organisation_invitations_one_open ON public.organisation_invitations USING btree (organisation_id, email) WHERE ((accepted_at IS NULL) AND (revoked_at IS NULL));

--
-- Name: organisation_members_invited_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organisation_members_invited_by_idx ON public.organisation_members USING btree (invited_by);

--
-- Name: organisation_members_one_owner; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX organisation_members_one_owner ON public.organisation_members USING btree (organisation_id) WHERE (role = 'owner'::text);

--
-- Name: organisations_name_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organisations_name_idx ON public.organisations USING btree (lower(name));

--
-- Name: organisations_name_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX organisations_name_page_idx ON public.organisations USING btree (name, id);

--
-- Name: push_subscriptions_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX push_subscriptions_user_idx ON public.push_subscriptions USING btree (user_id);

--
-- Name: redemptions_user_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX redemptions_user_page_idx ON public.redemptions USING btree (user_id, created_at DESC, id DESC);

--
-- Name: redemptions_voucher_code_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX redemptions_voucher_code_key ON public.redemptions USING btree (voucher_code);

--
-- Name: reminders_task_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reminders_task_idx ON public.reminders USING btree (task_id);

--
-- Name: reminders_user_open_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reminders_user_open_idx ON public.reminders USING btree (user_id, starts_at) WHERE (answer IS NULL);

--
-- Name: reviews_org_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_org_idx ON public.reviews USING btree (org_id);

--
-- Name: reviews_user_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX reviews_user_page_idx ON public.reviews USING btree (user_id, created_at DESC, id DESC);

--
-- Name: task_decisions_decided_by_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX task_decisions_decided_by_idx ON public.task_decisions USING btree (decided_by);

--
-- Name: task_decisions_task_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX task_decisions_task_idx ON public.task_decisions USING btree (task_id, decided_at, id);

--
-- Name: task_decisions_volunteer_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX task_decisions_volunteer_idx ON public.task_decisions USING btree (volunteer_id);

--
-- Name: tasks_description_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_description_trgm_idx ON public.tasks USING gin (description extensions.gin_trgm_ops);

--
-- Name: tasks_listed_org_earliest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_listed_org_earliest_idx ON public.tasks USING btree (organisation_id, COALESCE(task_date, 'infinity'::timestamp with time zone), created_at DESC, id DESC) WHERE (NOT completed);

--
-- Name: tasks_listed_org_newest_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_listed_org_newest_idx ON public.tasks USING btree (organisation_id, created_at DESC, id DESC, COALESCE(task_date, 'infinity'::timestamp with time zone)) WHERE (NOT completed);

--
-- Name: tasks_listed_org_points_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_listed_org_points_idx ON public.tasks USING btree (organisation_id, points DESC, created_at DESC, id DESC, COALESCE(task_date, 'infinity'::timestamp with time zone)) WHERE (NOT completed);

--
-- Name: tasks_open_by_org_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_open_by_org_idx ON public.tasks USING btree (organisation_id, task_date) WHERE (NOT status);

--
-- Name: tasks_organisation_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_organisation_idx ON public.tasks USING btree (organisation_id) INCLUDE (applicant_count);

--
-- Name: tasks_owner_completed_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_owner_completed_idx ON public.tasks USING btree (user_id, created_at DESC, id DESC) WHERE completed;

--
-- Name: tasks_owner_date_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_owner_date_idx ON public.tasks USING btree (user_id, task_date) WHERE (task_date IS NOT NULL);

--
-- Name: tasks_owner_page_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_owner_page_idx ON public.tasks USING btree (user_id, created_at DESC, id DESC);

--
-- Name: tasks_running_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_running_idx ON public.tasks USING gist (tstzrange(task_date, runs_until, '[]'::text)) WHERE ((NOT completed) AND (runs_until IS NOT NULL));

--
-- Name: tasks_title_trgm_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX tasks_title_trgm_idx ON public.tasks USING gin (title extensions.gin_trgm_ops);

--
-- Name: user_organisations_org_id_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX user_organisations_org_id_idx ON public.user_organisations USING btree (org_id);

--
-- Name: users_leaderboard_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX users_leaderboard_idx ON public.users USING btree (completed_count DESC, name, id) WHERE ((role = 'volunteer'::text) AND (completed_count > 0));

--
-- Name: waitlist_entries_active_key; Type: INDEX; Schema: public; Owner: -
--

CREATE UNIQUE INDEX waitlist_entries_active_key ON public.waitlist_entries USING btree (task_id, user_id) WHERE (status = ANY (ARRAY['waiting'::text, 'offered'::text]));

--
-- Name: waitlist_entries_line_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_entries_line_idx ON public.waitlist_entries USING btree (task_id, created_at, id) WHERE (status = 'waiting'::text);

--
-- Name: waitlist_entries_offers_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_entries_offers_idx ON public.waitlist_entries USING btree (offer_expires_at) WHERE (status = 'offered'::text);

--
-- Name: waitlist_entries_user_idx; Type: INDEX; Schema: public; Owner: -
--

CREATE INDEX waitlist_entries_user_idx ON public.waitlist_entries USING btree (user_id);

--
-- Name: users profiles_from_sign_up; Type: TRIGGER; Schema: auth; Owner: -
--

CREATE TRIGGER profiles_from_sign_up AFTER INSERT ON auth.users FOR EACH ROW EXECUTE FUNCTION private.profiles_from_sign_up();

--
-- Name: applications applications_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_after_delete AFTER DELETE ON public.applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_after_delete();

--
-- Name: applications applications_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_after_insert AFTER INSERT ON public.applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_after_insert();

--
-- Name: applications applications_after_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_after_update AFTER UPDATE ON public.applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_after_update();

--
-- Name: applications applications_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_notify AFTER INSERT OR DELETE OR UPDATE OF status ON public.applications FOR EACH ROW EXECUTE FUNCTION private.applications_notify();

--
-- Name: applications applications_record_decision; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_record_decision AFTER UPDATE OF status ON public.applications FOR EACH ROW WHEN (((old.status IS DISTINCT FROM new.status) AND (new.status = ANY (ARRAY['approved'::text, 'rejected'::text, 'completed'::text])))) EXECUTE FUNCTION private.applications_record_decision();

--
-- Name: applications applications_sync_status_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_sync_status_after_delete AFTER DELETE ON public.applications REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_sync_status_after_delete();

--
-- Name: applications applications_sync_status_after_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_sync_status_after_insert AFTER INSERT ON public.applications REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_sync_status_after_insert();

--
-- Name: applications applications_sync_status_after_update; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_sync_status_after_update AFTER UPDATE ON public.applications REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION private.applications_sync_status_after_update();

--
-- Name: applications applications_touch; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_touch BEFORE UPDATE ON public.applications FOR EACH ROW EXECUTE FUNCTION private.applications_touch();

--
-- Name: applications applications_waitlist; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER applications_waitlist AFTER INSERT OR DELETE OR UPDATE OF status ON public.applications FOR EACH ROW EXECUTE FUNCTION private.applications_waitlist();

--
-- Name: ledger_entries ledger_entries_append_only; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION private.ledger_entries_append_only();

--
-- Name: ledger_entries ledger_entries_apply; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_entries_apply AFTER INSERT ON public.ledger_entries REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION private.ledger_entries_apply();

--
-- Name: ledger_entries ledger_entries_balance; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_entries_balance AFTER INSERT ON public.ledger_entries REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.check_ledger_balance();

--
-- Name: ledger_entries ledger_entries_balance_after_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_entries_balance_after_delete AFTER DELETE ON public.ledger_entries REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.check_ledger_balance();

--
-- Name: ledger_entries ledger_entries_kept; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER ledger_entries_kept BEFORE DELETE ON public.ledger_entries FOR EACH ROW EXECUTE FUNCTION private.ledger_entries_kept();

--
-- Name: messages messages_delete_update_chat; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_delete_update_chat AFTER DELETE ON public.messages REFERENCING OLD TABLE AS old_messages FOR EACH STATEMENT EXECUTE FUNCTION private.chats_forget_deleted_messages();

--
-- Name: messages messages_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_notify AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.messages_notify();

--
-- Name: messages messages_record_author; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_record_author AFTER INSERT ON public.messages FOR EACH ROW EXECUTE FUNCTION private.messages_record_author();

--
-- Name: messages messages_update_chat; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER messages_update_chat AFTER INSERT ON public.messages REFERENCING NEW TABLE AS new_messages FOR EACH STATEMENT EXECUTE FUNCTION private.chats_take_new_messages();

--
-- Name: notification_mails notification_mails_post; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER notification_mails_post AFTER INSERT ON public.notification_mails FOR EACH ROW EXECUTE FUNCTION private.notification_mails_post();

--
-- Name: notifications notifications_deliver; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER notifications_deliver AFTER INSERT ON public.notifications FOR EACH ROW EXECUTE FUNCTION private.notifications_deliver();

--
-- Name: organisation_invitations organisation_invitations_mail; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organisation_invitations_mail AFTER INSERT ON public.organisation_invitations FOR EACH ROW EXECUTE FUNCTION private.organisation_invitations_mail();

--
-- Name: organisations organisations_normalise_type; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organisations_normalise_type BEFORE INSERT OR UPDATE OF type ON public.organisations FOR EACH ROW EXECUTE FUNCTION private.organisations_normalise_type();

--
-- Name: organisations organisations_owner_member; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER organisations_owner_member AFTER INSERT ON public.organisations FOR EACH ROW EXECUTE FUNCTION private.organisations_owner_member();

--
-- Name: redemptions redemptions_ledger; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER redemptions_ledger AFTER INSERT ON public.redemptions FOR EACH ROW EXECUTE FUNCTION private.redemptions_ledger();

--
-- Name: reminders reminders_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reminders_notify AFTER INSERT OR UPDATE OF answer ON public.reminders FOR EACH ROW EXECUTE FUNCTION private.reminders_notify();

--
-- Name: reviews reviews_after_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_after_write AFTER INSERT OR DELETE OR UPDATE ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.reviews_after_write();

--
-- Name: reviews reviews_record_decision; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER reviews_record_decision AFTER INSERT ON public.reviews FOR EACH ROW EXECUTE FUNCTION private.reviews_record_decision();

--
-- Name: tasks tasks_before_write; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_before_write BEFORE INSERT OR UPDATE OF difficulty, task_type, hours_required, number_of_weeks, days_of_week, points ON public.tasks FOR EACH ROW EXECUTE FUNCTION private.tasks_before_write();

--
-- Name: tasks tasks_capacity_status; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_capacity_status BEFORE UPDATE OF capacity ON public.tasks FOR EACH ROW EXECUTE FUNCTION private.tasks_capacity_status();

--
-- Name: tasks tasks_notify_change; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_notify_change AFTER UPDATE OF task_date, hours_required, days_of_week, number_of_weeks, location, time_zone ON public.tasks FOR EACH ROW EXECUTE FUNCTION private.tasks_notify();

--
-- Name: tasks tasks_notify_delete; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_notify_delete BEFORE DELETE ON public.tasks FOR EACH ROW EXECUTE FUNCTION private.tasks_notify();

--
-- Name: tasks tasks_offer_waitlist; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_offer_waitlist AFTER UPDATE OF status, capacity ON public.tasks FOR EACH ROW WHEN (((NOT new.status) AND (NOT new.completed) AND (old.status OR (new.capacity > old.capacity)))) EXECUTE FUNCTION private.tasks_offer_waitlist();

--
-- Name: tasks tasks_set_runs_until; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER tasks_set_runs_until BEFORE INSERT OR UPDATE OF task_date, task_type, hours_required, days_of_week, number_of_weeks, time_zone ON public.tasks FOR EACH ROW EXECUTE FUNCTION private.tasks_set_runs_until();

--
-- Name: users users_before_insert; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER users_before_insert BEFORE INSERT ON public.users FOR EACH ROW EXECUTE FUNCTION private.users_before_insert();

--
-- Name: users users_points_follow_ledger; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER users_points_follow_ledger AFTER UPDATE ON public.users REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION private.check_ledger_balance();

--
-- Name: waitlist_entries waitlist_notify; Type: TRIGGER; Schema: public; Owner: -
--

CREATE TRIGGER waitlist_notify AFTER UPDATE OF status ON public.waitlist_entries FOR EACH ROW WHEN (((new.status = ANY (ARRAY['offered'::text, 'confirmed'::text])) AND (old.status IS DISTINCT FROM new.status))) EXECUTE FUNCTION private.waitlist_notify();

--
-- Name: advance_credits advance_credits_org_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.advance_credits
    ADD CONSTRAINT advance_credits_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: advance_credits advance_credits_volunteer_id_fkey; Type: FK CONSTRAINT; Schema: private; Owner: -
--

ALTER TABLE ONLY private.advance_credits
    ADD CONSTRAINT advance_credits_volunteer_id_fkey FOREIGN KEY (volunteer_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: applications applications_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: applications applications_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.applications
    ADD CONSTRAINT applications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: calendar_feeds calendar_feeds_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.calendar_feeds
    ADD CONSTRAINT calendar_feeds_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: certificates certificates_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.certificates
    ADD CONSTRAINT certificates_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE SET NULL;

--
-- Name: certificates certificates_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.certificates
    ADD CONSTRAINT certificates_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: chats chats_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: chats chats_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: chats chats_volunteer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.chats
    ADD CONSTRAINT chats_volunteer_id_fkey FOREIGN KEY (volunteer_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: ledger_entries ledger_entries_application_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE SET NULL;

--
-- Name: ledger_entries ledger_entries_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE SET NULL;

--
-- Name: ledger_entries ledger_entries_redemption_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_redemption_id_fkey FOREIGN KEY (redemption_id) REFERENCES public.redemptions(id) ON DELETE SET NULL;

--
-- Name: ledger_entries ledger_entries_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE SET NULL;

--
-- Name: ledger_entries ledger_entries_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.ledger_entries
    ADD CONSTRAINT ledger_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: message_authors message_authors_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_authors
    ADD CONSTRAINT message_authors_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: message_authors message_authors_member_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_authors
    ADD CONSTRAINT message_authors_member_id_fkey FOREIGN KEY (member_id) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: message_authors message_authors_message_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.message_authors
    ADD CONSTRAINT message_authors_message_id_fkey FOREIGN KEY (message_id) REFERENCES public.messages(id) ON DELETE CASCADE;

--
-- Name: messages messages_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: messages messages_sender_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.messages
    ADD CONSTRAINT messages_sender_id_fkey FOREIGN KEY (sender_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: notification_mails notification_mails_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: notification_mails notification_mails_invitation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_invitation_id_fkey FOREIGN KEY (invitation_id) REFERENCES public.organisation_invitations(id) ON DELETE CASCADE;

--
-- Name: notification_mails notification_mails_kind_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_kind_fkey FOREIGN KEY (kind) REFERENCES public.notification_kinds(kind);

--
-- Name: notification_mails notification_mails_notification_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_notification_id_fkey FOREIGN KEY (notification_id) REFERENCES public.notifications(id) ON DELETE CASCADE;

--
-- Name: notification_mails notification_mails_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_mails
    ADD CONSTRAINT notification_mails_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: notification_preferences notification_preferences_kind_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_kind_fkey FOREIGN KEY (kind) REFERENCES public.notification_kinds(kind);

--
-- Name: notification_preferences notification_preferences_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notification_preferences
    ADD CONSTRAINT notification_preferences_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: notifications notifications_application_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_chat_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_chat_id_fkey FOREIGN KEY (chat_id) REFERENCES public.chats(id) ON DELETE CASCADE;

--
-- Name: notifications notifications_kind_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_kind_fkey FOREIGN KEY (kind) REFERENCES public.notification_kinds(kind);

--
-- Name: notifications notifications_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE SET NULL;

--
-- Name: notifications notifications_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.notifications
    ADD CONSTRAINT notifications_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: organisation_invitations organisation_invitations_accepted_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_invitations
    ADD CONSTRAINT organisation_invitations_accepted_by_fkey FOREIGN KEY (accepted_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: organisation_invitations organisation_invitations_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_invitations
    ADD CONSTRAINT organisation_invitations_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: organisation_invitations organisation_invitations_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_invitations
    ADD CONSTRAINT organisation_invitations_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE;

--
-- Name: organisation_members organisation_members_invited_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_members
    ADD CONSTRAINT organisation_members_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: organisation_members organisation_members_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_members
    ADD CONSTRAINT organisation_members_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE;

--
-- Name: organisation_members organisation_members_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisation_members
    ADD CONSTRAINT organisation_members_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: organisations organisations_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.organisations
    ADD CONSTRAINT organisations_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: push_subscriptions push_subscriptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.push_subscriptions
    ADD CONSTRAINT push_subscriptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: redemptions redemptions_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.redemptions
    ADD CONSTRAINT redemptions_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: reminders reminders_application_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_application_id_fkey FOREIGN KEY (application_id) REFERENCES public.applications(id) ON DELETE CASCADE;

--
-- Name: reminders reminders_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: reminders reminders_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reminders
    ADD CONSTRAINT reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: reviews reviews_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: reviews reviews_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: reviews reviews_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.reviews
    ADD CONSTRAINT reviews_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: task_decisions task_decisions_decided_by_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_decisions
    ADD CONSTRAINT task_decisions_decided_by_fkey FOREIGN KEY (decided_by) REFERENCES public.users(id) ON DELETE SET NULL;

--
-- Name: task_decisions task_decisions_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_decisions
    ADD CONSTRAINT task_decisions_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: task_decisions task_decisions_volunteer_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.task_decisions
    ADD CONSTRAINT task_decisions_volunteer_id_fkey FOREIGN KEY (volunteer_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: tasks tasks_organisation_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_organisation_id_fkey FOREIGN KEY (organisation_id) REFERENCES public.organisations(id) ON DELETE CASCADE;

--
-- Name: tasks tasks_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.tasks
    ADD CONSTRAINT tasks_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: user_organisations user_organisations_org_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_organisations
    ADD CONSTRAINT user_organisations_org_id_fkey FOREIGN KEY (org_id) REFERENCES public.organisations(id) ON DELETE CASCADE;

--
-- Name: user_organisations user_organisations_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.user_organisations
    ADD CONSTRAINT user_organisations_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: users users_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.users
    ADD CONSTRAINT users_id_fkey FOREIGN KEY (id) REFERENCES auth.users(id) ON DELETE CASCADE;

--
-- Name: waitlist_entries waitlist_entries_task_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_task_id_fkey FOREIGN KEY (task_id) REFERENCES public.tasks(id) ON DELETE CASCADE;

--
-- Name: waitlist_entries waitlist_entries_user_id_fkey; Type: FK CONSTRAINT; Schema: public; Owner: -
--

ALTER TABLE ONLY public.waitlist_entries
    ADD CONSTRAINT waitlist_entries_user_id_fkey FOREIGN KEY (user_id) REFERENCES public.users(id) ON DELETE CASCADE;

--
-- Name: advance_credits; Type: ROW SECURITY; Schema: private; Owner: -
--

ALTER TABLE private.advance_credits ENABLE ROW LEVEL SECURITY;

--
-- Name: advance_credits advance_credits_server_functions_only; Type: POLICY; Schema: private; Owner: -
--

CREATE POLICY advance_credits_server_functions_only ON private.advance_credits AS RESTRICTIVE USING (false) WITH CHECK (false);

--
-- Name: applications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.applications ENABLE ROW LEVEL SECURITY;

--
-- Name: applications applications_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY applications_insert_own ON public.applications FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (status = 'applied'::text) AND (private.caller_role() = 'volunteer'::text) AND private.task_accepts_applications(task_id)));

--
-- Name: applications applications_select; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY applications_select ON public.applications FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.tasks t
  WHERE ((t.id = applications.task_id) AND (t.user_id = ( SELECT private.acting_org() AS acting_org)))))));

--
-- Name: applications applications_withdraw_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY applications_withdraw_own ON public.applications FOR DELETE TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) AND (status = ANY (ARRAY['applied'::text, 'approved'::text])) AND private.task_allows_withdrawal(task_id)));

--
-- Name: calendar_feeds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.calendar_feeds ENABLE ROW LEVEL SECURITY;

--
-- Name: calendar_feeds calendar_feeds_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY calendar_feeds_select_own ON public.calendar_feeds FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: certificates; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.certificates ENABLE ROW LEVEL SECURITY;

--
-- Name: certificates certificates_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY certificates_select_own ON public.certificates FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: chats; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.chats ENABLE ROW LEVEL SECURITY;

--
-- Name: chats chats_insert_participant; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY chats_insert_participant ON public.chats FOR INSERT TO authenticated WITH CHECK ((((org_id = ( SELECT private.acting_org() AS acting_org)) OR (volunteer_id = ( SELECT auth.uid() AS uid))) AND private.chat_pair_is_valid(task_id, org_id, volunteer_id)));

--
-- Name: chats chats_select_participant; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY chats_select_participant ON public.chats FOR SELECT TO authenticated USING (((org_id = ( SELECT private.acting_org() AS acting_org)) OR (volunteer_id = ( SELECT auth.uid() AS uid))));

--
-- Name: ledger_entries; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.ledger_entries ENABLE ROW LEVEL SECURITY;

--
-- Name: ledger_entries ledger_entries_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY ledger_entries_select_own ON public.ledger_entries FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: message_authors; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.message_authors ENABLE ROW LEVEL SECURITY;

--
-- Name: message_authors message_authors_select_team; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY message_authors_select_team ON public.message_authors FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.chats c
  WHERE ((c.id = message_authors.chat_id) AND (c.org_id = ( SELECT private.acting_org() AS acting_org))))));

--
-- Name: messages; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.messages ENABLE ROW LEVEL SECURITY;

--
-- Name: messages messages_insert_participant; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY messages_insert_participant ON public.messages FOR INSERT TO authenticated WITH CHECK (private.is_chat_sender(chat_id, sender_id));

--
-- Name: messages messages_select_participant; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY messages_select_participant ON public.messages FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.chats c
  WHERE ((c.id = messages.chat_id) AND ((c.org_id = ( SELECT private.acting_org() AS acting_org)) OR (c.volunteer_id = ( SELECT auth.uid() AS uid)))))));

--
-- Name: notification_kinds; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_kinds ENABLE ROW LEVEL SECURITY;

--
-- Name: notification_kinds notification_kinds_read; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notification_kinds_read ON public.notification_kinds FOR SELECT TO authenticated USING (true);

--
-- Name: notification_mails; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_mails ENABLE ROW LEVEL SECURITY;

--
-- Name: notification_mails notification_mails_service; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notification_mails_service ON public.notification_mails TO service_role USING (true) WITH CHECK (true);

--
-- Name: notification_preferences; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notification_preferences ENABLE ROW LEVEL SECURITY;

--
-- Name: notification_preferences notification_preferences_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notification_preferences_own ON public.notification_preferences TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: notifications; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.notifications ENABLE ROW LEVEL SECURITY;

--
-- Name: notifications notifications_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notifications_select_own ON public.notifications FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: notifications notifications_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY notifications_update_own ON public.notifications FOR UPDATE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: organisation_invitations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.organisation_invitations ENABLE ROW LEVEL SECURITY;

--
-- Name: organisation_invitations organisation_invitations_select_team; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisation_invitations_select_team ON public.organisation_invitations FOR SELECT TO authenticated USING ((organisation_id = ( SELECT private.acting_organisation() AS acting_organisation)));

--
-- Name: organisation_members; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.organisation_members ENABLE ROW LEVEL SECURITY;

--
-- Name: organisation_members organisation_members_select_team; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisation_members_select_team ON public.organisation_members FOR SELECT TO authenticated USING ((organisation_id = ( SELECT private.acting_organisation() AS acting_organisation)));

--
-- Name: organisations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.organisations ENABLE ROW LEVEL SECURITY;

--
-- Name: organisations organisations_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisations_delete_own ON public.organisations FOR DELETE TO authenticated USING (((id = ( SELECT private.acting_organisation() AS acting_organisation)) AND ( SELECT private.is_owner() AS is_owner)));

--
-- Name: organisations organisations_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisations_insert_own ON public.organisations FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (private.caller_role() = 'organisation'::text) AND (( SELECT private.acting_organisation() AS acting_organisation) IS NULL)));

--
-- Name: organisations organisations_select_signed_in; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisations_select_signed_in ON public.organisations FOR SELECT TO authenticated USING (true);

--
-- Name: organisations organisations_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY organisations_update_own ON public.organisations FOR UPDATE TO authenticated USING ((id = ( SELECT private.acting_organisation() AS acting_organisation))) WITH CHECK ((id = ( SELECT private.acting_organisation() AS acting_organisation)));

--
-- Name: push_services; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_services ENABLE ROW LEVEL SECURITY;

--
-- Name: push_services push_services_select; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY push_services_select ON public.push_services FOR SELECT TO service_role USING (true);

--
-- Name: push_subscriptions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.push_subscriptions ENABLE ROW LEVEL SECURITY;

--
-- Name: push_subscriptions push_subscriptions_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY push_subscriptions_own ON public.push_subscriptions TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid))) WITH CHECK ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: redemptions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.redemptions ENABLE ROW LEVEL SECURITY;

--
-- Name: redemptions redemptions_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY redemptions_select_own ON public.redemptions FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: reminders; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reminders ENABLE ROW LEVEL SECURITY;

--
-- Name: reminders reminders_select_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY reminders_select_own ON public.reminders FOR SELECT TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: reviews; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reviews ENABLE ROW LEVEL SECURITY;

--
-- Name: reviews reviews_insert_task_owner; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY reviews_insert_task_owner ON public.reviews FOR INSERT TO authenticated WITH CHECK (((org_id = ( SELECT private.acting_org() AS acting_org)) AND private.review_is_allowed(task_id, user_id)));

--
-- Name: reviews reviews_select_public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY reviews_select_public ON public.reviews FOR SELECT TO anon, authenticated USING (true);

--
-- Name: reward_items; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.reward_items ENABLE ROW LEVEL SECURITY;

--
-- Name: reward_items reward_items_select_public; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY reward_items_select_public ON public.reward_items FOR SELECT TO anon, authenticated USING (true);

--
-- Name: task_decisions; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.task_decisions ENABLE ROW LEVEL SECURITY;

--
-- Name: task_decisions task_decisions_select_team; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY task_decisions_select_team ON public.task_decisions FOR SELECT TO authenticated USING ((EXISTS ( SELECT 1
   FROM public.tasks t
  WHERE ((t.id = task_decisions.task_id) AND (t.user_id = ( SELECT private.acting_org() AS acting_org))))));

--
-- Name: tasks; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.tasks ENABLE ROW LEVEL SECURITY;

--
-- Name: tasks tasks_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tasks_delete_own ON public.tasks FOR DELETE TO authenticated USING (((user_id = ( SELECT private.acting_org() AS acting_org)) AND (NOT completed)));

--
-- Name: tasks tasks_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tasks_insert_own ON public.tasks FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT private.acting_org() AS acting_org)) AND private.owns_organisation(organisation_id) AND (NOT status) AND (NOT completed)));

--
-- Name: tasks tasks_select_signed_in; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tasks_select_signed_in ON public.tasks FOR SELECT TO authenticated USING (true);

--
-- Name: tasks tasks_update_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY tasks_update_own ON public.tasks FOR UPDATE TO authenticated USING (((user_id = ( SELECT private.acting_org() AS acting_org)) AND (NOT completed))) WITH CHECK ((user_id = ( SELECT private.acting_org() AS acting_org)));

--
-- Name: user_organisations; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.user_organisations ENABLE ROW LEVEL SECURITY;

--
-- Name: user_organisations user_organisations_delete_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_organisations_delete_own ON public.user_organisations FOR DELETE TO authenticated USING ((user_id = ( SELECT auth.uid() AS uid)));

--
-- Name: user_organisations user_organisations_insert_own; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_organisations_insert_own ON public.user_organisations FOR INSERT TO authenticated WITH CHECK (((user_id = ( SELECT auth.uid() AS uid)) AND (private.caller_role() = 'volunteer'::text)));

--
-- Name: user_organisations user_organisations_select; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY user_organisations_select ON public.user_organisations FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (org_id = ( SELECT private.acting_organisation() AS acting_organisation))));

--
-- Name: users; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.users ENABLE ROW LEVEL SECURITY;

--
-- Name: users users_insert_self; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY users_insert_self ON public.users FOR INSERT TO authenticated WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

--
-- Name: users users_select_signed_in; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY users_select_signed_in ON public.users FOR SELECT TO authenticated USING (true);

--
-- Name: users users_update_self; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY users_update_self ON public.users FOR UPDATE TO authenticated USING ((id = ( SELECT auth.uid() AS uid))) WITH CHECK ((id = ( SELECT auth.uid() AS uid)));

--
-- Name: waitlist_entries; Type: ROW SECURITY; Schema: public; Owner: -
--

ALTER TABLE public.waitlist_entries ENABLE ROW LEVEL SECURITY;

--
-- Name: waitlist_entries waitlist_entries_select; Type: POLICY; Schema: public; Owner: -
--

CREATE POLICY waitlist_entries_select ON public.waitlist_entries FOR SELECT TO authenticated USING (((user_id = ( SELECT auth.uid() AS uid)) OR (EXISTS ( SELECT 1
   FROM public.tasks t
  WHERE ((t.id = waitlist_entries.task_id) AND (t.user_id = ( SELECT private.acting_org() AS acting_org)))))));

--
-- Name: objects Avatars and logos are public; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Avatars and logos are public" ON storage.objects FOR SELECT TO anon, authenticated USING ((bucket_id = ANY (ARRAY['user-avatars'::text, 'org-logos'::text])));

--
-- Name: objects Users delete their own avatars and logos; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Users delete their own avatars and logos" ON storage.objects FOR DELETE TO authenticated USING (((bucket_id = ANY (ARRAY['user-avatars'::text, 'org-logos'::text])) AND private.object_is_callers(name)));

--
-- Name: objects Users replace their own avatars and logos; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Users replace their own avatars and logos" ON storage.objects FOR UPDATE TO authenticated USING (((bucket_id = ANY (ARRAY['user-avatars'::text, 'org-logos'::text])) AND private.object_is_callers(name))) WITH CHECK (((bucket_id = ANY (ARRAY['user-avatars'::text, 'org-logos'::text])) AND private.object_is_callers(name)));

--
-- Name: objects Users upload their own avatars and logos; Type: POLICY; Schema: storage; Owner: -
--

CREATE POLICY "Users upload their own avatars and logos" ON storage.objects FOR INSERT TO authenticated WITH CHECK (((bucket_id = ANY (ARRAY['user-avatars'::text, 'org-logos'::text])) AND private.object_is_callers(name)));

--
-- Name: supabase_realtime chats; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.chats;

--
-- Name: supabase_realtime messages; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.messages;

--
-- Name: supabase_realtime notifications; Type: PUBLICATION TABLE; Schema: public; Owner: -
--

ALTER PUBLICATION supabase_realtime ADD TABLE ONLY public.notifications;

--
-- Name: SCHEMA private; Type: ACL; Schema: -; Owner: -
--

GRANT USAGE ON SCHEMA private TO anon;
GRANT USAGE ON SCHEMA private TO authenticated;
GRANT USAGE ON SCHEMA private TO service_role;

--
-- Name: FUNCTION acting_org(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.acting_org() FROM PUBLIC;
GRANT ALL ON FUNCTION private.acting_org() TO authenticated;
GRANT ALL ON FUNCTION private.acting_org() TO service_role;

--
-- Name: FUNCTION acting_organisation(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.acting_organisation() FROM PUBLIC;
GRANT ALL ON FUNCTION private.acting_organisation() TO authenticated;
GRANT ALL ON FUNCTION private.acting_organisation() TO service_role;

--
-- Name: FUNCTION applications_after_delete(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_after_delete() FROM PUBLIC;

--
-- Name: FUNCTION applications_after_insert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_after_insert() FROM PUBLIC;

--
-- Name: FUNCTION applications_after_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_after_update() FROM PUBLIC;

--
-- Name: FUNCTION applications_notify(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_notify() FROM PUBLIC;

--
-- Name: FUNCTION applications_record_decision(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_record_decision() FROM PUBLIC;

--
-- Name: FUNCTION applications_sync_status_after_delete(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_sync_status_after_delete() FROM PUBLIC;

--
-- Name: FUNCTION applications_sync_status_after_insert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_sync_status_after_insert() FROM PUBLIC;

--
-- Name: FUNCTION applications_sync_status_after_update(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_sync_status_after_update() FROM PUBLIC;

--
-- Name: FUNCTION applications_touch(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_touch() FROM PUBLIC;

--
-- Name: FUNCTION applications_waitlist(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.applications_waitlist() FROM PUBLIC;

--
-- Name: FUNCTION apply_application_deltas(deltas private.application_delta[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.apply_application_deltas(deltas private.application_delta[]) FROM PUBLIC;

--
-- Name: FUNCTION call_function(p_name text, p_body jsonb); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.call_function(p_name text, p_body jsonb) FROM PUBLIC;

--
-- Name: FUNCTION caller_role(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.caller_role() FROM PUBLIC;
GRANT ALL ON FUNCTION private.caller_role() TO authenticated;
GRANT ALL ON FUNCTION private.caller_role() TO service_role;

--
-- Name: FUNCTION chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.chat_pair_is_valid(p_task_id uuid, p_org_id uuid, p_volunteer_id uuid) TO service_role;

--
-- Name: FUNCTION chats_forget_deleted_messages(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.chats_forget_deleted_messages() FROM PUBLIC;

--
-- Name: FUNCTION chats_take_new_messages(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.chats_take_new_messages() FROM PUBLIC;

--
-- Name: FUNCTION check_ledger_balance(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.check_ledger_balance() FROM PUBLIC;

--
-- Name: FUNCTION clashes(volunteers uuid[], task_ids uuid[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.clashes(volunteers uuid[], task_ids uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION clashing_tasks(volunteer uuid, task_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.clashing_tasks(volunteer uuid, task_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION first_name(p_user uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.first_name(p_user uuid) FROM PUBLIC;

--
-- Name: FUNCTION https_host(url text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.https_host(url text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.https_host(url text) TO authenticated;
GRANT ALL ON FUNCTION private.https_host(url text) TO service_role;

--
-- Name: FUNCTION ics_calendar(events text[], calendar_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ics_calendar(events text[], calendar_name text) FROM PUBLIC;

--
-- Name: FUNCTION ics_escape(value text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ics_escape(value text) FROM PUBLIC;

--
-- Name: FUNCTION ics_fold(line text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ics_fold(line text) FROM PUBLIC;

--
-- Name: FUNCTION ics_time(moment timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ics_time(moment timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION is_chat_participant(p_chat_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_chat_participant(p_chat_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_chat_participant(p_chat_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_chat_participant(p_chat_id uuid) TO service_role;

--
-- Name: FUNCTION is_chat_sender(p_chat_id uuid, p_sender_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.is_chat_sender(p_chat_id uuid, p_sender_id uuid) TO service_role;

--
-- Name: FUNCTION is_owner(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_owner() FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_owner() TO authenticated;
GRANT ALL ON FUNCTION private.is_owner() TO service_role;

--
-- Name: FUNCTION is_push_service_endpoint(endpoint text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_push_service_endpoint(endpoint text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_push_service_endpoint(endpoint text) TO authenticated;
GRANT ALL ON FUNCTION private.is_push_service_endpoint(endpoint text) TO service_role;

--
-- Name: FUNCTION is_time_zone(zone text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.is_time_zone(zone text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.is_time_zone(zone text) TO authenticated;
GRANT ALL ON FUNCTION private.is_time_zone(zone text) TO service_role;

--
-- Name: FUNCTION ledger_balance_mismatches(who uuid[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ledger_balance_mismatches(who uuid[]) FROM PUBLIC;

--
-- Name: FUNCTION ledger_entries_append_only(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ledger_entries_append_only() FROM PUBLIC;

--
-- Name: FUNCTION ledger_entries_apply(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ledger_entries_apply() FROM PUBLIC;

--
-- Name: FUNCTION ledger_entries_kept(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.ledger_entries_kept() FROM PUBLIC;

--
-- Name: TABLE applications; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.applications TO service_role;
GRANT SELECT,DELETE ON TABLE public.applications TO authenticated;

--
-- Name: COLUMN applications.task_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(task_id) ON TABLE public.applications TO authenticated;

--
-- Name: COLUMN applications.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.applications TO authenticated;

--
-- Name: COLUMN applications.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status) ON TABLE public.applications TO authenticated;

--
-- Name: FUNCTION lock_application_for_owner(p_application_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.lock_application_for_owner(p_application_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION messages_notify(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.messages_notify() FROM PUBLIC;

--
-- Name: FUNCTION messages_record_author(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.messages_record_author() FROM PUBLIC;

--
-- Name: FUNCTION metadata_text(metadata jsonb, key text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.metadata_text(metadata jsonb, key text) FROM PUBLIC;

--
-- Name: FUNCTION notification_mails_post(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_mails_post() FROM PUBLIC;

--
-- Name: FUNCTION notification_wanted(p_user uuid, p_kind text, p_channel text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notification_wanted(p_user uuid, p_kind text, p_channel text) FROM PUBLIC;

--
-- Name: FUNCTION notifications_deliver(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notifications_deliver() FROM PUBLIC;

--
-- Name: FUNCTION notify(p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text, p_task uuid, p_application uuid, p_chat uuid, p_at timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.notify(p_user uuid, p_kind text, p_event_key text, p_title text, p_body text, p_link text, p_task uuid, p_application uuid, p_chat uuid, p_at timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION object_is_callers(p_name text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.object_is_callers(p_name text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.object_is_callers(p_name text) TO authenticated;
GRANT ALL ON FUNCTION private.object_is_callers(p_name text) TO service_role;

--
-- Name: FUNCTION offer_waitlist_places(p_task_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.offer_waitlist_places(p_task_id uuid) FROM PUBLIC;

--
-- Name: FUNCTION organisation_invitations_mail(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.organisation_invitations_mail() FROM PUBLIC;

--
-- Name: FUNCTION organisations_normalise_type(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.organisations_normalise_type() FROM PUBLIC;

--
-- Name: FUNCTION organisations_owner_member(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.organisations_owner_member() FROM PUBLIC;

--
-- Name: FUNCTION owns_organisation(p_org_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.owns_organisation(p_org_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.owns_organisation(p_org_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.owns_organisation(p_org_id uuid) TO service_role;

--
-- Name: FUNCTION owns_task(p_task_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.owns_task(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.owns_task(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.owns_task(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION profiles_from_sign_up(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.profiles_from_sign_up() FROM PUBLIC;

--
-- Name: FUNCTION redemptions_ledger(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.redemptions_ledger() FROM PUBLIC;

--
-- Name: FUNCTION refresh_average_rating(volunteer uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.refresh_average_rating(volunteer uuid) FROM PUBLIC;

--
-- Name: FUNCTION reminders_notify(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reminders_notify() FROM PUBLIC;

--
-- Name: FUNCTION require_acting(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_acting() FROM PUBLIC;

--
-- Name: FUNCTION require_caller(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.require_caller() FROM PUBLIC;

--
-- Name: FUNCTION review_is_allowed(p_task_id uuid, p_volunteer_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.review_is_allowed(p_task_id uuid, p_volunteer_id uuid) TO service_role;

--
-- Name: FUNCTION reviews_after_write(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reviews_after_write() FROM PUBLIC;

--
-- Name: FUNCTION reviews_record_decision(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.reviews_record_decision() FROM PUBLIC;

--
-- Name: FUNCTION sync_task_status(changes private.application_delta[]); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.sync_task_status(changes private.application_delta[]) FROM PUBLIC;

--
-- Name: FUNCTION task_accepts_applications(p_task_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_accepts_applications(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.task_accepts_applications(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.task_accepts_applications(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION task_allows_withdrawal(p_task_id uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_allows_withdrawal(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION private.task_allows_withdrawal(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION private.task_allows_withdrawal(p_task_id uuid) TO service_role;

--
-- Name: TABLE tasks; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.tasks TO service_role;
GRANT SELECT,DELETE ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.organisation_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(organisation_id) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.title; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(title),UPDATE(title) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.description; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(description),UPDATE(description) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.detailed_description; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(detailed_description),UPDATE(detailed_description) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.location; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(location),UPDATE(location) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.task_date; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(task_date),UPDATE(task_date) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.task_type; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(task_type),UPDATE(task_type) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.difficulty; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(difficulty),UPDATE(difficulty) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.hours_required; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(hours_required),UPDATE(hours_required) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.points; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(points),UPDATE(points) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.status; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(status),UPDATE(status) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.completed; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(completed) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.capacity; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(capacity),UPDATE(capacity) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.days_of_week; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(days_of_week),UPDATE(days_of_week) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.number_of_weeks; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(number_of_weeks),UPDATE(number_of_weeks) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(created_at) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.interests; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(interests),UPDATE(interests) ON TABLE public.tasks TO authenticated;

--
-- Name: COLUMN tasks.time_zone; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(time_zone),UPDATE(time_zone) ON TABLE public.tasks TO authenticated;

--
-- Name: FUNCTION task_hours(task public.tasks); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_hours(task public.tasks) FROM PUBLIC;

--
-- Name: FUNCTION task_ics_event(task public.tasks, organisation_name text, stamp timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_ics_event(task public.tasks, organisation_name text, stamp timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION task_occurrences(task public.tasks); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_occurrences(task public.tasks) FROM PUBLIC;

--
-- Name: FUNCTION task_occurrences_starting(task public.tasks, after timestamp with time zone, until timestamp with time zone); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_occurrences_starting(task public.tasks, after timestamp with time zone, until timestamp with time zone) FROM PUBLIC;

--
-- Name: FUNCTION task_points(difficulty text, task_type text, hours numeric, weeks integer); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_points(difficulty text, task_type text, hours numeric, weeks integer) FROM PUBLIC;
GRANT ALL ON FUNCTION private.task_points(difficulty text, task_type text, hours numeric, weeks integer) TO authenticated;
GRANT ALL ON FUNCTION private.task_points(difficulty text, task_type text, hours numeric, weeks integer) TO service_role;

--
-- Name: FUNCTION task_time_text(p_task public.tasks); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.task_time_text(p_task public.tasks) FROM PUBLIC;

--
-- Name: FUNCTION tasks_before_write(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tasks_before_write() FROM PUBLIC;

--
-- Name: FUNCTION tasks_capacity_status(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tasks_capacity_status() FROM PUBLIC;

--
-- Name: FUNCTION tasks_notify(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tasks_notify() FROM PUBLIC;

--
-- Name: FUNCTION tasks_offer_waitlist(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tasks_offer_waitlist() FROM PUBLIC;

--
-- Name: FUNCTION tasks_set_runs_until(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.tasks_set_runs_until() FROM PUBLIC;

--
-- Name: FUNCTION untaken_waitlist_offer(p_task uuid, p_user uuid); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.untaken_waitlist_offer(p_task uuid, p_user uuid) FROM PUBLIC;

--
-- Name: FUNCTION users_before_insert(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.users_before_insert() FROM PUBLIC;

--
-- Name: FUNCTION waitlist_notify(); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.waitlist_notify() FROM PUBLIC;

--
-- Name: FUNCTION weekday_name(day text); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.weekday_name(day text) FROM PUBLIC;
GRANT ALL ON FUNCTION private.weekday_name(day text) TO authenticated;
GRANT ALL ON FUNCTION private.weekday_name(day text) TO service_role;

--
-- Name: FUNCTION when_text(p_at timestamp with time zone, p_zone text, p_whole_day boolean); Type: ACL; Schema: private; Owner: -
--

REVOKE ALL ON FUNCTION private.when_text(p_at timestamp with time zone, p_zone text, p_whole_day boolean) FROM PUBLIC;

--
-- Name: TABLE organisation_members; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.organisation_members TO service_role;
GRANT SELECT ON TABLE public.organisation_members TO authenticated;

--
-- Name: FUNCTION accept_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.accept_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.accept_invitation(p_invitation_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.accept_invitation(p_invitation_id uuid) TO authenticated;

--
-- Name: TABLE reminders; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.reminders TO service_role;
GRANT SELECT ON TABLE public.reminders TO authenticated;

--
-- Name: FUNCTION answer_reminder(p_reminder_id uuid, p_coming boolean); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.answer_reminder(p_reminder_id uuid, p_coming boolean) FROM PUBLIC;
GRANT ALL ON FUNCTION public.answer_reminder(p_reminder_id uuid, p_coming boolean) TO authenticated;
GRANT ALL ON FUNCTION public.answer_reminder(p_reminder_id uuid, p_coming boolean) TO service_role;

--
-- Name: FUNCTION apply_for_task(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.apply_for_task(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.apply_for_task(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.apply_for_task(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION approve_application(p_application_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.approve_application(p_application_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.approve_application(p_application_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.approve_application(p_application_id uuid) TO service_role;

--
-- Name: FUNCTION calculate_average_rating(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.calculate_average_rating() FROM PUBLIC;
GRANT ALL ON FUNCTION public.calculate_average_rating() TO authenticated;
GRANT ALL ON FUNCTION public.calculate_average_rating() TO service_role;

--
-- Name: FUNCTION calendar_feed(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.calendar_feed(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.calendar_feed(p_token text) TO service_role;

--
-- Name: TABLE notification_mails; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notification_mails TO service_role;

--
-- Name: FUNCTION claim_notification_mail(p_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.claim_notification_mail(p_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.claim_notification_mail(p_id uuid) TO service_role;

--
-- Name: TABLE waitlist_entries; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.waitlist_entries TO service_role;
GRANT SELECT ON TABLE public.waitlist_entries TO authenticated;

--
-- Name: FUNCTION confirm_waitlist_offer(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.confirm_waitlist_offer(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.confirm_waitlist_offer(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.confirm_waitlist_offer(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION expire_waitlist_offers(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.expire_waitlist_offers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.expire_waitlist_offers() TO service_role;

--
-- Name: FUNCTION finish_notification_mail(p_id uuid, p_outcome text, p_error text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.finish_notification_mail(p_id uuid, p_outcome text, p_error text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.finish_notification_mail(p_id uuid, p_outcome text, p_error text) TO service_role;

--
-- Name: FUNCTION get_applicant_facts(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_applicant_facts(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_applicant_facts(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_applicant_facts(p_user_id uuid) TO authenticated;

--
-- Name: FUNCTION get_chat_list(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_chat_list() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_chat_list() TO authenticated;
GRANT ALL ON FUNCTION public.get_chat_list() TO service_role;

--
-- Name: FUNCTION get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone) TO authenticated;
GRANT ALL ON FUNCTION public.get_chat_page(p_limit integer, p_before_at timestamp with time zone, p_before_id uuid, p_as_of timestamp with time zone) TO service_role;

--
-- Name: FUNCTION get_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_invitation(p_invitation_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.get_invitation(p_invitation_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_invitation(p_invitation_id uuid) TO anon;

--
-- Name: FUNCTION get_leaderboard(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_leaderboard() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_leaderboard() TO authenticated;
GRANT ALL ON FUNCTION public.get_leaderboard() TO service_role;

--
-- Name: FUNCTION get_my_leaderboard_place(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_my_leaderboard_place() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_my_leaderboard_place() TO service_role;
GRANT ALL ON FUNCTION public.get_my_leaderboard_place() TO authenticated;

--
-- Name: FUNCTION get_notification_preferences(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_notification_preferences() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_notification_preferences() TO service_role;
GRANT ALL ON FUNCTION public.get_notification_preferences() TO authenticated;

--
-- Name: FUNCTION get_open_reminders(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_open_reminders() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_open_reminders() TO authenticated;
GRANT ALL ON FUNCTION public.get_open_reminders() TO service_role;

--
-- Name: FUNCTION get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric) TO service_role;
GRANT ALL ON FUNCTION public.get_open_tasks(p_search text, p_sort text, p_limit integer, p_after_task_date timestamp with time zone, p_after_points integer, p_after_created_at timestamp with time zone, p_after_id uuid, p_after_relevance integer, p_organisation_id uuid, p_interest text, p_from timestamp with time zone, p_to timestamp with time zone, p_hours_over numeric, p_hours_up_to numeric) TO authenticated;

--
-- Name: FUNCTION get_organisation_stats(p_organisation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_organisation_stats(p_organisation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_organisation_stats(p_organisation_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_organisation_stats(p_organisation_id uuid) TO service_role;

--
-- Name: FUNCTION get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) TO service_role;
GRANT ALL ON FUNCTION public.get_organisation_tasks(p_filter text, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) TO authenticated;

--
-- Name: FUNCTION get_organisation_todo(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_organisation_todo() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_organisation_todo() TO authenticated;
GRANT ALL ON FUNCTION public.get_organisation_todo() TO service_role;

--
-- Name: FUNCTION get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_task_applicants(p_task_id uuid, p_after_created_at timestamp with time zone, p_after_id uuid, p_limit integer) TO service_role;

--
-- Name: FUNCTION get_task_clashes(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_task_clashes(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_task_clashes(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_task_clashes(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION get_volunteer_record(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_volunteer_record() FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_volunteer_record() TO authenticated;
GRANT ALL ON FUNCTION public.get_volunteer_record() TO service_role;

--
-- Name: FUNCTION get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) TO authenticated;
GRANT ALL ON FUNCTION public.get_volunteer_reviews(p_user_id uuid, p_before_created_at timestamp with time zone, p_before_id uuid, p_limit integer) TO service_role;

--
-- Name: FUNCTION get_waitlist_place(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.get_waitlist_place(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.get_waitlist_place(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.get_waitlist_place(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION hand_over_ownership(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.hand_over_ownership(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.hand_over_ownership(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.hand_over_ownership(p_user_id uuid) TO authenticated;

--
-- Name: FUNCTION increment_user_points(uid uuid, amt integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.increment_user_points(uid uuid, amt integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.increment_user_points(uid uuid, amt integer) TO authenticated;
GRANT ALL ON FUNCTION public.increment_user_points(uid uuid, amt integer) TO service_role;

--
-- Name: TABLE organisation_invitations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.organisation_invitations TO service_role;
GRANT SELECT ON TABLE public.organisation_invitations TO authenticated;

--
-- Name: FUNCTION invite_member(p_email text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.invite_member(p_email text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.invite_member(p_email text) TO service_role;
GRANT ALL ON FUNCTION public.invite_member(p_email text) TO authenticated;

--
-- Name: FUNCTION issue_calendar_feed(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.issue_calendar_feed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_calendar_feed() TO authenticated;
GRANT ALL ON FUNCTION public.issue_calendar_feed() TO service_role;

--
-- Name: TABLE certificates; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.certificates TO service_role;
GRANT SELECT ON TABLE public.certificates TO authenticated;

--
-- Name: FUNCTION issue_certificate(p_organisation_id uuid, p_from date, p_to date); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) FROM PUBLIC;
GRANT ALL ON FUNCTION public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) TO authenticated;
GRANT ALL ON FUNCTION public.issue_certificate(p_organisation_id uuid, p_from date, p_to date) TO service_role;

--
-- Name: FUNCTION join_waitlist(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.join_waitlist(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.join_waitlist(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.join_waitlist(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION leave_organisation(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leave_organisation() FROM PUBLIC;
GRANT ALL ON FUNCTION public.leave_organisation() TO service_role;
GRANT ALL ON FUNCTION public.leave_organisation() TO authenticated;

--
-- Name: FUNCTION leave_waitlist(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.leave_waitlist(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.leave_waitlist(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.leave_waitlist(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION mark_application_done(p_application_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.mark_application_done(p_application_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.mark_application_done(p_application_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.mark_application_done(p_application_id uuid) TO service_role;

--
-- Name: FUNCTION notify_ending_waitlist_offers(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.notify_ending_waitlist_offers() FROM PUBLIC;
GRANT ALL ON FUNCTION public.notify_ending_waitlist_offers() TO service_role;

--
-- Name: FUNCTION places_free(task public.tasks); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.places_free(task public.tasks) FROM PUBLIC;
GRANT ALL ON FUNCTION public.places_free(task public.tasks) TO service_role;
GRANT ALL ON FUNCTION public.places_free(task public.tasks) TO authenticated;

--
-- Name: FUNCTION places_taken(task public.tasks); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.places_taken(task public.tasks) FROM PUBLIC;
GRANT ALL ON FUNCTION public.places_taken(task public.tasks) TO authenticated;
GRANT ALL ON FUNCTION public.places_taken(task public.tasks) TO service_role;

--
-- Name: FUNCTION queue_message_digests(p_hold interval, p_window interval); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.queue_message_digests(p_hold interval, p_window interval) FROM PUBLIC;
GRANT ALL ON FUNCTION public.queue_message_digests(p_hold interval, p_window interval) TO service_role;

--
-- Name: FUNCTION redeem_reward(p_item_id text, p_custom_cents integer); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.redeem_reward(p_item_id text, p_custom_cents integer) FROM PUBLIC;
GRANT ALL ON FUNCTION public.redeem_reward(p_item_id text, p_custom_cents integer) TO authenticated;
GRANT ALL ON FUNCTION public.redeem_reward(p_item_id text, p_custom_cents integer) TO service_role;

--
-- Name: FUNCTION reject_application(p_application_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.reject_application(p_application_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.reject_application(p_application_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.reject_application(p_application_id uuid) TO service_role;

--
-- Name: FUNCTION remove_member(p_user_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.remove_member(p_user_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.remove_member(p_user_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.remove_member(p_user_id uuid) TO authenticated;

--
-- Name: FUNCTION retry_notification_mails(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.retry_notification_mails() FROM PUBLIC;
GRANT ALL ON FUNCTION public.retry_notification_mails() TO service_role;

--
-- Name: FUNCTION revoke_calendar_feed(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.revoke_calendar_feed() FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_calendar_feed() TO authenticated;
GRANT ALL ON FUNCTION public.revoke_calendar_feed() TO service_role;

--
-- Name: FUNCTION revoke_invitation(p_invitation_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.revoke_invitation(p_invitation_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.revoke_invitation(p_invitation_id uuid) TO service_role;
GRANT ALL ON FUNCTION public.revoke_invitation(p_invitation_id uuid) TO authenticated;

--
-- Name: FUNCTION send_due_reminders(); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.send_due_reminders() FROM PUBLIC;
GRANT ALL ON FUNCTION public.send_due_reminders() TO service_role;

--
-- Name: TABLE reviews; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.reviews TO service_role;
GRANT SELECT ON TABLE public.reviews TO anon;
GRANT SELECT ON TABLE public.reviews TO authenticated;

--
-- Name: COLUMN reviews.task_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(task_id) ON TABLE public.reviews TO authenticated;

--
-- Name: COLUMN reviews.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id) ON TABLE public.reviews TO authenticated;

--
-- Name: COLUMN reviews.org_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(org_id) ON TABLE public.reviews TO authenticated;

--
-- Name: COLUMN reviews.rating; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(rating) ON TABLE public.reviews TO authenticated;

--
-- Name: COLUMN reviews.comment; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(comment) ON TABLE public.reviews TO authenticated;

--
-- Name: FUNCTION submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text) TO authenticated;
GRANT ALL ON FUNCTION public.submit_review(p_task_id uuid, p_user_id uuid, p_rating integer, p_comment text) TO service_role;

--
-- Name: FUNCTION task_calendar(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.task_calendar(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.task_calendar(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.task_calendar(p_task_id uuid) TO service_role;

--
-- Name: FUNCTION verify_certificate(p_token text); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.verify_certificate(p_token text) FROM PUBLIC;
GRANT ALL ON FUNCTION public.verify_certificate(p_token text) TO anon;
GRANT ALL ON FUNCTION public.verify_certificate(p_token text) TO authenticated;
GRANT ALL ON FUNCTION public.verify_certificate(p_token text) TO service_role;

--
-- Name: FUNCTION withdraw_application(p_task_id uuid); Type: ACL; Schema: public; Owner: -
--

REVOKE ALL ON FUNCTION public.withdraw_application(p_task_id uuid) FROM PUBLIC;
GRANT ALL ON FUNCTION public.withdraw_application(p_task_id uuid) TO authenticated;
GRANT ALL ON FUNCTION public.withdraw_application(p_task_id uuid) TO service_role;

--
-- Name: TABLE calendar_feeds; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.calendar_feeds TO service_role;
GRANT SELECT ON TABLE public.calendar_feeds TO authenticated;

--
-- Name: TABLE chats; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.chats TO service_role;
GRANT SELECT ON TABLE public.chats TO authenticated;

--
-- Name: COLUMN chats.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.chats TO authenticated;

--
-- Name: COLUMN chats.org_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(org_id) ON TABLE public.chats TO authenticated;

--
-- Name: COLUMN chats.volunteer_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(volunteer_id) ON TABLE public.chats TO authenticated;

--
-- Name: COLUMN chats.task_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(task_id) ON TABLE public.chats TO authenticated;

--
-- Name: TABLE ledger_entries; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.ledger_entries TO service_role;
GRANT SELECT ON TABLE public.ledger_entries TO authenticated;

--
-- Name: TABLE message_authors; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.message_authors TO service_role;
GRANT SELECT ON TABLE public.message_authors TO authenticated;

--
-- Name: TABLE messages; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.messages TO service_role;
GRANT SELECT ON TABLE public.messages TO authenticated;

--
-- Name: COLUMN messages.id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(id) ON TABLE public.messages TO authenticated;

--
-- Name: COLUMN messages.chat_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(chat_id) ON TABLE public.messages TO authenticated;

--
-- Name: COLUMN messages.sender_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(sender_id) ON TABLE public.messages TO authenticated;

--
-- Name: COLUMN messages.content; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(content) ON TABLE public.messages TO authenticated;

--
-- Name: TABLE notification_kinds; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notification_kinds TO service_role;
GRANT SELECT ON TABLE public.notification_kinds TO authenticated;

--
-- Name: TABLE notification_preferences; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notification_preferences TO service_role;
GRANT SELECT ON TABLE public.notification_preferences TO authenticated;

--
-- Name: COLUMN notification_preferences.user_id; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(user_id),UPDATE(user_id) ON TABLE public.notification_preferences TO authenticated;

--
-- Name: COLUMN notification_preferences.kind; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(kind),UPDATE(kind) ON TABLE public.notification_preferences TO authenticated;

--
-- Name: COLUMN notification_preferences.push; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(push),UPDATE(push) ON TABLE public.notification_preferences TO authenticated;

--
-- Name: COLUMN notification_preferences.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email),UPDATE(email) ON TABLE public.notification_preferences TO authenticated;

--
-- Name: COLUMN notification_preferences.updated_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(updated_at) ON TABLE public.notification_preferences TO authenticated;

--
-- Name: TABLE notifications; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.notifications TO service_role;
GRANT SELECT ON TABLE public.notifications TO authenticated;

--
-- Name: COLUMN notifications.read_at; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(read_at) ON TABLE public.notifications TO authenticated;

--
-- Name: TABLE organisations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.organisations TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.name; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(name) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.type; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(type) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.logo_url; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(logo_url) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.mission; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(mission) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.website; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(website) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.abn; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(abn) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.instagram; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(instagram) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.facebook; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(facebook) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.tiktok; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(tiktok) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.remind_day_before; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(remind_day_before) ON TABLE public.organisations TO authenticated;

--
-- Name: COLUMN organisations.remind_two_hours_before; Type: ACL; Schema: public; Owner: -
--

GRANT UPDATE(remind_two_hours_before) ON TABLE public.organisations TO authenticated;

--
-- Name: TABLE push_services; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT,REFERENCES,TRIGGER ON TABLE public.push_services TO service_role;

--
-- Name: TABLE push_subscriptions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.push_subscriptions TO service_role;
GRANT SELECT ON TABLE public.push_subscriptions TO authenticated;

--
-- Name: COLUMN push_subscriptions.endpoint; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(endpoint),UPDATE(endpoint) ON TABLE public.push_subscriptions TO authenticated;

--
-- Name: COLUMN push_subscriptions.subscription; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(subscription),UPDATE(subscription) ON TABLE public.push_subscriptions TO authenticated;

--
-- Name: TABLE redemptions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.redemptions TO service_role;
GRANT SELECT ON TABLE public.redemptions TO authenticated;

--
-- Name: TABLE reward_items; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.reward_items TO service_role;
GRANT SELECT ON TABLE public.reward_items TO anon;
GRANT SELECT ON TABLE public.reward_items TO authenticated;

--
-- Name: TABLE task_decisions; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.task_decisions TO service_role;
GRANT SELECT ON TABLE public.task_decisions TO authenticated;

--
-- Name: TABLE user_organisations; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.user_organisations TO service_role;
GRANT SELECT,INSERT,DELETE ON TABLE public.user_organisations TO authenticated;

--
-- Name: TABLE users; Type: ACL; Schema: public; Owner: -
--

GRANT ALL ON TABLE public.users TO service_role;

--
-- Name: COLUMN users.id; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(id),INSERT(id) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.email; Type: ACL; Schema: public; Owner: -
--

GRANT INSERT(email) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.name; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(name),INSERT(name),UPDATE(name) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.role; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(role),INSERT(role) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.profile_url; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(profile_url),INSERT(profile_url),UPDATE(profile_url) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.created_at; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(created_at),INSERT(created_at) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.bio; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(bio),INSERT(bio),UPDATE(bio) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.interests; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(interests),INSERT(interests),UPDATE(interests) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.wwcc; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(wwcc),INSERT(wwcc),UPDATE(wwcc) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.first_login_complete; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(first_login_complete),INSERT(first_login_complete),UPDATE(first_login_complete) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.role_in_org; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(role_in_org),INSERT(role_in_org),UPDATE(role_in_org) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.points; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(points) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.average_rating; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(average_rating) ON TABLE public.users TO authenticated;

--
-- Name: COLUMN users.completed_count; Type: ACL; Schema: public; Owner: -
--

GRANT SELECT(completed_count) ON TABLE public.users TO authenticated;

--
-- Name: DEFAULT PRIVILEGES FOR FUNCTIONS; Type: DEFAULT ACL; Schema: -; Owner: -
--

ALTER DEFAULT PRIVILEGES FOR ROLE postgres REVOKE ALL ON FUNCTIONS  FROM PUBLIC;

--
-- PostgreSQL database dump complete
--

\unrestrict schema

--
-- Storage buckets and cron jobs (rows the migrations insert)
--

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('org-logos', 'org-logos', 't', '5242880', '{image/png,image/jpeg,image/gif,image/webp,image/avif}');
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types) values ('user-avatars', 'user-avatars', 't', '5242880', '{image/png,image/jpeg,image/gif,image/webp,image/avif}');
select cron.schedule('expire-waitlist-offers', '* * * * *', 'select public.expire_waitlist_offers()');
select cron.schedule('notify-ending-waitlist-offers', '* * * * *', 'select public.notify_ending_waitlist_offers()');
select cron.schedule('queue-message-digests', '* * * * *', 'select public.queue_message_digests()');
select cron.schedule('retry-notification-mails', '* * * * *', 'select public.retry_notification_mails()');
select cron.schedule('send-due-reminders', '* * * * *', 'select public.send_due_reminders()');
