import type { SupabaseClient } from '@supabase/supabase-js';
import type { Stack } from '../src/stack';
import { clientFor, signedInClient } from './stack-harness';
import { ownerQuery, startServicesStack } from './rt-fixtures/services-stack';

let stack: Stack;
let alice: { client: SupabaseClient; userId: string };
let bob: { client: SupabaseClient; userId: string };

beforeAll(async () => {
  stack = await startServicesStack();
  alice = await signedInClient(stack, 'storage-alice');
  bob = await signedInClient(stack, 'storage-bob');
});

afterAll(async () => {
  await stack?.stop();
});

const png = (...bytes: number[]) =>
  new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, ...bytes])], { type: 'image/png' });

/** Fetches a public URL as an <img> would, plus the apikey the gateway asks of every request. */
function fetchPublic(url: string, headers: Record<string, string> = {}) {
  return fetch(url, { headers: { apikey: stack.anonKey, ...headers } });
}

/**
 * A storage-js error as hosted Storage causes it: HTTP 400 (`status`), the error's own status in
 * the body (`statusCode`) with its code.
 */
function hosted(statusCode: string, code: string, message?: string) {
  return {
    name: 'StorageApiError',
    status: 400,
    statusCode,
    code,
    ...(message === undefined ? {} : { message }),
  };
}

