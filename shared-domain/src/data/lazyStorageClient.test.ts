import { StorageClient as RealStorageClient } from '@supabase/storage-js';
import { StorageApiError, StorageClient } from './lazyStorageClient';

const LOCAL = 'http://127.0.0.1:54321/storage/v1';
const HOSTED = 'https://abcdefgh.supabase.co/storage/v1/';
const PATHS = ['u1/avatar.png', '/u1/avatar.png', 'logos/Harbour Care/ü 1.webp', 'a/b?c#d.jpg'];

/** Answers every request with `status` and records it. */
function recordingFetch(status: number, body: unknown) {
  const requests: { url: string; method: string }[] = [];
  const fetchWith = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    requests.push({ url: String(input), method: init?.method ?? 'GET' });
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { requests, fetchWith: fetchWith as typeof fetch };
}

describe('the storage client loaded on first use', () => {
  it.each([
    [LOCAL, undefined],
    [HOSTED, undefined],
    [HOSTED, { useNewHostname: true }],
  ])('makes public addresses on %s (%j) as storage-js does, without loading it', (url, options) => {
    const client = new StorageClient(url, {}, undefined, options);
    const real = new RealStorageClient(url, {}, undefined, options);
    for (const path of PATHS) {
      expect(client.from('user-avatars').getPublicUrl(path)).toEqual(
        real.from('user-avatars').getPublicUrl(path),
      );
    }
    expect(client.loadedClient()).toBeNull();
  });

  it("loads storage-js for a bucket's request and makes it with the real client", async () => {
    const { requests, fetchWith } = recordingFetch(200, { Key: 'user-avatars/u1/a.png', Id: 'x' });
    const client = new StorageClient(LOCAL, { apikey: 'anon' }, fetchWith);
    const bucket = client.from('user-avatars');
    const { data, error } = await bucket.upload('u1/a.png', new Blob(['png']), { upsert: true });
    expect(error).toBeNull();
    expect(data).toMatchObject({ path: 'u1/a.png', fullPath: 'user-avatars/u1/a.png' });
    expect(requests).toEqual([{ url: `${LOCAL}/object/user-avatars/u1/a.png`, method: 'POST' }]);
    expect(client.loadedClient()).toBeInstanceOf(RealStorageClient);
    // Once loaded, a bucket is storage-js's own.
    expect(client.from('user-avatars').getPublicUrl('u1/a.png').data.publicUrl).toBe(
      `${LOCAL}/object/public/user-avatars/u1/a.png`,
    );
  });

  it("keeps throwOnError asked before loading, and throws storage-js's own error", async () => {
    const { fetchWith } = recordingFetch(400, {
      statusCode: '403',
      error: 'Unauthorized',
      message: 'new row violates row-level security policy',
    });
    const client = new StorageClient(LOCAL, {}, fetchWith);
    const failure = client
      .from('user-avatars')
      .throwOnError()
      .upload('u2/a.png', new Blob(['png']));
    await expect(failure).rejects.toThrow('new row violates row-level security policy');
    await expect(failure).rejects.toBeInstanceOf(StorageApiError);
  });

  it('is not mistaken for a promise before it has loaded', async () => {
    const bucket = new StorageClient(LOCAL).from('user-avatars');
    await expect(Promise.resolve(bucket)).resolves.toBe(bucket);
  });

  it('refuses public addresses with options, and the other members, before loading', () => {
    const client = new StorageClient(LOCAL) as unknown as RealStorageClient;
    expect(() => client.from('b').getPublicUrl('p', { download: true })).toThrow(
      'storage-js is not loaded yet',
    );
    expect(() => client.listBuckets()).toThrow(
      'storage-js is not loaded yet: await client.storage.ready() before using storage.listBuckets.',
    );
  });
});
