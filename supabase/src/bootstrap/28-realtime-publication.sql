-- The publication migrations add tables to (`alter publication supabase_realtime add table …`).
-- PGlite accepts publications but has no logical replication: the realtime service captures
-- changes with triggers and NOTIFY, and may read this publication to know which tables to watch.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
