// What the database tells the push sender: a new chat message and an application turning approved,
// each as NOTIFY push_events with the row's id. Installed when the stack starts, and only on the
// product schema (chats, messages, applications, push_subscriptions), so other schemas run untouched.
import type { Database } from '../contract';

export const PUSH_CHANNEL = 'push_events';

export type PushEvent = { kind: 'message' | 'approval'; id: string };

const INSTALL = `
do $install$
begin
  if to_regclass('public.chats') is null or to_regclass('public.messages') is null
     or to_regclass('public.applications') is null or to_regclass('public.push_subscriptions') is null then
    return;
  end if;
  create schema if not exists push;
  create or replace function push.announce() returns trigger
  language plpgsql security definer set search_path = '' as $fn$
  begin
    if tg_table_name = 'messages' then
      perform pg_notify('${PUSH_CHANNEL}', json_build_object('kind', 'message', 'id', new.id)::text);
    elsif new.status = 'approved' and old.status is distinct from 'approved' then
      perform pg_notify('${PUSH_CHANNEL}', json_build_object('kind', 'approval', 'id', new.id)::text);
    end if;
    return null;
  end;
  $fn$;
  create or replace trigger push_announce after insert on public.messages
    for each row execute function push.announce();
  create or replace trigger push_announce after update of status on public.applications
    for each row execute function push.announce();
end;
$install$;
`;

/** True when the schema has what push announcements need (and the triggers are now in place). */
export async function installAnnouncements(db: Database): Promise<boolean> {
  return db.asAdmin(async (sql) => {
    await sql.query(INSTALL);
    const { rows } = await sql.query<{ ready: boolean }>(
      `select to_regprocedure('push.announce()') is not null as ready`,
    );
    return rows[0]?.ready === true;
  });
}

export function parsePushEvent(payload: string): PushEvent | null {
  try {
    const event: unknown = JSON.parse(payload);
    if (typeof event !== 'object' || event === null) return null;
    const { kind, id } = event as { kind?: unknown; id?: unknown };
    if ((kind !== 'message' && kind !== 'approval') || typeof id !== 'string') return null;
    return { kind, id };
  } catch {
    return null;
  }
}
