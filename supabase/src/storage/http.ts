import type { IncomingMessage, ServerResponse } from 'node:http';
import { StorageError, storageErrors } from './errors';

/**
 * Buffers a request body up to `limit` bytes. Past the limit the rest is read and discarded, so the
 * client still receives the 413 instead of a reset connection.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    req.resume();
    return Promise.reject(storageErrors.entityTooLarge());
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = false;
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return;
      size += chunk.length;
      if (size > limit) {
        tooLarge = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () =>
      tooLarge ? reject(storageErrors.entityTooLarge()) : resolve(Buffer.concat(chunks)),
    );
    req.on('error', reject);
  });
}

export async function readJson(
  req: IncomingMessage,
  limit: number,
): Promise<Record<string, unknown>> {
  const body = await readBody(req, limit);
  if (body.length === 0) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    throw storageErrors.invalidRequest('Body is not valid JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw storageErrors.invalidRequest('Body must be a JSON object');
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
  sendJson(res, error.status, error.render());
}
