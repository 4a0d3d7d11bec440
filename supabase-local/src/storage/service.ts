// Supabase Storage's HTTP API under /storage/v1, as storage-js calls it.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join } from 'node:path';
import type { Claims, RequestContext, Service, ServiceContext, ServiceFactory } from '../contract';
import { isBadInput, isDatabaseUnavailable, sendUnavailable } from '../gateway/http';
import { type BlobStore, fileBlobStore, memoryBlobStore } from './blob-store';
import {
  createBucket,
  deleteBucket,
  emptyBucket,
  getBucket,
  listBuckets,
  updateBucket,
} from './buckets';
import { requiredPositiveInteger, requiredString, requiredStringList } from './body';
import { StorageError, storageErrors } from './errors';
import { readBody, readJson, sendError, sendJson } from './http';
import type { SortColumn } from './listing';
import { header, objectInfo, sendObject } from './object-answers';
import { ObjectStore } from './objects';
import { assertObjectKey } from './rules';
import { OPERATIONS } from './scope';
import { assertLiveSession } from './session';
import { checkObjectToken, signObjectUrl } from './signing';
import { readUpload } from './upload';

const PREFIX = '/storage/v1';
const JSON_LIMIT = 1024 * 1024;
/** Room for multipart headers and boundaries around a file at the bucket's size limit. */
const MULTIPART_OVERHEAD = 64 * 1024;
const SORT_COLUMNS = new Set<SortColumn>(['name', 'created_at', 'updated_at', 'last_accessed_at']);
/** Storage's cap on the names one request may delete or sign. */
const MAX_OBJECTS_PER_REQUEST = 1000;

/** Storage's answer for a route it does not have: the URL as Storage sees it, behind the gateway. */
function routeNotFound(req: IncomingMessage, ctx: RequestContext): StorageError {
  const url = `${ctx.url.pathname.slice(PREFIX.length)}${ctx.url.search}`;
  return storageErrors.routeNotFound(req.method ?? 'GET', url);
}

/** '/object/avatars/a%20b/c.png' -> ['object', 'avatars', 'a b', 'c.png'] */
function segments(ctx: RequestContext): string[] {
  const rest = ctx.url.pathname.slice(PREFIX.length);
  try {
    return rest
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    throw storageErrors.invalidRequest('Malformed URL encoding');
  }
}

function objectPath(
  parts: string[],
  notFound: () => StorageError,
): { bucketId: string; name: string } {
  const [bucketId, ...rest] = parts;
  if (!bucketId) throw notFound();
  const name = rest.join('/');
  assertObjectKey(name);
  return { bucketId, name };
}

/** At most Storage's cap of names (its schema's `maxItems`). */
function capped(names: string[], field: string): string[] {
  if (names.length > MAX_OBJECTS_PER_REQUEST) {
    throw storageErrors.validation(
      `body/${field} must NOT have more than ${MAX_OBJECTS_PER_REQUEST} items`,
    );
  }
  return names;
}

class StorageService implements Service {
  readonly prefix = PREFIX;
  private readonly objects: ObjectStore;

  constructor(
    private readonly context: ServiceContext,
    blobs: BlobStore,
  ) {
    this.objects = new ObjectStore(context.db, blobs, context.project.storage.fileSizeLimit);
  }

  /** Hosted Storage verifies the bearer itself and refuses a bad one as AccessDenied. */
  refuseToken(res: ServerResponse, message: string): void {
    sendError(res, storageErrors.accessDenied(message));
  }

  async handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void> {
    try {
      await this.route(req, res, ctx);
    } catch (err) {
      if (err instanceof StorageError) {
        sendError(res, err);
        return;
      }
      if (isDatabaseUnavailable(err)) {
        this.context.log('storage: database unavailable', req.method, ctx.url.pathname, err);
        sendUnavailable(res, storageErrors.unavailable().render());
        return;
      }
      if (isBadInput(err)) {
        sendError(res, storageErrors.invalidRequest('Invalid characters or values in the request'));
        return;
      }
      this.context.log('storage: request failed', req.method, ctx.url.pathname, err);
      sendError(res, storageErrors.internal());
    }
  }

