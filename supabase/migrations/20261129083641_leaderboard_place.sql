-- Issue #44: the leaderboard shows the top five (SPEC §2); a volunteer outside them saw no place of
-- their own. Their place, counted the way the board orders (completed tasks, then name, then id),
-- from the same index (users_leaderboard_idx).

create function public.get_my_leaderboard_place()
returns table (user_id uuid, name text, profile_url text, completed_count integer, place integer)
language sql stable security definer set search_path = '' as $$
  select me.id, me.name, me.profile_url, me.completed_count,
         1 + (select count(*)::integer
                from public.users u
               where u.role = 'volunteer'
                 and u.completed_count > 0
                 and (u.completed_count > me.completed_count
                      or (u.completed_count = me.completed_count
                          and (u.name, u.id) < (me.name, me.id))))
    from public.users me
   where me.id = (select auth.uid())
     and me.role = 'volunteer'
     and me.completed_count > 0;
$$;
comment on function public.get_my_leaderboard_place() is
  'The caller''s own place on the leaderboard (1 is first), ordered as get_leaderboard; no row before their first completed task or for an organisation. Nullable: profile_url.';

revoke execute on function public.get_my_leaderboard_place() from public, anon;
grant execute on function public.get_my_leaderboard_place() to authenticated, service_role;
