import type { Stack } from '../src/stack';
import { signedInClient } from './stack-harness';
import { accessToken, ownerQuery, startServicesStack } from './rt-fixtures/services-stack';

let stack: Stack;

beforeAll(async () => {
  stack = await startServicesStack();
});

afterAll(async () => {
  await stack?.stop();
});

const subscription = (endpoint: string, auth = 'tBHItJI5svbpez7KI4CCXg') => ({
  endpoint,
  expirationTime: null,
  keys: {
    p256dh:
      'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM',
    auth,
  },
});

function save(body: unknown, token: string | null, raw = false) {
  return fetch(`${stack.apiUrl}/api/save-subscription`, {
    method: 'POST',
    headers: {
      apikey: stack.anonKey,
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: raw ? (body as string) : JSON.stringify(body),
  });
}

describe('POST /api/save-subscription', () => {
  it('answers 401 with an error when nobody is signed in', async () => {
    // No token at all: the function's JWT check (verify_jwt) answers, as on hosted.
    const response = await save(subscription('https://push.example.com/anon'), null);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    // The anonymous key is a valid JWT, but nobody's: the function itself refuses it.
    const anonymous = await save(subscription('https://push.example.com/anon'), stack.anonKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: 'You must be signed in to enable notifications',
    });
  });

  it('refuses malformed JSON and bodies that are not push subscriptions with 400', async () => {
    const { client } = await signedInClient(stack, 'push-bad');
    const token = await accessToken(client);
    const malformed = await save('{"endpoint":', token, true);
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: 'Body must be valid JSON' });
    const insecure = await save(subscription('http://push.example.com/1'), token);
    expect(insecure.status).toBe(400);
    expect(await insecure.json()).toEqual({ error: 'subscription.endpoint must be an https URL' });
    const keyless = await save({ endpoint: 'https://push.example.com/2' }, token);
    expect(keyless.status).toBe(400);
  });

  it('stores the subscription for the signed-in user, bare or wrapped, and updates it on repeat', async () => {
    const { client, userId } = await signedInClient(stack, 'push-alice');
    const token = await accessToken(client);
    const endpoint = 'https://fcm.googleapis.com/fcm/send/alice-device';

    const first = await save({ subscription: subscription(endpoint) }, token);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ id: expect.any(String), endpoint });
    const again = await save(subscription(endpoint, 'bmV3LWF1dGgtc2VjcmV0'), token);
    expect(again.status).toBe(201);

    const rows = await ownerQuery<{ user_id: string; subscription: { keys: { auth: string } } }>(
      stack,
      'select user_id, subscription from public.push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].user_id).toBe(userId);
    expect(rows[0].subscription.keys.auth).toBe('bmV3LWF1dGgtc2VjcmV0');

    const { data } = await client.from('push_subscriptions').select('endpoint');
    expect(data).toEqual([{ endpoint }]);
  });

  it("never lets one user take over or read another user's subscription", async () => {
    const alice = await signedInClient(stack, 'push-owner');
    const bob = await signedInClient(stack, 'push-other');
    const endpoint = 'https://updates.push.services.mozilla.com/wpush/v2/owner-device';
    expect((await save(subscription(endpoint), await accessToken(alice.client))).status).toBe(201);

    const takeover = await save(subscription(endpoint, 'c3RvbGVu'), await accessToken(bob.client));
    expect(takeover.status).toBe(403);
    const rows = await ownerQuery<{ user_id: string }>(
      stack,
      'select user_id from public.push_subscriptions where endpoint = $1',
      [endpoint],
    );
    expect(rows).toEqual([{ user_id: alice.userId }]);
    const { data } = await bob.client.from('push_subscriptions').select('endpoint');
    expect(data).toEqual([]);
  });

  it('answers other routes under /api with 404 and other methods with 405', async () => {
    const missing = await fetch(`${stack.apiUrl}/api/nothing`, {
      headers: { apikey: stack.anonKey },
    });
    expect(missing.status).toBe(404);
    const get = await fetch(`${stack.apiUrl}/api/save-subscription`, {
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${await accessToken((await signedInClient(stack, 'push-get')).client)}`,
      },
    });
    expect(get.status).toBe(405);
  });
});
