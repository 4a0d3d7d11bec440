// Errors as Supabase Storage (the storage-api server) answers them, so storage-js turns them into
// the same StorageApiError a hosted project produces. Storage sends a handled error with HTTP 400
// (500 for internal failures) and puts the error's own status in the body as a string:
//   HTTP 400 {"statusCode":"404","error":"not_found","message":"Object not found","code":"NoSuchKey"}
// storage-js keeps both: `status` is the HTTP status, `statusCode` the body's, `code` the code.
// The body's keys come in the order of Storage's error schema: statusCode, error, message, code.

export interface StorageErrorBody {
  statusCode: string;
  error: string;
  message: string;
  code: string;
}

export class StorageError extends Error {
  /**
   * @param status the status the error stands for (the body's `statusCode`)
   * @param code Storage's error code
   * @param error the body's `error`: Storage's older name for the error, else the code itself
   * @param httpStatus the HTTP status sent; Storage sends 400 for every handled error but 500s
   */
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly error: string = code,
    readonly httpStatus: number = status === 500 ? 500 : 400,
  ) {
    super(message);
  }

  render(): StorageErrorBody {
    return {
      statusCode: String(this.status),
      error: this.error,
      message: this.message,
      code: this.code,
    };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** Storage's router has no such route (or not for this method): the one real HTTP 404. */
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
  bucketExists: () =>
    new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyExists: () =>
    new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  /** Any other unique violation (a move onto an existing name). */
  resourceExists: () =>
    new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  /** A foreign key pointing nowhere (a move into a bucket that does not exist). */
  relatedNotFound: () =>
    new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  /** A row others still point at (a bucket that gained an object while being deleted). */
  resourceReferenced: () =>
    new StorageError(
      409,
      'ResourceReferenced',
      'The resource could not be updated or removed due to a foreign key constraint',
    ),
  accessDenied: (message: string) => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  /** A signed URL's token that does not verify (bad signature, malformed, expired). */
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  /** A signed URL's valid token used for another object. */
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'Invalid signature'),
  invalidBucketName: () =>
    new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  /**
   * What Storage's request schemas refuse (a missing or mistyped field): Fastify's validation
   * error, whose name is plain `Error`, with Ajv's wording of the message.
   */
  validation: (message: string) => new StorageError(400, 'InvalidRequest', message, 'Error'),
  /**
   * A body that is not JSON: Fastify's parser passes on JSON.parse's SyntaxError, which Storage
   * cannot classify (hence InternalError, though the status is 400).
   */
  malformedJson: (message: string) =>
    new StorageError(400, 'InternalError', message, 'SyntaxError'),
  /** A JSON body past the request body limit, refused by Fastify itself with a real 413. */
  jsonTooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Request body is too large', 'FastifyError', 413),
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
  internal: () => new StorageError(500, 'InternalError', 'Internal server error'),
  /**
   * The database cannot be reached. Not Storage's answer (it has none of its own for this): every
   * service of this stack answers an outage with a real 503 and Retry-After, so clients retry.
   */
  unavailable: () =>
    new StorageError(
      503,
      'DatabaseError',
      'The database is unavailable; try again shortly',
      'Service Unavailable',
      503,
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

function messageOf(err: unknown): string {
  return err instanceof Error ? err.message : '';
}

function detailOf(err: unknown): string {
  if (typeof err === 'object' && err !== null && 'detail' in err) {
    const detail = (err as { detail: unknown }).detail;
    return typeof detail === 'string' ? detail : '';
  }
  return '';
}

/** Maps what the database refused (RLS, privileges, constraints) to Storage's answers. */
export function fromDatabaseError(err: unknown): StorageError | undefined {
  switch (sqlState(err)) {
    case '42501':
      // Storage shortens the RLS message (it names the table) and passes any other refusal on.
      return storageErrors.accessDenied(
        messageOf(err).includes('row-level security')
          ? 'new row violates row-level security policy'
          : messageOf(err),
      );
    case '23505':
      return storageErrors.resourceExists();
    case '23503':
      return detailOf(err).includes('is still referenced from table')
        ? storageErrors.resourceReferenced()
        : storageErrors.relatedNotFound();
    default:
      return undefined;
  }
}
