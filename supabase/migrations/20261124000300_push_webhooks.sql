-- Push notifications (SPEC §7) go out from the `push` Edge Function (supabase/functions/push),
-- called by these database webhooks: on a new chat message and on an application turning
-- approved. The body is a Supabase database webhook's, {type, table, schema, record, old_record},
-- posted with pg_net after the transaction commits, so a slow push service never holds up the
-- write and a rolled-back write sends nothing.
--
-- Where to post and with which key come from Vault: `project_url` (e.g. https://<ref>.supabase.co)
-- and `service_role_key`. A hosted project is given both once (README, Deploy); the local stack
-- writes them at each start. Without them the webhooks do nothing, so a project that has not set
-- up push still saves messages and approvals.

-- Hosted has pg_net available but not enabled; the local stack provides the same `net` functions.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_net') then
    create extension if not exists pg_net;
  end if;
end
$$;

create or replace function private.push_webhook()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  target text;
  service_key text;
begin
  select decrypted_secret into target from vault.decrypted_secrets where name = 'project_url';
  select decrypted_secret into service_key from vault.decrypted_secrets where name = 'service_role_key';
  if target is null or service_key is null then
    return null;
  end if;
  perform net.http_post(
    url := rtrim(target, '/') || '/functions/v1/push',
    body := jsonb_build_object(
      'type', tg_op,
      'table', tg_table_name,
      'schema', tg_table_schema,
      'record', to_jsonb(new),
      'old_record', case when tg_op = 'UPDATE' then to_jsonb(old) end
    ),
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'Authorization', 'Bearer ' || service_key
    ),
    timeout_milliseconds := 5000
  );
  return null;
end;
$$;

revoke all on function private.push_webhook() from public, anon, authenticated;

create trigger push_on_message
  after insert on public.messages
  for each row execute function private.push_webhook();

create trigger push_on_approval
  after update of status on public.applications
  for each row
  when (new.status = 'approved' and old.status is distinct from 'approved')
  execute function private.push_webhook();
