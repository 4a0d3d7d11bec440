import type { IncomingMessage } from 'node:http';
import type { Claims, Jwt } from '../contract';

export type KeyCheck =
  | { ok: true; apikey: string; apiClaims: Claims }
  | { ok: false; status: number; body: { message: string; hint?: string } };

/** The API gateway's key check, as Kong does it on hosted Supabase: header or `?apikey=`. */
export function checkApiKey(req: IncomingMessage, url: URL, jwt: Jwt): KeyCheck {
  const header = req.headers.apikey;
  const apikey = (Array.isArray(header) ? header[0] : header) ?? url.searchParams.get('apikey');
  if (!apikey) {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'No API key found in request',
        hint: 'No `apikey` request header or url param was found.',
      },
    };
  }
  try {
    return { ok: true, apikey, apiClaims: jwt.verify(apikey) };
  } catch {
    return {
      ok: false,
      status: 401,
      body: {
        message: 'Invalid API key',
        hint: 'Double check your Supabase `anon` or `service_role` API key.',
      },
    };
  }
}

export function bearerToken(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1] : null;
}
