// POST /api/save-subscription: records the signed-in user's browser push subscription. The upsert
// runs as the caller, so push_subscriptions' policies (own rows only) decide.
// GET /api/push-public-key: the VAPID public key browsers subscribe with. The service also sends
// the notifications themselves (./sender).
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Claims, RequestContext, Service, ServiceContext, ServiceFactory } from '../contract';
import { isBadInput, isDatabaseUnavailable, sendUnavailable } from '../gateway/http';
import { startPushSender, type PushSender } from './sender';
import { parseSubscription } from './subscription';
import { loadVapidKeys, type VapidKeys } from './vapid';

const BODY_LIMIT = 16 * 1024;

class BodyTooLarge extends Error {}

function send(res: ServerResponse, status: number, body: unknown): void {
  // Already answered (the gateway's drain cut the request off): keep that answer.
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function readText(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () =>
      size > BODY_LIMIT
        ? reject(new BodyTooLarge())
        : resolve(Buffer.concat(chunks).toString('utf8')),
    );
    req.on('error', reject);
  });
}

function signedInUser(claims: Claims): string | null {
  return claims.role === 'authenticated' && typeof claims.sub === 'string' ? claims.sub : null;
}

function sqlState(err: unknown): unknown {
  return typeof err === 'object' && err !== null && 'code' in err
    ? (err as { code: unknown }).code
    : undefined;
}

class PushService implements Service {
  readonly prefix = '/api';

  constructor(
    private readonly context: ServiceContext,
    private readonly keys: VapidKeys,
    private readonly sender: PushSender | null,
  ) {}

  async handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    if (ctx.path === '/push-public-key' || ctx.path === '/push-public-key/') {
      req.resume();
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('allow', 'GET, HEAD');
        return send(res, 405, { error: 'Method not allowed' });
      }
      return send(res, 200, { publicKey: this.keys.publicKey });
    }
    if (ctx.path !== '/save-subscription' && ctx.path !== '/save-subscription/') {
      req.resume();
      return send(res, 404, { error: 'Not found' });
    }
    if (req.method !== 'POST') {
      req.resume();
      res.setHeader('allow', 'POST');
      return send(res, 405, { error: 'Method not allowed' });
    }
    if (!signedInUser(ctx.claims)) {
      req.resume();
      return send(res, 401, { error: 'You must be signed in to enable notifications' });
    }
    let body: unknown;
    try {
      body = JSON.parse(await readText(req));
    } catch (err) {
      if (err instanceof BodyTooLarge)
        return send(res, 413, { error: 'Subscription is too large' });
      return send(res, 400, { error: 'Body must be valid JSON' });
    }
    const parsed = parseSubscription(body);
    if (!parsed.ok) return send(res, 400, { error: parsed.error });
    try {
      const row = await this.context.db.asClaims(ctx.claims, async (sql) => {
        const { rows } = await sql.query<{ id: string; endpoint: string; created_at: string }>(
          `insert into public.push_subscriptions (endpoint, subscription) values ($1, $2::jsonb)
           on conflict (endpoint) do update set subscription = excluded.subscription
           returning id, endpoint, created_at`,
          [parsed.value.endpoint, JSON.stringify(parsed.value)],
        );
        return rows[0];
      });
      return send(res, 201, row);
    } catch (err) {
      if (sqlState(err) === '42501') {
        return send(res, 403, { error: 'This push subscription belongs to another account' });
      }
      if (isDatabaseUnavailable(err)) {
        this.context.log('push: database unavailable', err);
        return sendUnavailable(res, { error: 'The database is unavailable; try again shortly' });
      }
      if (isBadInput(err)) return send(res, 400, { error: 'The subscription could not be stored' });
      this.context.log('push: saving a subscription failed', err);
      return send(res, 500, { error: 'Could not save the subscription' });
    }
  }

  async close(): Promise<void> {
    await this.sender?.stop();
  }
}

export const createPushService: ServiceFactory = async (context) => {
  const keys = loadVapidKeys(context.dataDir);
  return new PushService(context, keys, await startPushSender(context, keys));
};