  private async route(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
  ): Promise<void> {
    const parts = segments(ctx);
    const method = req.method ?? 'GET';
    const claims = ctx.claims;
    await assertLiveSession(this.context.db, claims);
    const notFound = () => routeNotFound(req, ctx);
    const [area, ...rest] = parts;
    if (area === 'bucket')
      return this.routeBucket(req, res, method, rest, claims, ctx.url.searchParams, notFound);
    if (area === 'object')
      return this.routeObject(req, res, method, rest, claims, ctx.url.searchParams, notFound);
    throw notFound();
  }

  private async routeBucket(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    parts: string[],
    claims: Claims,
    query: URLSearchParams,
    notFound: () => StorageError,
  ): Promise<void> {
    const db = this.context.db;
    const [id, action, ...extra] = parts;
    if (extra.length > 0) throw notFound();
    if (id === undefined) {
      if (method === 'GET') return sendJson(res, 200, await listBuckets(db, claims, query));
      if (method === 'POST')
        return sendJson(
          res,
          200,
          await createBucket(
            db,
            claims,
            await readJson(req, JSON_LIMIT),
            this.context.project.storage.fileSizeLimit,
          ),
        );
      throw notFound();
    }
    if (action === 'empty' && method === 'POST') {
      await this.objects.removeBytes(await emptyBucket(db, claims, id));
      return sendJson(res, 200, { message: 'Successfully emptied' });
    }
    if (action !== undefined) throw notFound();
    if (method === 'GET') return sendJson(res, 200, await getBucket(db, claims, id));
    if (method === 'PUT')
      return sendJson(
        res,
        200,
        await updateBucket(
          db,
          claims,
          id,
          await readJson(req, JSON_LIMIT),
          this.context.project.storage.fileSizeLimit,
        ),
      );
    if (method === 'DELETE') return sendJson(res, 200, await deleteBucket(db, claims, id));
    throw notFound();
  }

  private async routeObject(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    parts: string[],
    claims: Claims,
    query: URLSearchParams,
    notFound: () => StorageError,
  ): Promise<void> {
    const [first, ...rest] = parts;
    const read = method === 'GET' || method === 'HEAD';
    if (first === 'public' && read) {
      const { bucketId, name } = objectPath(rest, notFound);
      return sendObject(req, res, await this.objects.readPublic(bucketId, name), query);
    }
    if (first === 'authenticated' && read) {
      const { bucketId, name } = objectPath(rest, notFound);
      return sendObject(req, res, await this.objects.readAsCaller(bucketId, name, claims), query);
    }
    if (first === 'info' && method === 'GET') {
      const infoParts = rest[0] === 'public' || rest[0] === 'authenticated' ? rest.slice(1) : rest;
      const { bucketId, name } = objectPath(infoParts, notFound);
      return sendJson(res, 200, objectInfo(await this.objects.info(bucketId, name, claims)));
    }
    if (first === 'sign') return this.routeSign(req, res, method, rest, claims, query, notFound);
    if ((first === 'move' || first === 'copy') && method === 'POST' && rest.length === 0) {
      const body = await readJson(req, JSON_LIMIT);
      // Checked in the order of Storage's schemas' `required` lists, which name the first missing.
      const required =
        first === 'copy'
          ? ['sourceKey', 'bucketId', 'destinationKey']
          : ['bucketId', 'sourceKey', 'destinationKey'];
      for (const field of required) requiredString(body, field);
      const from = {
        bucketId: requiredString(body, 'bucketId'),
        name: requiredString(body, 'sourceKey'),
      };
      const to = {
        bucketId:
          typeof body.destinationBucket === 'string' && body.destinationBucket !== ''
            ? body.destinationBucket
            : from.bucketId,
        name: requiredString(body, 'destinationKey'),
      };
      assertObjectKey(to.name);
      if (first === 'copy') return sendJson(res, 200, await this.objects.copy(from, to, claims));
      await this.objects.move(from, to, claims);
      return sendJson(res, 200, { message: 'Successfully moved' });
    }
    if (first === 'list' && method === 'POST' && rest.length === 1) {
      return sendJson(res, 200, await this.list(rest[0], await readJson(req, JSON_LIMIT), claims));
    }
    if (first === undefined) throw notFound();
    if (method === 'DELETE' && rest.length === 0) {
      const body = await readJson(req, JSON_LIMIT);
      const prefixes = capped(requiredStringList(body, 'prefixes'), 'prefixes');
      return sendJson(
        res,
        200,
        await this.objects.remove(first, prefixes, claims, OPERATIONS.deleteObjects),
      );
    }
    const { bucketId, name } = objectPath(parts, notFound);
    if (read)
      return sendObject(req, res, await this.objects.readAsCaller(bucketId, name, claims), query);
    if (method === 'DELETE') {
      const removed = await this.objects.remove(bucketId, [name], claims, OPERATIONS.deleteObject);
      if (removed.length === 0) throw storageErrors.noSuchKey();
      return sendJson(res, 200, { message: 'Successfully deleted' });
    }
    if (method === 'POST' || method === 'PUT') {
      const bucket = await this.objects.bucket(bucketId);
      const body = await readBody(req, this.objects.uploadLimit(bucket) + MULTIPART_OVERHEAD);
      const content = await readUpload(req.headers, body);
      const upsert = method === 'POST' && header(req, 'x-upsert') === 'true';
      const mode = method === 'PUT' ? 'update' : upsert ? 'upsert' : 'create';
      return sendJson(res, 200, await this.objects.write(mode, bucket, name, content, claims));
    }
    throw notFound();
  }

