// /functions/v1/<name>: the project's Edge Functions (supabase/functions/<name>/index.ts), each run
// on Deno by ./runner, answered as hosted answers them. The gateway hands these requests over as
// they come (no apikey needed, no CORS added): a function answers its own CORS, and the JWT check
// is the one `[functions.<name>] verify_jwt` asks for.
import { existsSync, readdirSync } from 'node:fs';
import { request, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Jwt, RequestContext, Service } from '../contract';
import type { FunctionConfig } from '../config';
import { FunctionProcess } from './runner';

/** Hosted's wall-clock limit for one request. */
const REQUEST_TIMEOUT_MS = 150_000;

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

export interface FunctionsOptions {
  functionsDir: string;
  config: Record<string, FunctionConfig>;
  /** The environment of every function (./secrets). */
  env: Record<string, string>;
  jwt: Jwt;
  log(message: string, ...details: unknown[]): void;
}

/** Function folders as the CLI deploys them: every folder with an index.ts, `_shared` and dot-folders aside. */
export function functionNames(functionsDir: string): string[] {
  if (!existsSync(functionsDir)) return [];
  return readdirSync(functionsDir, { withFileTypes: true })
    .filter(
      (entry) =>
        entry.isDirectory() &&
        !entry.name.startsWith('_') &&
        !entry.name.startsWith('.') &&
        entry.name !== 'node_modules' &&
        existsSync(join(functionsDir, entry.name, 'index.ts')),
    )
    .map((entry) => entry.name)
    .sort();
}

function answer(res: ServerResponse, status: number, body: unknown): void {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function bearer(req: IncomingMessage): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.headers.authorization ?? '');
  return match?.[1] ?? null;
}

export class FunctionsService implements Service {
  readonly prefix = '/functions/v1';
  /** Requests reach `handle` without the gateway's apikey check and CORS headers. */
  readonly passThrough = true;
  private readonly processes = new Map<string, FunctionProcess>();

  constructor(private readonly options: FunctionsOptions) {
    for (const name of functionNames(options.functionsDir)) {
      if (options.config[name]?.enabled === false) continue;
      this.processes.set(
        name,
        new FunctionProcess({
          name,
          functionsDir: options.functionsDir,
          env: options.env,
          log: options.log,
        }),
      );
    }
  }

  async handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    const name = /^\/([^/]+)/.exec(ctx.path)?.[1] ?? '';
    const fn = this.processes.get(name);
    if (fn === undefined) {
      req.resume();
      return answer(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    // Preflights carry no credentials; the function answers them itself.
    if (req.method !== 'OPTIONS' && this.options.config[name]?.verifyJwt !== false) {
      const token = bearer(req);
      if (token === null) {
        req.resume();
        return answer(res, 401, { code: 401, message: 'Missing authorization header' });
      }
      try {
        await this.options.jwt.verify(token);
      } catch {
        req.resume();
        return answer(res, 401, { code: 401, message: 'Invalid JWT' });
      }
    }
    let port: number;
    try {
      port = await fn.port();
    } catch (error) {
      req.resume();
      this.options.log(`functions: ${name} could not boot`, error);
      return answer(res, 503, {
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      });
    }
    await this.forward(req, res, port, `${ctx.path}${ctx.url.search}`);
  }

  private forward(
    req: IncomingMessage,
    res: ServerResponse,
    port: number,
    path: string,
  ): Promise<void> {
    const headers: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(req.headers)) {
      if (value !== undefined && !HOP_BY_HOP.has(key)) headers[key] = value;
    }
    headers['x-forwarded-for'] = req.socket.remoteAddress ?? '127.0.0.1';
    return new Promise((resolve) => {
      const upstream = request(
        { host: '127.0.0.1', port, method: req.method, path, headers, timeout: REQUEST_TIMEOUT_MS },
        (response) => {
          const kept: Record<string, string | string[]> = {};
          for (const [key, value] of Object.entries(response.headers)) {
            if (value !== undefined && !HOP_BY_HOP.has(key)) kept[key] = value;
          }
          res.writeHead(response.statusCode ?? 502, kept);
          response.pipe(res);
          response.on('end', resolve);
          response.on('error', () => {
            res.destroy();
            resolve();
          });
        },
      );
      upstream.on('timeout', () => upstream.destroy(new Error('timeout')));
      upstream.on('error', (error) => {
        this.options.log('functions: a request to a function failed', error);
        answer(res, 502, {
          code: 'WORKER_ERROR',
          message: 'Function exited due to an error (please check logs)',
        });
        resolve();
      });
      res.on('close', () => {
        if (!res.writableFinished) upstream.destroy();
      });
      req.pipe(upstream);
    });
  }

  async close(): Promise<void> {
    await Promise.all([...this.processes.values()].map((fn) => fn.stop()));
  }
}
