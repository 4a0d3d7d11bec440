-- Supabase Vault (the supabase_vault extension on hosted): named secrets the database's own code
-- reads, such as the project's URL and the key a database webhook calls an Edge Function with.
-- Hosted encrypts them at rest with a key outside the database; this local copy keeps the same
-- interface (vault.secrets, vault.decrypted_secrets, vault.create_secret, vault.update_secret) and
-- the same rule that only the database owner and service_role see them, without the encryption.
create schema if not exists vault;
revoke all on schema vault from public;

create table if not exists vault.secrets (
  id uuid primary key default gen_random_uuid(),
  name text,
  description text not null default '',
  secret text not null,
  key_id uuid,
  nonce bytea,
  created_at timestamptz not null default current_timestamp,
  updated_at timestamptz not null default current_timestamp
);
create unique index if not exists secrets_name_idx on vault.secrets (name) where name is not null;

create or replace view vault.decrypted_secrets as
  select id, name, description, secret, secret as decrypted_secret, key_id, nonce, created_at,
         updated_at
    from vault.secrets;

create or replace function vault.create_secret(
  new_secret text,
  new_name text default null,
  new_description text default '',
  new_key_id uuid default null
) returns uuid
language sql
set search_path = ''
as $$
  insert into vault.secrets (secret, name, description, key_id)
  values (new_secret, new_name, coalesce(new_description, ''), new_key_id)
  returning id;
$$;

create or replace function vault.update_secret(
  secret_id uuid,
  new_secret text default null,
  new_name text default null,
  new_description text default null,
  new_key_id uuid default null
) returns void
language sql
set search_path = ''
as $$
  update vault.secrets
     set secret = coalesce(new_secret, secret),
         name = coalesce(new_name, name),
         description = coalesce(new_description, description),
         key_id = coalesce(new_key_id, key_id),
         updated_at = current_timestamp
   where id = secret_id;
$$;

grant usage on schema vault to service_role;
grant select, insert, update, delete on vault.secrets to service_role;
grant select on vault.decrypted_secrets to service_role;
revoke all on function vault.create_secret(text, text, text, uuid) from public;
revoke all on function vault.update_secret(uuid, text, text, text, uuid) from public;
grant execute on function vault.create_secret(text, text, text, uuid) to service_role;
grant execute on function vault.update_secret(uuid, text, text, text, uuid) to service_role;
