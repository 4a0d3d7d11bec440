-- Default privileges on the public schema as on hosted Supabase: the API roles get table-level
-- grants on everything migrations create there, and row-level security decides the rest. Only defaults: re-granting existing tables on every start
-- would undo a migration's revokes.
grant usage on schema public to anon, authenticated, service_role;

alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
