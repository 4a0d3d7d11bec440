// The API gateway on :54321, in Kong's place: key check, CORS, compression (./compression), routing
// to PostgREST, auth and the mounted services. Every failure becomes a JSON answer; nothing a
// client sends can crash it. `drain` lets the stack stop without cutting requests off: see Gateway.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Claims, Service } from '../contract';
import type { AuthService } from '../auth/routes';
import type { StackJwt } from '../jwt';
import type { OpaqueKeys } from '../keys';
import type { Postgrest } from '../postgrest';
import { bearerToken, checkApiKey, checkKey, internalTokens, type KeyCheck } from './apikey';
import { compressResponse, isStorageObjectBody } from './compression';
import { applyCors } from './cors';
import { isBadInput, isDatabaseUnavailable, requestUrl, sendJson, sendUnavailable } from './http';
import { Connections, STOPPING } from './drain';
import { badHandshake, clientErrorStatus, rawAnswer, REASONS } from './raw';
import { proxyRest } from './rest-proxy';

export interface GatewayDeps {
  jwt: StackJwt;
  /** The publishable and secret keys; without them only JWT keys are accepted. */
  keys?: OpaqueKeys;
  postgrest: Postgrest;
  auth: AuthService;
  /** Filled once the services are built (they need the gateway's URL first). */
  services: Service[];
  log(message: string, ...details: unknown[]): void;
}

/** How long `drain` lets in-flight requests finish by default. */
export const DRAIN_TIMEOUT_MS = 10_000;

export interface Gateway extends Server {
  /**
   * Graceful stop: stops accepting connections, lets in-flight requests finish until `timeoutMs`
   * (default DRAIN_TIMEOUT_MS), answers those still running then, and requests arriving meanwhile
   * on kept-alive connections, with 503 + Retry-After, then closes every connection. Resolves
   * once the server is closed; calling it again returns the same promise. WebSockets still open
   * then are cut with the rest (their clients reconnect), so a stop never waits on one.
   */
  drain(timeoutMs?: number): Promise<void>;
}

/** `gateway.drain(timeoutMs)`, for callers that hold the gateway as a plain Server. */
export function drainGateway(gateway: Gateway, timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
  return gateway.drain(timeoutMs);
}

function under(path: string, prefix: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

const NO_ROUTE = { message: 'no Route matched with those values' };

/**
 * SPEC §7's push endpoints, kept as aliases of the Edge Functions that now serve them (hosted has
 * only /functions/v1/<name>; the portal's configuration names the function's URL there).
 */
const ALIASES: Record<string, string> = {
  '/api/save-subscription': '/functions/v1/save-subscription',
  '/api/push-public-key': '/functions/v1/push-public-key',
};
const JWKS_PATH = '/auth/v1/.well-known/jwks.json';
/**
 * Public object URLs end up in `<img src>` and links, which carry no headers: hosted Supabase
 * serves them without an apikey too, as the anonymous role.
 */
function isPublicObjectRead(req: IncomingMessage, path: string): boolean {
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    (path.startsWith('/storage/v1/object/public/') ||
      path.startsWith('/storage/v1/render/image/public/'))
  );
}

