-- The publication migrations add tables to (`alter publication supabase_realtime add table …`).
-- The realtime service streams it by logical replication (pgoutput), as Supabase Realtime does, so
-- a table is realtime exactly when it is in this publication.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