describe('storage objects', () => {
  it('uploads into the own folder and serves the bytes at the public URL with type and cache-control', async () => {
    const path = `${alice.userId}/avatar.png`;
    const { data, error } = await alice.client.storage
      .from('avatars')
      .upload(path, png(1, 2, 3), { cacheControl: '60' });
    expect(error).toBeNull();
    expect(data).toEqual({ path, fullPath: `avatars/${path}`, id: expect.any(String) });

    const { data: url } = alice.client.storage.from('avatars').getPublicUrl(path);
    expect(url.publicUrl).toBe(`${stack.apiUrl}/storage/v1/object/public/avatars/${path}`);
    const response = await fetchPublic(url.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect([...new Uint8Array(await response.arrayBuffer())]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 1, 2, 3,
    ]);

    const [row] = await ownerQuery<{
      owner: string;
      owner_id: string;
      metadata: Record<string, unknown>;
    }>(
      stack,
      `select owner, owner_id, metadata from storage.objects where bucket_id = 'avatars' and name = $1`,
      [path],
    );
    expect(row.owner).toBe(alice.userId);
    expect(row.owner_id).toBe(alice.userId);
    expect(row.metadata).toMatchObject({
      size: 7,
      mimetype: 'image/png',
      cacheControl: 'max-age=60',
    });
  });

  it('accepts raw bodies with their content type, and paths with spaces and accents', async () => {
    const path = `${alice.userId}/my photo é.webp`;
    const { error } = await alice.client.storage
      .from('avatars')
      .upload(path, Buffer.from([1, 2]), { contentType: 'image/webp', cacheControl: '120' });
    expect(error).toBeNull();
    const response = await fetchPublic(
      alice.client.storage.from('avatars').getPublicUrl(path).data.publicUrl,
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/webp');
    expect(response.headers.get('cache-control')).toBe('max-age=120');
  });

  it('refuses to overwrite without upsert (409), replaces with upsert and with update', async () => {
    const path = `${alice.userId}/replace.png`;
    const bucket = alice.client.storage.from('avatars');
    expect((await bucket.upload(path, png(1))).error).toBeNull();

    const duplicate = await bucket.upload(path, png(2));
    expect(duplicate.error).toMatchObject(
      hosted('409', 'KeyAlreadyExists', 'The resource already exists'),
    );

    expect((await bucket.upload(path, png(3), { upsert: true })).error).toBeNull();
    let bytes = await (await fetchPublic(bucket.getPublicUrl(path).data.publicUrl)).arrayBuffer();
    expect(new Uint8Array(bytes).at(-1)).toBe(3);

    expect((await bucket.update(path, png(4))).error).toBeNull();
    bytes = await (await fetchPublic(bucket.getPublicUrl(path).data.publicUrl)).arrayBuffer();
    expect(new Uint8Array(bytes).at(-1)).toBe(4);
  });

  it("lets the storage policies refuse writes into another user's folder and anonymous writes", async () => {
    const intoAlice = await bob.client.storage
      .from('avatars')
      .upload(`${alice.userId}/evil.png`, png(9));
    const refused = hosted('403', 'AccessDenied', 'new row violates row-level security policy');
    expect(intoAlice.error).toMatchObject(refused);

    const anonymous = await clientFor(stack)
      .storage.from('avatars')
      .upload(`${alice.userId}/anon.png`, png(9));
    expect(anonymous.error).toMatchObject(refused);

    // Storage's update is an upsert: the INSERT policy refuses it before UPDATE's are asked.
    const overwrite = await bob.client.storage
      .from('avatars')
      .update(`${alice.userId}/avatar.png`, png(9));
    expect(overwrite.error).toMatchObject(refused);

    const removed = await bob.client.storage.from('avatars').remove([`${alice.userId}/avatar.png`]);
    expect(removed).toEqual({ data: [], error: null });
    const stillThere = await ownerQuery(stack, `select 1 from storage.objects where name = $1`, [
      `${alice.userId}/avatar.png`,
    ]);
    expect(stillThere).toHaveLength(1);
  });

  it('enforces the bucket size limit (413) and MIME allow-list (415) before storing anything', async () => {
    const bucket = alice.client.storage.from('avatars');
    const tooBig = await bucket.upload(
      `${alice.userId}/big.png`,
      new Blob([new Uint8Array(2048)], { type: 'image/png' }),
    );
    expect(tooBig.error).toMatchObject(
      hosted('413', 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
    );

    const text = await bucket.upload(
      `${alice.userId}/notes.txt`,
      new Blob(['hello'], { type: 'text/plain' }),
    );
    expect(text.error).toMatchObject(
      hosted('415', 'InvalidMimeType', 'mime type text/plain is not supported'),
    );

    const stored = await ownerQuery(
      stack,
      `select name from storage.objects where name in ($1, $2)`,
      [`${alice.userId}/big.png`, `${alice.userId}/notes.txt`],
    );
    expect(stored).toEqual([]);
  });

  it('keeps private-bucket objects to their owner: download, info, list, and no public URL', async () => {
    const path = `${alice.userId}/cv.pdf`;
    const docs = alice.client.storage.from('docs');
    expect(
      (await docs.upload(path, new Blob(['%PDF-1.7'], { type: 'application/pdf' }))).error,
    ).toBeNull();

    const { data: file } = await docs.download(path);
    expect(file?.type).toBe('application/pdf');
    expect(await file?.text()).toBe('%PDF-1.7');
    expect((await docs.exists(path)).data).toBe(true);

    const theirs = await bob.client.storage.from('docs').download(path);
    expect(theirs.error).toMatchObject(hosted('404', 'NoSuchKey', 'Object not found'));
    const publicly = await fetchPublic(docs.getPublicUrl(path).data.publicUrl);
    expect(publicly.status).toBe(400);
    expect(await publicly.text()).toBe(
      JSON.stringify({
        statusCode: '404',
        error: 'not_found',
        message: 'Object not found',
        code: 'NoSuchKey',
      }),
    );
  });

  it('lists files and folders under a prefix, and removes objects with their bytes', async () => {
    const bucket = alice.client.storage.from('avatars');
    await bucket.upload(`${alice.userId}/old/one.png`, png(1));
    const { data: listing } = await bucket.list(alice.userId, {
      sortBy: { column: 'name', order: 'asc' },
    });
    const names = listing?.map((entry) => entry.name) ?? [];
    expect(names).toEqual(expect.arrayContaining(['avatar.png', 'old', 'replace.png']));
    expect(listing?.find((entry) => entry.name === 'old')).toMatchObject({
      id: null,
      metadata: null,
    });
    expect(listing?.find((entry) => entry.name === 'avatar.png')?.metadata).toMatchObject({
      mimetype: 'image/png',
    });

    const publicUrl = bucket.getPublicUrl(`${alice.userId}/old/one.png`).data.publicUrl;
    const { data: removed } = await bucket.remove([`${alice.userId}/old/one.png`]);
    expect(removed?.map((object) => object.name)).toEqual([`${alice.userId}/old/one.png`]);
    const gone = await fetchPublic(publicUrl);
    expect(gone.status).toBe(400);
    expect(await gone.json()).toMatchObject({ statusCode: '404', code: 'NoSuchKey' });
  });

  it('serves uploaded HTML as plain text so a bucket cannot host pages', async () => {
    const path = `${alice.userId}/page.html`;
    await alice.client.storage
      .from('docs')
      .upload(path, new Blob(['<script>alert(1)</script>'], { type: 'text/html' }));
    const { data } = await alice.client.storage.from('docs').createSignedUrl(path, 60);
    const response = await fetchPublic(data?.signedUrl ?? '');
    expect(response.headers.get('content-type')).toBe('text/plain');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 304 to a matching If-None-Match and serves downloads as attachments on request', async () => {
    const url = alice.client.storage.from('avatars').getPublicUrl(`${alice.userId}/avatar.png`)
      .data.publicUrl;
    const first = await fetchPublic(url);
    const etag = first.headers.get('etag') ?? '';
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await fetchPublic(url, { 'if-none-match': etag })).status).toBe(304);
    const download = alice.client.storage
      .from('avatars')
      .getPublicUrl(`${alice.userId}/avatar.png`, { download: 'me.png' }).data.publicUrl;
    expect((await fetchPublic(download)).headers.get('content-disposition')).toBe(
      "attachment; filename*=UTF-8''me.png",
    );
  });
});

