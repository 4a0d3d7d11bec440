-- The data model of SPEC §3: one table per entity, with the keys, checks and indexes the product's
-- reads need. Row-level security, grants and server functions follow in later migrations.

create schema if not exists private;
comment on schema private is
  'Helpers for policies, triggers and server functions; not exposed through the API.';

-- users ---------------------------------------------------------------------------------------------
create table public.users (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null unique,
  name text not null check (length(btrim(name)) > 0),
  role text not null check (role in ('volunteer', 'organisation')),
  profile_url text,
  created_at timestamptz not null default now(),
  bio text,
  interests text,
  wwcc boolean not null default false,
  first_login_complete boolean not null default false,
  role_in_org text,
  points integer not null default 0 check (points >= 0),
  average_rating numeric(3, 2) not null default 0 check (average_rating between 0 and 5),
  completed_count integer not null default 0 check (completed_count >= 0)
);
comment on column public.users.interests is
  'Comma-joined interest names (SPEC §3: Sport, Arts, Elderly, Homeless, Animals, Environment, Youth, Fundraising, Disability Support).';
comment on column public.users.completed_count is
  'Completed applications of this volunteer, kept by a trigger so the leaderboard reads five rows from an index instead of aggregating every application.';
create index users_leaderboard_idx on public.users (completed_count desc, name, id)
  where role = 'volunteer' and completed_count > 0;

-- organisations -------------------------------------------------------------------------------------
create table public.organisations (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  type text check (type in ('charity', 'nonprofit', 'sports_club', 'school', 'community_group', 'other')),
  logo_url text,
  user_id uuid not null unique references public.users (id) on delete cascade,
  mission text,
  website text,
  abn text,
  created_at timestamptz not null default now(),
  instagram text,
  facebook text,
  tiktok text
);
comment on column public.organisations.type is
  'Lower-case option; a trigger lower-cases what the client sends, because signup stores ''Other'' (SPEC §3).';
create index organisations_name_idx on public.organisations (lower(name));

-- user_organisations --------------------------------------------------------------------------------
create table public.user_organisations (
  user_id uuid not null references public.users (id) on delete cascade,
  org_id uuid not null references public.organisations (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, org_id)
);
create index user_organisations_org_id_idx on public.user_organisations (org_id);

-- tasks ---------------------------------------------------------------------------------------------
create table public.tasks (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  organisation_id uuid not null references public.organisations (id) on delete cascade,
  title text not null check (length(btrim(title)) > 0),
  description text not null check (length(btrim(description)) > 0),
  detailed_description text,
  location text not null check (length(btrim(location)) > 0),
  task_date timestamptz,
  task_type text not null default 'once-off' check (task_type in ('once-off', 'ongoing')),
  difficulty text not null default 'easy' check (difficulty in ('easy', 'medium', 'hard')),
  hours_required numeric(6, 2) not null default 1 check (hours_required >= 0),
  points integer not null default 0 check (points >= 0),
  status boolean not null default false,
  completed boolean not null default false,
  capacity integer not null default 1 check (capacity >= 1),
  days_of_week text[] check (
    days_of_week <@ array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']
  ),
  number_of_weeks integer check (number_of_weeks >= 1),
  applicant_count integer not null default 0 check (applicant_count >= 0),
  created_at timestamptz not null default now(),
  -- SPEC §5 and §9: once-off tasks last 1 to 12 hours; ongoing tasks need a role description, at
  -- least one weekday of at most 12 hours each, and at least one week.
  constraint tasks_once_off_hours check (task_type <> 'once-off' or hours_required between 1 and 12),
  constraint tasks_ongoing_shape check (
    task_type <> 'ongoing'
    or (
      length(btrim(coalesce(detailed_description, ''))) > 0
      and cardinality(days_of_week) >= 1
      and number_of_weeks is not null
      and hours_required <= 12 * cardinality(days_of_week)
    )
  ),
  constraint tasks_completed_is_closed check (not completed or status)
);
comment on column public.tasks.task_type is
  'Text ''once-off'' | ''ongoing'' rather than SPEC''s creation-time boolean: screens compare it to the text ''ongoing'' and both words appear in the product, so storing the words keeps every reader right and a CHECK keeps it to those two.';
comment on column public.tasks.hours_required is
  'Once-off: the estimated duration (1 to 12). Ongoing: hours per week, the sum over the chosen weekdays.';
