-- The roles hosted Supabase provides. PostgREST logs in as authenticator and switches to the
-- role named in the request's JWT; service_role bypasses row-level security.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator login noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- The database owner must be able to SET ROLE to the API roles (it is a superuser on the embedded
-- server and on the throwaway clusters, but not necessarily on every DATABASE_URL).
do $$
begin
  execute format('grant anon, authenticated, service_role to %I', current_user);
exception when others then
  null;
end
$$;
