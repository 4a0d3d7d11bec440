-- Storage (SPEC §7): public buckets for volunteer avatars and organisation logos, images only, 5 MB.
-- SVG is left out: it can carry script and these files are served to every visitor.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('user-avatars', 'user-avatars', true, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif']),
  ('org-logos', 'org-logos', true, 5242880,
   array['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/avif'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- An object is the caller's when its first folder is their user id ("<uid>/avatar.png") or, for a
-- top-level file, its name starts with their user id ("<uid>-1700000000.png", "<uid>.png"), the
-- names SPEC §7's uploads use.
create function private.object_is_callers(p_name text) returns boolean
language sql stable set search_path = '' as $$
  select auth.uid() is not null and (
    (storage.foldername(p_name))[1] = auth.uid()::text
    or (position('/' in p_name) = 0 and starts_with(p_name, auth.uid()::text))
  );
$$;
revoke all on function private.object_is_callers(text) from public;
grant execute on function private.object_is_callers(text) to authenticated, service_role;

create policy "Avatars and logos are public" on storage.objects for select to anon, authenticated
  using (bucket_id in ('user-avatars', 'org-logos'));
create policy "Users upload their own avatars and logos" on storage.objects for insert to authenticated
  with check (bucket_id in ('user-avatars', 'org-logos') and private.object_is_callers(name));
create policy "Users replace their own avatars and logos" on storage.objects for update to authenticated
  using (bucket_id in ('user-avatars', 'org-logos') and private.object_is_callers(name))
  with check (bucket_id in ('user-avatars', 'org-logos') and private.object_is_callers(name));
create policy "Users delete their own avatars and logos" on storage.objects for delete to authenticated
  using (bucket_id in ('user-avatars', 'org-logos') and private.object_is_callers(name));