comment on column public.tasks.points is
  'Set by a trigger from SPEC §9: base by difficulty (easy 25, medium 50, hard 100) times total hours (once-off: hours_required; ongoing: hours_required times number_of_weeks), rounded. What the client sends is ignored, so an organisation cannot inflate the points it credits.';
comment on column public.tasks.status is 'false = open, true = filled or closed.';
comment on column public.tasks.applicant_count is
  'Applications of the task in any status, kept by a trigger: volunteers may not read other volunteers'' applications, yet see ''{n} applied''.';
create index tasks_owner_idx on public.tasks (user_id, created_at desc);
create index tasks_open_by_org_idx on public.tasks (organisation_id, task_date) where not status;
-- The volunteer's open-task list in its three orders (get_open_tasks): each read stops after one
-- page. Undated tasks sort as 'infinity', i.e. after every dated one.
create index tasks_open_earliest_idx on public.tasks
  ((coalesce(task_date, 'infinity'::timestamptz)), created_at desc) where not status;
create index tasks_open_newest_idx on public.tasks (created_at desc) where not status;
create index tasks_open_points_idx on public.tasks (points desc, created_at desc) where not status;

-- applications --------------------------------------------------------------------------------------
create table public.applications (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  status text not null default 'applied' check (status in ('applied', 'approved', 'rejected', 'completed')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint applications_task_user_key unique (task_id, user_id)
);
create index applications_user_idx on public.applications (user_id, created_at desc);
create index applications_task_status_idx on public.applications (task_id, status);

-- reviews -------------------------------------------------------------------------------------------
create table public.reviews (
  id uuid primary key default gen_random_uuid(),
  task_id uuid not null references public.tasks (id) on delete cascade,
  user_id uuid not null references public.users (id) on delete cascade,
  -- SPEC §3 reads the reviewed volunteer under both names; one stored value keeps them equal.
  volunteer_id uuid not null generated always as (user_id) stored,
  org_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  rating integer not null check (rating between 1 and 5),
  comment text,
  created_at timestamptz not null default now(),
  constraint reviews_task_user_key unique (task_id, user_id)
);
create index reviews_user_idx on public.reviews (user_id, created_at desc);
create index reviews_org_idx on public.reviews (org_id);

-- chats and messages --------------------------------------------------------------------------------
create table public.chats (
  id uuid primary key default gen_random_uuid(),
  org_id uuid not null references public.users (id) on delete cascade,
  volunteer_id uuid not null references public.users (id) on delete cascade,
  task_id uuid not null references public.tasks (id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint chats_org_volunteer_task_key unique (org_id, volunteer_id, task_id),
  constraint chats_distinct_participants check (org_id <> volunteer_id)
);
create index chats_volunteer_idx on public.chats (volunteer_id);
create index chats_task_idx on public.chats (task_id);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  chat_id uuid not null references public.chats (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  content text not null check (length(btrim(content)) between 1 and 4000),
  created_at timestamptz not null default now()
);
create index messages_chat_created_idx on public.messages (chat_id, created_at desc, id desc);
create index messages_sender_idx on public.messages (sender_id);

-- rewards -------------------------------------------------------------------------------------------
create table public.reward_items (
  id text primary key check (id ~ '^[a-z0-9-]+$' and id <> 'custom'),
  title text not null unique,
  cost integer not null check (cost between 50 and 800),
  emoji text not null,
  category text not null check (
    category in ('Hot Food', 'Cold Drinks', 'Hot Drinks', 'Snacks', 'Beer, Cider & Spirits')
  ),
  sort_order integer not null unique
);
comment on table public.reward_items is
  'The reward menu of SPEC §9: the one source of truth that the rewards screen and redeem_reward() both read.';

create table public.redemptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.users (id) on delete cascade,
  item_id text not null,
  item_title text not null,
  cost integer not null check (cost > 0),
  created_at timestamptz not null default now()
);
comment on column public.redemptions.item_id is
  'A reward_items id, or ''custom'' for a custom amount; no foreign key, so a redemption keeps what was bought if the menu changes.';
create index redemptions_user_idx on public.redemptions (user_id, created_at desc);

-- push subscriptions --------------------------------------------------------------------------------
create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique,
  subscription jsonb not null,
  created_at timestamptz not null default now()
);
create index push_subscriptions_user_idx on public.push_subscriptions (user_id);
