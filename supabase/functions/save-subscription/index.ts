// POST /functions/v1/save-subscription (SPEC §7's POST /api/save-subscription): records the
// signed-in user's browser push subscription. The upsert runs as the caller, through PostgREST
// with the caller's JWT, so push_subscriptions' policies (own rows only) decide. Only an endpoint at
// a browser's push service is stored (../_shared/push-endpoint.ts); the database checks it too.
import { createClient, isAuthRetryableFetchError } from 'npm:@supabase/supabase-js@2.119.1';
import { BodyTooLarge, json, preflight, readText } from '../_shared/http.ts';
import {
  checkedAddresses,
  PUSH_SERVICE_COLUMNS,
  PushEndpointRefused,
  pushServiceOf,
  type PushService,
} from '../_shared/push-endpoint.ts';
import { parseSubscription } from './subscription.ts';

const BODY_LIMIT = 16 * 1024;
const UNAVAILABLE = { error: 'The database is unavailable; try again shortly' };

const supabaseUrl = Deno.env.get('SUPABASE_URL') ?? '';
const anonKey = Deno.env.get('SUPABASE_ANON_KEY') ?? '';
const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
};
// One client verifies callers' tokens, so the project's signing keys (JWKS) are fetched once.
const verifier = createClient(supabaseUrl, anonKey, clientOptions);
// Reads the list of push services, which no API role but the service role may read.
const service = createClient(
  supabaseUrl,
  Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  clientOptions,
);

Deno.serve(async (req) => {
  if (req.method === 'OPTIONS') return preflight();
  if (req.method !== 'POST') {
    return json(405, { error: 'Method not allowed' }, { Allow: 'POST' });
  }
  const authorization = req.headers.get('Authorization') ?? '';
  const token = authorization.replace(/^Bearer\s+/i, '');
  const { data: verified, error: verifyError } = await verifier.auth.getClaims(token);
  if (isAuthRetryableFetchError(verifyError)) return json(503, UNAVAILABLE, { 'Retry-After': '1' });
  if (verified?.claims.role !== 'authenticated' || typeof verified.claims.sub !== 'string') {
    return json(401, { error: 'You must be signed in to enable notifications' });
  }
  // The caller's own token on every query: row-level security sees them, not this function.
  const client = createClient(supabaseUrl, anonKey, {
    ...clientOptions,
    global: { headers: { Authorization: authorization } },
  });
  let body: unknown;
  try {
    body = JSON.parse(await readText(req, BODY_LIMIT));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: 'Subscription is too large' });
    return json(400, { error: 'Body must be valid JSON' });
  }
  const parsed = parseSubscription(body);
  if (!parsed.ok) return json(400, { error: parsed.error });

  const services = await service.from('push_services').select(PUSH_SERVICE_COLUMNS);
  if (services.error) {
    if (services.status === 0 || services.status === 503 || services.error.code === 'PGRST002') {
      return json(503, UNAVAILABLE, { 'Retry-After': '1' });
    }
    console.error('save-subscription: the push services could not be read', services.error);
    return json(500, { error: 'Could not save the subscription' });
  }
  const endpoint = parsed.value.endpoint;
  const known = pushServiceOf(endpoint, services.data as PushService[]);
  if ('refused' in known) return json(400, { error: `${known.refused}.` });
  try {
    await checkedAddresses(new URL(endpoint).hostname, known.service);
  } catch (error) {
    // A known service's host that does not resolve now is checked again before every send.
    if (!(error instanceof PushEndpointRefused)) throw error;
    if (error.reason === 'inside') {
      return json(400, { error: 'The endpoint must not lead into a private network.' });
    }
  }

  const { data, error, status } = await client
    .from('push_subscriptions')
    .upsert(
      { endpoint: parsed.value.endpoint, subscription: parsed.value },
      { onConflict: 'endpoint' },
    )
    .select('id, endpoint, created_at')
    .single();
  if (error === null) return json(201, data);
  // 0: PostgREST could not be reached at all; 503: it answered that the database is down.
  if (status === 0 || status === 503 || error.code === 'PGRST002') {
    return json(503, UNAVAILABLE, { 'Retry-After': '1' });
  }
  if (error.code === '42501') {
    return json(403, { error: 'This push subscription belongs to another account' });
  }
  if (error.code === '23514') {
    return json(400, { error: "The endpoint is not a browser's push service." });
  }
  if (error.code?.startsWith('22') || error.code?.startsWith('23')) {
    return json(400, { error: 'The subscription could not be stored' });
  }
  console.error('save-subscription: the upsert failed', error);
  return json(500, { error: 'Could not save the subscription' });
});
