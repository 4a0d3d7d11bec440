-- Realtime for new chats: the messages list of both parties shows a chat as soon as the organisation
-- opens it, before its first message. Row-level security still decides who receives each row.
do $$
begin
  if not exists (
    select 1 from pg_publication_tables
     where pubname = 'supabase_realtime' and schemaname = 'public' and tablename = 'chats'
  ) then
    alter publication supabase_realtime add table public.chats;
  end if;
end;
$$;
