-- The Messages list at real sizes (issue #17): the caller's chats one page at a time, newest
-- activity first, each row carrying everything the list shows, read from an index that stops after
-- the page. get_chat_list read every chat of the caller with each one's messages (and, through its
-- forced generic plan, every task), and PostgREST's row cap cut it off silently at 1,000 chats.

-- chats: the last message and the latest activity -------------------------------------------------
-- Each chat keeps a copy of its last message, kept by triggers on messages, so the list reads chats
-- alone, in activity order, straight from the indexes below. last_activity_at is the last message's
-- time, or the chat's creation while it has none.
alter table public.chats
  add column last_message_content text,
  add column last_message_sender_id uuid,
  add column last_message_at timestamptz,
  add column last_activity_at timestamptz not null
    generated always as (greatest(created_at, last_message_at)) stored;
comment on column public.chats.last_message_content is
  'Copy of the newest message (by created_at, then id), kept by triggers on messages for the Messages list (get_chat_page); with last_message_sender_id and last_message_at.';
comment on column public.chats.last_activity_at is
  'The newest message''s time, or the chat''s creation while it has none: the Messages list''s order.';

update public.chats c
   set last_message_content = m.content, last_message_sender_id = m.sender_id,
       last_message_at = m.created_at
  from (
    select distinct on (mm.chat_id) mm.chat_id, mm.content, mm.sender_id, mm.created_at
      from public.messages mm
     order by mm.chat_id, mm.created_at desc, mm.id desc
  ) m
 where m.chat_id = c.id;

-- A statement's new messages: each chat takes its newest, once, and never goes back to an older one.
-- SECURITY DEFINER: a participant may insert messages but not update chats.
create function private.chats_take_new_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.chats c
     set last_message_content = m.content, last_message_sender_id = m.sender_id,
         last_message_at = m.created_at
    from (
      select distinct on (n.chat_id) n.chat_id, n.content, n.sender_id, n.created_at
        from new_messages n
       order by n.chat_id, n.created_at desc, n.id desc
    ) m
   where c.id = m.chat_id
     and (c.last_message_at is null or c.last_message_at < m.created_at);
  return null;
end;
$$;

-- Deleted messages (no API path deletes one; the service role may): the chats they were in read
-- their last message again.
create function private.chats_forget_deleted_messages() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.chats c
     set last_message_content = m.content, last_message_sender_id = m.sender_id,
         last_message_at = m.created_at
    from (select distinct o.chat_id from old_messages o) gone
    left join lateral (
      select mm.content, mm.sender_id, mm.created_at
        from public.messages mm
       where mm.chat_id = gone.chat_id
       order by mm.created_at desc, mm.id desc
       limit 1
    ) m on true
   where c.id = gone.chat_id;
  return null;
end;
$$;

create trigger messages_update_chat after insert on public.messages
  referencing new table as new_messages
  for each statement execute function private.chats_take_new_messages();
create trigger messages_delete_update_chat after delete on public.messages
  referencing old table as old_messages
  for each statement execute function private.chats_forget_deleted_messages();

revoke all on function private.chats_take_new_messages(), private.chats_forget_deleted_messages()
  from public;

-- One index per side of a chat, in list order; the volunteer one also serves what
-- chats_volunteer_idx (volunteer_id) did.
create index chats_org_activity_idx on public.chats (org_id, last_activity_at desc, id desc);
create index chats_volunteer_activity_idx on public.chats (volunteer_id, last_activity_at desc, id desc);
drop index if exists public.chats_volunteer_idx;

