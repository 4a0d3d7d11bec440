// The API gateway on :54321, in Kong's place: key check, CORS, routing to PostgREST, auth and the
// mounted services. Every failure becomes a JSON answer; nothing a client sends can crash it.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Claims, Jwt, Service } from '../contract';
import type { AuthService } from '../auth/routes';
import type { Postgrest } from '../postgrest';
import { bearerToken, checkApiKey } from './apikey';
import { answerPreflight, applyCors } from './cors';
import { sendJson } from './http';
import { proxyRest } from './rest-proxy';

export interface GatewayDeps {
  jwt: Jwt;
  postgrest: Postgrest;
  auth: AuthService;
  /** Filled once the services are built (they need the gateway's URL first). */
  services: Service[];
  log(message: string, ...details: unknown[]): void;
}

function under(path: string, prefix: string): string | null {
  if (path === prefix) return '';
  return path.startsWith(`${prefix}/`) ? path.slice(prefix.length) : null;
}

const NO_ROUTE = { message: 'no Route matched with those values' };

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

export function createGateway(deps: GatewayDeps): Server {
  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    applyCors(req, res);
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res);
      return;
    }
    const path = url.pathname;
    const restPath = under(path, '/rest/v1');
    const authPath = under(path, '/auth/v1');
    const service = deps.services.find((candidate) => under(path, candidate.prefix) !== null);
    if (restPath === null && authPath === null && !service) {
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
    const key = checkApiKey(req, url, deps.jwt);
    if (!key.ok) {
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
      await proxyRest(deps.postgrest, req, res, `${restPath || '/'}${search}`, key.apikey);
      return;
    }
    const bearer = bearerToken(req);
    if (authPath !== null) {
      await deps.auth.handle(req, res, authPath || '/', url, bearer);
      return;
    }
    if (!service) return;
    let claims: Claims = key.apiClaims;
    if (bearer !== null) {
      try {
        claims = deps.jwt.verify(bearer);
      } catch (error) {
        sendJson(res, 401, {
          statusCode: '401',
          error: 'Unauthorized',
          message: error instanceof Error ? error.message : 'invalid JWT',
        });
        return;
      }
    }
    await service.handle(req, res, { claims, path: under(path, service.prefix) ?? '', url });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      deps.log('gateway error', error);
      sendJson(res, 500, { message: 'Internal Server Error' });
    });
  });
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    const service = deps.services.find(
      (candidate) => candidate.upgrade && under(path, candidate.prefix) !== null,
    );
    if (!service?.upgrade) {
      socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    try {
      service.upgrade(req, socket, head);
    } catch (error) {
      deps.log('upgrade error', error);
      socket.destroy();
    }
  });
  server.on('clientError', (_error, socket) => {
    if (socket.writable)
      socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
    else socket.destroy();
  });
  return server;
}
