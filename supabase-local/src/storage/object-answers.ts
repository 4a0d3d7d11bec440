// What storage sends about an object: its bytes with the headers Storage gives them (type, cache,
// ETag and 304, download names), and its info as JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { StoredObject } from './objects';

export function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** As Supabase Storage does, HTML is served as plain text so a bucket cannot host pages. */
function servedContentType(mimetype: unknown): string {
  if (typeof mimetype !== 'string' || mimetype === '') return 'application/octet-stream';
  return /^(text\/html|application\/xhtml\+xml)\s*(;|$)/i.test(mimetype) ? 'text/plain' : mimetype;
}

export function sendObject(
  req: IncomingMessage,
  res: ServerResponse,
  object: { row: StoredObject; data: Buffer },
  query: URLSearchParams,
): void {
  if (res.headersSent) return;
  const metadata = object.row.metadata ?? {};
  const eTag = typeof metadata.eTag === 'string' ? metadata.eTag : undefined;
  const headers: Record<string, string | number> = {
    'content-type': servedContentType(metadata.mimetype),
    'x-content-type-options': 'nosniff',
    'cache-control': typeof metadata.cacheControl === 'string' ? metadata.cacheControl : 'no-cache',
    'content-length': object.data.length,
    'last-modified':
      typeof metadata.lastModified === 'string'
        ? metadata.lastModified
        : new Date(object.row.updated_at).toUTCString(),
  };
  if (eTag) headers.etag = eTag;
  const download = query.get('download');
  if (download !== null) {
    const filename = download === '' ? (object.row.name.split('/').pop() ?? 'download') : download;
    headers['content-disposition'] = `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`;
  }
  if (eTag && header(req, 'if-none-match') === eTag) {
    delete headers['content-length'];
    res.writeHead(304, headers);
    res.end();
    return;
  }
  res.writeHead(200, headers);
  res.end(req.method === 'HEAD' ? undefined : object.data);
}

export function objectInfo(row: StoredObject): Record<string, unknown> {
  const metadata = row.metadata ?? {};
  return {
    id: row.id,
    name: row.name,
    bucket_id: row.bucket_id,
    owner: row.owner,
    version: row.id,
    size: metadata.size ?? null,
    content_type: metadata.mimetype ?? null,
    cache_control: metadata.cacheControl ?? null,
    etag: metadata.eTag ?? null,
    last_modified: metadata.lastModified ?? null,
    created_at: row.created_at,
    updated_at: row.updated_at,
    metadata,
  };
}
