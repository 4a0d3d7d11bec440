// A gateway on its own, for tests that need to control what is behind it: a fake PostgREST that
// can crash, refuse or stall, and a database that is unreachable.
import {
  type Agent,
  createServer,
  type IncomingMessage,
  request,
  type Server,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAuthService } from '../src/auth/routes';
import { loadProjectConfig, withOverrides } from '../src/config';
import { noMailer } from '../src/mail/mailer';
import { testStackDefaults } from './stack-harness';
import type { Claims, Database, Jwt, Service } from '../src/contract';
import { createGateway, type Gateway } from '../src/gateway/server';
import { createJwt } from '../src/jwt';
import type { Postgrest } from '../src/postgrest';

export const secret = 'gateway-harness-secret-with-at-least-32-characters';

/** An error as node-postgres raises it when nothing listens on the database's port. */
export function refusedError(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1'), {
    code: 'ECONNREFUSED',
    errno: -111,
    syscall: 'connect',
  });
}

/** A Database whose every use fails as a stopped PostgreSQL makes it fail. */
export function unreachableDatabase(error: () => Error = refusedError): Database {
  return {
    asClaims: () => Promise.reject(error()),
    asAdmin: () => Promise.reject(error()),
    listen: () => Promise.reject(error()),
  };
}

type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface FakePostgrest extends Postgrest {
  port: number;
  /** Requests received, with their bodies, in order. */
  received: { method: string; url: string; body: string }[];
  /** What answers the next requests (the default answers 200 with `[]`). */
  handle: Handler;
  /** Stops listening and drops every connection: requests are refused until `up()`. */
  down(): Promise<void>;
  up(): Promise<void>;
  close(): Promise<void>;
}

function listenOn(server: Server, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export const answerJson =
  (status: number, body: unknown, headers: Record<string, string> = {}): Handler =>
  (_req, res) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { ...headers, 'content-type': 'application/json' });
    res.end(text);
  };

export async function startFakePostgrest(): Promise<FakePostgrest> {
  let listening = false;
  const fake: FakePostgrest = {
    received: [],
    handle: answerJson(200, []),
    port: 0,
    async ready(timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      while (!listening) {
        if (Date.now() >= deadline) throw new Error('fake PostgREST is down');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    reloadSchema() {},
    pid: () => undefined,
    async down() {
      listening = false;
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
    async up() {
      await listenOn(server, fake.port);
      listening = true;
    },
    async stop() {
      await fake.close();
    },
    async close() {
      if (!server.listening) return;
      await fake.down();
    },
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      fake.received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        body: body.toString('utf8'),
      });
      fake.handle(req, res, body);
    });
  });
  fake.port = await listenOn(server, 0);
  listening = true;
  return fake;
}

export interface TestGateway {
  url: string;
  gateway: Gateway;
  jwt: Jwt;
  anonKey: string;
  serviceRoleKey: string;
  /** A signed-in user's access token (the session is not checked by services). */
  userToken: string;
  close(): Promise<void>;
}

export async function startTestGateway(options: {
  postgrest: Postgrest;
  db?: Database;
  services?: Service[];
}): Promise<TestGateway> {
  const jwt = createJwt(secret);
  let apiUrl = '';
  const auth = createAuthService(options.db ?? unreachableDatabase(), jwt, () => apiUrl, {
    config: withOverrides(loadProjectConfig().auth, testStackDefaults.auth),
    mailer: noMailer,
  });
  const gateway = createGateway({
    jwt,
    postgrest: options.postgrest,
    auth,
    services: options.services ?? [],
    log: () => undefined,
  });
  const port = await listenOn(gateway, 0);
  apiUrl = `http://127.0.0.1:${port}`;
  const exp = Math.floor(Date.now() / 1000) + 3600;
  const user: Claims = {
    role: 'authenticated',
    sub: '11111111-1111-4111-8111-111111111111',
    aud: 'authenticated',
    session_id: '22222222-2222-4222-8222-222222222222',
    exp,
  };
  return {
    url: apiUrl,
    gateway,
    jwt,
    anonKey: await jwt.sign({ role: 'anon', exp }),
    serviceRoleKey: await jwt.sign({ role: 'service_role', exp }),
    userToken: await jwt.sign(user),
    async close() {
      await gateway.drain(0);
    },
  };
}

export interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  ms: number;
}

/**
 * One request with node:http (paths are sent exactly as given: no normalisation, raw bytes
 * allowed), with a deadline: a hang fails the test instead of stalling it.
 */
export function send(
  base: string,
  options: {
    method?: string;
    path: string;
    headers?: Record<string, string | string[]>;
    body?: string | Buffer;
    timeoutMs?: number;
    agent?: Agent | false;
    maxHeaderSize?: number;
  },
): Promise<RawAnswer> {
  const started = Date.now();
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: hostname,
        port,
        method: options.method ?? 'GET',
        path: options.path,
        // Node sends DELETE bodies unframed unless told their length.
        headers:
          options.body === undefined
            ? options.headers
            : { 'content-length': String(Buffer.byteLength(options.body)), ...options.headers },
        agent: options.agent ?? false,
        maxHeaderSize: options.maxHeaderSize,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString('utf8'),
            ms: Date.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 10_000, () =>
      req.destroy(new Error(`no answer within ${options.timeoutMs ?? 10_000} ms: ${options.path}`)),
    );
    req.on('error', reject);
    req.end(options.body);
  });
}
