-- The volunteer's unanswered reminders of what is still to come, "still to come" judged by the
-- database's clock (issue #18). Read with a filter on the browser's clock, every request named a
-- different instant; read this way it is the same request on every visit, so index.html can send
-- it again at the very start of a returning volunteer's next visit (shell/src/app/startUpReplay.ts)
-- and Home does not wait for supabase-js to ask. Security invoker: the reminders' own row-level
-- security decides, as it does for the table read.
create function public.get_open_reminders()
returns setof public.reminders
language sql
stable
security invoker
set search_path = ''
as $$
  select r.*
    from public.reminders r
   where r.user_id = (select auth.uid())
     and r.answer is null
     and r.starts_at > now();
$$;
comment on function public.get_open_reminders() is
  'The caller''s unanswered reminders of occurrences still to come; embeddable (setof reminders).';
revoke execute on function public.get_open_reminders() from public, anon;
grant execute on function public.get_open_reminders() to authenticated;
