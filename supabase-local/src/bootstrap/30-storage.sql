-- The storage schema as Supabase Storage (supabase/storage) leaves it after all of its tenant
-- migrations: every table, column type, nullability, default, constraint, index, trigger and
-- function of their final state (the functions written here for the same signatures and results;
-- this stack's storage service does its listing in TypeScript and calls none of them), so policies,
-- seeds and SQL written against a hosted project behave the same here. Row-level security is on
-- everywhere; the project's migrations add the policies. Not reproduced: the column comments, and
-- grants to a role named postgres (hosted's non-superuser owner; here the owner is the database's
-- own). test/bootstrap-schemas.test.ts compares a fresh stack's catalog with the expected
-- shape, kept as data in test/fixtures/hosted-schemas.ts.
-- Applied whenever the bootstrap changes, on new and existing databases alike, so every statement
-- is idempotent.
create schema if not exists storage;

do $$
begin
  if to_regtype('storage.buckettype') is null then
    create type storage.buckettype as enum ('STANDARD', 'ANALYTICS', 'VECTOR');
  end if;
end
$$;

create table if not exists storage.buckets (
  id text not null primary key,
  name text not null,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  owner_id text,
  type storage.buckettype not null default 'STANDARD',
  -- Object versioning, not switched on yet anywhere: Storage's constraints keep it DISABLED.
  versioning_status text not null default 'DISABLED'
    constraint buckets_versioning_status_check
      check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
  constraint buckets_versioning_standard_only_check
    check (type = 'STANDARD' or versioning_status = 'DISABLED'),
  constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED')
);
-- A database made by this stack's earlier bootstrap (its columns keep their old order).
alter table storage.buckets
  alter column public drop not null,
  alter column avif_autodetection drop not null,
  alter column created_at drop not null,
  alter column updated_at drop not null,
  add column if not exists versioning_status text not null default 'DISABLED';
do $$
begin
  if (select atttypid from pg_attribute
       where attrelid = 'storage.buckets'::regclass and attname = 'type') = 'text'::regtype then
    alter table storage.buckets alter column type drop default;
    alter table storage.buckets alter column type type storage.buckettype
      using type::storage.buckettype;
    alter table storage.buckets alter column type set default 'STANDARD';
  end if;
  if not exists (
    select 1 from pg_constraint
     where conrelid = 'storage.buckets'::regclass and conname = 'buckets_versioning_status_check'
  ) then
    alter table storage.buckets
      add constraint buckets_versioning_status_check
        check (versioning_status in ('DISABLED', 'ENABLED', 'SUSPENDED')),
      add constraint buckets_versioning_standard_only_check
        check (type = 'STANDARD' or versioning_status = 'DISABLED'),
      add constraint buckets_versioning_dark_check check (versioning_status = 'DISABLED');
  end if;
end
$$;
create unique index if not exists bname on storage.buckets (name);

create table if not exists storage.objects (
  id uuid not null primary key default gen_random_uuid(),
  bucket_id text constraint "objects_bucketId_fkey" references storage.buckets (id),
  name text,
  owner uuid,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  version text,
  owner_id text,
  user_metadata jsonb,
  archived_at timestamptz,
  is_delete_marker boolean not null default false,
  is_versioned boolean not null default false
);
alter table storage.objects
  alter column created_at drop not null,
  alter column updated_at drop not null,
  alter column last_accessed_at drop not null,
  add column if not exists archived_at timestamptz,
  add column if not exists is_delete_marker boolean not null default false,
  add column if not exists is_versioned boolean not null default false;
do $$
begin
  if exists (
    select 1 from pg_constraint
     where conrelid = 'storage.objects'::regclass and conname = 'objects_bucket_id_fkey'
  ) then
    alter table storage.objects rename constraint objects_bucket_id_fkey to "objects_bucketId_fkey";
  end if;
end
$$;
create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);
create index if not exists name_prefix_search on storage.objects (name text_pattern_ops);
create index if not exists idx_objects_bucket_id_name on storage.objects (bucket_id, name collate "C");
create index if not exists idx_objects_bucket_id_name_lower
  on storage.objects (bucket_id, lower(name) collate "C");

-- Storage's own record of its applied migrations (empty here: this stack is not Storage).
create table if not exists storage.migrations (
  id integer not null primary key,
  name varchar(100) not null unique,
  hash varchar(40) not null,
  executed_at timestamp default current_timestamp
);

