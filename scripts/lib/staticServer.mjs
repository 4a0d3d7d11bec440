// A small static file server for production builds: what a static host (object storage, CDN) does,
// with the CORS header a remote needs so the shell on another origin can fetch its manifest, and gzip
// for text, as every CDN applies it (the bench's Lighthouse run would otherwise judge raw bytes).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { createGzip } from 'node:zlib';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.json', '.css', '.svg', '.txt', '.map']);

function acceptsGzip(request) {
  return /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
}

async function fileAt(path) {
  try {
    const info = await stat(path);
    return info.isFile() ? path : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ root: string, port: number, spa?: boolean, host?: string,
 *   overrides?: Record<string, string> }} options
 *   `port`: 0 picks a free port (read it from `server.address()`).
 *   `spa`: paths without a file extension that match no file get index.html (client-side routes).
 *   `overrides`: JSON bodies served for exact paths instead of the files, e.g. a deployment's own
 *   `/portal-config.json`.
 * @returns {Promise<import('node:http').Server>}
 */
export function serveStatic({ root, port, spa = false, host = '127.0.0.1', overrides = {} }) {
  const base = resolve(root);
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    const override = overrides[url.pathname];
    if (override !== undefined) {
      response.writeHead(200, {
        'Content-Type': CONTENT_TYPES['.json'],
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': 'no-cache',
      });
      response.end(override);
      return;
    }
    const relative = normalize(decodeURIComponent(url.pathname)).replace(/^([/\\])+/, '');
    const candidate = join(base, relative);
    if (candidate !== base && !candidate.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    let file = await fileAt(relative === '' ? join(base, 'index.html') : candidate);
    if (!file && spa && extname(relative) === '') file = await fileAt(join(base, 'index.html'));
    if (!file) {
      response.writeHead(404, { 'Access-Control-Allow-Origin': '*' }).end('Not found');
      return;
    }
    const gzip = COMPRESSIBLE.has(extname(file)) && acceptsGzip(request);
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      'Cache-Control': 'no-cache',
      Vary: 'Accept-Encoding',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    const body = createReadStream(file);
    if (gzip) body.pipe(createGzip()).pipe(response);
    else body.pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
