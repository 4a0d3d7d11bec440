// Signed URLs: a JWT naming one object, signed with the stack's secret, lets anyone holding the
// link read that object until it expires. The token carries the anon role, so presented as an API
// key it grants nothing the public anon key does not.
import type { Jwt } from '../contract';
import { storageErrors } from './errors';

export async function signObjectUrl(
  jwt: Jwt,
  bucketId: string,
  name: string,
  expiresIn: number,
): Promise<string> {
  const iat = Math.floor(Date.now() / 1000);
  const token = await jwt.sign({
    role: 'anon',
    url: `${bucketId}/${name}`,
    iat,
    exp: iat + expiresIn,
  });
  // Unencoded, as Storage answers: storage-js encodes the whole URL itself.
  return `/object/sign/${bucketId}/${name}?token=${token}`;
}

/**
 * Storage verifies signed-URL tokens with `jose`; a token that fails is answered InvalidJWT with
 * jose's own message, so the messages of this stack's verifier are put in jose's words.
 */
function joseMessage(message: string): string {
  if (/unable to parse/i.test(message)) return 'Invalid Compact JWS';
  if (/expired/i.test(message)) return '"exp" claim timestamp check failed';
  if (/signature is invalid/i.test(message)) return 'signature verification failed';
  if (/signing method/i.test(message)) {
    return '"alg" (Algorithm) Header Parameter value not allowed';
  }
  return message;
}

/** Throws unless `token` is a live signature for exactly this object. */
export async function checkObjectToken(
  jwt: Jwt,
  token: string | null,
  bucketId: string,
  name: string,
): Promise<void> {
  if (token === null) {
    throw storageErrors.validation("querystring must have required property 'token'");
  }
  let url: unknown;
  try {
    url = (await jwt.verify(token)).url;
  } catch (err) {
    throw storageErrors.invalidJwt(joseMessage(err instanceof Error ? err.message : ''));
  }
  if (url !== `${bucketId}/${name}`) throw storageErrors.invalidSignature();
}
