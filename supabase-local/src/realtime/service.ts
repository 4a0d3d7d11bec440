// Supabase Realtime under /realtime/v1: the Phoenix WebSocket at /websocket, REST broadcast at
// /api/broadcast. Row changes come from logical replication of the supabase_realtime publication
// (replication.ts), as on hosted Supabase.
import { type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { RequestContext, Service, ServiceContext, ServiceFactory } from '../contract';
import { parseVsn } from './frames';
import { RealtimeHub } from './hub';
import { ChangeStream } from './replication';
import { Session } from './session';

const PREFIX = '/realtime/v1';
const MAX_FRAME_BYTES = 1024 * 1024;
const BODY_LIMIT = 1024 * 1024;
/** How often silent sockets are pinged; one missed pong and the socket is dropped. */
const LIVENESS_INTERVAL_MS = 30_000;

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

function refuseUpgrade(socket: Duplex, status: number, message: string): void {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Content-Type: application/json\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= BODY_LIMIT) chunks.push(chunk);
    });
    req.on('end', () =>
      size > BODY_LIMIT ? reject(new Error('Body is too large')) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const body = await readBody(req);
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    throw new Error('Body must be valid JSON');
  }
}

class RealtimeService implements Service {
  readonly prefix = PREFIX;
  private readonly wss = new WebSocketServer({
    noServer: true,
    maxPayload: MAX_FRAME_BYTES,
    perMessageDeflate: false,
  });
  private readonly sessions = new Set<Session>();
  private readonly hub: RealtimeHub;
  private readonly liveness: NodeJS.Timeout;
  private changes: ChangeStream | null = null;
  private closed = false;

  constructor(private readonly context: ServiceContext) {
    this.hub = new RealtimeHub(context.db, context.log);
    this.liveness = setInterval(() => this.sweep(), LIVENESS_INTERVAL_MS);
    this.liveness.unref();
  }

  async start(): Promise<void> {
    const changes = await ChangeStream.open({
      databaseUrl: this.context.databaseUrl,
      log: this.context.log,
      onChange: (change) => this.hub.onChange(change),
    });
    if (this.closed) await changes.close();
    else this.changes = changes;
  }

  private sweep(): void {
    for (const session of this.sessions) {
      if (!session.alive) {
        session.terminate();
        continue;
      }
      session.alive = false;
      session.ping();
    }
  }

  async upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    socket.on('error', () => socket.destroy());
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (!/^\/realtime\/v1\/websocket\/?$/.test(url.pathname))
      return refuseUpgrade(socket, 404, 'Not found');
    const vsn = parseVsn(url.searchParams.get('vsn'));
    if (!vsn) return refuseUpgrade(socket, 400, 'Unsupported serializer version (vsn)');
    const header = req.headers.apikey;
    const apikey = url.searchParams.get('apikey') ?? (Array.isArray(header) ? header[0] : header);
    if (!apikey) return refuseUpgrade(socket, 401, 'No API key found in request');
    try {
      await this.context.jwt.verify(apikey);
    } catch (err) {
      return refuseUpgrade(socket, 403, `Invalid API key: ${(err as Error).message}`);
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => {
      const session = new Session(ws, vsn, this.hub, this.context.jwt, apikey, this.context.log);
      this.sessions.add(session);
      ws.on('close', () => this.sessions.delete(session));
    });
  }

  async handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    if (ctx.path === '/api/health' && req.method === 'GET') {
      if (ctx.claims.role !== 'service_role')
        return sendJson(res, 403, { message: 'Requires the service role' });
      return sendJson(res, 200, {
        status: 'ok',
        connections: this.sessions.size,
        channels: this.hub.channelCount,
      });
    }
    if (ctx.path === '/api/broadcast' && req.method === 'POST') return this.restBroadcast(req, res);
    const single = /^\/api\/broadcast\/([^/]+)\/events\/([^/]+)$/.exec(ctx.path);
    if (single && req.method === 'POST') {
      let topic: string;
      let event: string;
      try {
        topic = decodeURIComponent(single[1]);
        event = decodeURIComponent(single[2]);
      } catch {
        req.resume();
        return sendJson(res, 400, { message: 'Malformed topic or event in the path' });
      }
      return this.restBroadcastOne(req, res, ctx.url, topic, event);
    }
    req.resume();
    sendJson(res, 404, { message: 'Not found' });
  }

  /** realtime-js falls back to this when sending on a channel it has not joined. */
  private async restBroadcast(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown;
    try {
      body = await readJson(req);
    } catch (err) {
      return sendJson(res, 400, { message: (err as Error).message });
    }
    const messages =
      typeof body === 'object' && body !== null
        ? (body as { messages?: unknown }).messages
        : undefined;
    if (!Array.isArray(messages)) return sendJson(res, 400, { message: 'messages must be a list' });
    for (const message of messages) {
      const { topic, event } = (message ?? {}) as Record<string, unknown>;
      if (typeof topic !== 'string' || typeof event !== 'string') {
        return sendJson(res, 400, { message: 'each message needs a topic and an event' });
      }
      if ((message as Record<string, unknown>).private === true) {
        return sendJson(res, 403, {
          message: 'Private channels are not available on the local stack',
        });
      }
    }
    for (const message of messages as Record<string, unknown>[]) {
      this.hub.broadcast(
        null,
        `realtime:${String(message.topic)}`,
        String(message.event),
        message.payload ?? {},
      );
    }
    sendJson(res, 202, {});
  }

  /** realtime-js's httpSend(): one event, its payload as the body (JSON or raw bytes). */
  private async restBroadcastOne(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    topic: string,
    event: string,
  ): Promise<void> {
    if (url.searchParams.get('private') === 'true') {
      req.resume();
      return sendJson(res, 403, {
        message: 'Private channels are not available on the local stack',
      });
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (err) {
      return sendJson(res, 413, { message: (err as Error).message });
    }
    let payload: unknown = body;
    if (!/octet-stream/i.test(req.headers['content-type'] ?? '')) {
      try {
        payload = JSON.parse(body.toString('utf8'));
      } catch {
        return sendJson(res, 400, { message: 'Body must be valid JSON' });
      }
    }
    this.hub.broadcast(null, `realtime:${topic}`, event, payload);
    sendJson(res, 202, {});
  }

  async close(): Promise<void> {
    this.closed = true;
    clearInterval(this.liveness);
    await this.changes?.close();
    this.changes = null;
    for (const session of this.sessions) session.terminate();
    this.sessions.clear();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }
}

export const createRealtimeService: ServiceFactory = async (context) => {
  const service = new RealtimeService(context);
  try {
    await service.start();
  } catch (err) {
    await service.close();
    throw err;
  }
  return service;
};
