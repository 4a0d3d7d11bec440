// The demo seed's volunteer photos are real image files in storage, as an upload leaves them.
import { startProduct, type Product } from './harness';

jest.setTimeout(180_000);

let product: Product;

beforeAll(async () => {
  product = await startProduct({ seed: true });
});

afterAll(async () => {
  await product?.stop();
});

it('every seeded volunteer photo is a PNG in the avatars bucket that the public URL serves', async () => {
  const { data, error } = await product.admin
    .from('users')
    .select('id, profile_url')
    .eq('role', 'volunteer')
    .not('profile_url', 'is', null);
  expect(error).toBeNull();
  const photos = data ?? [];
  expect(photos.length).toBeGreaterThan(5);
  for (const { id, profile_url: path } of photos) {
    expect(path).toBe(`${id}.png`);
    const url = product.admin.storage.from('user-avatars').getPublicUrl(path ?? '').data.publicUrl;
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  }
});
