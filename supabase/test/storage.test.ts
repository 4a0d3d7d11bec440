// Avatars and logos: public to read, written only under the caller's own id, images of 5 MB at most.
import { createVolunteer, startProduct, type Actor, type Product } from './harness';

jest.setTimeout(120_000);

let product: Product;
let owner: Actor;
let intruder: Actor;

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const upload = { contentType: 'image/png', cacheControl: '3600', upsert: true };

/** storage-js's error for hosted Storage's answer: HTTP 400, the real status in the body. */
const refused = (statusCode: string, code: string) => ({ status: 400, statusCode, code });

beforeAll(async () => {
  product = await startProduct();
  owner = await createVolunteer(product, 'Pia Picture');
  intruder = await createVolunteer(product, 'Ian Intruder');
});

afterAll(async () => {
  await product?.stop();
});

it.each(['user-avatars', 'org-logos'])(
  '%s accepts images named for the uploader',
  async (bucket) => {
    const flat = await owner.client.storage
      .from(bucket)
      .upload(`${owner.id}-1700000000.png`, png, upload);
    expect(flat.error).toBeNull();
    const foldered = await owner.client.storage
      .from(bucket)
      .upload(`${owner.id}/logo.png`, png, upload);
    expect(foldered.error).toBeNull();
    const overwrite = await owner.client.storage
      .from(bucket)
      .upload(`${owner.id}.png`, png, upload);
    expect(overwrite.error).toBeNull();
    const again = await owner.client.storage.from(bucket).upload(`${owner.id}.png`, png, upload);
    expect(again.error).toBeNull();
  },
);

it.each(['user-avatars', 'org-logos'])(
  '%s refuses objects named for someone else',
  async (bucket) => {
    const flat = await intruder.client.storage.from(bucket).upload(`${owner.id}.png`, png, upload);
    expect(flat.error).toMatchObject(refused('403', 'AccessDenied'));
    const foldered = await intruder.client.storage
      .from(bucket)
      .upload(`${owner.id}/x.png`, png, upload);
    expect(foldered.error).toMatchObject(refused('403', 'AccessDenied'));
    const anonymous = await product.anon.storage.from(bucket).upload(`anon.png`, png, upload);
    expect(anonymous.error).toMatchObject(refused('403', 'AccessDenied'));
    const removed = await intruder.client.storage.from(bucket).remove([`${owner.id}.png`]);
    expect(removed.data ?? []).toEqual([]);
  },
);

it('serves avatars publicly', async () => {
  await owner.client.storage.from('user-avatars').upload(`${owner.id}-public.png`, png, upload);
  const { data } = product.anon.storage.from('user-avatars').getPublicUrl(`${owner.id}-public.png`);
  const response = await fetch(data.publicUrl);
  expect(response.status).toBe(200);
  expect(Buffer.from(await response.arrayBuffer())).toEqual(png);
});

it('refuses files that are not images, and images over 5 MB', async () => {
  const text = await owner.client.storage
    .from('user-avatars')
    .upload(`${owner.id}-notes.txt`, Buffer.from('hello'), {
      ...upload,
      contentType: 'text/plain',
    });
  expect(text.error).toMatchObject(refused('415', 'InvalidMimeType'));
  const svg = await owner.client.storage
    .from('user-avatars')
    .upload(`${owner.id}-vector.svg`, Buffer.from('<svg/>'), {
      ...upload,
      contentType: 'image/svg+xml',
    });
  expect(svg.error).toMatchObject(refused('415', 'InvalidMimeType'));
  const huge = await owner.client.storage
    .from('org-logos')
    .upload(`${owner.id}-huge.png`, Buffer.alloc(5 * 1024 * 1024 + 1), upload);
  expect(huge.error).toMatchObject(refused('413', 'EntityTooLarge'));
});
