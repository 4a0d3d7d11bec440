-- Two rules the first migrations got wrong.
--
-- 1. A task's status follows its places. The places taken are the task's approved and completed
--    applications (what approve_application counts against capacity). When a change of
--    applications makes them reach the capacity the task closes (status true); when a change makes
--    them drop below it the task opens again (status false): a withdrawal by RPC or by plain
--    delete, a deletion by any other path (service role, a deleted account), an approved
--    application turned into something else. Before, only approve_application set the status, so a
--    full task whose volunteer withdrew stayed closed with nobody on it. Changing the capacity
--    across the places taken does the same. The rule acts only when the places cross the capacity,
--    so it never touches a completed task (completed stays closed), nor a task the organisation
--    closed or opened itself while its places did not cross (SPEC §7 lets it update status).
--
-- 2. increment_user_points (SPEC §7's credit on Done) changes no application. It marked the
--    volunteer's first approved application on a task worth `amt` done, so a repeat after a Done
--    completed (and paid for) the volunteer's other approved task of equal points. Now the credit
--    of one Done is paid once, by whichever of the two calls comes first: mark_application_done
--    pays unless increment_user_points paid ahead of it (SPEC §4's order, credit first), and
--    increment_user_points pays only when no such Done was paid yet.

-- 1. status follows the places ----------------------------------------------------------------------

-- `changes`: the applications a statement removed (sign -1) and added (sign 1), as the counter
-- triggers see them. Only tasks whose places changed are looked at; they are locked first (in id
-- order) and counted after, so the count (a fresh snapshot under READ COMMITTED) sees every change
-- committed before the lock was granted, and concurrent changes of one task queue behind each
-- other. Every path that changes places locks the task this way (the RPCs lock it themselves).
create or replace function private.sync_task_status(changes private.application_delta[])
returns void
language plpgsql security definer set search_path = '' as $$
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

create or replace function private.applications_sync_status_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
  ));
  return null;
end;
$$;
create or replace function private.applications_sync_status_after_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;
create or replace function private.applications_sync_status_after_update() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.sync_task_status(array(
    select row (task_id, user_id, status, 1)::private.application_delta from new_rows
    union all
    select row (task_id, user_id, status, -1)::private.application_delta from old_rows
  ));
  return null;
end;
$$;

drop trigger if exists applications_sync_status_after_insert on public.applications;
create trigger applications_sync_status_after_insert after insert on public.applications
  referencing new table as new_rows for each statement
  execute function private.applications_sync_status_after_insert();
drop trigger if exists applications_sync_status_after_delete on public.applications;
create trigger applications_sync_status_after_delete after delete on public.applications
  referencing old table as old_rows for each statement
  execute function private.applications_sync_status_after_delete();
drop trigger if exists applications_sync_status_after_update on public.applications;
create trigger applications_sync_status_after_update after update on public.applications
  referencing old table as old_rows new table as new_rows for each statement
  execute function private.applications_sync_status_after_update();

-- The same rule when the owner changes the capacity: more places than those taken open a full
-- task, no more than those taken close an open one. An update that sets status itself wins.
create or replace function private.tasks_capacity_status() returns trigger
language plpgsql security definer set search_path = '' as $$
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
drop trigger if exists tasks_capacity_status on public.tasks;
create trigger tasks_capacity_status before update of capacity on public.tasks
  for each row execute function private.tasks_capacity_status();

-- approve_application: as before, but the closing at capacity is the trigger's (one place).
create or replace function public.approve_application(p_application_id uuid)
returns public.applications
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
  -- closes the task when this approval fills it (private.sync_task_status)
  update public.applications a set status = 'approved' where a.id = app.id returning * into app;
  return app;
end;
$$;

-- 2. one Done, one credit -------------------------------------------------------------------------

-- A credit increment_user_points paid before the Done it belongs to: SPEC §4 credits first and
-- completes the application after. The volunteer's next mark_application_done on a task of that
-- organisation worth that amount takes it instead of paying again. At most one per organisation,
-- volunteer and amount (a repeat finds it and pays nothing).
create table if not exists private.advance_credits (
  org_id uuid not null references public.users (id) on delete cascade,
  volunteer_id uuid not null references public.users (id) on delete cascade,
  amount integer not null check (amount > 0),
  created_at timestamptz not null default now(),
  primary key (org_id, volunteer_id, amount)
);
create index if not exists advance_credits_volunteer_idx on private.advance_credits (volunteer_id);
comment on table private.advance_credits is
  'Points increment_user_points credited ahead of their Done; mark_application_done consumes one instead of crediting again.';
alter table private.advance_credits enable row level security;
revoke all on private.advance_credits from public, anon, authenticated;

-- mark_application_done: as before (idempotent; completes the task when completed work fills it),
-- but the credit is skipped when increment_user_points already paid it. The volunteer's balance row
-- is locked before deciding; increment_user_points takes the same lock first, so of a Done and its
-- credit arriving together exactly one pays.
create or replace function public.mark_application_done(p_application_id uuid)
returns public.applications
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
  perform 1 from public.users u where u.id = app.user_id for update;
  update public.applications a set status = 'completed' where a.id = app.id returning * into app;
  delete from private.advance_credits c
   where c.org_id = task.user_id and c.volunteer_id = app.user_id and c.amount = task.points;
  if not found then
    update public.users u set points = u.points + task.points where u.id = app.user_id;
  end if;
  select count(*) into done from public.applications a
   where a.task_id = task.id and a.status = 'completed';
  if done >= task.capacity then
    update public.tasks t set status = true, completed = true where t.id = task.id;
  end if;
  return app;
end;
$$;

-- increment_user_points (SPEC §7's name): the credit of a Done of `uid`'s work on one of the
-- caller's tasks worth exactly `amt` points. It changes no application (the Done itself is
-- mark_application_done) and pays at most once per Done:
--   * `uid` already has completed work worth `amt` on the caller's tasks (the Done paid it), or a
--     credit paid ahead for such work: nothing changes (the app's call after Done, or a repeat);
--   * otherwise, `uid` has an approved application on a not-completed task of the caller worth
--     `amt`: the points are credited ahead of the Done and recorded, so that Done pays nothing;
--   * otherwise it is refused.
-- The call names no application, so after one Done it cannot tell a repeat from a credit for the
-- volunteer's next equal-points task; it takes it for a repeat, and that next Done is paid by
-- mark_application_done. Returns the balance.
create or replace function public.increment_user_points(uid uuid, amt integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  balance integer;
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
  if not exists (
    select 1 from public.applications a join public.tasks t on t.id = a.task_id
     where a.user_id = uid and a.status = 'approved' and t.user_id = caller and t.points = amt
       and not t.completed
  ) then
    raise exception 'Points are credited only for work done on your own tasks.' using errcode = '42501';
  end if;
  insert into private.advance_credits (org_id, volunteer_id, amount) values (caller, uid, amt);
  update public.users u set points = u.points + amt where u.id = uid returning u.points into balance;
  return balance;
end;
$$;

-- New helpers are for the functions above only (create or replace keeps the RPCs' grants).
revoke all on all functions in schema private from public;