-- get_chat_page ----------------------------------------------------------------------------------------
-- One page of the caller's chats (SPEC §2 Messages list, §4 newest message first), newest activity
-- first (the last message's time, or the chat's creation while it has none), ties by id. Each row
-- holds the task, the other party (name, photo, and logo when it is the organisation) and the last
-- message.
--
-- The first page takes no cursor. Each next page takes the last row's (sort_at, chat_id) as
-- (p_before_at, p_before_id) and the first page's first sort_at as p_as_of, the moment the list was
-- read. Later pages keep the order the list had at that moment: a chat with newer activity stays
-- where it stood then and a chat opened later is left out (both show on a fresh first page), so
-- paging neither repeats nor skips a chat that was there, however many messages arrive meanwhile.
-- Without p_as_of a page follows the current order. sort_at is the row's place in that order; the
-- last message shown is always the current one.
--
-- Each part reads one index range and stops after a page. SECURITY DEFINER, keeping to the
-- caller's chats itself (org_id or volunteer_id is the caller, as chats_select_participant says):
-- as the caller, the policy's own test joined every condition, the estimates fell from thousands of
-- chats to tens, and at 100,000 tasks a next page read all of an organisation's 2,500 chats and
-- sorted them instead of the 31 it needs from the index.
create function public.get_chat_page(
  p_limit integer default 30,
  p_before_at timestamptz default null,
  p_before_id uuid default null,
  p_as_of timestamptz default null
)
returns table (
  chat_id uuid, task_id uuid, task_title text,
  other_party_id uuid, other_party_name text, other_party_profile_url text,
  other_party_logo_url text,
  last_message_content text, last_message_sender_id uuid, last_message_at timestamptz,
  created_at timestamptz, sort_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
  page_size integer := least(greatest(coalesce(p_limit, 30), 1), 100);
  -- A snapshot cannot be older than the cursor taken from it.
  snapshot timestamptz := case when p_as_of is not null then greatest(p_as_of, p_before_at) end;
begin
  if (p_before_at is null) <> (p_before_id is null) then
    raise exception 'A page cursor needs both p_before_at and p_before_id.' using errcode = '22023';
  end if;
  if p_before_at is null then
    return query
      select c.id, c.task_id, t.title,
             other.id, other.name, other.profile_url, o.logo_url,
             c.last_message_content, c.last_message_sender_id, c.last_message_at,
             c.created_at, c.last_activity_at
        from (
          (select oc.id, oc.last_activity_at from public.chats oc
            where oc.org_id = caller
            order by oc.last_activity_at desc, oc.id desc
            limit page_size)
          union all
          (select vc.id, vc.last_activity_at from public.chats vc
            where vc.volunteer_id = caller
            order by vc.last_activity_at desc, vc.id desc
            limit page_size)
          order by 2 desc, 1 desc
          limit page_size
        ) page (id, sort_at)
        join public.chats c on c.id = page.id
        join public.tasks t on t.id = c.task_id
        join public.users other
          on other.id = case when c.org_id = caller then c.volunteer_id else c.org_id end
        left join public.organisations o on o.user_id = c.org_id and c.org_id <> caller
       order by page.sort_at desc, page.id desc;
  else
    return query
      select c.id, c.task_id, t.title,
             other.id, other.name, other.profile_url, o.logo_url,
             c.last_message_content, c.last_message_sender_id, c.last_message_at,
             c.created_at, page.sort_at
        from (
          -- Chats quiet since the snapshot: their current place is the one they had, in index order.
          (select oc.id, oc.last_activity_at from public.chats oc
            where oc.org_id = caller
              and (oc.last_activity_at, oc.id) < (p_before_at, p_before_id)
            order by oc.last_activity_at desc, oc.id desc
            limit page_size)
          union all
          (select vc.id, vc.last_activity_at from public.chats vc
            where vc.volunteer_id = caller
              and (vc.last_activity_at, vc.id) < (p_before_at, p_before_id)
            order by vc.last_activity_at desc, vc.id desc
            limit page_size)
          union all
          -- Chats active since the snapshot, at the place they had then (those opened later are
          -- left out): only these need their messages read.
          (select moved.id, moved.sort_at
             from (
               select ac.id, greatest(ac.created_at, before_snapshot.created_at) as sort_at
                 from public.chats ac
                 left join lateral (
                   select mm.created_at
                     from public.messages mm
                    where mm.chat_id = ac.id and mm.created_at <= snapshot
                    order by mm.created_at desc, mm.id desc
                    limit 1
                 ) before_snapshot on true
                where (ac.org_id = caller or ac.volunteer_id = caller)
                  and ac.last_activity_at > snapshot
                  and ac.created_at <= snapshot
             ) moved
            where (moved.sort_at, moved.id) < (p_before_at, p_before_id))
          order by 2 desc, 1 desc
          limit page_size
        ) page (id, sort_at)
        join public.chats c on c.id = page.id
        join public.tasks t on t.id = c.task_id
        join public.users other
          on other.id = case when c.org_id = caller then c.volunteer_id else c.org_id end
        left join public.organisations o on o.user_id = c.org_id and c.org_id <> caller
       order by page.sort_at desc, page.id desc;
  end if;
end;
$$;

comment on function public.get_chat_page(integer, timestamptz, uuid, timestamptz) is
  'One page of the caller''s chats, newest activity first, keyset-paged by (sort_at, chat_id) with p_as_of the first page''s first sort_at. Nullable: other_party_profile_url, other_party_logo_url, last_message_content, last_message_sender_id, last_message_at.';

revoke execute on function public.get_chat_page(integer, timestamptz, uuid, timestamptz)
  from public, anon;
grant execute on function public.get_chat_page(integer, timestamptz, uuid, timestamptz)
  to authenticated, service_role;

-- get_chat_list -----------------------------------------------------------------------------------------
-- Kept for the callers outside the apps (the end-to-end suite, the latency script), now reading the
-- chats' own copy of their last message from the indexes above instead of every chat's messages,
-- and planned the usual way: its forced generic plan could not see whose chats it read and, at
-- 100,000 tasks, scanned all of them.
create or replace function public.get_chat_list()
returns table (
  chat_id uuid, task_id uuid, task_title text,
  org_id uuid, org_name text, org_profile_url text, org_logo_url text,
  volunteer_id uuid, volunteer_name text, volunteer_profile_url text,
  last_message_content text, last_message_sender_id uuid, last_message_at timestamptz,
  created_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  caller uuid := private.require_caller();
begin
  return query
    select c.id, c.task_id, t.title,
           c.org_id, ou.name, ou.profile_url, o.logo_url,
           c.volunteer_id, vu.name, vu.profile_url,
           c.last_message_content, c.last_message_sender_id, c.last_message_at,
           c.created_at
      from public.chats c
      join public.tasks t on t.id = c.task_id
      join public.users ou on ou.id = c.org_id
      join public.users vu on vu.id = c.volunteer_id
      left join public.organisations o on o.user_id = c.org_id
     where c.org_id = caller or c.volunteer_id = caller
     order by c.last_activity_at desc, c.id;
end;
$$;

comment on function public.get_chat_list() is
  'Every chat of the caller, newest message first, unpaged (PostgREST stops at its max-rows); the apps read get_chat_page. Nullable: org_profile_url, org_logo_url, volunteer_profile_url, last_message_content, last_message_sender_id, last_message_at.';
