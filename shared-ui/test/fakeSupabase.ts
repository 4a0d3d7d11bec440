import { createClient } from '@supabase/supabase-js';
import type { Client, Database } from 'shared-domain';

// The role apps' and the shell's tests import this file as `shared-ui/test/fakeSupabase`; nothing
// under src/ does, so it never reaches a production bundle.

/** A request supabase-js made, as the fake backend sees it. */
export type FakeRequest = {
  method: string;
  /** e.g. '/auth/v1/signup' */
  path: string;
  query: URLSearchParams;
  body: unknown;
};

export type FakeReply = { status?: number; body?: unknown };

/** Answers a request, or undefined for 404. */
export type FakeBackend = (request: FakeRequest) => FakeReply | undefined;

const URL_BASE = 'http://127.0.0.1:54321';

// One storage key per client: supabase-js warns about two clients sharing one.
let clients = 0;

/** The body the auth service (GoTrue) sends with a refusal. */
export function authRefusal(status: number, errorCode: string, message: string): FakeReply {
  return { status, body: { code: status, error_code: errorCode, msg: message } };
}

/** A user as the auth service returns it. */
export function authUser(
  id: string,
  email: string,
  userMetadata: Record<string, unknown> = {},
): Record<string, unknown> {
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: userMetadata,
    created_at: '2026-11-24T00:00:00Z',
  };
}

function base64Url(value: object): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned access token supabase-js accepts as a session's (it does not check signatures). */
export function accessToken(userId: string): string {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  return [
    base64Url({ alg: 'HS256', typ: 'JWT' }),
    base64Url({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: expiresAt }),
    'c2lnbmF0dXJl', // 'signature', in base64url: supabase-js checks the format only
  ].join('.');
}

async function bodyOf(init: RequestInit | undefined): Promise<unknown> {
  if (typeof init?.body !== 'string' || init.body === '') return null;
  return JSON.parse(init.body) as unknown;
}

/**
 * A real supabase-js client whose every request is answered by `backend` in memory; `requests`
 * records them in order. With `detectSessionInUrl` it reads a session from the page's hash, as
 * after a mailed link.
 */
export function fakeSupabase(
  backend: FakeBackend,
  options: { detectSessionInUrl?: boolean } = {},
): { client: Client; requests: FakeRequest[] } {
  const requests: FakeRequest[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input.toString());
    const request: FakeRequest = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: await bodyOf(init),
    };
    requests.push(request);
    const reply = backend(request) ?? { status: 404, body: { message: 'Not found' } };
    return new Response(JSON.stringify(reply.body ?? {}), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  clients += 1;
  const client = createClient<Database>(URL_BASE, 'anon-key-for-tests', {
    auth: {
      persistSession: false,
      autoRefreshToken: false,
      detectSessionInUrl: options.detectSessionInUrl ?? false,
      storageKey: `fake-supabase-${clients}`,
    },
    global: { fetch },
  });
  return { client, requests };
}

/**
 * Gives `client` a session for `userId`, as a mailed link or a sign-in would. The backend must
 * answer GET /auth/v1/user with the user.
 */
export async function startSession(client: Client, userId: string): Promise<void> {
  const { error } = await client.auth.setSession({
    access_token: accessToken(userId),
    refresh_token: 'refresh-token',
  });
  if (error !== null) throw error;
}
