import type { IncomingMessage, ServerResponse } from 'node:http';
import { StorageError, storageErrors } from './errors';

/**
 * Buffers a request body up to `limit` bytes. Past the limit the rest is read and discarded, so the
 * client still receives the error (`tooLarge`) instead of a reset connection.
 */
export function readBody(
  req: IncomingMessage,
  limit: number,
  tooLarge: () => StorageError = storageErrors.entityTooLarge,
): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(tooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      if (over) return;
      size += chunk.length;
      if (size > limit) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => (over ? reject(tooLarge()) : resolve(Buffer.concat(chunks))));
    req.on('error', reject);
  });
}

export async function readJson(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown>> {
  // Past the limit Fastify refuses the body itself, before Storage's code sees it.
  const body = await readBody(req, limit, storageErrors.jsonTooLarge);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch (err) {
    throw storageErrors.malformedJson(err instanceof Error ? err.message : 'Invalid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.validation('body must be object');
  }
  return parsed as Record<string, unknown>;
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  // Already answered (the gateway's drain cut the request off): keep that answer.
  if (res.headersSent) return;
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}

export function sendError(res: ServerResponse, error: StorageError): void {
  sendJson(res, error.httpStatus, error.render());
}
