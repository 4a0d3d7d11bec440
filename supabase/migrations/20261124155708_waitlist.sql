-- Waitlist (issue #21): a volunteer can join the waitlist of a full task. When a place opens (an
-- approved volunteer withdraws, the organisation raises the capacity or reopens the task), the
-- first in line moves to applied (an application is made for them, SPEC §4's applicant list
-- shows them), is notified, and has 12 hours to confirm; unconfirmed, the application is taken
-- back and the next in line gets the offer. The organisation sees the queue.
--
-- Every transition is one server function or trigger that locks the task row first, as every
-- path that changes a task's places does (20261123000100), so concurrent joins, withdrawals,
-- capacity changes and expiries of one task queue behind each other: 50 volunteers racing for
-- one freed place end with exactly one offer.
--
--   waiting --(a place opens)--> offered --(confirm, or the organisation approves)--> confirmed
--   waiting --(leave, or applies by themselves)--> left
--   offered --(no thanks, or withdraws the application)--> declined
--   offered --(12 hours pass)--> expired
--
-- Offers outstanding count against the free places: a place is offered to one volunteer at a
-- time. The 12 hours end earlier when the task starts sooner.

create table public.waitlist_entries (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  status text not null default 'waiting'
    check (status in ('waiting', 'offered', 'confirmed', 'declined', 'expired', 'left')),
  offered_at timestamptz,
  offer_expires_at timestamptz,
  updated_at timestamptz not null default now(),
  constraint waitlist_offer_times check ((status = 'waiting') = (offered_at is null) or status = 'left')
);
comment on table public.waitlist_entries is
  'Volunteers waiting for a place on a full task, in the order they joined; written only by the waitlist functions.';
-- One place in line per volunteer and task at a time (history is kept).
create unique index waitlist_entries_active_key on public.waitlist_entries (task_id, user_id)
  where status in ('waiting', 'offered');
create index waitlist_entries_line_idx on public.waitlist_entries (task_id, created_at, id)
  where status = 'waiting';
create index waitlist_entries_offers_idx on public.waitlist_entries (offer_expires_at)
  where status = 'offered';
create index waitlist_entries_user_idx on public.waitlist_entries (user_id);

alter table public.waitlist_entries enable row level security;
grant select on public.waitlist_entries to authenticated;
-- Each volunteer sees their own places; an organisation sees the lines of its own tasks.
create policy waitlist_entries_select on public.waitlist_entries for select to authenticated
  using (
    user_id = (select auth.uid())
    or exists (
      select 1 from public.tasks t where t.id = task_id and t.user_id = (select auth.uid())
    )
  );

-- The offer reaches the volunteer as a push, like an approval.
create trigger push_on_waitlist_offer
  after update of status on public.waitlist_entries
  for each row
  when (new.status = 'offered' and old.status is distinct from 'offered')
  execute function private.push_webhook();

-- Offers as many places as are free (capacity less places taken less offers outstanding) to the
-- first in line. The caller holds the task's row lock.
create function private.offer_waitlist_places(p_task_id uuid)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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

-- A place may have opened: the task reopened or gained capacity.
create function private.tasks_offer_waitlist() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.offer_waitlist_places(new.id);
  return null;
end;
$$;
create trigger tasks_offer_waitlist
  after update of status, capacity on public.tasks
  for each row
  when (not new.status and not new.completed
        and (old.status or new.capacity > old.capacity))
  execute function private.tasks_offer_waitlist();

-- The volunteer's application moves their place along: approved confirms an offer; gone (a
-- withdrawal) declines it and offers the place on; applying by themselves ends their wait.
create function private.applications_waitlist() returns trigger
language plpgsql security definer set search_path = '' as $$
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
create trigger applications_waitlist
  after insert or update of status or delete on public.applications
  for each row execute function private.applications_waitlist();

-- join ----------------------------------------------------------------------------------------------

create function public.join_waitlist(p_task_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
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
  if not task.status then
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

-- leave, or say no thanks to an offer ----------------------------------------------------------------

create function public.leave_waitlist(p_task_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
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

-- confirm an offer ----------------------------------------------------------------------------------

create function public.confirm_waitlist_offer(p_task_id uuid)
returns public.waitlist_entries
language plpgsql
security definer
set search_path = ''
as $$
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

-- where the caller stands -----------------------------------------------------------------------------

create function public.get_waitlist_place(p_task_id uuid)
returns table (status text, place integer, waiting integer, offer_expires_at timestamptz)
language sql
stable
security definer
set search_path = ''
as $$
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
comment on function public.get_waitlist_place(uuid) is
  'The caller''s place on a task''s waitlist: status, place in line (1 is next; waiting only), how many wait, and when an offer ends. Nullable: place, offer_expires_at.';

-- expiry, every minute ----------------------------------------------------------------------------------

create function public.expire_waitlist_offers()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
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
comment on function public.expire_waitlist_offers() is
  'Ends the offers unconfirmed after 12 hours (taking back their applications) and offers the places on; run every minute by pg_cron.';

revoke execute on function
  public.join_waitlist(uuid), public.leave_waitlist(uuid), public.confirm_waitlist_offer(uuid),
  public.get_waitlist_place(uuid), public.expire_waitlist_offers()
  from public, anon;
grant execute on function
  public.join_waitlist(uuid), public.leave_waitlist(uuid), public.confirm_waitlist_offer(uuid),
  public.get_waitlist_place(uuid)
  to authenticated, service_role;
revoke execute on function public.expire_waitlist_offers() from authenticated;
grant execute on function public.expire_waitlist_offers() to service_role;
revoke all on function
  private.offer_waitlist_places(uuid), private.tasks_offer_waitlist(), private.applications_waitlist()
  from public, anon, authenticated;

select cron.schedule('expire-waitlist-offers', '* * * * *', 'select public.expire_waitlist_offers()');
