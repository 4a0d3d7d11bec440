-- Realtime reads row changes from the database's own change stream, as Supabase Realtime does:
-- logical replication of the supabase_realtime publication (pgoutput), so a table is realtime
-- exactly when it is in the publication. What is left here is the one function the realtime
-- service calls per change. Applied on every start, existing databases included, so each
-- statement is idempotent.
create schema if not exists realtime;

do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end;
$$;

-- The trigger-and-NOTIFY capture of earlier versions: gone from databases that still have it.
-- Dropping the capture function cascades to the row triggers on the published tables.
drop event trigger if exists realtime_publication_sync;
drop function if exists realtime.on_publication_change() cascade;
drop function if exists realtime.sync_publication_triggers() cascade;
drop function if exists realtime.capture_change() cascade;
drop table if exists realtime.overflow;
drop function if exists realtime.visible_to(text, text, text[], jsonb, jsonb[]);

-- One change as its subscribers get it, in one round trip. The replication stream carries column
-- values as text (`p_new`, `p_old`: column -> text, json/jsonb columns already parsed); they are
-- typed through the table's row type, so the record is exactly what `to_jsonb(row)` gives, with
-- only the columns the stream carried (an unchanged TOASTed value is left out). Then whether each
-- subscriber (by their JWT claims) may see the row: an inserted or updated row is re-read by its
-- primary key as each claims' role, so grants and row-level security decide; a deleted row (or a
-- keyless table's) cannot be re-read, and goes to whoever may read the table (without RLS for
-- keyless ones). `present` is false when the owner cannot see the re-read row yet (nobody is
-- asked then). Runs as the stack's database owner, which may switch to any API role; never
-- granted to them.
drop function if exists realtime.prepare_change(text, text, text, text[], jsonb, jsonb, jsonb[]);
create function realtime.prepare_change(
  p_schema text,
  p_table text,
  p_type text,
  p_key text[],
  p_new jsonb,
  p_old jsonb,
  p_claims jsonb[],
  out record_json jsonb,
  out old_record_json jsonb,
  out visible boolean[],
  out present boolean
)
language plpgsql set search_path = '' as $$
declare
  relation text := format('%I.%I', p_schema, p_table);
  typed jsonb;
  by_key boolean;
  row_security boolean;
  check_sql text;
  claims jsonb;
  seen boolean;
begin
  if p_new is not null then
    execute format('select to_jsonb(jsonb_populate_record(null::%s, $1))', relation)
      into typed using p_new;
    select coalesce(jsonb_object_agg(e.key, e.value), '{}') into record_json
      from jsonb_each(typed) e where p_new ? e.key;
  end if;
  if p_old is not null then
    execute format('select to_jsonb(jsonb_populate_record(null::%s, $1))', relation)
      into typed using p_old;
    select coalesce(jsonb_object_agg(e.key, e.value), '{}') into old_record_json
      from jsonb_each(typed) e where p_old ? e.key;
  end if;

  by_key := p_type <> 'DELETE' and p_new is not null and coalesce(cardinality(p_key), 0) > 0;
  if by_key then
    check_sql := format(
      'select exists (select 1 from %s t, jsonb_populate_record(null::%s, $1) r where %s)',
      relation, relation,
      (select string_agg(format('t.%1$I = r.%1$I', column_name), ' and ')
         from unnest(p_key) as column_name)
    );
  else
    select c.relrowsecurity into row_security from pg_catalog.pg_class c
     where c.oid = relation::regclass;
    check_sql := 'select pg_catalog.has_any_column_privilege(current_user, $2::regclass, ''SELECT'')';
  end if;

  -- Whether the owner sees the row at all. The stream can deliver a commit a moment before it is
  -- visible to new snapshots; the caller then asks again rather than telling nobody.
  present := true;
  if by_key then
    execute check_sql into present using p_new, relation;
  end if;
  visible := '{}';
  if not present then
    return;
  end if;
  foreach claims in array coalesce(p_claims, '{}') loop
    begin
      perform set_config('role', claims ->> 'role', true);
      perform set_config('request.jwt.claims', claims::text, true);
      perform set_config('request.jwt.claim.sub', coalesce(claims ->> 'sub', ''), true);
      perform set_config('request.jwt.claim.role', claims ->> 'role', true);
      execute check_sql into seen using p_new, relation;
      perform set_config('role', 'none', true);
      if not by_key then
        seen := seen and (p_type = 'DELETE' or not row_security);
      end if;
    exception when others then
      -- A role the grants refuse may not see the row; the failed block's settings roll back.
      seen := false;
    end;
    visible := visible || coalesce(seen, false);
  end loop;
  perform set_config('request.jwt.claims', '', true);
  perform set_config('request.jwt.claim.sub', '', true);
  perform set_config('request.jwt.claim.role', '', true);
end;
$$;
revoke all on function realtime.prepare_change(text, text, text, text[], jsonb, jsonb, jsonb[])
  from public;