  private async routeSign(
    req: IncomingMessage,
    res: ServerResponse,
    method: string,
    parts: string[],
    claims: Claims,
    query: URLSearchParams,
    notFound: () => StorageError,
  ): Promise<void> {
    const jwt = this.context.jwt;
    if (method === 'GET' || method === 'HEAD') {
      const { bucketId, name } = objectPath(parts, notFound);
      await checkObjectToken(jwt, query.get('token'), bucketId, name);
      return sendObject(req, res, await this.objects.readSigned(bucketId, name), query);
    }
    if (method !== 'POST' || parts.length === 0) throw notFound();
    const body = await readJson(req, JSON_LIMIT);
    const expiresIn = requiredPositiveInteger(body, 'expiresIn');
    if (parts.length === 1) {
      const [bucketId] = parts;
      const paths = capped(requiredStringList(body, 'paths'), 'paths');
      const signed = await Promise.all(
        paths.map(async (path: string) => {
          try {
            await this.objects.info(bucketId, path, claims, OPERATIONS.signObjectUrls);
            return {
              error: null,
              path,
              signedURL: await signObjectUrl(jwt, bucketId, path, expiresIn),
            };
          } catch (err) {
            if (!(err instanceof StorageError)) throw err;
            return {
              error: 'Either the object does not exist or you do not have access to it',
              path,
              signedURL: null,
            };
          }
        }),
      );
      return sendJson(res, 200, signed);
    }
    const { bucketId, name } = objectPath(parts, notFound);
    await this.objects.info(bucketId, name, claims, OPERATIONS.signObjectUrl);
    return sendJson(res, 200, { signedURL: await signObjectUrl(jwt, bucketId, name, expiresIn) });
  }

  private list(bucketId: string, body: Record<string, unknown>, claims: Claims) {
    const prefix = requiredString(body, 'prefix');
    const sortBy = (
      typeof body.sortBy === 'object' && body.sortBy !== null ? body.sortBy : {}
    ) as Record<string, unknown>;
    const column = typeof sortBy.column === 'string' ? (sortBy.column as SortColumn) : 'name';
    return this.objects.list(
      bucketId,
      {
        prefix,
        limit: Math.min(Math.max(Number(body.limit ?? 100) || 100, 1), 1000),
        offset: Math.max(Number(body.offset ?? 0) || 0, 0),
        sortColumn: SORT_COLUMNS.has(column) ? column : 'name',
        sortOrder: sortBy.order === 'desc' ? 'desc' : 'asc',
        search: typeof body.search === 'string' ? body.search : '',
      },
      claims,
    );
  }

  async close(): Promise<void> {}
}

export const createStorageService: ServiceFactory = async (context) => {
  const blobs = context.dataDir
    ? await fileBlobStore(join(context.dataDir, 'storage'))
    : memoryBlobStore();
  return new StorageService(context, blobs);
};
