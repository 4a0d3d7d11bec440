import {
  avatarEditPath,
  avatarUploadPath,
  fileExtension,
  isStoragePath,
  organisationLogoPath,
} from './storagePaths';

describe('storage paths', () => {
  it('names a new avatar with user id, timestamp and extension', () => {
    expect(avatarUploadPath('u1', 'me.JPG', new Date(1_700_000_000_000))).toBe(
      'u1-1700000000000.jpg',
    );
  });

  it('names an edited avatar and a logo with user id and extension', () => {
    expect(avatarEditPath('u1', 'photo.png')).toBe('u1.png');
    expect(organisationLogoPath('u2', 'logo.final.webp')).toBe('u2.webp');
  });

  it('falls back to png for a file without a usable extension', () => {
    expect(fileExtension('blob')).toBe('png');
    expect(fileExtension('.hidden')).toBe('png');
    expect(fileExtension('weird.p?g')).toBe('png');
  });
});

describe('isStoragePath', () => {
  it('is true for a bucket path and false for a full URL or nothing', () => {
    expect(isStoragePath('u1-1700000000000.jpg')).toBe(true);
    expect(isStoragePath('https://cdn.example/a.png')).toBe(false);
    expect(isStoragePath('http://127.0.0.1:54321/storage/v1/object/public/x.png')).toBe(false);
    expect(isStoragePath('data:image/png;base64,iVBORw0KGgo=')).toBe(false);
    expect(isStoragePath(null)).toBe(false);
    expect(isStoragePath('')).toBe(false);
  });
});
