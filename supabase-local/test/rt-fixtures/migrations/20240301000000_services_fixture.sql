-- Fixture schema for the storage, realtime and push conformance tests: chat rooms whose messages
-- only members may read, push subscriptions as the product has them, and two buckets with
-- owner-folder policies.

create table public.push_subscriptions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  endpoint text not null unique,
  subscription jsonb not null,
  created_at timestamptz not null default now()
);
alter table public.push_subscriptions enable row level security;
grant select, insert, update, delete on public.push_subscriptions to authenticated;
create policy push_subscriptions_own on public.push_subscriptions for all to authenticated
  using (user_id = auth.uid()) with check (user_id = auth.uid());
-- The push services save-subscription reads (the product's list has two more).
create table public.push_services (
  host text primary key,
  subdomains boolean not null default false,
  service text not null,
  test_address inet
);
insert into public.push_services (host, service) values
  ('fcm.googleapis.com', 'Google Firebase Cloud Messaging'),
  ('updates.push.services.mozilla.com', 'Mozilla autopush');

create table public.rooms (
  id bigint generated always as identity primary key,
  name text not null
);
create table public.room_members (
  room_id bigint not null references public.rooms (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  primary key (room_id, user_id)
);
create table public.messages (
  id bigint generated always as identity primary key,
  room_id bigint not null references public.rooms (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id),
  body text not null,
  created_at timestamptz not null default now()
);

-- Security definer so the messages policy does not recurse into room_members' own policy.
create function public.is_room_member(p_room bigint) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.room_members m where m.room_id = p_room and m.user_id = auth.uid()
  );
$$;

alter table public.rooms enable row level security;
alter table public.room_members enable row level security;
alter table public.messages enable row level security;
grant select on public.rooms, public.room_members to authenticated;
grant select, insert on public.messages to authenticated;
grant all on public.rooms, public.room_members, public.messages to service_role;
create policy rooms_members on public.rooms for select to authenticated using (public.is_room_member(id));
create policy room_members_own on public.room_members for select to authenticated using (user_id = auth.uid());
create policy messages_read on public.messages for select to authenticated using (public.is_room_member(room_id));
create policy messages_write on public.messages for insert to authenticated
  with check (public.is_room_member(room_id) and sender_id = auth.uid());

alter publication supabase_realtime add table public.messages;

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 1024, array['image/*']),
       ('docs', 'docs', false, null, null);

create policy "avatars are public" on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy "avatars in own folder" on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars replaced in own folder" on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "avatars removed from own folder" on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = auth.uid()::text);
create policy "docs are private to their owner" on storage.objects for all to authenticated
  using (bucket_id = 'docs' and owner_id = auth.uid()::text)
  with check (bucket_id = 'docs' and owner_id = auth.uid()::text);
