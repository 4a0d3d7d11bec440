// A small static file server for production builds: what a static host (object storage, CDN) does,
// with the CORS header a remote needs so the shell on another origin can fetch its manifest, gzip
// for text, as every CDN applies it (the bench's Lighthouse run would otherwise judge raw bytes),
// and the caching rules the README gives for a CDN: content-hashed files are immutable for a year;
// everything else (index.html, portal-config.json, mf-manifest.json, remoteEntry.js, main.js) may be
// used from the browser's cache while it is revalidated in the background (stale-while-revalidate,
// with an ETag), so a returning user's start-up waits for none of their round trips and a deploy
// reaches them on their next visit; sw.js is `no-cache` (the browser checks it for updates itself).
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { promisify } from 'node:util';
import { gzip as gzipCallback } from 'node:zlib';

const gzipBytes = promisify(gzipCallback);

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

/** A chunk webpack named by its content (`[name].[contenthash:8].js`): it never changes. */
const CONTENT_HASHED = /\.[0-9a-f]{8}\.(?:js|css)$/;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** A week: a user who comes back within it starts from the cache; after it, from the network. */
const STALE_WHILE_REVALIDATE = 'max-age=0, stale-while-revalidate=604800';

export function cacheControlFor(path) {
  if (CONTENT_HASHED.test(path)) return IMMUTABLE;
  return path.endsWith('sw.js') ? REVALIDATE : STALE_WHILE_REVALIDATE;
}

/** A strong ETag of a body, per encoding (a gzipped answer is other bytes than the file). */
function etagOf(digest, gzip) {
  return `"${digest}${gzip ? '-gz' : ''}"`;
}

function digestOf(bytes) {
  return createHash('sha256').update(bytes).digest('base64url').slice(0, 27);
}

// Digests of the files served, by path, size and modification time.
const fileDigests = new Map();

async function fileDigest(file) {
  const info = await stat(file);
  const key = `${file}:${info.size}:${info.mtimeMs}`;
  const known = fileDigests.get(file);
  if (known?.key === key) return known.digest;
  const digest = digestOf(await readFile(file));
  fileDigests.set(file, { key, digest });
  return digest;
}

// Each file's gzipped bytes, made once per version (its ETag), as a CDN keeps them: compressing
// every answer anew cost this machine about 35 ms of CPU per signed-in load, taken from the very
// browser the benchmark measures (issue #18).
const gzippedFiles = new Map();

function gzipped(file, etag) {
  const known = gzippedFiles.get(file);
  if (known?.etag === etag) return known.body;
  const body = readFile(file).then((bytes) => gzipBytes(bytes));
  gzippedFiles.set(file, { etag, body });
  body.catch(() => gzippedFiles.delete(file));
  return body;
}

/** The request already holds this version: If-None-Match names the ETag (or is `*`). */
function isFresh(request, etag) {
  const header = String(request.headers['if-none-match'] ?? '');
  if (header.trim() === '*') return true;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .includes(etag);
}

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
      const etag = etagOf(digestOf(override), false);
      const headers = {
        'Content-Type': CONTENT_TYPES['.json'],
        'Access-Control-Allow-Origin': '*',
        'Cache-Control': REVALIDATE,
        ETag: etag,
      };
      if (isFresh(request, etag)) {
        response.writeHead(304, headers).end();
        return;
      }
      response.writeHead(200, headers);
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
    const etag = etagOf(await fileDigest(file), gzip);
    const headers = {
      'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream',
      'Access-Control-Allow-Origin': '*',
      // A client-side route answered with index.html is index.html's answer.
      'Cache-Control': cacheControlFor(file),
      ETag: etag,
      Vary: 'Accept-Encoding',
    };
    if (isFresh(request, etag)) {
      response.writeHead(304, headers).end();
      return;
    }
    if (gzip) {
      let body;
      try {
        body = await gzipped(file, etag);
      } catch {
        response.writeHead(500).end();
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
      response.end(body);
      return;
    }
    response.writeHead(200, headers);
    createReadStream(file).pipe(response);
  });
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolvePromise(server));
  });
}