-- S3-protocol multipart uploads in progress.
create table if not exists storage.s3_multipart_uploads (
  id text not null primary key,
  in_progress_size bigint not null default 0,
  upload_signature text not null,
  bucket_id text not null references storage.buckets (id),
  key text collate "C" not null,
  version text not null,
  owner_id text,
  created_at timestamptz not null default now(),
  user_metadata jsonb,
  metadata jsonb
);
create index if not exists idx_multipart_uploads_list
  on storage.s3_multipart_uploads (bucket_id, key, created_at);

create table if not exists storage.s3_multipart_uploads_parts (
  id uuid not null primary key default gen_random_uuid(),
  upload_id text not null references storage.s3_multipart_uploads (id) on delete cascade,
  size bigint not null default 0,
  part_number integer not null,
  bucket_id text not null references storage.buckets (id),
  key text collate "C" not null,
  etag text not null,
  owner_id text,
  version text not null,
  created_at timestamptz not null default now()
);

-- Analytics (Iceberg) buckets and their catalog.
create table if not exists storage.buckets_analytics (
  name text not null,
  type storage.buckettype not null default 'ANALYTICS',
  format text not null default 'ICEBERG',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  id uuid not null primary key default gen_random_uuid(),
  deleted_at timestamptz
);
create unique index if not exists buckets_analytics_unique_name_idx
  on storage.buckets_analytics (name) where deleted_at is null;

create table if not exists storage.iceberg_namespaces (
  id uuid not null primary key default gen_random_uuid(),
  bucket_name text not null,
  name text collate "C" not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  metadata jsonb not null default '{}',
  catalog_id uuid not null references storage.buckets_analytics (id) on delete cascade
);
create unique index if not exists idx_iceberg_namespaces_bucket_id
  on storage.iceberg_namespaces (catalog_id, name);

create table if not exists storage.iceberg_tables (
  id uuid not null primary key default gen_random_uuid(),
  namespace_id uuid not null references storage.iceberg_namespaces (id) on delete cascade,
  bucket_name text not null,
  name text collate "C" not null,
  location text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  remote_table_id text,
  shard_key text,
  shard_id text,
  catalog_id uuid not null references storage.buckets_analytics (id) on delete cascade
);
create unique index if not exists idx_iceberg_tables_location on storage.iceberg_tables (location);
create unique index if not exists idx_iceberg_tables_namespace_id
  on storage.iceberg_tables (catalog_id, namespace_id, name);

