import type {
  StorageApiError as RealStorageApiError,
  StorageClient as RealStorageClient,
  StorageClientOptions,
} from '@supabase/storage-js';

type StorageModule = typeof import('@supabase/storage-js');
type Bucket = ReturnType<RealStorageClient['from']>;
type PublicUrlOptions = Parameters<Bucket['getPublicUrl']>[1];

/**
 * storage-js as the portal's browser builds see it (issue #18), as `lazyRealtimeClient.ts` is for
 * realtime-js: supabase-js makes its storage client in its constructor, so storage-js (about 29 KB
 * minified, with its vector and analytics clients) was evaluated at every signed-in start, where
 * the only use is a photo's public address. The apps' webpack configuration resolves
 * supabase-js's import of `@supabase/storage-js` to this module.
 *
 * A public address needs no request, so it is made here as storage-js makes it until the package
 * has loaded (`getPublicUrl` without options; the test compares the two). Everything else a
 * bucket does is a request: the call loads storage-js, from a chunk of its own, then is the real
 * client's. So is every other member of the client once loaded; before, one is refused.
 */
export class StorageClient {
  private loaded: RealStorageClient | null = null;

  private loading: Promise<RealStorageClient> | null = null;

  constructor(
    private readonly storageUrl: string,
    private readonly storageHeaders: Record<string, string> = {},
    private readonly storageFetch?: typeof fetch,
    private readonly storageOptions?: StorageClientOptions,
  ) {
    return new Proxy(this, {
      get(target, property, receiver) {
        if (property in target) return Reflect.get(target, property, receiver) as unknown;
        return member(target.loaded, property, 'storage');
      },
    });
  }

  /** Loads storage-js and makes the real client (once). */
  async ready(): Promise<RealStorageClient> {
    this.loading ??= loadStorageJs().then(
      ({ StorageClient: Real }) =>
        (this.loaded = new Real(
          this.storageUrl,
          this.storageHeaders,
          this.storageFetch,
          this.storageOptions,
        )),
      (error: unknown) => {
        // A failed download (the network dropped): the next call tries again.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  /** The real client, once storage-js has loaded. */
  loadedClient(): RealStorageClient | null {
    return this.loaded;
  }

  /** A bucket: storage-js's own once loaded; before, one whose calls load it first. */
  from(bucket: string): Bucket {
    if (this.loaded !== null) return this.loaded.from(bucket);
    return lazyBucket(this, bucket);
  }

  /** A public object's address, made as storage-js makes it (its StorageBucketApi and getPublicUrl). */
  publicUrl(bucket: string, path: string): string {
    const base = new URL(this.storageUrl);
    if (this.storageOptions?.useNewHostname === true) {
      if (
        /supabase\.(co|in|red)$/.test(base.hostname) &&
        !base.hostname.includes('storage.supabase.')
      ) {
        base.hostname = base.hostname.replace('supabase.', 'storage.supabase.');
      }
    }
    const url = base.href.replace(/\/$/, '');
    return encodeURI(`${url}/object/public/${bucket}/${path.replace(/^\/+/, '')}`);
  }
}

/**
 * storage-js's error class once it has loaded. No storage error exists before (only the loaded
 * client makes one), so until then the name stands for a class nothing is an instance of. An ES
 * module's export is a live binding: supabase-js's re-export follows the assignment.
 */
export let StorageApiError: typeof RealStorageApiError = class NotLoadedYet extends Error {
  constructor() {
    super('storage-js is not loaded yet.');
  }
} as unknown as typeof RealStorageApiError;

let storageJs: Promise<StorageModule> | null = null;

function loadStorageJs(): Promise<StorageModule> {
  storageJs ??= import(
    /* webpackChunkName: "storage" */ '@supabase/storage-js/dist/index.mjs'
  ).then(
    (module: StorageModule) => {
      StorageApiError = module.StorageApiError;
      return module;
    },
    (error: unknown) => {
      storageJs = null;
      throw error;
    },
  );
  return storageJs;
}

function lazyBucket(client: StorageClient, bucket: string): Bucket {
  let throwOnError = false;
  const proxy: Bucket = new Proxy({} as Bucket, {
    get(_, property) {
      // Not a promise: `await storage.from(bucket)` is the bucket itself, as with storage-js.
      if (property === 'then') return undefined;
      if (property === 'getPublicUrl') {
        return (path: string, options?: PublicUrlOptions) =>
          client.loadedClient() === null && options === undefined
            ? { data: { publicUrl: client.publicUrl(bucket, path) } }
            : bucketOf(client, bucket, throwOnError).getPublicUrl(path, options);
      }
      if (property === 'throwOnError') {
        return () => {
          throwOnError = true;
          return proxy;
        };
      }
      // Every other call is a request: load storage-js, then make it.
      return async (...args: unknown[]) => {
        await client.ready();
        const method = member(bucketOf(client, bucket, throwOnError), property, 'storage.from()');
        if (typeof method !== 'function') return method;
        return (method as (...values: unknown[]) => unknown)(...args);
      };
    },
  });
  return proxy;
}

/** The loaded client's bucket, or an error naming what to wait for. */
function bucketOf(client: StorageClient, bucket: string, throwOnError: boolean): Bucket {
  const real = client.loadedClient();
  if (real === null) throw new Error(notLoaded('storage.from().getPublicUrl with options'));
  const api = real.from(bucket);
  return throwOnError ? api.throwOnError() : api;
}

function member(real: object | null, property: string | symbol, where: string): unknown {
  if (real === null) throw new Error(notLoaded(`${where}.${String(property)}`));
  const value = Reflect.get(real, property) as unknown;
  return typeof value === 'function'
    ? (value as (...args: unknown[]) => unknown).bind(real)
    : value;
}

function notLoaded(member: string): string {
  return `storage-js is not loaded yet: await client.storage.ready() before using ${member}.`;
}
