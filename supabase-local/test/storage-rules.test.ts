import { listEntries, type ObjectRow } from '../src/storage/listing';
import {
  assertBucketName,
  assertObjectKey,
  mimeAllowed,
  parseFileSizeLimit,
} from '../src/storage/rules';
import { StorageError } from '../src/storage/errors';

function row(name: string, created: string): ObjectRow {
  return {
    name,
    id: `id-${name}`,
    created_at: created,
    updated_at: created,
    last_accessed_at: created,
    metadata: { size: 1 },
  };
}

describe('storage listing', () => {
  const rows = [
    row('u1/avatar.png', '2024-01-02'),
    row('u1/old/avatar.png', '2024-01-01'),
    row('u2.png', '2024-01-03'),
    row('logo.png', '2024-01-04'),
    row('u1/banner.png', '2024-01-05'),
  ];
  const defaults = {
    prefix: '',
    limit: 100,
    offset: 0,
    sortColumn: 'name' as const,
    sortOrder: 'asc' as const,
    search: '',
  };

  it('shows files and folders directly under the bucket root, folders with null ids', () => {
    expect(listEntries(rows, defaults).map((entry) => [entry.name, entry.id])).toEqual([
      ['logo.png', 'id-logo.png'],
      ['u1', null],
      ['u2.png', 'id-u2.png'],
    ]);
  });

  it('lists a folder whether or not the prefix ends with a slash', () => {
    const names = (prefix: string) =>
      listEntries(rows, { ...defaults, prefix }).map((entry) => entry.name);
    expect(names('u1')).toEqual(['avatar.png', 'banner.png', 'old']);
    expect(names('u1/')).toEqual(['avatar.png', 'banner.png', 'old']);
  });

  it('searches, sorts by a column in either order, and pages', () => {
    expect(listEntries(rows, { ...defaults, search: 'U' }).map((entry) => entry.name)).toEqual([
      'u1',
      'u2.png',
    ]);
    expect(
      listEntries(rows, {
        ...defaults,
        prefix: 'u1',
        sortColumn: 'created_at',
        sortOrder: 'desc',
      }).map((e) => e.name),
    ).toEqual(['banner.png', 'avatar.png', 'old']);
    expect(
      listEntries(rows, { ...defaults, limit: 1, offset: 1 }).map((entry) => entry.name),
    ).toEqual(['u1']);
  });
});

describe('storage rules', () => {
  it('reads size limits as bytes or as Storage size strings', () => {
    const globalLimit = 50 * 1024 * 1024;
    expect(parseFileSizeLimit(1024, globalLimit)).toBe(1024);
    expect(parseFileSizeLimit('5MB', globalLimit)).toBe(5 * 1024 * 1024);
    expect(parseFileSizeLimit('30kb', globalLimit)).toBe(30 * 1024);
    expect(parseFileSizeLimit(null, globalLimit)).toBeNull();
    expect(() => parseFileSizeLimit('lots', globalLimit)).toThrow(StorageError);
    // Above config.toml's global limit: refused, as Storage refuses it.
    expect(() => parseFileSizeLimit('51MB', globalLimit)).toThrow(StorageError);
  });

  it('matches MIME types exactly or by wildcard, ignoring parameters and case', () => {
    expect(mimeAllowed('image/png', ['image/png'])).toBe(true);
    expect(mimeAllowed('IMAGE/JPEG; q=1', ['image/*'])).toBe(true);
    expect(mimeAllowed('text/plain;charset=UTF-8', ['image/*'])).toBe(false);
    expect(mimeAllowed('anything/at-all', null)).toBe(true);
  });

  it('refuses unusable bucket names and object keys', () => {
    expect(() => assertBucketName('user-avatars')).not.toThrow();
    expect(() => assertBucketName('a/b')).toThrow(StorageError);
    expect(() => assertBucketName('..')).toThrow(StorageError);
    expect(() => assertObjectKey('folder/file name.png')).not.toThrow();
    expect(() => assertObjectKey('')).toThrow(StorageError);
    expect(() => assertObjectKey('a//b')).toThrow(StorageError);
    expect(() => assertObjectKey('bad\nname')).toThrow(StorageError);
  });
});
