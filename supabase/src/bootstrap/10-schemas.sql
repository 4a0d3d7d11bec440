-- Schemas and extensions as on hosted Supabase: extensions live in their own schema, which is on
-- the search path of every API role.
create schema if not exists extensions;
create schema if not exists graphql_public;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema graphql_public to anon, authenticated, service_role;

do $$
begin
  execute format(
    'alter database %I set search_path to "$user", public, extensions',
    current_database()
  );
end
$$;

alter role anon set search_path to "$user", public, extensions;
alter role authenticated set search_path to "$user", public, extensions;
alter role service_role set search_path to "$user", public, extensions;
