// GET /functions/v1/push-public-key: the VAPID public key browsers subscribe with (a function secret,
// `supabase secrets set VAPID_PUBLIC_KEY=…`), for portals whose portal-config.json carries none.
import { json, preflight } from '../_shared/http.ts';

Deno.serve((req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    return json(405, { error: 'Method not allowed' }, { Allow: 'GET, HEAD' });
  }
  const publicKey = Deno.env.get('VAPID_PUBLIC_KEY') ?? '';
  if (publicKey === '') return json(404, { error: 'Push notifications are not configured' });
  return json(200, { publicKey }, { 'Cache-Control': 'public, max-age=300' });
});
