-- Sign-up makes the account's profile rows (issue #15). With e-mail confirmation on, auth.signUp
-- returns no session, so the browser can no longer insert the users row and the organisation row
-- itself: the database makes them from the metadata the portal sends with the sign-up
-- (options.data: role, name, organisation_name), in the transaction that creates the account. They
-- hold what the portal wrote before: first_login_complete false, no photo, and for an organisation
-- the default type ('Other', stored lower-case).
--
-- The metadata is whatever anyone calling /auth/v1/signup sends, and nothing in it may make the
-- account's creation fail: a role other than volunteer or organisation makes no rows (the portal
-- treats such an account as before: 'Could not fetch user profile.'); a missing name falls back to
-- the address's local part, a missing organisation name to the person's name; rows that exist
-- already are kept; anything else going wrong is logged as a warning and the account is created
-- without rows.

-- A metadata value that is a non-blank string, trimmed; null otherwise.
create function private.metadata_text(metadata jsonb, key text) returns text
language sql immutable set search_path = '' as $$
  select case when jsonb_typeof(metadata -> key) = 'string'
              then nullif(btrim(metadata ->> key, E' \t\r\n'), '') end;
$$;

create function private.profiles_from_sign_up() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  metadata jsonb := case when jsonb_typeof(new.raw_user_meta_data) = 'object'
                         then new.raw_user_meta_data else '{}'::jsonb end;
  account_role text := private.metadata_text(metadata, 'role');
  person text;
begin
  if new.email is null or account_role is null
     or account_role not in ('volunteer', 'organisation') then
    return null;
  end if;
  person := coalesce(
    private.metadata_text(metadata, 'name'),
    private.metadata_text(metadata, 'full_name'),
    nullif(btrim(split_part(new.email, '@', 1)), ''),
    'New user'
  );
  begin
    insert into public.users (id, email, name, role, profile_url, first_login_complete)
    values (new.id, btrim(new.email), person, account_role, null, false)
    on conflict do nothing;
    -- Only for the row just made (or one already there with this role): a users row kept with
    -- another role must not gain an organisation.
    if account_role = 'organisation' and exists (
      select 1 from public.users u where u.id = new.id and u.role = 'organisation'
    ) then
      insert into public.organisations (name, type, user_id)
      values (coalesce(private.metadata_text(metadata, 'organisation_name'), person), 'other', new.id)
      on conflict do nothing;
    end if;
  exception when others then
    raise warning 'profiles_from_sign_up: account % created without profile rows: % (SQLSTATE %)',
      new.id, sqlerrm, sqlstate;
  end;
  return null;
end;
$$;

create trigger profiles_from_sign_up after insert on auth.users
  for each row execute function private.profiles_from_sign_up();

revoke all on function private.metadata_text(jsonb, text), private.profiles_from_sign_up()
  from public;
