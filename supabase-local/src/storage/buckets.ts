// Bucket endpoints. Every statement runs as the caller, so storage.buckets' row-level security
// decides (on Supabase only the service role may manage buckets unless a policy says otherwise).
import type { Claims, Database } from '../contract';
import { type JsonBody, optionalString, requiredString } from './body';
import { StorageError, storageErrors } from './errors';
import { assertBucketName, parseFileSizeLimit, parseMimeTypes } from './rules';
import { OPERATIONS, asCaller } from './scope';

export interface BucketRow {
  id: string;
  name: string;
  owner: string | null;
  public: boolean;
  type: string;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
  created_at: string | Date;
  updated_at: string | Date;
}

export const BUCKET_COLUMNS =
  'id, name, owner, public, type, file_size_limit::float8 as file_size_limit, allowed_mime_types, created_at, updated_at';

const SORT_COLUMNS = new Set(['id', 'name', 'created_at', 'updated_at']);

function ownerOf(claims: Claims): string | null {
  return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
}

export async function listBuckets(
  db: Database,
  claims: Claims,
  query: URLSearchParams,
): Promise<BucketRow[]> {
  const limit = Math.min(Math.max(Number(query.get('limit') ?? 1000) || 1000, 1), 1000);
  const offset = Math.max(Number(query.get('offset') ?? 0) || 0, 0);
  const sortColumn = SORT_COLUMNS.has(query.get('sortColumn') ?? '')
    ? query.get('sortColumn')
    : 'name';
  const sortOrder = query.get('sortOrder') === 'desc' ? 'desc' : 'asc';
  const search = query.get('search') ?? '';
  return asCaller(db, claims, OPERATIONS.listBuckets, async (sql) => {
    const { rows } = await sql.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets
        where strpos(lower(name), lower($1)) > 0
        order by ${sortColumn} ${sortOrder} limit $2 offset $3`,
      [search, limit, offset],
    );
    return rows;
  });
}

export async function getBucket(db: Database, claims: Claims, id: string): Promise<BucketRow> {
  const bucket = await asCaller(db, claims, OPERATIONS.getBucket, async (sql) => {
    const { rows } = await sql.query<BucketRow>(
      `select ${BUCKET_COLUMNS} from storage.buckets where id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!bucket) throw storageErrors.noSuchBucket();
  return bucket;
}

export async function createBucket(
  db: Database,
  claims: Claims,
  body: JsonBody,
  globalLimit: number,
): Promise<{ name: string }> {
  const name = requiredString(body, 'name');
  // As Storage: the id defaults to the name, and both are stored as the id.
  const id = optionalString(body, 'id') ?? name;
  assertBucketName(id);
  const fileSizeLimit = parseFileSizeLimit(body.file_size_limit, globalLimit);
  const mimeTypes = parseMimeTypes(body.allowed_mime_types);
  const owner = ownerOf(claims);
  try {
    await asCaller(db, claims, OPERATIONS.createBucket, (sql) =>
      sql.query(
        `insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types, owner, owner_id, type)
         values ($1, $1, $2, $3, $4, $5, $6, 'STANDARD')`,
        [id, body.public === true, fileSizeLimit, mimeTypes, owner, owner],
      ),
    );
  } catch (err) {
    if (err instanceof StorageError && err.code === 'ResourceAlreadyExists') {
      throw storageErrors.bucketExists();
    }
    throw err;
  }
  return { name: id };
}

export async function updateBucket(
  db: Database,
  claims: Claims,
  id: string,
  body: JsonBody,
  globalLimit: number,
): Promise<{ message: string }> {
  const sets: string[] = [];
  const params: unknown[] = [id];
  if (typeof body.public === 'boolean') {
    params.push(body.public);
    sets.push(`public = $${params.length}`);
  }
  if ('file_size_limit' in body) {
    params.push(parseFileSizeLimit(body.file_size_limit, globalLimit));
    sets.push(`file_size_limit = $${params.length}`);
  }
  if ('allowed_mime_types' in body) {
    params.push(parseMimeTypes(body.allowed_mime_types));
    sets.push(`allowed_mime_types = $${params.length}`);
  }
  if (sets.length === 0) {
    // Storage's schema asks for at least one of the three settings (Ajv lists every branch).
    throw storageErrors.validation(
      [
        "body must have required property 'public'",
        "body must have required property 'file_size_limit'",
        "body must have required property 'allowed_mime_types'",
        'body must match a schema in anyOf',
      ].join(', '),
    );
  }
  sets.push('updated_at = now()');
  const updated = await asCaller(db, claims, OPERATIONS.updateBucket, async (sql) => {
    const result = await sql.query(
      `update storage.buckets set ${sets.join(', ')} where id = $1`,
      params,
    );
    return result.rowCount;
  });
  if (updated === 0) throw storageErrors.noSuchBucket();
  return { message: 'Successfully updated' };
}

/** Deletes every object of a bucket the caller may delete; returns the removed object ids. */
export async function emptyBucket(db: Database, claims: Claims, id: string): Promise<string[]> {
  await getBucket(db, claims, id);
  return asCaller(db, claims, OPERATIONS.emptyBucket, async (sql) => {
    const { rows } = await sql.query<{ id: string }>(
      'delete from storage.objects where bucket_id = $1 returning id',
      [id],
    );
    return rows.map((row) => row.id);
  });
}

export async function deleteBucket(
  db: Database,
  claims: Claims,
  id: string,
): Promise<{ message: string }> {
  // As Storage: whether the bucket exists and holds objects is looked up past the policies, so a
  // caller gets BucketNotEmpty even for objects it cannot see; the delete itself runs as the caller.
  const state = await db.asAdmin(async (sql) => {
    const { rows } = await sql.query<{ objects: boolean }>(
      `select exists (select 1 from storage.objects where bucket_id = b.id) as objects
         from storage.buckets b where b.id = $1`,
      [id],
    );
    return rows[0];
  });
  if (!state) throw storageErrors.noSuchBucket();
  if (state.objects) throw storageErrors.bucketNotEmpty();
  const deleted = await asCaller(db, claims, OPERATIONS.deleteBucket, async (sql) => {
    const result = await sql.query('delete from storage.buckets where id = $1', [id]);
    return result.rowCount;
  });
  if (deleted === 0) throw storageErrors.noSuchBucket();
  return { message: 'Successfully deleted' };
}
