import { isMultipart, MultipartError, parseMultipart } from '../src/storage/multipart';
import { readUpload } from '../src/storage/upload';

async function encode(form: FormData): Promise<{ body: Buffer; contentType: string }> {
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type') ?? '',
  };
}

describe('multipart uploads as storage-js sends them', () => {
  it('reads the file under an empty field name with its type beside the cacheControl field', async () => {
    const form = new FormData();
    form.append('cacheControl', '3600');
    form.append(
      '',
      new Blob([new Uint8Array([0, 1, 2, 255])], { type: 'image/png' }),
      'avatar.png',
    );
    const { body, contentType } = await encode(form);

    expect(isMultipart(contentType)).toBe(true);
    const parsed = await parseMultipart({ 'content-type': contentType }, body);

    expect(parsed.fields.get('cacheControl')).toBe('3600');
    expect(parsed.files).toHaveLength(1);
    expect(parsed.files[0]).toMatchObject({
      field: '',
      filename: 'avatar.png',
      contentType: 'image/png',
    });
    expect([...parsed.files[0].data]).toEqual([0, 1, 2, 255]);
  });

  it('keeps bytes that look like boundaries or CRLFs intact', async () => {
    const tricky = Buffer.from('line one\r\n--not-the-boundary\r\n\r\nend');
    const form = new FormData();
    form.append('', new Blob([tricky], { type: 'text/plain' }), 'notes.txt');
    const { body, contentType } = await encode(form);
    const parsed = await parseMultipart({ 'content-type': contentType }, body);
    expect(parsed.files[0].data.equals(tricky)).toBe(true);
  });

  it('turns the upload into stored metadata: max-age cache control and user metadata', async () => {
    const form = new FormData();
    form.append('cacheControl', '60');
    form.append('metadata', JSON.stringify({ owner: 'me' }));
    form.append('', new Blob(['hello'], { type: 'text/plain' }), 'a.txt');
    const { body, contentType } = await encode(form);
    const upload = await readUpload({ 'content-type': contentType }, body);
    expect(upload).toMatchObject({
      contentType: 'text/plain',
      cacheControl: 'max-age=60',
      userMetadata: { owner: 'me' },
    });
    expect(upload.data.toString()).toBe('hello');
  });

  it('reads raw bodies with their content type and cache-control header', async () => {
    const upload = await readUpload(
      { 'content-type': 'image/webp', 'cache-control': 'max-age=120' },
      Buffer.from([1, 2, 3]),
    );
    expect(upload).toMatchObject({
      contentType: 'image/webp',
      cacheControl: 'max-age=120',
      userMetadata: null,
    });
  });

  it('refuses a truncated body, a body without its boundary and a type without one', async () => {
    await expect(
      parseMultipart(
        { 'content-type': 'multipart/form-data; boundary=abc' },
        Buffer.from('--abc\r\ncontent-disposition: form-data; name="x"\r\n\r\nvalue'),
      ),
    ).rejects.toThrow(MultipartError);
    await expect(
      parseMultipart(
        { 'content-type': 'multipart/form-data; boundary=abc' },
        Buffer.from('nothing here'),
      ),
    ).rejects.toThrow(MultipartError);
    await expect(
      parseMultipart({ 'content-type': 'multipart/form-data' }, Buffer.from('')),
    ).rejects.toThrow(MultipartError);
    expect(isMultipart('application/json')).toBe(false);
  });
});
