-- What the organisation's dashboard says needs doing (issue #19), counted in the database over the
-- caller's own tasks, so the numbers are true however many tasks there are:
--   applicants_waiting  applications still 'applied' on tasks not yet completed;
--   tasks_this_week     own tasks not completed whose date falls in the next seven days;
--   reviews_owed        volunteers marked done (completed) who have no review for that task yet.
-- Security invoker: row-level security applies as for any read of the caller.
create function public.get_organisation_todo()
returns table (applicants_waiting integer, tasks_this_week integer, reviews_owed integer)
language sql stable
set search_path = ''
as $$
  select
    (select count(*)::integer
       from public.tasks t
       join public.applications a on a.task_id = t.id and a.status = 'applied'
      where t.user_id = (select auth.uid()) and not t.completed),
    (select count(*)::integer
       from public.tasks t
      where t.user_id = (select auth.uid()) and not t.completed
        and t.task_date >= now() and t.task_date < now() + interval '7 days'),
    (select count(*)::integer
       from public.tasks t
       join public.applications a on a.task_id = t.id and a.status = 'completed'
      where t.user_id = (select auth.uid())
        and not exists (
          select 1 from public.reviews r where r.task_id = a.task_id and r.user_id = a.user_id
        ));
$$;

comment on function public.get_organisation_todo() is
  'The organisation dashboard''s counts: applicants waiting, tasks in the next seven days, reviews owed.';

-- Only signed-in users call it; hosted Supabase grants execute to anon and PUBLIC by default.
revoke execute on function public.get_organisation_todo() from public, anon;
grant execute on function public.get_organisation_todo() to authenticated;
