// /functions/v1/unsubscribe?token=…: the one-click unsubscribe of notification mails (RFC 8058).
// No sign-in: the token (../_shared/unsubscribe-token.ts) names the person and the kind and is
// signed, so it changes that one switch and nothing else.
//
// - POST with the token in the query, as mail clients send it (body `List-Unsubscribe=One-Click`):
//   e-mail for that kind off.
// - POST {"token", "email": boolean} as JSON, from the portal's /unsubscribe page: off, or on again
//   (its Undo).
// - GET, a person opening the link: sent on to the portal's confirmation page, which asks first
//   (a link checker opening it changes nothing).
import { createClient } from 'npm:@supabase/supabase-js@2.119.1';
import { json, preflight, readText } from '../_shared/http.ts';
import { readUnsubscribe } from '../_shared/unsubscribe-token.ts';

const env = (name: string, fallback = '') => Deno.env.get(name) || fallback;
const siteUrl = env('SITE_URL', 'http://localhost:3000').replace(/\/+$/, '');
const db = createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
});
const INVALID = 'This unsubscribe link is not valid. Change your e-mails in Notification settings.';

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  const url = new URL(req.url);
  if (req.method === 'GET') {
    const token = url.searchParams.get('token') ?? '';
    return new Response(null, {
      status: 303,
      headers: { Location: `${siteUrl}/unsubscribe?token=${encodeURIComponent(token)}` },
    });
  }
  if (req.method !== 'POST')
    return json(405, { error: 'Method not allowed' }, { Allow: 'GET, POST' });

  let token = url.searchParams.get('token');
  let email = false;
  const text = await readText(req, 4096).catch(() => '');
  if ((req.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const body = JSON.parse(text) as { token?: unknown; email?: unknown };
      if (typeof body.token === 'string') token = body.token;
      email = body.email === true;
    } catch {
      return json(400, { error: INVALID });
    }
  }
  const target = token === null ? null : await readUnsubscribe(env('UNSUBSCRIBE_SECRET'), token);
  if (target === null) return json(400, { error: INVALID });

  const { error } = await db
    .from('notification_preferences')
    .upsert(
      { user_id: target.userId, kind: target.kind, email, updated_at: new Date().toISOString() },
      { onConflict: 'user_id,kind' },
    );
  if (error) {
    // A person or kind that no longer exists: the link has nothing left to change.
    if (error.code === '23503' || error.code === '23514') return json(400, { error: INVALID });
    console.error('unsubscribe: not saved', error);
    return json(503, { error: 'Could not save that just now. Please try again.' });
  }
  return json(200, { kind: target.kind, email });
});
