// /rest/v1/* is PostgREST's: requests are passed through unchanged (PostgREST checks the JWT and
// answers in its own shapes); the gateway only buffers the body so it can bound its size and
// retry once while a crashed PostgREST is being restarted.
import {
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { Postgrest } from '../postgrest';
import { BodyTooLargeError, readBody, sendJson } from './http';

const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
  'te',
  'trailer',
  'host',
]);

function forwardable(headers: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined && !HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}

function forward(
  postgrest: Postgrest,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  body: Buffer,
  headers: Record<string, string | string[]>,
): Promise<'done' | 'refused'> {
  return new Promise((resolve) => {
    const upstream = request(
      {
        host: '127.0.0.1',
        port: postgrest.port,
        method: req.method,
        path,
        headers: { ...headers, 'content-length': String(body.length) },
      },
      (response) => {
        const upstreamHeaders = forwardable(response.headers);
        // CORS is the gateway's (set before proxying); PostgREST's own would overwrite it.
        for (const name of Object.keys(upstreamHeaders)) {
          if (name.startsWith('access-control-')) delete upstreamHeaders[name];
        }
        res.writeHead(response.statusCode ?? 502, upstreamHeaders);
        response.pipe(res);
        response.on('end', () => resolve('done'));
        response.on('error', () => {
          res.destroy();
          resolve('done');
        });
      },
    );
    upstream.setTimeout(60_000, () => upstream.destroy(new Error('PostgREST timed out')));
    upstream.on('error', (error: NodeJS.ErrnoException) => {
      // Nothing reached PostgREST: it is down, or a kept-alive socket died with it.
      const unsent =
        error.code === 'ECONNREFUSED' ||
        (upstream.reusedSocket && (error.code === 'ECONNRESET' || error.code === 'EPIPE'));
      if (unsent && !res.headersSent) {
        resolve('refused');
        return;
      }
      sendJson(res, 502, { message: 'An invalid response was received from the upstream server' });
      resolve('done');
    });
    req.on('close', () => {
      if (!res.writableEnded) upstream.destroy();
    });
    upstream.end(body);
  });
}

export async function proxyRest(
  postgrest: Postgrest,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  apikey: string,
): Promise<void> {
  let body: Buffer;
  try {
    body = await readBody(req);
  } catch (error) {
    if (error instanceof BodyTooLargeError) {
      sendJson(res, 413, { message: 'Request body too large' }, { connection: 'close' });
      return;
    }
    throw error;
  }
  const headers = forwardable(req.headers);
  // Kong on hosted Supabase does the same for clients that send only the apikey.
  if (!headers.authorization) headers.authorization = `Bearer ${apikey}`;
  for (let attempt = 0; attempt < 2; attempt++) {
    if ((await forward(postgrest, req, res, path, body, headers)) === 'done') return;
    try {
      await postgrest.ready(15_000);
    } catch {
      break;
    }
  }
  sendJson(res, 503, { message: 'REST API is restarting; try again' });
}
