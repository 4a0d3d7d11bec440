import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where object bytes live, keyed by the object's uuid (never by its user-chosen name, so no path
 * can escape the folder). Uploads are staged first and committed inside the database transaction
 * that records the row, so a refused write never replaces existing bytes.
 */
export interface BlobStore {
  stage(data: Buffer): Promise<StagedBlob>;
  read(objectId: string): Promise<Buffer | null>;
  remove(objectId: string): Promise<void>;
}

export interface StagedBlob {
  commit(objectId: string): Promise<void>;
  discard(): Promise<void>;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function checkedId(objectId: string): string {
  if (!UUID.test(objectId)) throw new Error(`not an object id: ${objectId}`);
  return objectId.toLowerCase();
}

export function memoryBlobStore(): BlobStore {
  const blobs = new Map<string, Buffer>();
  return {
    async stage(data) {
      return {
        async commit(objectId) {
          blobs.set(checkedId(objectId), data);
        },
        async discard() {},
      };
    },
    async read(objectId) {
      return blobs.get(checkedId(objectId)) ?? null;
    },
    async remove(objectId) {
      blobs.delete(checkedId(objectId));
    },
  };
}

export async function fileBlobStore(folder: string): Promise<BlobStore> {
  const objects = join(folder, 'objects');
  const staging = join(folder, 'staging');
  await mkdir(objects, { recursive: true });
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  return {
    async stage(data) {
      const staged = join(staging, randomUUID());
      await writeFile(staged, data);
      return {
        async commit(objectId) {
          await rename(staged, join(objects, checkedId(objectId)));
        },
        async discard() {
          await rm(staged, { force: true });
        },
      };
    },
    async read(objectId) {
      try {
        return await readFile(join(objects, checkedId(objectId)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async remove(objectId) {
      await rm(join(objects, checkedId(objectId)), { force: true });
    },
  };
}
