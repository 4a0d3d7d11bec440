// GET /functions/v1/calendar?token=…: a volunteer's private calendar feed (issue #21), the
// iCalendar text of their approved tasks, which calendar apps subscribe to (webcal://) and keep in
// sync. The token is the only key: the database writes the calendar (public.calendar_feed, callable
// by the service role only) and answers nothing for a token it does not know (revoked, reissued).
import { json, preflight } from '../_shared/http.ts';

const TOKEN = /^[0-9a-f]{64}$/;

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json(405, { error: 'Method not allowed' }, { Allow: 'GET, HEAD' });
  }
  const token = new URL(req.url).searchParams.get('token') ?? '';
  if (!TOKEN.test(token)) return json(404, { error: 'No such calendar' });
  const url = Deno.env.get('SUPABASE_URL') ?? '';
  const key = Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '';
  const answer = await fetch(`${url}/rest/v1/rpc/calendar_feed`, {
    method: 'POST',
    headers: {
      apikey: key,
      authorization: `Bearer ${key}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ p_token: token }),
  });
  if (!answer.ok) {
    console.error('calendar_feed failed', answer.status, await answer.text());
    return json(502, { error: 'The calendar could not be read' });
  }
  const calendar = (await answer.json()) as string | null;
  if (calendar === null) return json(404, { error: 'No such calendar' });
  return new Response(req.method === 'HEAD' ? null : calendar, {
    status: 200,
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="pitch-in.ics"',
      // Calendar apps poll; a few minutes' staleness is what they expect.
      'Cache-Control': 'private, max-age=300',
    },
  });
});