describe('signed URLs, move and copy', () => {
  it('signs a private object for anyone holding the link, until it expires', async () => {
    const path = `${alice.userId}/signed report.pdf`;
    const docs = alice.client.storage.from('docs');
    await docs.upload(path, new Blob(['%PDF-signed'], { type: 'application/pdf' }));

    const { data, error } = await docs.createSignedUrl(path, 60);
    expect(error).toBeNull();
    const signedUrl = data?.signedUrl ?? '';
    expect(signedUrl.startsWith(`${stack.apiUrl}/storage/v1/object/sign/docs/`)).toBe(true);
    const response = await fetchPublic(signedUrl);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-signed');

    const forged = await fetchPublic(signedUrl.replace(/token=.*$/, 'token=not-a-token'));
    expect(forged.status).toBe(400);
    expect(await forged.json()).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: 'Invalid Compact JWS',
      code: 'InvalidJWT',
    });
    const otherObject = await fetchPublic(signedUrl.replace('signed%20report.pdf', 'cv.pdf'));
    expect(otherObject.status).toBe(400);
    expect(await otherObject.json()).toEqual({
      statusCode: '400',
      error: 'InvalidSignature',
      message: 'Invalid signature',
      code: 'InvalidSignature',
    });
    const unsigned = await fetchPublic(signedUrl.replace(/\?token=.*$/, ''));
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({
      statusCode: '400',
      error: 'Error',
      message: "querystring must have required property 'token'",
      code: 'InvalidRequest',
    });

    const notTheirs = await bob.client.storage.from('docs').createSignedUrl(path, 60);
    expect(notTheirs.error).toMatchObject(hosted('404', 'NoSuchKey'));
    const shortLived = (await docs.createSignedUrl(path, 1)).data?.signedUrl ?? '';
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await fetchPublic(shortLived);
    expect(expired.status).toBe(400);
    expect(await expired.json()).toEqual({
      statusCode: '400',
      error: 'InvalidJWT',
      message: '"exp" claim timestamp check failed',
      code: 'InvalidJWT',
    });

    const many = await docs.createSignedUrls([path, `${alice.userId}/missing.pdf`], 60);
    expect(many.data?.map((entry) => entry.error)).toEqual([
      null,
      'Either the object does not exist or you do not have access to it',
    ]);
  });

  it('moves and copies objects within the policies', async () => {
    const bucket = alice.client.storage.from('avatars');
    await bucket.upload(`${alice.userId}/draft.png`, png(7));
    expect(
      (await bucket.move(`${alice.userId}/draft.png`, `${alice.userId}/final.png`)).error,
    ).toBeNull();
    expect(
      (await fetchPublic(bucket.getPublicUrl(`${alice.userId}/draft.png`).data.publicUrl)).status,
    ).toBe(400);

    const copied = await bucket.copy(`${alice.userId}/final.png`, `${alice.userId}/copy.png`);
    expect(copied).toEqual({ data: { path: `avatars/${alice.userId}/copy.png` }, error: null });
    const bytes = await (
      await fetchPublic(bucket.getPublicUrl(`${alice.userId}/copy.png`).data.publicUrl)
    ).arrayBuffer();
    expect(new Uint8Array(bytes).at(-1)).toBe(7);

    const stolen = await bob.client.storage
      .from('avatars')
      .move(`${alice.userId}/final.png`, `${bob.userId}/mine.png`);
    expect(stolen.error).toMatchObject(hosted('404', 'NoSuchKey'));
    const copiedAway = await bob.client.storage
      .from('avatars')
      .copy(`${alice.userId}/final.png`, `${alice.userId}/again.png`);
    expect(copiedAway.error).toMatchObject(hosted('403', 'AccessDenied'));

    const ontoTaken = await bucket.move(`${alice.userId}/copy.png`, `${alice.userId}/final.png`);
    expect(ontoTaken.error).toMatchObject(
      hosted('409', 'ResourceAlreadyExists', 'The resource already exists'),
    );
    const copyOntoTaken = await bucket.copy(
      `${alice.userId}/copy.png`,
      `${alice.userId}/final.png`,
    );
    expect(copyOntoTaken.error).toMatchObject(hosted('409', 'KeyAlreadyExists'));
    // Past the policies (service role), a destination bucket that does not exist fails the foreign key.
    const intoNowhere = await clientFor(stack, stack.serviceRoleKey)
      .storage.from('avatars')
      .move(`${alice.userId}/copy.png`, 'x.png', { destinationBucket: 'no-such-bucket' });
    expect(intoNowhere.error).toMatchObject(
      hosted('404', 'InvalidRequest', 'The related resource does not exist'),
    );
  });
});

