-- Realtime's change capture. PGlite has no logical replication, so every table in the
-- supabase_realtime publication gets a row trigger that NOTIFYs the realtime service on commit;
-- payloads too large for NOTIFY wait in realtime.overflow and only their id is sent.
-- Applied on every start, so each statement is idempotent.
create schema if not exists realtime;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

create table if not exists realtime.overflow (
  id bigserial primary key,
  payload jsonb not null,
  created_at timestamptz not null default now()
);
revoke all on realtime.overflow from public;

create or replace function realtime.capture_change() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  change jsonb;
  body text;
  overflow_id bigint;
begin
  change := jsonb_build_object(
    'schema', tg_table_schema,
    'table', tg_table_name,
    'type', tg_op,
    'commit_timestamp', to_char(now() at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
    'record', case when tg_op = 'DELETE' then null else to_jsonb(new) end,
    'old_record', case when tg_op = 'INSERT' then null else to_jsonb(old) end
  );
  body := change::text;
  -- NOTIFY payloads must stay under 8000 bytes.
  if octet_length(body) < 7900 then
    perform pg_notify('realtime_changes', body);
  else
    insert into realtime.overflow (payload) values (change) returning id into overflow_id;
    perform pg_notify('realtime_changes', jsonb_build_object('overflow', overflow_id)::text);
  end if;
  return null;
end;
$$;

-- Attaches the capture trigger to every table of the publication and detaches it from tables
-- that left it.
create or replace function realtime.sync_publication_triggers() returns void
language plpgsql security definer set search_path = '' as $$
declare
  target record;
begin
  for target in
    select c.oid, n.nspname, c.relname
      from pg_catalog.pg_publication_tables p
      join pg_catalog.pg_namespace n on n.nspname = p.schemaname
      join pg_catalog.pg_class c on c.relnamespace = n.oid and c.relname = p.tablename
     where p.pubname = 'supabase_realtime'
       and c.relkind in ('r', 'p')
       and not exists (
         select 1 from pg_catalog.pg_trigger t
          where t.tgrelid = c.oid and t.tgname = 'realtime_capture_changes'
       )
  loop
    begin
      execute format(
        'create trigger realtime_capture_changes after insert or update or delete on %I.%I '
        'for each row execute function realtime.capture_change()',
        target.nspname, target.relname
      );
    exception when duplicate_object then
      -- a concurrent sync (two joins at once) attached it first
      null;
    end;
  end loop;
  for target in
    select n.nspname, c.relname
      from pg_catalog.pg_trigger t
      join pg_catalog.pg_class c on c.oid = t.tgrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where t.tgname = 'realtime_capture_changes'
       and not exists (
         select 1 from pg_catalog.pg_publication_tables p
          where p.pubname = 'supabase_realtime' and p.schemaname = n.nspname and p.tablename = c.relname
       )
  loop
    execute format('drop trigger if exists realtime_capture_changes on %I.%I', target.nspname, target.relname);
  end loop;
end;
$$;
revoke all on function realtime.sync_publication_triggers() from public;

-- Whether each subscriber (by their JWT claims) may read a changed row: the row is re-read by its
-- primary key as each claims' role, so grants and row-level security decide, all in one round trip.
-- Runs as the stack's database owner, which may switch to any API role; never granted to them.
create or replace function realtime.visible_to(
  p_schema text, p_table text, p_key text[], p_record jsonb, p_claims jsonb[]
) returns boolean[]
language plpgsql set search_path = '' as $$
declare
  relation text := format('%I.%I', p_schema, p_table);
  key_match text;
  check_sql text;
  claims jsonb;
  visible boolean;
  result boolean[] := '{}';
begin
  select string_agg(format('t.%1$I = r.%1$I', column_name), ' and ') into key_match
    from unnest(p_key) as column_name;
  check_sql := format(
    'select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) r where %s)',
    relation, relation, key_match
  );
  foreach claims in array p_claims loop
    begin
      perform set_config('role', claims ->> 'role', true);
      perform set_config('request.jwt.claims', claims::text, true);
      perform set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true);
      perform set_config('request.jwt.claim.role', claims ->> 'role', true);
      execute check_sql into visible using p_record;
      perform set_config('role', 'none', true);
    exception when others then
      -- A role the grants refuse may not see the row; the failed block's settings roll back.
      visible := false;
    end;
    result := result || coalesce(visible, false);
  end loop;
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('request.jwt.claim.role', '', true);
  return result;
end;
$$;
revoke all on function realtime.visible_to(text, text, text[], jsonb, jsonb[]) from public;

create or replace function realtime.on_publication_change() returns event_trigger
language plpgsql as $$
begin
  perform realtime.sync_publication_triggers();
end;
$$;

-- Keeps triggers in step with `alter publication` in migrations. Creating event triggers needs a
-- superuser; without one the realtime service syncs on start and on every join instead.
do $$
begin
  if not exists (select 1 from pg_event_trigger where evtname = 'realtime_publication_sync') then
    create event trigger realtime_publication_sync on ddl_command_end
      when tag in ('CREATE PUBLICATION', 'ALTER PUBLICATION')
      execute function realtime.on_publication_change();
  end if;
exception when insufficient_privilege then
  raise notice 'realtime: no event trigger (not a superuser); triggers sync on service start and joins';
end;
$$;

select realtime.sync_publication_triggers();
