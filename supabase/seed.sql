-- Demo data for a first start (SPEC §1–§4 made visible): six organisations with logos, twenty-three
-- volunteers, forty-eight tasks dated relative to now, applications in every status, chats with
-- messages, reviews and redemptions. Deterministic (ids from md5 of a name, no random()), so a reset
-- reproduces it. Demo logins: volunteer@demo.local / Volunteer1!, organisation@demo.local /
-- Organisation1!; every other seeded account uses the password Password1!.

-- accounts ------------------------------------------------------------------------------------------
create temporary table seed_accounts (
  id uuid primary key, email text not null, password text not null, name text not null,
  role text not null, n integer not null
);

insert into seed_accounts values
  ('00000000-0000-4000-a000-000000000001', 'volunteer@demo.local', 'Volunteer1!', 'Sam Taylor', 'volunteer', 0),
  ('00000000-0000-4000-a000-000000000002', 'organisation@demo.local', 'Organisation1!', 'Olivia Grant', 'organisation', 1);

insert into seed_accounts
select md5('seed-org-' || n)::uuid, slug || '@demo.local', 'Password1!', person, 'organisation', n
  from (values
    (2, 'greenway', 'Liam Nguyen'),
    (3, 'northside', 'Chloe Martin'),
    (4, 'pawsandclaws', 'Noah Williams'),
    (5, 'riverbend', 'Grace Kelly'),
    (6, 'opendoors', 'Ethan Brown')
  ) as o (n, slug, person);

insert into seed_accounts
select md5('seed-volunteer-' || n)::uuid,
       lower(split_part(full_name, ' ', 1)) || '.' || lower(split_part(full_name, ' ', 2)) || '@demo.local',
       'Password1!', full_name, 'volunteer', n
  from unnest(array[
    'Ava Thompson', 'Jack Wilson', 'Mia Anderson', 'Oliver Harris', 'Isla Robinson', 'Leo Walker',
    'Ruby Young', 'Henry King', 'Zoe Wright', 'Lucas Scott', 'Chloe Green', 'Max Baker',
    'Ella Adams', 'Archie Hill', 'Lily Campbell', 'Hugo Mitchell', 'Amelia Carter', 'Oscar Evans',
    'Sophie Turner', 'Finn Parker', 'Matilda Collins', 'Jasper Reid'
  ]) with ordinality as v (full_name, n);

insert into auth.users (
  instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  confirmation_token, recovery_token, email_change_token_new, email_change
)
select '00000000-0000-0000-0000-000000000000', a.id, 'authenticated', 'authenticated', a.email,
       extensions.crypt(a.password, extensions.gen_salt('bf')), now(),
       '{"provider": "email", "providers": ["email"]}'::jsonb,
       jsonb_build_object('name', a.name, 'role', a.role),
       now() - interval '90 days' + a.n * interval '1 day', now(),
       '', '', '', ''
  from seed_accounts a;

-- The sign-up trigger (migration 20261123231023) has just made bare users and organisations rows
-- from the accounts' metadata; the demo's own, fuller rows below take their place.
delete from public.users where id in (select id from seed_accounts);