export function createGateway(deps: GatewayDeps): Gateway {
  const tokens = internalTokens(deps.jwt);
  const keys = deps.keys ?? null;

  /**
   * The token the services behind the gateway get as `Authorization: Bearer`, or null when the
   * request's own header stays: for an opaque key sent alone or repeated as the bearer, a
   * short-lived token of its role; for a JWT key sent alone, the key itself (as Kong does).
   */
  async function forwardedBearer(
    req: IncomingMessage,
    key: KeyCheck & { ok: true },
  ): Promise<string | null> {
    if (!key.opaque) return req.headers.authorization ? null : key.apikey;
    if (req.headers.authorization && bearerToken(req) !== key.apikey) return null;
    return tokens.forRequest(key.apiClaims.role);
  }

  /**
   * A WebSocket opened with an opaque key (realtime-js passes its key as `?apikey=`) is checked
   * here, and the service gets a token of the key's role in its place, valid as long as hosted
   * keeps a public Realtime connection open. Returns the refusal, if any.
   */
  async function translateSocketKey(
    req: IncomingMessage,
  ): Promise<{ status: number; message: string } | null> {
    const url = requestUrl(req);
    if (url === null) return null;
    const header = req.headers.apikey;
    const fromHeader = Array.isArray(header) ? header[0] : header;
    const fromQuery = url.searchParams.get('apikey');
    const apikey = fromQuery ?? fromHeader;
    if (!apikey?.startsWith('sb_')) return null;
    const key = await checkKey(apikey, req, deps.jwt, keys);
    if (!key.ok) return { status: key.status, message: key.body.message };
    const token = await tokens.forSocket(key.apiClaims.role);
    if (fromQuery !== null) {
      url.searchParams.set('apikey', token);
      req.url = `${url.pathname}${url.search}`;
    }
    if (fromHeader !== undefined) req.headers.apikey = token;
    return null;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req);
    if (url === null) {
      // `OPTIONS *` (the asterisk form, which no browser sends) is no preflight: it gets the 400.
      if (req.method !== 'OPTIONS') applyCors(req, res);
      req.resume();
      sendJson(res, 400, { message: 'Invalid request target' });
      return;
    }
    const alias = ALIASES[url.pathname.replace(/\/+$/, '')];
    if (alias !== undefined) url.pathname = alias;
    const passThrough = deps.services.find(
      (candidate) => candidate.passThrough && under(url.pathname, candidate.prefix) !== null,
    );
    if (passThrough) {
      // As hosted hands a request to an Edge Function: no key check, no CORS headers of ours.
      const path = under(url.pathname, passThrough.prefix) ?? '';
      await passThrough.handle(req, res, { claims: { role: 'anon' }, path, url });
      return;
    }
    // JSON answers (PostgREST's, auth's, storage's, ours) are compressed as hosted's edge does;
    // Edge Functions (above) set their own headers, and storage's object bodies go out as stored.
    if (!isStorageObjectBody(req.method, url.pathname)) compressResponse(req, res);
    if (applyCors(req, res)) return;
    const path = url.pathname;
    if (path === JWKS_PATH && (req.method === 'GET' || req.method === 'HEAD')) {
      // Public, as on hosted: clients verify access tokens with it (auth-js `getClaims()`).
      req.resume();
      sendJson(res, 200, deps.jwt.jwks(), { 'cache-control': 'public, max-age=600' });
      return;
    }
    if (path === '/auth/v1/verify' && req.method === 'GET') {
      // A mailed link, opened by a browser that holds no API key: open, as on hosted.
      await deps.auth.handle(req, res, '/verify', url, null);
      return;
    }
    const restPath = under(path, '/rest/v1');
    const authPath = under(path, '/auth/v1');
    const service = deps.services.find((candidate) => under(path, candidate.prefix) !== null);
    if (restPath === null && authPath === null && !service) {
      req.resume();
      sendJson(res, 404, NO_ROUTE);
      return;
    }
    if (
      service &&
      isPublicObjectRead(req, path) &&
      !req.headers.apikey &&
      !url.searchParams.has('apikey')
    ) {
      const claims: Claims = { role: 'anon' };
      await service.handle(req, res, { claims, path: under(path, service.prefix) ?? '', url });
      return;
    }
    const key = await checkApiKey(req, url, deps.jwt, keys);
    if (!key.ok) {
      req.resume();
      sendJson(res, key.status, key.body);
      return;
    }
    if (restPath !== null) {
      // Like Kong's key-auth with hide_credentials: PostgREST would read `apikey` as a filter.
      const kept = url.search
        .slice(1)
        .split('&')
        .filter((part) => part !== '' && !part.startsWith('apikey='));
      const search = kept.length > 0 ? `?${kept.join('&')}` : '';
      const forwarded = await forwardedBearer(req, key);
      await proxyRest(
        deps.postgrest,
        req,
        res,
        `${restPath || '/'}${search}`,
        forwarded === null ? null : `Bearer ${forwarded}`,
      );
      return;
    }
    const forwarded = await forwardedBearer(req, key);
    if (authPath !== null) {
      // Auth reads a legacy key sent alone as no bearer at all, as GoTrue behind Kong does.
      const bearer = forwarded === null || !key.opaque ? bearerToken(req) : forwarded;
      await deps.auth.handle(req, res, authPath || '/', url, bearer);
      return;
    }
    if (!service) return;
    let claims: Claims = key.apiClaims;
    const bearer = forwarded === null ? bearerToken(req) : null;
    if (bearer !== null) {
      try {
        claims = await deps.jwt.verify(bearer);
      } catch (error) {
        req.resume();
        const message = error instanceof Error ? error.message : 'invalid JWT';
        if (service.refuseToken) service.refuseToken(res, message);
        else sendJson(res, 401, { statusCode: '401', error: 'Unauthorized', message });
        return;
      }
    }
    await service.handle(req, res, { claims, path: under(path, service.prefix) ?? '', url });
  }

  const server = createServer(
    // Requests without Host are answered by our routes (in JSON), not by Node's empty 400.
    { requireHostHeader: false },
    (req, res) => {
      if (!connections.admit(req, res)) return;
      handle(req, res).catch((error: unknown) => {
        if (isDatabaseUnavailable(error)) {
          deps.log('gateway: database unavailable', error);
          sendUnavailable(res, { message: 'The database is unavailable; try again shortly' });
          return;
        }
        if (isBadInput(error)) {
          sendJson(res, 400, { message: 'Bad Request: the request could not be processed' });
          return;
        }
        deps.log('gateway error', error);
        sendJson(res, 500, { message: 'Internal Server Error' });
      });
    },
  );

  server.on('checkExpectation', (req: IncomingMessage, res: ServerResponse) => {
    req.resume();
    sendJson(res, 417, { message: `Unsupported Expect header: ${req.headers.expect ?? ''}` });
  });

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!connections.admitSocket(socket)) return;
    const path = requestUrl(req)?.pathname ?? '';
    const service = deps.services.find(
      (candidate) => candidate.upgrade && under(path, candidate.prefix) !== null,
    );
    if (!service?.upgrade) {
      socket.end(rawAnswer(404, NO_ROUTE));
      return;
    }
    const malformed = badHandshake(req);
    if (malformed) {
      socket.end(rawAnswer(malformed.status, { message: malformed.message }));
      return;
    }
    const upgrade = service.upgrade.bind(service);
    (async () => {
      const refused = await translateSocketKey(req);
      if (refused) {
        socket.end(rawAnswer(refused.status, { message: refused.message }));
        return;
      }
      await upgrade(req, socket, head);
    })().catch((error: unknown) => {
      deps.log('upgrade error', error);
      if (socket.writable) socket.end(rawAnswer(400, { message: 'Bad Request' }));
      else socket.destroy();
    });
  });

  // Without a listener Node would drop CONNECT requests without a word.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, { message: 'CONNECT is not supported' }));
  });

  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const current = (socket as Duplex & { _httpMessage?: { headersSent?: boolean } | null })
      ._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || current?.headersSent) {
      socket.destroy();
      return;
    }
    const status = connections.draining ? 503 : clientErrorStatus(error);
    const body =
      status === 503 ? STOPPING : { message: `${REASONS[status]}: ${error.code ?? 'bad request'}` };
    socket.end(rawAnswer(status, body, status === 503));
  });

  const connections: Connections = new Connections(() => server);
  return Object.assign(server, {
    drain: (timeoutMs: number = DRAIN_TIMEOUT_MS) => connections.drain(timeoutMs),
  });
}
