-- Search in the volunteer's open-task list (SPEC §5: title or description, case-insensitive) uses
-- ILIKE '%…%', which no b-tree serves; trigram indexes keep it off a full scan of every task.
-- pg_trgm is one of the extensions hosted Supabase offers, installed in its `extensions` schema.
create extension if not exists pg_trgm with schema extensions;

create index tasks_title_trgm_idx on public.tasks using gin (title extensions.gin_trgm_ops);
create index tasks_description_trgm_idx on public.tasks using gin (description extensions.gin_trgm_ops);