describe('storage buckets', () => {
  it('lets the service role create, read, list, update, empty and delete buckets', async () => {
    const admin = clientFor(stack, stack.serviceRoleKey).storage;
    expect(
      await admin.createBucket('reports', {
        public: false,
        fileSizeLimit: '1MB',
        allowedMimeTypes: ['application/pdf'],
      }),
    ).toEqual({
      data: { name: 'reports' },
      error: null,
    });
    const { data: bucket } = await admin.getBucket('reports');
    expect(bucket).toMatchObject({
      id: 'reports',
      name: 'reports',
      public: false,
      file_size_limit: 1048576,
      allowed_mime_types: ['application/pdf'],
    });
    expect((await admin.listBuckets()).data?.map((b) => b.id)).toEqual(
      expect.arrayContaining(['avatars', 'docs', 'reports']),
    );
    expect((await admin.updateBucket('reports', { public: true })).error).toBeNull();
    expect((await admin.getBucket('reports')).data?.public).toBe(true);

    await admin.from('reports').upload('q1.pdf', new Blob(['%PDF'], { type: 'application/pdf' }));
    const notEmpty = await admin.deleteBucket('reports');
    expect(notEmpty.error).toMatchObject(
      hosted('409', 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
    );
    expect((await admin.emptyBucket('reports')).error).toBeNull();
    expect((await admin.deleteBucket('reports')).error).toBeNull();
    expect((await admin.getBucket('reports')).error).toMatchObject(
      hosted('404', 'NoSuchBucket', 'Bucket not found'),
    );
  });

  it('refuses bucket creation to signed-in users and duplicate names', async () => {
    const asUser = await alice.client.storage.createBucket('mine');
    expect(asUser.error).toMatchObject(
      hosted('403', 'AccessDenied', 'new row violates row-level security policy'),
    );
    const duplicate = await clientFor(stack, stack.serviceRoleKey).storage.createBucket('avatars');
    expect(duplicate.error).toMatchObject(
      hosted('409', 'BucketAlreadyExists', 'The resource already exists'),
    );
  });

  it('answers uploads to a missing bucket, bad JSON and unknown routes with Storage errors', async () => {
    const missing = await alice.client.storage.from('nope').upload('x.png', png(1));
    expect(missing.error).toMatchObject(hosted('404', 'NoSuchBucket', 'Bucket not found'));

    const headers = { apikey: stack.serviceRoleKey, 'content-type': 'application/json' };
    const malformed = await fetch(`${stack.apiUrl}/storage/v1/bucket`, {
      method: 'POST',
      headers,
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    // Fastify hands JSON.parse's SyntaxError on, which Storage cannot classify.
    expect(await malformed.json()).toEqual({
      statusCode: '400',
      error: 'SyntaxError',
      message: expect.stringContaining('JSON') as unknown,
      code: 'InternalError',
    });

    // The one error Storage answers with its real status: a route it does not have.
    const unknown = await fetch(`${stack.apiUrl}/storage/v1/whatever?x=1`, { headers });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({
      statusCode: '404',
      error: 'Not Found',
      message: 'Route GET:/whatever?x=1 not found',
      code: 'InvalidRequest',
    });
    const wrongMethod = await fetch(`${stack.apiUrl}/storage/v1/bucket/avatars`, {
      method: 'PATCH',
      headers,
    });
    expect(wrongMethod.status).toBe(404);
    expect(await wrongMethod.json()).toMatchObject({
      message: 'Route PATCH:/bucket/avatars not found',
    });
  });
});

describe('error bodies as hosted Storage sends them', () => {
  /** A request straight to Storage's HTTP API, as the given key (the user's token when given). */
  async function raw(
    method: string,
    path: string,
    options: { body?: string | Blob; token?: string; contentType?: string } = {},
  ): Promise<{ status: number; text: string }> {
    const response = await fetch(`${stack.apiUrl}/storage/v1${path}`, {
      method,
      headers: {
        apikey: stack.serviceRoleKey,
        ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
        'content-type': options.contentType ?? 'application/json',
      },
      body: options.body,
    });
    return { status: response.status, text: await response.text() };
  }

  /** Storage's body, keys in its order: statusCode, error, message, code. */
  const body = (statusCode: string, error: string, message: string, code: string) =>
    JSON.stringify({ statusCode, error, message, code });

  const validation = (message: string) => ({
    status: 400,
    text: body('400', 'Error', message, 'InvalidRequest'),
  });

  it('answers a refusal by the policies with HTTP 400 and the 403 in the body', async () => {
    const { data } = await bob.client.auth.getSession();
    const answer = await raw('POST', `/object/avatars/${alice.userId}/raw.png`, {
      body: png(1),
      token: data.session?.access_token,
      contentType: 'image/png',
    });
    expect(answer).toEqual({
      status: 400,
      text: body(
        '403',
        'Unauthorized',
        'new row violates row-level security policy',
        'AccessDenied',
      ),
    });
  });

  it('answers a bearer token that does not verify as AccessDenied, with HTTP 400', async () => {
    const { data } = await alice.client.auth.getSession();
    const token = data.session?.access_token ?? '';
    const forged = `${token.slice(0, token.lastIndexOf('.'))}.AAAA`;
    const answer = await raw('GET', '/bucket', { token: forged });
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.text)).toMatchObject({
      statusCode: '403',
      error: 'Unauthorized',
      code: 'AccessDenied',
    });
  });

  it('answers what its request schemas refuse with the validator’s words', async () => {
    expect(
      await raw('POST', '/object/move', { body: '{"sourceKey":"a","destinationKey":"b"}' }),
    ).toEqual(validation("body must have required property 'bucketId'"));
    expect(await raw('POST', '/object/copy', { body: '{"bucketId":"avatars"}' })).toEqual(
      validation("body must have required property 'sourceKey'"),
    );
    expect(await raw('DELETE', '/object/avatars', { body: '{"prefixes":[]}' })).toEqual(
      validation('body/prefixes must NOT have fewer than 1 items'),
    );
    expect(await raw('POST', '/object/sign/avatars/x.png', { body: '{}' })).toEqual(
      validation("body must have required property 'expiresIn'"),
    );
    expect(await raw('POST', '/object/sign/avatars/x.png', { body: '{"expiresIn":0}' })).toEqual(
      validation('body/expiresIn must be >= 1'),
    );
    expect(await raw('POST', '/object/list/avatars', { body: '{}' })).toEqual(
      validation("body must have required property 'prefix'"),
    );
    expect(await raw('POST', '/bucket', { body: '[]' })).toEqual(validation('body must be object'));
  });

  it('answers invalid names, keys and MIME types with their codes', async () => {
    expect(await raw('POST', '/bucket', { body: '{"name":"a/b"}' })).toEqual({
      status: 400,
      text: body('400', 'Invalid Input', 'Bucket name invalid', 'InvalidBucketName'),
    });
    expect(
      await raw('POST', '/bucket', { body: '{"name":"typed","allowed_mime_types":["nope"]}' }),
    ).toEqual({
      status: 400,
      text: body('415', 'invalid_mime_type', 'mime type nope is not supported', 'InvalidMimeType'),
    });
    expect(
      await raw('POST', '/object/docs/a%01b.pdf', { body: '%PDF', contentType: 'application/pdf' }),
    ).toEqual({
      status: 400,
      text: body('400', 'InvalidKey', 'Invalid key: a\u0001b.pdf', 'InvalidKey'),
    });
    expect(await raw('GET', '/bucket/no-such-bucket')).toEqual({
      status: 400,
      text: body('404', 'Bucket not found', 'Bucket not found', 'NoSuchBucket'),
    });
    expect(await raw('DELETE', '/object/docs/never-there.pdf')).toEqual({
      status: 400,
      text: body('404', 'not_found', 'Object not found', 'NoSuchKey'),
    });
  });
});
