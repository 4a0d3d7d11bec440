// Tokens as hosted Supabase issues and checks them since asymmetric signing keys: sessions are
// signed ES256 with the stack's P-256 key (its public half is published as a JWK Set, with a
// `kid`), and the legacy HS256 secret still verifies the anon and service_role keys and tokens
// minted with it. Any other algorithm, and ES256 under another kid, is refused.
import {
  createHmac,
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomUUID,
  sign as signWith,
  timingSafeEqual,
  verify as verifyWith,
} from 'node:crypto';
import { type Claims, type Jwt, JwtError } from './contract';

/** An EC P-256 public key as a JWKS lists it. */
export interface PublicJwk {
  kty: 'EC';
  crv: 'P-256';
  x: string;
  y: string;
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

/** The stack's asymmetric signing key: the private key and its kid. */
export interface SigningKey {
  kid: string;
  privateKey: KeyObject;
}

export interface StackJwt extends Jwt {
  /** Signs ES256 with the signing key (sessions, the gateway's internal tokens, signed URLs). */
  sign(claims: Claims): string;
  /** Signs HS256 with the legacy secret: the anon and service_role keys, as on hosted. */
  signLegacy(claims: Claims): string;
  /** `GET /auth/v1/.well-known/jwks.json`: the public key only. */
  jwks(): { keys: PublicJwk[] };
  /**
   * What PostgREST verifies with (its `jwt-secret` takes a JWK Set): the public key, and the
   * HS256 secret as an `oct` key. Secret: never served.
   */
  verificationJwks(): string;
}

export function newSigningKey(): SigningKey {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { kid: randomUUID(), privateKey };
}

/** The signing key as a private JWK (with its kid), to keep in the data folder. */
export function signingKeyToJwk(key: SigningKey): JsonWebKey {
  return { ...key.privateKey.export({ format: 'jwk' }), kid: key.kid, alg: 'ES256' };
}

/** Reads a private JWK written by signingKeyToJwk; throws when it is not a P-256 private key. */
export function signingKeyFromJwk(jwk: JsonWebKey): SigningKey {
  if (jwk.kty !== 'EC' || jwk.crv !== 'P-256' || typeof jwk.d !== 'string') {
    throw new Error('not an EC P-256 private key');
  }
  if (typeof jwk.kid !== 'string' || jwk.kid === '') throw new Error('the key has no kid');
  const material = { kty: jwk.kty, crv: jwk.crv, x: jwk.x, y: jwk.y, d: jwk.d };
  return { kid: jwk.kid, privateKey: createPrivateKey({ key: material, format: 'jwk' }) };
}

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function isClaims(value: unknown): value is Claims {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { role?: unknown }).role === 'string'
  );
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const UNPARSABLE = 'invalid JWT: unable to parse or verify signature';

/** `secret`: the legacy HS256 secret; `signingKey`: the ES256 key (a fresh one when omitted). */
export function createJwt(secret: string, signingKey: SigningKey = newSigningKey()): StackJwt {
  const hmac = (input: string) => createHmac('sha256', secret).update(input).digest();
  const publicKey = createPublicKey(signingKey.privateKey);
  const { x, y } = publicKey.export({ format: 'jwk' });
  if (typeof x !== 'string' || typeof y !== 'string') throw new Error('not an EC key');
  const publicJwk: PublicJwk = {
    kty: 'EC',
    crv: 'P-256',
    x,
    y,
    kid: signingKey.kid,
    alg: 'ES256',
    use: 'sig',
    key_ops: ['verify'],
  };
  const esHeader = encode({ alg: 'ES256', typ: 'JWT', kid: signingKey.kid });
  const hsHeader = encode({ alg: 'HS256', typ: 'JWT' });

  /** Whether the signature of `input` is good for the token's header. */
  function signatureHolds(header: Record<string, unknown>, input: string, sig: Buffer): boolean {
    if (header.alg === 'ES256') {
      if (header.kid !== signingKey.kid) throw new JwtError('invalid JWT: unknown signing key');
      if (sig.length !== 64) return false;
      return verifyWith(
        'sha256',
        Buffer.from(input),
        { key: publicKey, dsaEncoding: 'ieee-p1363' },
        sig,
      );
    }
    // HS256 is the legacy secret's; a token naming the asymmetric key's kid cannot be HS256.
    if (header.alg === 'HS256' && header.kid !== signingKey.kid) {
      const expected = hmac(input);
      return sig.length === expected.length && timingSafeEqual(sig, expected);
    }
    throw new JwtError('invalid JWT: signing method not allowed');
  }

  return {
    sign(claims) {
      const body = `${esHeader}.${encode(claims)}`;
      const sig = signWith('sha256', Buffer.from(body), {
        key: signingKey.privateKey,
        dsaEncoding: 'ieee-p1363',
      });
      return `${body}.${sig.toString('base64url')}`;
    },
    signLegacy(claims) {
      const body = `${hsHeader}.${encode(claims)}`;
      return `${body}.${hmac(body).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3) throw new JwtError(UNPARSABLE);
      const [header, payload, sig] = parts;
      let parsedHeader: unknown;
      let claims: unknown;
      try {
        parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw new JwtError(UNPARSABLE);
      }
      if (!isRecord(parsedHeader)) throw new JwtError(UNPARSABLE);
      if (!signatureHolds(parsedHeader, `${header}.${payload}`, Buffer.from(sig, 'base64url'))) {
        throw new JwtError('invalid JWT: signature is invalid');
      }
      if (!isClaims(claims)) throw new JwtError('invalid JWT: missing role claim');
      if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
        throw new JwtError('invalid JWT: token is expired');
      }
      return claims;
    },
    jwks() {
      return { keys: [publicJwk] };
    },
    verificationJwks() {
      const legacy = {
        kty: 'oct',
        k: Buffer.from(secret, 'utf8').toString('base64url'),
        alg: 'HS256',
        use: 'sig',
      };
      return JSON.stringify({ keys: [publicJwk, legacy] });
    },
  };
}
