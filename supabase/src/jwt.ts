// HS256 tokens as GoTrue issues them and PostgREST verifies them.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { type Claims, type Jwt, JwtError } from './contract';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function isClaims(value: unknown): value is Claims {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    typeof (value as { role?: unknown }).role === 'string'
  );
}

export function createJwt(secret: string): Jwt {
  const signature = (input: string) => createHmac('sha256', secret).update(input).digest();

  return {
    sign(claims) {
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${signature(body).toString('base64url')}`;
    },
    verify(token) {
      const parts = token.split('.');
      if (parts.length !== 3)
        throw new JwtError('invalid JWT: unable to parse or verify signature');
      const [header, payload, sig] = parts;
      let parsedHeader: unknown;
      let claims: unknown;
      try {
        parsedHeader = JSON.parse(Buffer.from(header, 'base64url').toString('utf8'));
        claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      } catch {
        throw new JwtError('invalid JWT: unable to parse or verify signature');
      }
      if ((parsedHeader as { alg?: unknown } | null)?.alg !== 'HS256') {
        throw new JwtError('invalid JWT: signing method not allowed');
      }
      const expected = signature(`${header}.${payload}`);
      const given = Buffer.from(sig, 'base64url');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new JwtError('invalid JWT: signature is invalid');
      }
      if (!isClaims(claims)) throw new JwtError('invalid JWT: missing role claim');
      if (typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now()) {
        throw new JwtError('invalid JWT: token is expired');
      }
      return claims;
    },
  };
}
