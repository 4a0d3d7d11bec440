import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../database';
import { requestPasswordReset, resendSignUpConfirmation, signUp, updatePassword } from './auth';

type Sent = { method: string; path: string; query: URLSearchParams; body: unknown };

/** A supabase-js client whose requests are recorded and answered with `status` and `body`. */
function recordingClient(status: number, body: unknown) {
  const sent: Sent[] = [];
  const client = createClient<Database>('http://127.0.0.1:54321', 'anon-key-for-tests', {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no native WebSocket; nothing here opens one.
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
    global: {
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : input.toString());
        sent.push({
          method: init?.method ?? 'GET',
          path: url.pathname,
          query: url.searchParams,
          body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
        });
        return new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        });
      },
    },
  });
  return { client, sent };
}

const waitingUser = {
  id: '00000000-0000-4000-8000-000000000001',
  aud: 'authenticated',
  email: 'olga@harbour.org',
  app_metadata: {},
  user_metadata: {},
  created_at: '2026-11-24T00:00:00Z',
};

describe('signUp', () => {
  it('sends the role and names for the database, and where the confirmation link leads', async () => {
    const { client, sent } = recordingClient(200, waitingUser);
    const result = await signUp(
      client,
      { email: ' olga@harbour.org ', password: 'Str0ng!pass' },
      {
        profile: { role: 'organisation', name: ' Olga Grant ', organisationName: ' Harbour ' },
        emailRedirectTo: 'http://localhost:3000/',
      },
    );
    expect(result.session).toBeNull();
    expect(result.user.id).toBe(waitingUser.id);
    expect(sent[0]?.path).toBe('/auth/v1/signup');
    expect(sent[0]?.query.get('redirect_to')).toBe('http://localhost:3000/');
    expect(sent[0]?.body).toMatchObject({
      email: 'olga@harbour.org',
      data: { role: 'organisation', name: 'Olga Grant', organisation_name: 'Harbour' },
    });
  });

  it('sends no organisation name for a volunteer, and no metadata without a profile', async () => {
    const volunteer = recordingClient(200, waitingUser);
    await signUp(
      volunteer.client,
      { email: 'v@x.org', password: 'secret' },
      { profile: { role: 'volunteer', name: 'Val', organisationName: 'Ignored' } },
    );
    expect((volunteer.sent[0]?.body as { data: unknown }).data).toEqual({
      role: 'volunteer',
      name: 'Val',
    });

    const bare = recordingClient(200, waitingUser);
    await signUp(bare.client, { email: 'v@x.org', password: 'secret' });
    expect((bare.sent[0]?.body as { data?: unknown }).data).toEqual({});
  });

  it("throws the auth service's refusal with its code and status", async () => {
    const { client } = recordingClient(422, {
      code: 422,
      error_code: 'user_already_exists',
      msg: 'User already registered',
    });
    await expect(signUp(client, { email: 'v@x.org', password: 'secret' })).rejects.toMatchObject({
      message: 'User already registered',
      code: 'user_already_exists',
      status: 422,
    });
  });
});

describe('the mails', () => {
  it('resends the sign-up confirmation to the address, leading back to the app', async () => {
    const { client, sent } = recordingClient(200, {});
    await resendSignUpConfirmation(client, ' v@x.org ', 'http://localhost:3000/');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/auth/v1/resend' });
    expect(sent[0]?.body).toMatchObject({ type: 'signup', email: 'v@x.org' });
    expect(sent[0]?.query.get('redirect_to')).toBe('http://localhost:3000/');
  });

  it('throws the cooldown refusal with its message', async () => {
    const { client } = recordingClient(429, {
      code: 429,
      error_code: 'over_email_send_rate_limit',
      msg: 'For security purposes, you can only request this after 57 seconds.',
    });
    await expect(
      resendSignUpConfirmation(client, 'v@x.org', 'http://localhost:3000/'),
    ).rejects.toMatchObject({ code: 'over_email_send_rate_limit', status: 429 });
  });

  it('asks for a password reset link leading to the reset screen', async () => {
    const { client, sent } = recordingClient(200, {});
    await requestPasswordReset(client, ' v@x.org ', 'http://localhost:3000/reset-password');
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/auth/v1/recover' });
    expect(sent[0]?.body).toMatchObject({ email: 'v@x.org' });
    expect(sent[0]?.query.get('redirect_to')).toBe('http://localhost:3000/reset-password');
  });
});

describe('updatePassword', () => {
  it('needs a session', async () => {
    const { client, sent } = recordingClient(200, {});
    await expect(updatePassword(client, 'secret1')).rejects.toMatchObject({
      message: 'Auth session missing!',
    });
    expect(sent).toHaveLength(0);
  });
});