-- Vector buckets and their indexes.
create table if not exists storage.buckets_vectors (
  id text not null primary key,
  type storage.buckettype not null default 'VECTOR',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.vector_indexes (
  id text not null primary key default gen_random_uuid(),
  name text collate "C" not null,
  bucket_id text not null references storage.buckets_vectors (id),
  data_type text not null,
  dimension integer not null,
  distance_metric text not null,
  metadata_configuration jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create unique index if not exists vector_indexes_name_bucket_id_idx
  on storage.vector_indexes (name, bucket_id);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;
alter table storage.migrations enable row level security;
alter table storage.s3_multipart_uploads enable row level security;
alter table storage.s3_multipart_uploads_parts enable row level security;
alter table storage.buckets_analytics enable row level security;
alter table storage.iceberg_namespaces enable row level security;
alter table storage.iceberg_tables enable row level security;
alter table storage.buckets_vectors enable row level security;
alter table storage.vector_indexes enable row level security;

-- Path helpers for policies. 'folder/sub/file.tar.gz' -> {folder,sub}, 'file.tar.gz', 'gz'.
create or replace function storage.foldername(name text) returns text[]
language sql immutable as $$
  select (string_to_array(name, '/'))[1:array_length(string_to_array(name, '/'), 1) - 1]
$$;

create or replace function storage.filename(name text) returns text
language sql immutable as $$
  select (string_to_array(name, '/'))[array_length(string_to_array(name, '/'), 1)]
$$;

create or replace function storage.extension(name text) returns text
language sql immutable as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

-- The operation Storage runs the current statement for ('storage.object.upload', ...), for
-- policies that allow some operations only.
create or replace function storage.operation() returns text
language sql stable as $$
  select current_setting('storage.operation', true)
$$;

-- Whether the current operation is the expected one; the 'storage.' prefix is optional on both.
create or replace function storage.allow_only_operation(expected_operation text) returns boolean
language sql stable as $$
  select coalesce(
    nullif(expected_operation, '') is not null
      and regexp_replace(storage.operation(), '^storage\.', '')
        = regexp_replace(expected_operation, '^storage\.', ''),
    false
  )
$$;

create or replace function storage.allow_any_operation(expected_operations text[]) returns boolean
language sql stable as $$
  select exists (
    select 1 from unnest(expected_operations) as expected
     where nullif(expected, '') is not null
       and regexp_replace(storage.operation(), '^storage\.', '')
         = regexp_replace(expected, '^storage\.', '')
  )
$$;

-- Tries an insert as the caller and always rolls it back: whether the policies allow an upload.
create or replace function storage.can_insert_object(bucketid text, name text, owner uuid, metadata jsonb)
returns void
language plpgsql as $$
begin
  insert into storage.objects (bucket_id, name, owner, metadata) values (bucketid, name, owner, metadata);
  raise sqlstate 'PT200' using message = 'ROLLBACK', detail = 'rollback successful insert';
end
$$;

create or replace function storage.get_size_by_bucket() returns table (size bigint, bucket_id text)
language sql stable as $$
  select sum((o.metadata ->> 'size')::bigint)::bigint, o.bucket_id
    from storage.objects o
   group by o.bucket_id
$$;

-- The part of `p_key` after `p_prefix` up to and including the next delimiter, with the prefix
-- ('a/b/c.png', 'a/', '/' -> 'a/b/'); null when no delimiter follows (a file, not a folder).
create or replace function storage.get_common_prefix(p_key text, p_prefix text, p_delimiter text)
returns text
language sql immutable as $$
  select case
    when strpos(substr(p_key, length(p_prefix) + 1), p_delimiter) > 0
      then left(p_key, length(p_prefix) + strpos(substr(p_key, length(p_prefix) + 1), p_delimiter))
  end
$$;

-- One page of the objects and folders directly under a prefix, in byte order of their keys (a
-- folder's key ends in the delimiter); a page goes on after `next_token`, or else `start_after`.
create or replace function storage.list_objects_with_delimiter(
  _bucket_id text,
  prefix_param text,
  delimiter_param text,
  max_keys integer default 100,
  start_after text default '',
  next_token text default '',
  sort_order text default 'asc'
) returns table (
  name text,
  id uuid,
  metadata jsonb,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz
)
language sql stable as $$
  with settings as (
    select coalesce(prefix_param, '') as prefix,
           coalesce(nullif(next_token, ''), start_after, '') as cursor,
           lower(coalesce(sort_order, 'asc')) = 'asc' as ascending
  ),
  keyed as (
    select coalesce(storage.get_common_prefix(o.name, s.prefix, delimiter_param), o.name) as key,
           storage.get_common_prefix(o.name, s.prefix, delimiter_param) is not null as folder,
           o.name, o.id, o.metadata, o.updated_at, o.created_at, o.last_accessed_at
      from storage.objects o, settings s
     where o.bucket_id = _bucket_id and left(o.name, length(s.prefix)) = s.prefix
  ),
  entries as (
    select distinct on (k.key collate "C")
           k.key,
           case when k.folder then rtrim(k.key, delimiter_param) else k.name end as name,
           case when not k.folder then k.id end as id,
           case when not k.folder then k.metadata end as metadata,
           case when not k.folder then k.updated_at end as updated_at,
           case when not k.folder then k.created_at end as created_at,
           case when not k.folder then k.last_accessed_at end as last_accessed_at
      from keyed k
     order by k.key collate "C"
  ),
  -- The cursor names an entry; a folder's entry is keyed with its delimiter.
  resume as (
    select s.*,
           case
             when s.cursor <> '' and exists (
               select 1 from entries e where e.key = s.cursor || delimiter_param
             ) then s.cursor || delimiter_param
             else s.cursor
           end as after_key
      from settings s
  )
  select e.name, e.id, e.metadata, e.updated_at, e.created_at, e.last_accessed_at
    from entries e, resume r
   where r.after_key = ''
      or (r.ascending and e.key collate "C" > r.after_key)
      or (not r.ascending and e.key collate "C" < r.after_key)
   order by case when r.ascending then e.key end collate "C",
            case when not r.ascending then e.key end collate "C" desc
   limit max_keys
$$;

-- S3 ListMultipartUploads: uploads in progress under a prefix, keys collapsed to their folder.
create or replace function storage.list_multipart_uploads_with_delimiter(
  bucket_id text,
  prefix_param text,
  delimiter_param text,
  max_keys integer default 100,
  next_key_token text default '',
  next_upload_token text default ''
) returns table (key text, id text, created_at timestamptz)
language sql as $$
  select distinct on (k.key collate "C") k.key, k.id, k.created_at
    from (
      select coalesce(storage.get_common_prefix(u.key, $2, $3), u.key) as key, u.id, u.created_at
        from storage.s3_multipart_uploads u
       where u.bucket_id = $1 and u.key ilike $2 || '%'
    ) k
   where ($5 = '' or $6 <> '' or k.key collate "C" > $5)
     and ($6 = '' or k.id collate "C" > $6)
   order by k.key collate "C", k.created_at
   limit $4
$$;

-- The listing behind Storage's `list` endpoint: the files and folders directly under `prefix`
-- whose names start with `search` (case-insensitively), named relative to the prefix. Sorted by
-- name (case-insensitively, folders of names differing only in case shown once), folders and
-- files interleave; by a timestamp, the folders come first, by name.
create or replace function storage.search(
  prefix text,
  bucketname text,
  limits integer default 100,
  levels integer default 1,
  offsets integer default 0,
  search text default '',
  sortcolumn text default 'name',
  sortorder text default 'asc'
) returns table (
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language sql stable as $$
  with settings as (
    select coalesce(search.prefix, '') as prefix,
           lower(coalesce(search.prefix, '') || coalesce(search.search, '')) as match,
           case lower(coalesce(sortcolumn, 'name'))
             when 'updated_at' then 'updated_at'
             when 'created_at' then 'created_at'
             when 'last_accessed_at' then 'last_accessed_at'
             else 'name'
           end as sort_column,
           lower(coalesce(sortorder, 'asc')) <> 'asc' as descending
  ),
  keyed as (
    select coalesce(storage.get_common_prefix(o.name, s.prefix, '/'), o.name) as key,
           storage.get_common_prefix(o.name, s.prefix, '/') is not null as folder,
           o.id, o.updated_at, o.created_at, o.last_accessed_at, o.metadata
      from storage.objects o, settings s
     where o.bucket_id = bucketname and left(lower(o.name), length(s.match)) = s.match
  ),
  entries as (
    select distinct on (case when k.folder and s.sort_column = 'name' then lower(k.key) else k.key end)
           k.key, k.folder,
           case when s.sort_column <> 'name' and not k.folder then
             case s.sort_column
               when 'updated_at' then k.updated_at
               when 'created_at' then k.created_at
               else k.last_accessed_at
             end
           end as sort_time,
           case when not k.folder then k.id end as id,
           case when not k.folder then k.updated_at end as updated_at,
           case when not k.folder then k.created_at end as created_at,
           case when not k.folder then k.last_accessed_at end as last_accessed_at,
           case when not k.folder then k.metadata end as metadata
      from keyed k, settings s
     order by case when k.folder and s.sort_column = 'name' then lower(k.key) else k.key end,
              k.key collate "C"
  )
  select substr(rtrim(e.key, '/'), length(s.prefix) + 1),
         e.id, e.updated_at, e.created_at, e.last_accessed_at, e.metadata
    from entries e, settings s
   order by
     s.sort_column <> 'name' and not e.folder,
     case when s.sort_column = 'name' and not s.descending then lower(e.key) end collate "C",
     case when s.sort_column = 'name' and s.descending then lower(e.key) end collate "C" desc,
     case when s.sort_column <> 'name' and e.folder and not s.descending then e.key end,
     case when s.sort_column <> 'name' and e.folder and s.descending then e.key end desc,
     case when not s.descending then e.sort_time end,
     case when s.descending then e.sort_time end desc,
     e.key collate "C"
   limit least(coalesce(limits, 100), 1500)
   offset coalesce(offsets, 0)
$$;

-- Keyset pages of the entries under a prefix sorted by a timestamp, then name. A folder's times
-- are those of its oldest object.
create or replace function storage.search_by_timestamp(
  p_prefix text,
  p_bucket_id text,
  p_limit integer,
  p_level integer,
  p_start_after text,
  p_sort_order text,
  p_sort_column text,
  p_sort_column_after text
) returns table (
  key text,
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language sql stable as $$
  with keyed as (
    select storage.get_common_prefix(o.name, coalesce(p_prefix, ''), '/') as folder, o.*
      from storage.objects o
     where o.bucket_id = p_bucket_id and left(o.name, length(coalesce(p_prefix, ''))) = coalesce(p_prefix, '')
  ),
  entries as (
    select rtrim(k.folder, '/') as name, null::uuid as id, min(k.created_at) as updated_at,
           min(k.created_at) as created_at, null::timestamptz as last_accessed_at,
           null::jsonb as metadata
      from keyed k where k.folder is not null group by k.folder
    union all
    select k.name, k.id, k.updated_at, k.created_at, k.last_accessed_at, k.metadata
      from keyed k where k.folder is null
  ),
  sorted as (
    select e.*,
           date_trunc('milliseconds',
             case p_sort_column when 'created_at' then e.created_at else e.updated_at end) as sort_time
      from entries e
  )
  select split_part(s.name, '/', p_level), s.name, s.id, s.updated_at, s.created_at,
         s.last_accessed_at, s.metadata
    from sorted s
   where coalesce(p_start_after, '') = ''
      or (p_sort_order = 'asc' and (s.sort_time, s.name collate "C")
            > (coalesce(nullif(p_sort_column_after, '')::timestamptz, 'epoch'), p_start_after))
      or (p_sort_order <> 'asc' and (s.sort_time, s.name collate "C")
            < (coalesce(nullif(p_sort_column_after, '')::timestamptz, 'epoch'), p_start_after))
   order by
     case when p_sort_order = 'asc' then coalesce(s.sort_time, 'epoch') end,
     case when p_sort_order <> 'asc' then coalesce(s.sort_time, 'epoch') end desc,
     case when p_sort_order = 'asc' then s.name end collate "C",
     case when p_sort_order <> 'asc' then s.name end collate "C" desc
   limit p_limit
$$;

-- Storage's newer listing: by name through list_objects_with_delimiter, by time through
-- search_by_timestamp; `key` is the entry's name segment at `levels`.
create or replace function storage.search_v2(
  prefix text,
  bucket_name text,
  limits integer default 100,
  levels integer default 1,
  start_after text default '',
  sort_order text default 'asc',
  sort_column text default 'name',
  sort_column_after text default ''
) returns table (
  key text,
  name text,
  id uuid,
  updated_at timestamptz,
  created_at timestamptz,
  last_accessed_at timestamptz,
  metadata jsonb
)
language plpgsql stable as $$
declare
  page integer := least(coalesce(limits, 100), 1500);
  direction text := case when lower(coalesce(sort_order, 'asc')) = 'desc' then 'desc' else 'asc' end;
  by_column text := lower(coalesce(sort_column, 'name'));
begin
  if by_column in ('updated_at', 'created_at') then
    return query
      select * from storage.search_by_timestamp(
        prefix, bucket_name, page, levels, start_after, direction, by_column, sort_column_after
      );
  else
    return query
      select split_part(l.name, '/', levels), l.name, l.id, l.updated_at, l.created_at,
             l.last_accessed_at, l.metadata
        from storage.list_objects_with_delimiter(
          bucket_name, coalesce(prefix, ''), '/', page, start_after, '', direction
        ) l;
  end if;
end
$$;

-- Triggers: bucket names of at most 100 characters, objects' updated_at kept current, and no
-- DELETE from buckets or objects except by Storage (which sets storage.allow_delete_query), so
-- SQL cannot orphan stored files.
create or replace function storage.enforce_bucket_name_length() returns trigger
language plpgsql as $$
begin
  if length(new.name) > 100 then
    raise exception 'bucket name "%" is too long (% characters). Max is 100.', new.name, length(new.name);
  end if;
  return new;
end
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql as $$
begin
  new.updated_at := now();
  return new;
end
$$;

create or replace function storage.protect_delete() returns trigger
language plpgsql as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') <> 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

drop trigger if exists enforce_bucket_name_length_trigger on storage.buckets;
create trigger enforce_bucket_name_length_trigger before insert or update of name on storage.buckets
  for each row execute function storage.enforce_bucket_name_length();
drop trigger if exists update_objects_updated_at on storage.objects;
create trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();
drop trigger if exists protect_buckets_delete on storage.buckets;
create trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
drop trigger if exists protect_objects_delete on storage.objects;
create trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

grant usage on schema storage to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects, storage.buckets_analytics
  to anon, authenticated, service_role;
grant all on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
  storage.iceberg_namespaces, storage.iceberg_tables to service_role;
grant select on storage.s3_multipart_uploads, storage.s3_multipart_uploads_parts,
  storage.iceberg_namespaces, storage.iceberg_tables to anon, authenticated;
grant select on storage.buckets_vectors, storage.vector_indexes
  to anon, authenticated, service_role;
grant execute on all functions in schema storage to anon, authenticated, service_role;
