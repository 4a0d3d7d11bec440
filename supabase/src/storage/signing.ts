// Signed URLs: a JWT naming one object, signed with the stack's secret, lets anyone holding the
// link read that object until it expires. The token carries the anon role, so presented as an API
// key it grants nothing the public anon key does not.
import type { Jwt } from '../contract';
import { StorageError, storageErrors } from './errors';

export function signObjectUrl(jwt: Jwt, bucketId: string, name: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  const token = jwt.sign({ role: 'anon', url: `${bucketId}/${name}`, iat, exp: iat + expiresIn });
  // Unencoded, as Storage answers: storage-js encodes the whole URL itself.
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/** Throws unless `token` is a live signature for exactly this object. */
export function checkObjectToken(
  jwt: Jwt,
  token: string | null,
  bucketId: string,
  name: string,
): void {
  if (!token)
    throw new StorageError(
      400,
      'InvalidRequest',
      "querystring must have required property 'token'",
    );
  let url: unknown;
  try {
    url = jwt.verify(token).url;
  } catch (err) {
    const message = err instanceof Error ? err.message : '';
    if (/expire/i.test(message))
      throw new StorageError(400, 'ExpiredToken', 'The provided token has expired.');
    throw new StorageError(400, 'InvalidSignature', 'Invalid signature');
  }
  if (url !== `${bucketId}/${name}`)
    throw new StorageError(400, 'InvalidSignature', 'Invalid signature');
}

export function parseExpiresIn(value: unknown): number {
  const seconds = Number(value);
  if (!Number.isInteger(seconds) || seconds < 1) {
    throw storageErrors.invalidRequest('expiresIn must be a positive number of seconds');
  }
  return seconds;
}
