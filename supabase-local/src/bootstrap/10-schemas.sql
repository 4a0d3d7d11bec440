-- Schemas and extensions as on hosted Supabase: extensions live in their own schema, which is on
-- the search path of every API role.
create schema if not exists extensions;
create schema if not exists graphql_public;

create extension if not exists pgcrypto with schema extensions;
create extension if not exists "uuid-ossp" with schema extensions;

grant usage on schema extensions to anon, authenticated, service_role;
grant usage on schema graphql_public to anon, authenticated, service_role;

-- PostgREST serves graphql_public, so the generated Database type has it, as a hosted project's
-- does. This is the placeholder Supabase's own init puts there when pg_graphql is not enabled (the
-- local stack has no pg_graphql, and serves no /graphql/v1): same signature as the real entry
-- point, answering every query with a GraphQL error.
create or replace function graphql_public.graphql(
  "operationName" text default null,
  query text default null,
  variables jsonb default null,
  extensions jsonb default null
)
returns jsonb
language plpgsql
as $$
begin
  return jsonb_build_object(
    'errors', jsonb_build_array(
      jsonb_build_object('message', 'pg_graphql extension is not enabled.')
    )
  );
end;
$$;

grant execute on function graphql_public.graphql(text, text, jsonb, jsonb)
  to anon, authenticated, service_role;

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
