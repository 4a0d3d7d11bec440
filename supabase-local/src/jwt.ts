// Tokens as hosted Supabase issues and checks them since asymmetric signing keys: sessions are
// signed ES256 with the stack's P-256 key (its public half is published as a JWK Set, with a
// `kid`), and the legacy HS256 secret still verifies the anon and service_role keys and tokens
// minted with it. Any other algorithm, and ES256 under another kid, is refused.
//
// A client presents the same tokens (its API key, its session) on every request: a token whose
// signature has been verified is remembered (a bounded LRU cache, as PostgREST's JWT cache), so
// the signature is checked once, not per request; expiry is still checked on every use.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  type JsonWebKey,
  type KeyObject,
  randomUUID,
} from 'node:crypto';
import { compactVerify, errors, type JWSHeaderParameters, SignJWT } from 'jose';
import { LRUCache } from 'lru-cache';
import { type Claims, type Jwt, JwtError } from './contract';

/** How many verified tokens are remembered (about 1 KB each). */
const VERIFIED_TOKENS = 10_000;

/** The claims, a copy the caller may change, or the expiry error. */
function unexpired(claims: Claims): Claims {
  if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
    throw new JwtError('invalid JWT: token is expired');
  }
  return { ...claims };
}

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
  sign(claims: Claims): Promise<string>;
  /** Signs HS256 with the legacy secret: the anon and service_role keys, as on hosted. */
  signLegacy(claims: Claims): Promise<string>;
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

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isClaims(value: unknown): value is Claims {
  return isRecord(value) && typeof value.role === 'string';
}

const UNPARSABLE = 'invalid JWT: unable to parse or verify signature';

/** A part of a compact token as JSON, or UNPARSABLE. */
function decodePart(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
  } catch {
    throw new JwtError(UNPARSABLE);
  }
}

/** `secret`: the legacy HS256 secret; `signingKey`: the ES256 key (a fresh one when omitted). */
export function createJwt(secret: string, signingKey: SigningKey = newSigningKey()): StackJwt {
  const secretKey = new TextEncoder().encode(secret);
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

  /** Tokens whose signature checked out, with their claims. */
  const verified = new LRUCache<string, Claims>({ max: VERIFIED_TOKENS });

  /** The key for the token's header: ES256 under the signing key's kid, or the legacy HS256. */
  function keyFor(header: JWSHeaderParameters): KeyObject | Uint8Array {
    if (header.alg === 'ES256') {
      if (header.kid !== signingKey.kid) throw new JwtError('invalid JWT: unknown signing key');
      return publicKey;
    }
    // HS256 is the legacy secret's; a token naming the asymmetric key's kid cannot be HS256.
    if (header.alg === 'HS256' && header.kid !== signingKey.kid) return secretKey;
    throw new JwtError('invalid JWT: signing method not allowed');
  }

  return {
    sign: (claims) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: signingKey.kid })
        .sign(signingKey.privateKey),
    signLegacy: (claims) =>
      new SignJWT(claims).setProtectedHeader({ alg: 'HS256', typ: 'JWT' }).sign(secretKey),
    async verify(token) {
      const known = verified.get(token);
      if (known !== undefined) return unexpired(known);
      const parts = token.split('.');
      if (parts.length !== 3) throw new JwtError(UNPARSABLE);
      const header = decodePart(parts[0]);
      const claims = decodePart(parts[1]);
      if (!isRecord(header)) throw new JwtError(UNPARSABLE);
      try {
        await compactVerify(token, keyFor, { algorithms: ['ES256', 'HS256'] });
      } catch (error) {
        if (error instanceof JwtError) throw error;
        if (error instanceof errors.JWSSignatureVerificationFailed) {
          throw new JwtError('invalid JWT: signature is invalid');
        }
        throw new JwtError(UNPARSABLE);
      }
      if (!isClaims(claims)) throw new JwtError('invalid JWT: missing role claim');
      unexpired(claims);
      verified.set(token, claims);
      return { ...claims };
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
