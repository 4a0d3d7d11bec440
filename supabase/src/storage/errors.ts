// Errors in Supabase Storage's response shape ({statusCode, code, error, message}), so storage-js
// turns them into the same StorageApiError a hosted project produces.
export class StorageError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
  ) {
    super(message);
  }

  render(): { statusCode: string; code: string; error: string; message: string } {
    return {
      statusCode: String(this.status),
      code: this.code,
      error: this.error,
      message: this.message,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  notFound: () => new StorageError(404, 'NotFound', 'Route not found', 'Not Found'),
  bucketExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidMimeType: (mimeType: string) =>
    new StorageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  entityTooLarge: () =>
    new StorageError(
      413,
      'EntityTooLarge',
      'The object exceeded the maximum allowed size',
      'Payload too large',
    ),
  methodNotAllowed: () => new StorageError(405, 'InvalidRequest', 'Method not allowed'),
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
  unavailable: () =>
    new StorageError(
      503,
      'DatabaseError',
      'The database is unavailable; try again shortly',
      'Service Unavailable',
    ),
};

/** Postgres SQLSTATE of an error thrown by the database driver, if it carries one. */
export function sqlState(err: unknown): string | undefined {
  if (typeof err === 'object' && err !== null && 'code' in err) {
    const code = (err as { code: unknown }).code;
    return typeof code === 'string' ? code : undefined;
  }
  return undefined;
}

/** Maps what the database refused (RLS, privileges, constraints) to Storage's answers. */
export function fromDatabaseError(err: unknown): StorageError | undefined {
  switch (sqlState(err)) {
    case '42501':
      return storageErrors.accessDenied('new row violates row-level security policy');
    case '23505':
      return storageErrors.keyExists();
    case '23503':
      return storageErrors.noSuchBucket();
    default:
      return undefined;
  }
}