-- Hosted GoTrue signs in through auth.identities; the local stack may not have that table.
do $$
begin
  if to_regclass('auth.identities') is not null then
    execute $sql$
      insert into auth.identities (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
      select a.id::text, a.id, jsonb_build_object('sub', a.id::text, 'email', a.email, 'email_verified', true),
             'email', now(), now(), now()
        from seed_accounts a
    $sql$;
  end if;
end;
$$;

-- An inline SVG image (nothing hot-linked): initials on a coloured tile.
create function pg_temp.seed_badge(initials text, colour text, rounded boolean) returns text
language sql stable as $$
  select 'data:image/svg+xml;base64,' || replace(encode(convert_to(
    '<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">'
    || '<rect width="128" height="128" rx="' || case when rounded then '64' else '24' end
    || '" fill="' || colour || '"/>'
    || '<text x="64" y="78" font-family="Arial, sans-serif" font-size="44" font-weight="700" '
    || 'text-anchor="middle" fill="#ffffff">' || initials || '</text></svg>', 'UTF8'), 'base64'), E'\n', '');
$$;

insert into public.users (
  id, email, name, role, profile_url, created_at, bio, interests, wwcc, first_login_complete, role_in_org
)
select a.id, a.email, a.name, a.role,
       case when a.role = 'volunteer' and a.n % 3 <> 2 then pg_temp.seed_badge(
         upper(left(split_part(a.name, ' ', 1), 1) || left(split_part(a.name, ' ', 2), 1)),
         (array['#2563eb', '#16a34a', '#db2777', '#ea580c', '#7c3aed', '#0891b2'])[a.n % 6 + 1], true)
       end,
       now() - interval '90 days' + a.n * interval '1 day',
       case a.role
         when 'volunteer' then (array[
           'Weekend volunteer who loves being outdoors.',
           'Uni student keen to give back to the community.',
           'Retired teacher with plenty of time and patience.',
           'Happy to help wherever an extra pair of hands is needed.'
         ])[a.n % 4 + 1]
         else 'Volunteer coordinator.'
       end,
       case when a.role = 'volunteer' then (array[
         'Sport,Youth', 'Environment,Animals', 'Elderly,Homeless', 'Arts,Fundraising',
         'Disability Support,Youth', 'Animals,Environment,Sport'
       ])[a.n % 6 + 1] end,
       a.role = 'volunteer' and a.n % 2 = 0,
       true,
       case when a.role = 'organisation' then 'Volunteer Coordinator' end
  from seed_accounts a;

-- organisations -------------------------------------------------------------------------------------
insert into public.organisations (
  id, name, type, logo_url, user_id, mission, website, abn, created_at, instagram, facebook, tiktok
)
select md5('seed-organisation-' || o.n)::uuid, o.name, o.type,
       pg_temp.seed_badge(o.initials, o.colour, false), a.id, o.mission,
       'https://' || o.domain, o.abn, now() - interval '120 days' + o.n * interval '3 days',
       o.handle, o.handle, case when o.n % 2 = 0 then o.handle end
  from (values
    (1, 'Harbourside Community Kitchen', 'community_group', 'HK', '#ea580c', 'harbourside.example.org',
     '51 824 753 556', 'harboursidekitchen', 'Hot meals and warm company for anyone who needs them.'),
    (2, 'Greenway Landcare', 'charity', 'GL', '#16a34a', 'greenway.example.org',
     '33 102 417 032', 'greenwaylandcare', 'Restoring creeks, bushland and parks one planting day at a time.'),
    (3, 'Northside Juniors FC', 'sports_club', 'NJ', '#2563eb', 'northsidejuniors.example.org',
     '74 625 188 901', 'northsidejuniorsfc', 'Community football for kids of every ability.'),
    (4, 'Paws & Claws Rescue', 'charity', 'PC', '#db2777', 'pawsandclaws.example.org',
     '12 345 678 901', 'pawsandclawsrescue', 'Rescuing, rehabilitating and rehoming cats and dogs.'),
    (5, 'Riverbend Primary School', 'school', 'RP', '#7c3aed', 'riverbend.example.edu',
     '98 765 432 109', 'riverbendps', 'A small school with a big community garden and reading program.'),
    (6, 'Open Doors Shelter', 'nonprofit', 'OD', '#0891b2', 'opendoors.example.org',
     '45 678 123 890', 'opendoorsshelter', 'Safe beds, showers and support for people sleeping rough.')
  ) as o (n, name, type, initials, colour, domain, abn, handle, mission)
  join seed_accounts a on a.role = 'organisation' and a.n = o.n;

-- The demo volunteer follows three organisations; everyone else follows one to three.
insert into public.user_organisations (user_id, org_id)
select a.id, md5('seed-organisation-' || o)::uuid
  from seed_accounts a
  cross join generate_series(1, 6) as o
 where a.role = 'volunteer'
   and (case when a.n = 0 then o <= 3 else (o + a.n) % 6 < 1 + a.n % 3 end);

-- tasks: eight per organisation, one per time slot ----------------------------------------------------
-- Each organisation's tasks are in its own city's zone, at hours people volunteer there.
create temporary table seed_zones (org integer primary key, zone text not null);
insert into seed_zones values
  (1, 'Australia/Sydney'), (2, 'Australia/Melbourne'), (3, 'Australia/Sydney'),
  (4, 'Australia/Brisbane'), (5, 'Australia/Sydney'), (6, 'Australia/Perth');

-- `days` days and `hours` hours after the start of today (or of this week) on the zone's clock.
create function pg_temp.local_time(zone text, unit text, days integer, hours integer)
returns timestamptz language sql stable as $$
  select (date_trunc(unit, now() at time zone zone) + days * interval '1 day' + hours * interval '1 hour')
         at time zone zone;
$$;

-- The first shift (09:00, 13:00 or 17:00 on the zone's clock) starting at or after a moment: slots
-- 3 and 4 are the next two shifts, both within a day, so they read as due soon.
create function pg_temp.next_shift(zone text, after timestamptz) returns timestamptz
language sql stable as $$
  select min(start) from (
    select (date_trunc('day', after at time zone zone) + day * interval '1 day' + hour * interval '1 hour')
           at time zone zone as start
      from generate_series(0, 1) as day, unnest(array[9, 13, 17]) as hour
  ) shifts where start >= after;
$$;

-- slot 1 ten days ago, 2 two days ago, 3 and 4 the next two shifts (within a day), 5 in two days,
-- 6 in five days, 7 in about two weeks (ongoing, a Saturday), 8 in about a month (ongoing, a
-- Tuesday; undated for every other organisation).
create temporary table seed_tasks (
  id uuid primary key, org integer not null, slot integer not null, title text not null
);

insert into seed_tasks
select md5('seed-task-' || org || '-' || slot)::uuid, org, slot, titles[slot]
  from (values
    (1, array['Soup kitchen lunch service', 'Pantry stocktake', 'Breakfast prep crew', 'Dinner service helpers',
              'Food rescue pickup run', 'Community cook-up', 'Weekly meal delivery driver', 'Kitchen garden caretaker']),
    (2, array['Creek clean-up', 'Native seedling potting', 'Bushland weeding bee', 'Tree planting morning',
              'Bird survey walk', 'Mulching the wetland path', 'Nursery volunteer', 'Park ranger assistant']),
    (3, array['Gala day canteen', 'Jersey sorting', 'Under-8s coaching assistant', 'Ground marking',
              'Match day first aid helper', 'Fundraiser barbecue', 'Weekly training helper', 'Team manager support']),
    (4, array['Adoption day helper', 'Kennel deep clean', 'Dog walking', 'Cat socialising session',
              'Foster supplies drive', 'Vet transport driver', 'Weekly shelter feeding', 'Social media photographer']),
    (5, array['Book fair setup', 'School fete stall', 'Reading buddy session', 'Garden working bee',
              'Library book covering', 'Excursion parent helper', 'Weekly reading mentor', 'Homework club tutor']),
    (6, array['Winter blanket drive', 'Laundry shift', 'Overnight check-in desk', 'Clothing sort',
              'Hygiene pack assembly', 'Street outreach walk', 'Weekly breakfast club', 'Job-ready mentoring'])
  ) as t (org, titles)
  cross join generate_series(1, 8) as slot;

insert into public.tasks (
  id, user_id, organisation_id, title, description, detailed_description, location, task_date,
  task_type, difficulty, hours_required, capacity, days_of_week, number_of_weeks, created_at, interests,
  time_zone
)
select s.id, a.id, md5('seed-organisation-' || s.org)::uuid, s.title,
       s.title || ' with ' || o.name || '. ' || (array[
         'No experience needed — we will show you the ropes.',
         'Wear closed shoes and bring a water bottle.',
         'Great for first-time volunteers and groups of friends.',
         'Morning tea provided for everyone who comes along.'
       ])[s.slot % 4 + 1],
       case when s.slot >= 7 then
         'An ongoing role: the same day each week, with a regular team and a coordinator on site. '
         || 'You will be trained on your first shift and can step back at any time.'
       end,
       (array['Town Hall, 1 Main Street', 'Riverside Park', 'Community Centre, 24 High Street',
              'Northside Oval', 'Harbour Wharf Shed 3', 'Library Meeting Room'])[(s.org + s.slot) % 6 + 1],
       -- Shifts start at hours people volunteer on the organisation's clock: 09:00, 13:00 or 17:00,
       -- not now plus hours.
       case s.slot
         when 1 then pg_temp.local_time(z.zone, 'day', -10, 9)
         when 2 then pg_temp.local_time(z.zone, 'day', -2, 13)
         when 3 then pg_temp.next_shift(z.zone, now() + interval '1 hour')
         when 4 then pg_temp.next_shift(z.zone,
                       pg_temp.next_shift(z.zone, now() + interval '1 hour') + interval '1 minute')
         when 5 then pg_temp.local_time(z.zone, 'day', 2, 10)
         when 6 then pg_temp.local_time(z.zone, 'day', 5, 17)
         -- The ongoing roles start on their weekday: a Saturday, and a Tuesday.
         when 7 then pg_temp.local_time(z.zone, 'week', 19, 9)
         else case when s.org % 2 = 0 then pg_temp.local_time(z.zone, 'week', 29, 16) end
       end,
       case when s.slot >= 7 then 'ongoing' else 'once-off' end,
       (array['easy', 'medium', 'hard'])[s.slot % 3 + 1],
       2 + s.slot % 3,
       case when s.slot = 1 then 2 else s.slot % 3 + 2 end,
       case when s.slot = 7 then array['Saturday'] when s.slot = 8 then array['Tuesday', 'Thursday'] end,
       case when s.slot >= 7 then 4 end,
       now() - interval '30 days' + (s.org * 8 + s.slot) * interval '7 hours',
       -- What each task suits (SPEC §3's interests), by organisation, fundraisers marked as such.
       case s.org
         when 1 then array['Homeless', 'Elderly'] when 2 then array['Environment']
         when 3 then array['Sport', 'Youth'] when 4 then array['Animals']
         when 5 then array['Youth', 'Arts'] else array['Homeless']
       end
       || case when s.slot = 6 then array['Fundraising'] else array[]::text[] end,
       z.zone
  from seed_tasks s
  join seed_zones z on z.org = s.org
  join seed_accounts a on a.role = 'organisation' and a.n = s.org
  join (values (1, 'Harbourside Community Kitchen'), (2, 'Greenway Landcare'), (3, 'Northside Juniors FC'),
               (4, 'Paws & Claws Rescue'), (5, 'Riverbend Primary School'), (6, 'Open Doors Shelter'))
       as o (n, name) on o.n = s.org;

-- applications ----------------------------------------------------------------------------------------
-- The demo volunteer's history: completed work, an approved shift too close to withdraw from, an
-- approved shift next week, a pending application, another pending one and a rejection.
insert into public.applications (id, task_id, user_id, status, created_at)
select md5('seed-application-' || d.org || '-' || d.slot || '-demo')::uuid,
       md5('seed-task-' || d.org || '-' || d.slot)::uuid, '00000000-0000-4000-a000-000000000001',
       d.status, now() - interval '12 days' + d.slot * interval '1 day'
  from (values
    (1, 1, 'completed'), (2, 1, 'completed'), (1, 2, 'completed'), (3, 2, 'completed'),
    (1, 3, 'approved'), (1, 6, 'approved'), (2, 7, 'applied'), (3, 6, 'applied'), (2, 5, 'rejected')
  ) as d (org, slot, status);

-- Everyone else: up to four applicants per task; past slots completed up to capacity (counting the
-- demo volunteer's place), later slots one approved, then rejected or pending.
insert into public.applications (id, task_id, user_id, status, created_at)
select md5('seed-application-' || s.org || '-' || s.slot || '-' || k)::uuid, s.id,
       md5('seed-volunteer-' || ((s.org * 7 + s.slot * 3 + k) % 22 + 1))::uuid,
       case
         when s.slot <= 2 and k + (case when (s.org, s.slot) in ((1, 1), (2, 1), (1, 2), (3, 2)) then 1 else 0 end)
              < (case when s.slot = 1 then 2 else 4 end) then 'completed'
         when s.slot <= 2 then 'rejected'
         when k = 0 then 'approved'
         when k = 1 and s.slot % 2 = 0 then 'rejected'
         else 'applied'
       end,
       now() - interval '20 days' + (s.slot + k) * interval '1 day'
  from seed_tasks s
  cross join generate_series(0, 3) as k
 where k <= (s.org + s.slot) % 4;

-- Close tasks whose approved work fills them, and complete those whose completed work does.
update public.tasks t
   set status = c.taken >= t.capacity, completed = c.done >= t.capacity
  from (
    select a.task_id,
           count(*) filter (where a.status in ('approved', 'completed')) as taken,
           count(*) filter (where a.status = 'completed') as done
      from public.applications a group by a.task_id
  ) c
 where c.task_id = t.id;

-- points: what completed work earned, as the ledger records each Done (its trigger keeps
-- users.points); the redemptions below spend some of it
insert into public.ledger_entries
  (user_id, created_at, occurred_on, kind, points, hours, task_id, organisation_id, application_id,
   description)
select a.user_id, coalesce(t.task_date, a.created_at), coalesce(t.task_date, a.created_at)::date,
       'task', t.points, private.task_hours(t), t.id, t.organisation_id, a.id, t.title
  from public.applications a join public.tasks t on t.id = a.task_id
 where a.status = 'completed';

-- reviews: most completed work is reviewed by the task's organisation -------------------------------------
insert into public.reviews (task_id, user_id, org_id, rating, comment, created_at)
select a.task_id, a.user_id, t.user_id,
       3 + (abs(hashtext(a.user_id::text || a.task_id::text)) % 3),
       (array[
         'Reliable, friendly and jumped straight in. Would happily have them back.',
         'Great energy with the team and stayed to help pack up.',
         'Punctual and thorough — thank you!',
         null
       ])[abs(hashtext(a.task_id::text || a.user_id::text)) % 4 + 1],
       t.task_date + interval '1 day'
  from public.applications a join public.tasks t on t.id = a.task_id
 where a.status = 'completed' and abs(hashtext(a.id::text)) % 5 <> 0
    or a.status = 'completed' and a.user_id = '00000000-0000-4000-a000-000000000001';

-- chats and messages ----------------------------------------------------------------------------------
insert into public.chats (id, org_id, volunteer_id, task_id, created_at)
select md5('seed-chat-' || a.id)::uuid, t.user_id, a.user_id, a.task_id, a.created_at + interval '1 hour'
  from public.applications a join public.tasks t on t.id = a.task_id
 where a.status = 'approved' or a.status = 'completed' and t.task_date > now() - interval '3 days';

insert into public.messages (chat_id, sender_id, content, created_at)
select c.id, case when m.from_org then c.org_id else c.volunteer_id end,
       replace(m.content, '{title}', t.title),
       c.created_at + m.n * interval '37 minutes'
  from public.chats c
  join public.tasks t on t.id = c.task_id
  cross join (values
    (1, true, 'Hi! Thanks for signing up for {title}. You''re approved — see you there!'),
    (2, false, 'Thanks so much! Is there anything I should bring?'),
    (3, true, 'Just closed shoes, a hat and a water bottle. We''ll provide everything else.'),
    (4, false, 'Perfect, see you then 👋')
  ) as m (n, from_org, content)
 where m.n <= 2 + abs(hashtext(c.id::text)) % 3;

-- redemptions: spent from earned points, oldest first ---------------------------------------------------
insert into public.redemptions (user_id, item_id, item_title, cost, created_at)
select u.id, r.id, r.title, r.cost, now() - interval '3 days'
  from public.users u
  join public.reward_items r on r.id = case when u.points >= 700 then 'flat-white' else 'gummy-bears' end
 where u.role = 'volunteer' and u.points >= 300;

-- (each redemption's ledger row, written by its trigger, spends the points)
insert into public.redemptions (user_id, item_id, item_title, cost, created_at)
select u.id, 'custom', 'Custom amount', 120, now() - interval '1 day'
  from public.users u
 where u.role = 'volunteer'
   and (select sum(l.points) from public.ledger_entries l
         where l.user_id = u.id and l.kind = 'task') >= 1000;

-- notifications: the triggers told each person of the seeded applications and messages. What is
-- older than two days has been read, and no mail goes out for the demo's history.
update public.notifications set read_at = created_at + interval '1 hour'
 where created_at < now() - interval '2 days';
delete from public.notification_mails;

drop function pg_temp.seed_badge(text, text, boolean);
drop table seed_tasks;
drop table seed_zones;
drop table seed_accounts;
