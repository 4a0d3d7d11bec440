// Every statement Storage runs for a caller runs in a transaction scoped as Storage scopes it: the
// caller's role and claims (so the project's policies decide), `storage.operation` naming the
// route (what storage.operation(), storage.allow_only_operation() and allow_any_operation() read
// in a policy), and `storage.allow_delete_query` on, without which the protect_delete triggers of
// storage.objects and storage.buckets refuse every DELETE (they keep SQL from orphaning files).
import type { Claims, Database, Sql } from '../contract';
import { fromDatabaseError } from './errors';

/** Storage's names for its routes' operations (its src/http/routes/operations.ts). */
export const OPERATIONS = {
  createBucket: 'storage.bucket.create',
  deleteBucket: 'storage.bucket.delete',
  emptyBucket: 'storage.bucket.empty',
  listBuckets: 'storage.bucket.list',
  getBucket: 'storage.bucket.get',
  updateBucket: 'storage.bucket.update',
  copyObject: 'storage.object.copy',
  createObject: 'storage.object.upload',
  updateObject: 'storage.object.upload_update',
  deleteObject: 'storage.object.delete',
  deleteObjects: 'storage.object.delete_many',
  getAuthObject: 'storage.object.get_authenticated',
  getAuthObjectInfo: 'object.get_authenticated_info',
  signObjectUrl: 'storage.object.sign',
  signObjectUrls: 'storage.object.sign_many',
  listObjects: 'storage.object.list',
  moveObject: 'storage.object.move',
} as const;

export type Operation = (typeof OPERATIONS)[keyof typeof OPERATIONS];

/**
 * Runs `fn` as the caller within Storage's request scope; what the database refuses (RLS,
 * constraints) comes back as Storage's error for it.
 */
export async function asCaller<T>(
  db: Database,
  claims: Claims,
  operation: Operation,
  fn: (sql: Sql) => Promise<T>,
): Promise<T> {
  try {
    return await db.asClaims(claims, async (sql) => {
      await sql.query(
        `select set_config('storage.operation', $1, true),
                set_config('storage.allow_delete_query', 'true', true)`,
        [operation],
      );
      return fn(sql);
    });
  } catch (err) {
    throw fromDatabaseError(err) ?? err;
  }
}
