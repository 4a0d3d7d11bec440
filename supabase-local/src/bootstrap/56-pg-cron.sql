-- pg_cron (the extension hosted Supabase schedules jobs with: Supabase Cron): cron.schedule,
-- cron.unschedule, cron.job and cron.job_run_details, as pg_cron has them. Hosted runs the
-- extension's background worker inside PostgreSQL; the embedded server has no pg_cron, so here
-- the stack's scheduler (src/cron/scheduler.ts) runs the active jobs whose schedule matches each
-- minute, each in its own transaction. A server where the real extension can run in this database
-- is left to it: installed, loaded at start (shared_preload_libraries, as on hosted; otherwise
-- creating it fails with `unrecognized configuration parameter "cron.database_name"`) and serving
-- this database (cron.database_name). Anywhere else, installed or not, the stack's scheduler serves.
do $bootstrap$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and 'pg_cron' = any (regexp_split_to_array(trim(current_setting('shared_preload_libraries')), '\s*,\s*'))
     and current_setting('cron.database_name', true) = current_database() then
    return;
  end if;

  create schema if not exists cron;
  revoke all on schema cron from public;

  create table if not exists cron.job (
    jobid bigserial primary key,
    schedule text not null,
    command text not null,
    nodename text not null default 'localhost',
    nodeport integer not null default 5432,
    database text not null default current_database(),
    username text not null default current_user,
    active boolean not null default true,
    jobname text unique
  );

  create table if not exists cron.job_run_details (
    jobid bigint,
    runid bigserial primary key,
    job_pid integer,
    database text,
    username text,
    command text,
    status text,
    return_message text,
    start_time timestamptz,
    end_time timestamptz,
    -- Not in pg_cron: the minute a run was for. Unique per job, so two schedulers on one database
    -- (two stacks, or a restart inside a minute) never run a job twice for the same minute.
    scheduled_for timestamptz,
    unique (jobid, scheduled_for)
  );
  create index if not exists job_run_details_start_time_idx on cron.job_run_details (start_time);
end
$bootstrap$;

do $bootstrap$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
     and 'pg_cron' = any (regexp_split_to_array(trim(current_setting('shared_preload_libraries')), '\s*,\s*'))
     and current_setting('cron.database_name', true) = current_database() then
    return;
  end if;

  -- Five fields (minute hour day-of-month month day-of-week) of numbers, ranges, lists and steps,
  -- read by the scheduler. pg_cron's "[1-59] seconds" is refused: the local scheduler runs whole
  -- minutes, and a job that passed here but ran at another rate on hosted would mislead.
  create or replace function cron.schedule(job_name text, schedule text, command text)
  returns bigint
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  declare
    id bigint;
  begin
    if schedule is null or schedule !~ '^\s*[0-9*/,-]+(\s+[0-9*/,-]+){4}\s*$' then
      raise exception 'invalid schedule: %', schedule using errcode = '22023';
    end if;
    insert into cron.job (jobname, schedule, command, username)
    values (job_name, schedule, command, session_user)
    on conflict (jobname) do update
      set schedule = excluded.schedule, command = excluded.command, active = true
    returning jobid into id;
    return id;
  end;
  $fn$;

  create or replace function cron.unschedule(job_name text)
  returns boolean
  language plpgsql
  security definer
  set search_path = ''
  as $fn$
  begin
    delete from cron.job where jobname = job_name;
    if not found then
      raise exception 'could not find valid entry for job ''%''', job_name;
    end if;
    return true;
  end;
  $fn$;

  revoke all on all functions in schema cron from public;
  grant usage on schema cron to service_role;
  grant select on cron.job, cron.job_run_details to service_role;
end
$bootstrap$;
