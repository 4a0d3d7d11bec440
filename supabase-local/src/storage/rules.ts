// Storage's validation rules for bucket names, object keys, size limits and MIME allow-lists.
import { storageErrors } from './errors';

const BUCKET_NAME = /^(\w|!|-|\.|\*|'|\(|\)| |&|\$|@|=|;|:|\+|,|\?)+$/;

export function assertBucketName(name: string): void {
  if (name.length > 100 || !BUCKET_NAME.test(name) || name === '.' || name === '..') {
    throw storageErrors.invalidBucketName();
  }
}

export function assertObjectKey(key: string): void {
  // eslint-disable-next-line no-control-regex
  const control = /[\u0000-\u001f\u007f]/;
  if (
    key === '' ||
    Buffer.byteLength(key) > 1024 ||
    control.test(key) ||
    key.startsWith('/') ||
    key.includes('//')
  ) {
    throw storageErrors.invalidKey(key);
  }
}

const UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 };

/**
 * Accepts a byte count or Storage's '20GB' / '20MB' / '30KB' / '3B' strings; null means no limit.
 * A limit above the global one is refused, as Storage refuses it.
 */
export function parseFileSizeLimit(value: unknown, globalLimit: number): number | null {
  if (value === null || value === undefined || value === '') return null;
  let bytes: number | null = null;
  if (typeof value === 'number' && Number.isInteger(value) && value >= 0) bytes = value;
  if (typeof value === 'string') {
    const match = /^\s*(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?\s*$/i.exec(value);
    if (match) bytes = Math.floor(Number(match[1]) * UNITS[(match[2] ?? 'b').toLowerCase()]);
  }
  if (bytes === null) {
    throw storageErrors.invalidRequest(
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    );
  }
  if (bytes > globalLimit) throw storageErrors.entityTooLarge();
  return bytes;
}

/** A MIME type Storage accepts in an allow-list: type/subtype (a charset allowed), or ending in *. */
const ALLOWED_MIME_TYPE = /^[A-Za-z0-9+.-]+\/[A-Za-z0-9+.-]+(;\s*charset=[A-Za-z0-9-]+)?$/;

export function parseMimeTypes(value: unknown): string[] | null {
  if (value === null || value === undefined) return null;
  if (!Array.isArray(value)) {
    throw storageErrors.validation('body/allowed_mime_types must be array');
  }
  const types = value.map((item: unknown, index) => {
    if (typeof item !== 'string') {
      throw storageErrors.validation(`body/allowed_mime_types/${index} must be string`);
    }
    if (item.length > 1000 || !(ALLOWED_MIME_TYPE.test(item) || item.endsWith('*'))) {
      throw storageErrors.invalidMimeType(item);
    }
    return item;
  });
  return types.length === 0 ? null : types;
}

/** 'Image/PNG; charset=x' -> 'image/png' */
export function baseMimeType(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

export function mimeAllowed(contentType: string, allowed: string[] | null): boolean {
  if (!allowed || allowed.length === 0) return true;
  const [type, subtype] = baseMimeType(contentType).split('/');
  return allowed.some((pattern) => {
    const [allowedType, allowedSubtype] = baseMimeType(pattern).split('/');
    return (
      (allowedType === '*' || allowedType === type) &&
      (allowedSubtype === '*' || allowedSubtype === subtype)
    );
  });
}
