-- Derived values the database keeps itself, so no client can set them wrongly: task points, applicant
-- and completion counters, average ratings, and the normalised spellings SPEC's screens send.

-- users: the stored email is the account's email, whatever the client sends at signup.
create function private.users_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  new.email := coalesce((select u.email from auth.users u where u.id = new.id), new.email);
  return new;
end;
$$;
create trigger users_before_insert before insert on public.users
  for each row execute function private.users_before_insert();

-- organisations: signup sends 'Other'; the options are stored lower-case.
create function private.organisations_normalise_type() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.type := nullif(lower(btrim(new.type)), '');
  return new;
end;
$$;
create trigger organisations_normalise_type before insert or update of type on public.organisations
  for each row execute function private.organisations_normalise_type();

-- tasks: weekday names in one spelling, points from SPEC §9's formula.
create function private.weekday_name(day text) returns text
language sql immutable set search_path = '' as $$
  select case lower(left(btrim(day), 3))
    when 'mon' then 'Monday' when 'tue' then 'Tuesday' when 'wed' then 'Wednesday'
    when 'thu' then 'Thursday' when 'fri' then 'Friday' when 'sat' then 'Saturday'
    when 'sun' then 'Sunday' else day end;
$$;

create function private.task_points(difficulty text, task_type text, hours numeric, weeks integer)
returns integer
language sql immutable set search_path = '' as $$
  select round(
    (case difficulty when 'easy' then 25 when 'medium' then 50 when 'hard' then 100 else 0 end)
    * hours
    * (case when task_type = 'ongoing' then coalesce(weeks, 1) else 1 end)
  )::integer;
$$;

create function private.tasks_before_write() returns trigger
language plpgsql set search_path = '' as $$
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
-- Only when a column of the formula changes: the applicant counter updates this row on every
-- application and must not pay for it.
create trigger tasks_before_write
  before insert or update of difficulty, task_type, hours_required, number_of_weeks, days_of_week, points
  on public.tasks
  for each row execute function private.tasks_before_write();

-- applications: statement-level counters, so a bulk insert of 100,000 rows costs one update per
-- task and per volunteer rather than one per row.
create type private.application_delta as (task_id uuid, user_id uuid, status text, sign integer);

create function private.apply_application_deltas(deltas private.application_delta[]) returns void
language plpgsql security definer set search_path = '' as $$
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

create function private.applications_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
  ));
  return null;
end;
$$;
create function private.applications_after_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;
create function private.applications_after_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.apply_application_deltas(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
    union all
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;
create trigger applications_after_insert after insert on public.applications
  referencing new table as new_rows for each statement
  execute function private.applications_after_insert();
create trigger applications_after_delete after delete on public.applications
  referencing old table as old_rows for each statement
  execute function private.applications_after_delete();
create trigger applications_after_update after update on public.applications
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.applications_after_update();

create function private.applications_touch() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
create trigger applications_touch before update on public.applications
  for each row execute function private.applications_touch();

-- reviews: the reviewed volunteer's average rating follows every change.
create function private.refresh_average_rating(volunteer uuid) returns numeric
language sql security definer set search_path = '' as $$
  update public.users u
     set average_rating = coalesce(
       (select round(avg(r.rating), 2) from public.reviews r where r.user_id = volunteer), 0)
   where u.id = volunteer
  returning u.average_rating;
$$;

create function private.reviews_after_write() returns trigger
language plpgsql security definer set search_path = '' as $$
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
create trigger reviews_after_write after insert or update or delete on public.reviews
  for each row execute function private.reviews_after_write();
