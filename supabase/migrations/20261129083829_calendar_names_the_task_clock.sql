-- Issue #44, one clock: the calendar file says the task's own time and zone, as every screen does.
-- DTSTART stays the UTC instant (every calendar app places it right in the device's clock); the
-- description's first line names the task's clock ('Starts 20:00 Europe/London time.'), so a
-- volunteer in another zone reads the same time the organisation wrote.

create or replace function private.task_ics_event(task public.tasks, organisation_name text, stamp timestamptz)
returns text
language sql stable
set search_path = ''
as $$
  with span as (
    select min(o.starts_at) as first_start, max(o.starts_at) as last_start
      from private.task_occurrences(task) o
  ),
  lines as (
    select array_remove(array[
      'BEGIN:VEVENT',
      'UID:task-' || task.id || '@pitch-in',
      'DTSTAMP:' || private.ics_time(stamp),
      case when task.task_type = 'ongoing'
           then 'DTSTART;VALUE=DATE:' || to_char(s.first_start at time zone task.time_zone, 'YYYYMMDD')
           else 'DTSTART:' || private.ics_time(task.task_date) end,
      case when task.task_type = 'ongoing'
           then 'DTEND;VALUE=DATE:'
                || to_char((s.first_start at time zone task.time_zone) + interval '1 day', 'YYYYMMDD')
           else 'DTEND:' || private.ics_time(
                  task.task_date + make_interval(secs => greatest(task.hours_required, 0) * 3600))
      end,
      case when task.task_type = 'ongoing' then
        'RRULE:FREQ=WEEKLY;BYDAY='
        || array_to_string(array(
             select upper(left(d, 2)) from unnest(task.days_of_week) d order by
               array_position(array['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday',
                                    'Saturday', 'Sunday'], d)), ',')
        || ';UNTIL=' || to_char(s.last_start at time zone task.time_zone, 'YYYYMMDD')
      end,
      'SUMMARY:' || private.ics_escape(task.title),
      case when nullif(btrim(task.location), '') is not null
           then 'LOCATION:' || private.ics_escape(task.location) end,
      'DESCRIPTION:' || private.ics_escape(
        concat_ws(E'\n\n',
          case when task.task_type <> 'ongoing' then
            'Starts ' || to_char(task.task_date at time zone task.time_zone, 'HH24:MI') || ' '
            || replace(task.time_zone, '_', ' ') || ' time.' end,
          nullif(btrim(task.description), ''),
          'With ' || organisation_name || '.')),
      'END:VEVENT'
    ], null) as items
      from span s
     where s.first_start is not null
  )
  select string_agg(private.ics_fold(item), E'\r\n' order by n)
    from lines cross join unnest(lines.items) with ordinality as u (item, n);
$$;
