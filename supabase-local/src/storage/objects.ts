// Object endpoints. Reads of bucket settings run as the database owner (as Storage does); every read
// or write of storage.objects runs as the caller, so the project's storage policies decide.
import { createHash, randomUUID } from 'node:crypto';
import type { Claims, Database, Sql } from '../contract';
import type { BlobStore } from './blob-store';
import { StorageError, storageErrors } from './errors';
import {
  type ListEntry,
  type ObjectRow,
  type SortColumn,
  folderPrefix,
  listEntries,
} from './listing';
import { baseMimeType, mimeAllowed } from './rules';
import { OPERATIONS, type Operation, asCaller } from './scope';
import type { UploadContent } from './upload';

export interface BucketSettings {
  id: string;
  public: boolean;
  file_size_limit: number | null;
  allowed_mime_types: string[] | null;
}

export interface StoredObject extends ObjectRow {
  bucket_id: string;
  owner: string | null;
}

export interface ObjectMetadata {
  eTag: string;
  size: number;
  mimetype: string;
  cacheControl: string;
  lastModified: string;
  contentLength: number;
  httpStatusCode: number;
}

function ownerOf(claims: Claims): string | null {
  return typeof claims.sub === 'string' && /^[0-9a-f-]{36}$/i.test(claims.sub) ? claims.sub : null;
}

/**
 * Storage creates an object with a plain INSERT and calls a unique violation there
 * KeyAlreadyExists (elsewhere, as for a move onto a taken name, ResourceAlreadyExists).
 */
function createdKeyExists(err: unknown): unknown {
  return err instanceof StorageError && err.code === 'ResourceAlreadyExists'
    ? storageErrors.keyExists()
    : err;
}

const OBJECT_COLUMNS =
  'id, bucket_id, name, owner, metadata, created_at, updated_at, last_accessed_at';

export class ObjectStore {
  constructor(
    private readonly db: Database,
    private readonly blobs: BlobStore,
    /** config.toml's `[storage] file_size_limit`, in bytes. */
    private readonly globalLimit: number,
  ) {}

