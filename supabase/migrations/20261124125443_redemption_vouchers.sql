-- Vouchers (issue #20): a redemption ends in a voucher the volunteer shows at the canteen counter,
-- with the item, the time and a code the counter can check against this table. The code is
-- issued by the database (12 hex digits from a random UUID, unique), so the client cannot choose
-- it, and every existing redemption gets one.

alter table public.redemptions
  add column voucher_code text not null
    default upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 12));
alter table public.redemptions
  add constraint redemptions_voucher_code_format check (voucher_code ~ '^[0-9A-F]{12}$');
create unique index redemptions_voucher_code_key on public.redemptions (voucher_code);
comment on column public.redemptions.voucher_code is
  'The voucher''s code, shown as XXXX-XXXX-XXXX; issued by the database, unique.';

-- redeem_reward returns the voucher code with the redemption.
drop function public.redeem_reward(text, integer);

-- p_item_id is a reward_items id (priced from the menu; p_custom_cents is ignored) or 'custom' with
-- p_custom_cents > 0 (1 point = 1 cent). The balance row is locked, so concurrent redemptions queue
-- and the balance never goes below zero.
create function public.redeem_reward(p_item_id text, p_custom_cents integer default null)
returns table (
  id uuid, user_id uuid, item_id text, item_title text, cost integer, created_at timestamptz,
  remaining_points integer, voucher_code text
)
language plpgsql security definer set search_path = '' as $$
declare
  caller uuid := private.require_caller();
  v_title text;
  v_cost integer;
  balance integer;
  redemption public.redemptions;
begin
  if private.caller_role() <> 'volunteer' then
    raise exception 'Only volunteers can redeem rewards.' using errcode = '42501';
  end if;
  if p_item_id is null or btrim(p_item_id) = '' then
    raise exception 'Missing reward item.' using errcode = '22023';
  end if;
  if p_item_id = 'custom' then
    if p_custom_cents is null or p_custom_cents <= 0 then
      raise exception 'Enter an amount greater than zero.' using errcode = '22023';
    end if;
    v_cost := p_custom_cents;
    v_title := 'Custom amount';
  else
    select r.title, r.cost into v_title, v_cost from public.reward_items r where r.id = p_item_id;
    if v_cost is null then
      raise exception 'Unknown reward item.' using errcode = 'PT404';
    end if;
  end if;
  select u.points into balance from public.users u where u.id = caller for update;
  if balance < v_cost then
    raise exception 'You need % more points!', v_cost - balance;
  end if;
  update public.users u set points = u.points - v_cost where u.id = caller
  returning u.points into balance;
  insert into public.redemptions (user_id, item_id, item_title, cost)
  values (caller, p_item_id, v_title, v_cost)
  returning * into redemption;
  return query select redemption.id, redemption.user_id, redemption.item_id, redemption.item_title,
    redemption.cost, redemption.created_at, balance, redemption.voucher_code;
end;
$$;

comment on function public.redeem_reward(text, integer) is
  'Redeems a menu item or a custom amount (p_item_id ''custom'', p_custom_cents) and returns the redemption with the remaining points and its voucher code.';

revoke execute on function public.redeem_reward(text, integer) from public, anon;
grant execute on function public.redeem_reward(text, integer) to authenticated, service_role;
