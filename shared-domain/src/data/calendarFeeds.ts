import { calendarFeedUrls } from '../rules/calendar';
import { unwrap, type Client } from './client';

/** The signed-in volunteer's calendar feed token; null while they have no feed (issue #21). */
export async function fetchCalendarFeedToken(client: Client): Promise<string | null> {
  const row = unwrap<{ token: string } | null>(
    await client.from('calendar_feeds').select('token').maybeSingle(),
  );
  return row?.token ?? null;
}

/** A new feed token (the old link stops working). */
export async function issueCalendarFeed(client: Client): Promise<string> {
  return unwrap(await client.rpc('issue_calendar_feed'));
}

/** Turns the feed off: its link answers nothing from now on. */
export async function revokeCalendarFeed(client: Client): Promise<void> {
  unwrap(await client.rpc('revoke_calendar_feed'));
}

/**
 * A feed's addresses on the client's project. supabase-js keeps the project URL to itself; its
 * storage client builds public URLs on it, so the base is read from one of those.
 */
export function calendarFeedLinks(
  client: Client,
  token: string,
): { webcal: string; https: string } {
  const probe = client.storage.from('calendar').getPublicUrl('feed').data.publicUrl;
  const base = probe.slice(0, probe.indexOf('/storage/v1/'));
  return calendarFeedUrls(base, token);
}
