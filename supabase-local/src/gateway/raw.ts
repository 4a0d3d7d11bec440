// Answers written straight to a socket, where Node gives the gateway no ServerResponse: parse
// errors, refused WebSocket upgrades and CONNECT. JSON, as every other answer of the gateway.
import type { IncomingMessage } from 'node:http';
import { RETRY_AFTER_SECONDS } from './http';

export const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  431: 'Request Header Fields Too Large',
  503: 'Service Unavailable',
};

/** A whole HTTP/1.1 answer for a socket that has no ServerResponse (parse errors, upgrades). */
export function rawAnswer(status: number, body: unknown, retry = false): string {
  const text = JSON.stringify(body);
  return [
    `HTTP/1.1 ${status} ${REASONS[status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(text)}`,
    ...(retry ? [`Retry-After: ${RETRY_AFTER_SECONDS}`] : []),
    'Connection: close',
    '',
    text,
  ].join('\r\n');
}

const TOKEN = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;

/**
 * Why a WebSocket handshake is malformed, or null: the checks `ws` makes, answered here in JSON
 * (ws itself answers them in text/html).
 */
export function badHandshake(req: IncomingMessage): { status: number; message: string } | null {
  if (String(req.headers.upgrade ?? '').toLowerCase() !== 'websocket') {
    return { status: 400, message: 'Only WebSocket upgrades are supported' };
  }
  if (req.method !== 'GET') return { status: 405, message: 'Invalid HTTP method' };
  if (!/^[+/0-9A-Za-z]{22}==$/.test(String(req.headers['sec-websocket-key'] ?? ''))) {
    return { status: 400, message: 'Missing or invalid Sec-WebSocket-Key header' };
  }
  const version = req.headers['sec-websocket-version'];
  if (version !== '13' && version !== '8') {
    return { status: 400, message: 'Missing or invalid Sec-WebSocket-Version header' };
  }
  const protocols = req.headers['sec-websocket-protocol'];
  if (protocols !== undefined) {
    const names = protocols.split(',').map((name) => name.trim());
    if (!names.every((name) => TOKEN.test(name)) || new Set(names).size !== names.length) {
      return { status: 400, message: 'Invalid Sec-WebSocket-Protocol header' };
    }
  }
  return null;
}

/** The status Node's parser error deserves (as Node's own default answers, but in JSON). */
export function clientErrorStatus(error: NodeJS.ErrnoException & { rawPacket?: unknown }): number {
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  if (error.code !== 'HPE_HEADER_OVERFLOW') return 400;
  // Past Node's 16 KB limit for the request line and headers: 414 when the URL alone is that
  // long (seen when the bytes read start with a request line that has not ended 8 KB in).
  const packet = error.rawPacket;
  if (Buffer.isBuffer(packet) && /^[A-Z]+ \S/.test(packet.subarray(0, 32).toString('latin1'))) {
    const lineEnd = packet.indexOf('\r\n');
    if (lineEnd < 0 || lineEnd > 8 * 1024) return 414;
  }
  return 431;
}
