-- Benchmark data on top of supabase/seed.sql, at a scale of N tasks (the setting bench.tasks,
-- which scripts/seed-bench.ts sets: 1,000, 10,000 (the default) or 100,000): 20 organisations,
-- 1,000 volunteers, N tasks, 10 N + 20 applications, N/2 + 20 chats with ten messages each,
-- set-based so it loads in seconds. The demo volunteer follows half of the bench organisations and
-- chats on 20 bench tasks (chats N/2 + 1 .. N/2 + 20), so the volunteer's open-task list and chat
-- list are measured at scale. Deterministic; run once after a reset.
-- Bench history notifies nobody: its applications, messages and the reminders already due are
-- loaded without the notification triggers (migration 20261201233513). A stack from
-- before them (the bench's "before") has none to switch off.
do $$
begin
  if exists (select 1 from pg_trigger where tgname = 'applications_notify') then
    alter table public.applications disable trigger applications_notify;
    alter table public.messages disable trigger messages_notify;
    alter table public.reminders disable trigger reminders_notify;
  end if;
end;
$$;

create temporary table bench_scale as
select current_setting('bench.tasks')::int as tasks, current_setting('bench.tasks')::int / 2 as chats;

create temporary table bench_password as
select extensions.crypt('Password1!', extensions.gen_salt('bf', 4)) as hash;

-- 20 organisation accounts and 1,000 volunteers share one password hash (bcrypt per row would
-- dominate the load time).
insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', md5('bench-' || kind || '-' || n)::uuid,
       'authenticated', 'authenticated', 'bench-' || kind || '-' || n || '@bench.local', p.hash, now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('name', initcap(kind) || ' ' || n, 'role', kind), now(), now(), '', '', '', ''
  from bench_password p
  cross join lateral (
    select 'organisation' as kind, n from generate_series(1, 20) n
    union all
    select 'volunteer', n from generate_series(1, 1000) n
  ) accounts;

-- The sign-up trigger (migration 20261123231023) has just made bare rows from the metadata; these
-- onboarded rows and the organisations below take their place.
delete from public.users u where u.email like 'bench-%@bench.local';

insert into public.users (id, email, name, role, first_login_complete, created_at)
select u.id, u.email, u.raw_user_meta_data ->> 'name', u.raw_user_meta_data ->> 'role', true, u.created_at
  from auth.users u
 where u.email like 'bench-%@bench.local';

insert into public.organisations (id, name, type, user_id, mission, created_at)
select md5('bench-organisation-row-' || n)::uuid, 'Bench Organisation ' || n,
       (array['charity', 'nonprofit', 'sports_club', 'school', 'community_group', 'other'])[n % 6 + 1],
       md5('bench-organisation-' || n)::uuid, 'Benchmark organisation ' || n, now()
  from generate_series(1, 20) n;

insert into public.user_organisations (user_id, org_id)
select md5('bench-volunteer-' || v)::uuid, md5('bench-organisation-row-' || (v + k) % 20 + 1)::uuid
  from generate_series(1, 1000) v
  cross join generate_series(0, 2) k
union all
select '00000000-0000-4000-a000-000000000001', md5('bench-organisation-row-' || n)::uuid
  from generate_series(1, 10) n;

-- N tasks, N/20 per organisation, dated from 30 days ago to 60 days ahead (every 25th undated).
insert into public.tasks (
  id, user_id, organisation_id, title, description, detailed_description, location, task_date,
  task_type, difficulty, hours_required, capacity, days_of_week, number_of_weeks, created_at
)
select md5('bench-task-' || n)::uuid, md5('bench-organisation-' || (n % 20 + 1))::uuid,
       md5('bench-organisation-row-' || (n % 20 + 1))::uuid,
       (array['Beach clean-up', 'Food bank shift', 'Tree planting', 'Reading buddy', 'Dog walking',
              'Soup kitchen', 'Charity run marshal', 'Library helper'])[n % 8 + 1] || ' #' || n,
       'Benchmark task number ' || n || ' with a description long enough to search through.',
       case when n % 5 = 0 then 'Ongoing benchmark role ' || n end,
       'Location ' || (n % 97),
       case when n % 25 <> 0 then now() - interval '30 days' + (n % 2160) * interval '1 hour' end,
       case when n % 5 = 0 then 'ongoing' else 'once-off' end,
       (array['easy', 'medium', 'hard'])[n % 3 + 1],
       1 + n % 6,
       3 + n % 8,
       case when n % 5 = 0 then array['Monday', 'Wednesday'] end,
       case when n % 5 = 0 then 1 + n % 8 end,
       now() - interval '60 days' + n * interval '5 minutes'
  from generate_series(1, (select tasks from bench_scale)) n;

-- 10 N applications, ten per task from distinct volunteers; past tasks mostly completed.
insert into public.applications (task_id, user_id, status, created_at)
select md5('bench-task-' || n)::uuid, md5('bench-volunteer-' || ((n * 7 + k * 101) % 1000 + 1))::uuid,
       case
         when n % 25 <> 0 and (n % 2160) < 720 and k < 3 then 'completed'
         when k < 2 then 'approved'
         when k = 9 then 'rejected'
         else 'applied'
       end,
       now() - interval '60 days' + n * interval '5 minutes' + k * interval '1 minute'
  from generate_series(1, (select tasks from bench_scale)) n
  cross join generate_series(0, 9) k;

update public.tasks t
   set status = c.taken >= t.capacity, completed = c.done >= t.capacity
  from (
    select a.task_id,
           count(*) filter (where a.status in ('approved', 'completed')) as taken,
           count(*) filter (where a.status = 'completed') as done
      from public.applications a
     where a.task_id in (select md5('bench-task-' || n)::uuid
                           from generate_series(1, (select tasks from bench_scale)) n)
     group by a.task_id
  ) c
 where c.task_id = t.id;

-- N/2 chats between a task's owner and its first applicant, plus the demo volunteer on 20 more
-- tasks (a busy volunteer; the chat list's cost follows the caller's own chats, not the table's
-- size); ten messages each.
insert into public.chats (id, org_id, volunteer_id, task_id, created_at)
select md5('bench-chat-' || n)::uuid, md5('bench-organisation-' || (n % 20 + 1))::uuid,
       case when n <= (select chats from bench_scale)
            then md5('bench-volunteer-' || ((n * 7) % 1000 + 1))::uuid
            else '00000000-0000-4000-a000-000000000001'::uuid end,
       md5('bench-task-' || n)::uuid,
       now() - interval '10 days' + n * interval '9 days' / (select chats + 20 from bench_scale)
  from generate_series(1, (select chats + 20 from bench_scale)) n;

insert into public.applications (task_id, user_id, status, created_at)
select md5('bench-task-' || n)::uuid, '00000000-0000-4000-a000-000000000001', 'approved', now() - interval '11 days'
  from generate_series((select chats + 1 from bench_scale), (select chats + 20 from bench_scale)) n;

insert into public.messages (chat_id, sender_id, content, created_at)
select md5('bench-chat-' || n)::uuid,
       case when m % 2 = 0 then md5('bench-organisation-' || (n % 20 + 1))::uuid
            when n <= (select chats from bench_scale)
            then md5('bench-volunteer-' || ((n * 7) % 1000 + 1))::uuid
            else '00000000-0000-4000-a000-000000000001'::uuid end,
       'Benchmark message ' || m,
       now() - interval '10 days' + n * interval '9 days' / (select chats + 20 from bench_scale)
         + m * interval '3 minutes'
  from generate_series(1, (select chats + 20 from bench_scale)) n
  cross join generate_series(1, 10) m;

-- The reminders already due belong to the history too: written now, they ask nobody (the stack's
-- every-minute job would otherwise write thousands at once, each with its notification and mail).
select public.send_due_reminders();

-- The push webhooks (migration 20261124000300) queued a request for every seeded message: bench
-- data notifies nobody, so they are dropped before commit, before pg_net's worker can see them.
delete from net.http_request_queue;

do $$
begin
  if exists (select 1 from pg_trigger where tgname = 'applications_notify') then
    alter table public.applications enable trigger applications_notify;
    alter table public.messages enable trigger messages_notify;
    alter table public.reminders enable trigger reminders_notify;
  end if;
end;
$$;

drop table bench_password;
drop table bench_scale;
analyze;