  async bucket(bucketId: string): Promise<BucketSettings> {
    const bucket = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<BucketSettings>(
        `select id, public, file_size_limit::float8 as file_size_limit, allowed_mime_types
           from storage.buckets where id = $1`,
        [bucketId],
      );
      return rows[0];
    });
    if (!bucket) throw storageErrors.noSuchBucket();
    return bucket;
  }

  /** The body size to accept for a bucket: its own limit, never above the global one. */
  uploadLimit(bucket: BucketSettings): number {
    return Math.min(bucket.file_size_limit ?? this.globalLimit, this.globalLimit);
  }

  private asCaller<T>(claims: Claims, operation: Operation, fn: (sql: Sql) => Promise<T>) {
    return asCaller(this.db, claims, operation, fn);
  }

  /**
   * POST creates (or, with x-upsert, replaces); PUT always replaces or creates, as Storage's
   * update route is an upsert. An upload needs an INSERT policy; an upsert also SELECT and
   * UPDATE for an existing object, as on Supabase.
   */
  async write(
    mode: 'create' | 'upsert' | 'update',
    bucket: BucketSettings,
    name: string,
    content: UploadContent,
    claims: Claims,
  ): Promise<{ Id: string; Key: string }> {
    if (!mimeAllowed(content.contentType, bucket.allowed_mime_types)) {
      throw storageErrors.invalidMimeType(baseMimeType(content.contentType));
    }
    if (content.data.length > this.uploadLimit(bucket)) throw storageErrors.entityTooLarge();
    const metadata: ObjectMetadata = {
      eTag: `"${createHash('md5').update(content.data).digest('hex')}"`,
      size: content.data.length,
      mimetype: content.contentType,
      cacheControl: content.cacheControl,
      lastModified: new Date().toUTCString(),
      contentLength: content.data.length,
      httpStatusCode: 200,
    };
    const owner = ownerOf(claims);
    const params = [
      bucket.id,
      name,
      owner,
      JSON.stringify(metadata),
      JSON.stringify(content.userMetadata),
    ];
    const staged = await this.blobs.stage(content.data);
    const operation = mode === 'update' ? OPERATIONS.updateObject : OPERATIONS.createObject;
    try {
      const id = await this.asCaller(claims, operation, async (sql) => {
        const objectId = await this.writeRow(sql, mode === 'create' ? 'create' : 'upsert', params);
        await staged.commit(objectId);
        return objectId;
      });
      return { Id: id, Key: `${bucket.id}/${name}` };
    } catch (err) {
      await staged.discard();
      throw createdKeyExists(err);
    }
  }

  private async writeRow(sql: Sql, mode: 'create' | 'upsert', params: unknown[]): Promise<string> {
    const id = randomUUID();
    if (mode === 'create') {
      // No RETURNING: on Supabase an upload needs only an INSERT policy, not a SELECT one.
      await sql.query(
        `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
         values ($6, $1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb)`,
        [...params, id],
      );
      return id;
    }
    const { rows } = await sql.query<{ id: string }>(
      `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
       values ($6, $1, $2, $3::uuid, $3::text, $4::jsonb, $5::jsonb)
       on conflict (bucket_id, name) do update
         set owner = excluded.owner, owner_id = excluded.owner_id, metadata = excluded.metadata,
             user_metadata = excluded.user_metadata, updated_at = now()
       returning id`,
      [...params, id],
    );
    return rows[0]?.id ?? id;
  }

  async readAsCaller(
    bucketId: string,
    name: string,
    claims: Claims,
    operation: Operation = OPERATIONS.getAuthObject,
  ): Promise<{ row: StoredObject; data: Buffer }> {
    const row = await this.asCaller(claims, operation, async (sql) => {
      const { rows } = await sql.query<StoredObject>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      );
      return rows[0];
    });
    return this.withBytes(row);
  }

  async readPublic(bucketId: string, name: string): Promise<{ row: StoredObject; data: Buffer }> {
    const row = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<StoredObject>(
        `select ${OBJECT_COLUMNS.split(', ')
          .map((column) => `o.${column}`)
          .join(', ')}
           from storage.objects o join storage.buckets b on b.id = o.bucket_id
          where b.public and o.bucket_id = $1 and o.name = $2`,
        [bucketId, name],
      );
      return rows[0];
    });
    return this.withBytes(row);
  }

  /** For signed URLs: the signature, already checked, stands in for the policies. */
  async readSigned(bucketId: string, name: string): Promise<{ row: StoredObject; data: Buffer }> {
    const row = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<StoredObject>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      );
      return rows[0];
    });
    return this.withBytes(row);
  }

  private async withBytes(
    row: StoredObject | undefined,
  ): Promise<{ row: StoredObject; data: Buffer }> {
    if (!row) throw storageErrors.noSuchKey();
    const data = await this.blobs.read(row.id);
    if (!data) throw storageErrors.noSuchKey();
    return { row, data };
  }

  async info(
    bucketId: string,
    name: string,
    claims: Claims,
    operation: Operation = OPERATIONS.getAuthObjectInfo,
  ): Promise<StoredObject> {
    const row = await this.asCaller(claims, operation, async (sql) => {
      const { rows } = await sql.query<StoredObject>(
        `select ${OBJECT_COLUMNS} from storage.objects where bucket_id = $1 and name = $2`,
        [bucketId, name],
      );
      return rows[0];
    });
    if (!row) throw storageErrors.noSuchKey();
    return row;
  }

  /** Renames an object (UPDATE policies decide, their WITH CHECK seeing the new name). */
  async move(
    from: { bucketId: string; name: string },
    to: { bucketId: string; name: string },
    claims: Claims,
  ): Promise<void> {
    // A destination bucket that does not exist fails on the foreign key, as on Storage.
    const moved = await this.asCaller(claims, OPERATIONS.moveObject, async (sql) => {
      const result = await sql.query(
        `update storage.objects set bucket_id = $3, name = $4, updated_at = now()
          where bucket_id = $1 and name = $2`,
        [from.bucketId, from.name, to.bucketId, to.name],
      );
      return result.rowCount;
    });
    if (moved === 0) throw storageErrors.noSuchKey();
  }

  /** Copies an object the caller may read to a name they may create (SELECT and INSERT policies). */
  async copy(
    from: { bucketId: string; name: string },
    to: { bucketId: string; name: string },
    claims: Claims,
  ): Promise<{ Id: string; Key: string }> {
    const source = await this.readAsCaller(from.bucketId, from.name, claims, OPERATIONS.copyObject);
    // Storage would fail the insert on the foreign key; the bucket's limits are needed first here.
    const destination = await this.bucket(to.bucketId).catch((err: unknown) => {
      throw err instanceof StorageError && err.code === 'NoSuchBucket'
        ? storageErrors.relatedNotFound()
        : err;
    });
    const mimetype = source.row.metadata?.mimetype;
    if (typeof mimetype === 'string' && !mimeAllowed(mimetype, destination.allowed_mime_types)) {
      throw storageErrors.invalidMimeType(baseMimeType(mimetype));
    }
    if (source.data.length > this.uploadLimit(destination)) throw storageErrors.entityTooLarge();
    const id = randomUUID();
    const owner = ownerOf(claims);
    const staged = await this.blobs.stage(source.data);
    try {
      await this.asCaller(claims, OPERATIONS.copyObject, async (sql) => {
        await sql.query(
          `insert into storage.objects (id, bucket_id, name, owner, owner_id, metadata, user_metadata)
           select $1, $2, $3, $4::uuid, $4::text, metadata, user_metadata
             from storage.objects where bucket_id = $5 and name = $6`,
          [id, to.bucketId, to.name, owner, from.bucketId, from.name],
        );
        await staged.commit(id);
      });
    } catch (err) {
      await staged.discard();
      throw createdKeyExists(err);
    }
    return { Id: id, Key: `${to.bucketId}/${to.name}` };
  }

  /** Removes what the caller may delete (DELETE and SELECT policies) and answers with those rows. */
  async remove(
    bucketId: string,
    names: string[],
    claims: Claims,
    operation: Operation,
  ): Promise<StoredObject[]> {
    const rows = await this.asCaller(claims, operation, async (sql) => {
      const result = await sql.query<StoredObject>(
        `delete from storage.objects where bucket_id = $1 and name = any($2::text[]) returning ${OBJECT_COLUMNS}`,
        [bucketId, names],
      );
      return result.rows;
    });
    await this.removeBytes(rows.map((row) => row.id));
    return rows;
  }

  async removeBytes(ids: string[]): Promise<void> {
    await Promise.all(ids.map((id) => this.blobs.remove(id)));
  }

  async list(
    bucketId: string,
    options: {
      prefix: string;
      limit: number;
      offset: number;
      sortColumn: SortColumn;
      sortOrder: 'asc' | 'desc';
      search: string;
    },
    claims: Claims,
  ): Promise<ListEntry[]> {
    const prefix = folderPrefix(options.prefix);
    const rows = await this.asCaller(claims, OPERATIONS.listObjects, async (sql) => {
      const result = await sql.query<ObjectRow>(
        `select id, name, metadata, created_at, updated_at, last_accessed_at from storage.objects
          where bucket_id = $1 and left(name, length($2)) = $2`,
        [bucketId, prefix],
      );
      return result.rows;
    });
    return listEntries(rows, { ...options, prefix });
  }
}
