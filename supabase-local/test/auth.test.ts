import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Stack } from '../src/stack';
import {
  clientFor,
  decodeJwt,
  seededUser,
  signedInClient,
  startFixtureStack,
  testStackDefaults,
  uniqueEmail,
} from './stack-harness';

let stack: Stack;

beforeAll(async () => {
  stack = await startFixtureStack();
});

afterAll(async () => {
  await stack?.stop();
});

describe('sign-up', () => {
  it('creates a confirmed user with metadata and returns a session whose JWT carries the claims', async () => {
    const client = clientFor(stack);
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: 'secret1',
      options: { data: { full_name: 'Ada Lovelace', role: 'volunteer' } },
    });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({
      full_name: 'Ada Lovelace',
      role: 'volunteer',
    });
    expect(data.user?.identities?.[0]?.provider).toBe('email');
    const session = data.session;
    expect(session?.token_type).toBe('bearer');
    expect(session?.expires_in).toBe(3600);
    const claims = decodeJwt(session?.access_token ?? '');
    expect(claims).toMatchObject({
      sub: data.user?.id,
      role: 'authenticated',
      aud: 'authenticated',
      email,
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: expect.objectContaining({ full_name: 'Ada Lovelace' }),
    });
    expect(typeof claims.session_id).toBe('string');
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
  });

  it('refuses an email that is already registered, whatever its case', async () => {
    const client = clientFor(stack);
    const email = uniqueEmail('twice');
    await client.auth.signUp({ email, password: 'secret1' });
    const { error } = await client.auth.signUp({ email: email.toUpperCase(), password: 'secret1' });
    expect(error?.code).toBe('user_already_exists');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('User already registered');
  });

  it('refuses passwords shorter than 6 characters', async () => {
    const { error } = await clientFor(stack).auth.signUp({
      email: uniqueEmail('weak'),
      password: '12345',
    });
    expect(error?.code).toBe('weak_password');
    expect(error?.status).toBe(422);
    expect(error?.message).toBe('Password should be at least 6 characters.');
  });

  it('refuses a malformed email address', async () => {
    const { error } = await clientFor(stack).auth.signUp({
      email: 'not-an-email',
      password: 'secret1',
    });
    expect(error?.code).toBe('validation_failed');
    expect(error?.status).toBe(400);
  });

  it('lets exactly one of 20 simultaneous sign-ups with one email through', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        fetch(`${stack.apiUrl}/auth/v1/signup`, {
          method: 'POST',
          headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
          body: JSON.stringify({ email, password: 'Passw0rd!' }),
        }).then(async (response) => ({
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        })),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(19).fill(422)]);
    for (const answer of answers.filter((each) => each.status === 422)) {
      expect(answer.body).toEqual({
        code: 422,
        error_code: 'user_already_exists',
        msg: 'User already registered',
      });
    }
    const { error } = await clientFor(stack).auth.signInWithPassword({
      email,
      password: 'Passw0rd!',
    });
    expect(error).toBeNull();
  });

  it('keeps serving other requests while passwords are hashed', async () => {
    // bcrypt runs in a worker thread: the event loop (where the gateway runs, in this process)
    // stays free. bcryptjs's async API alone would stall it ~100 ms per concurrent hash.
    const delay = monitorEventLoopDelay({ resolution: 10 });
    delay.enable();
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        clientFor(stack).auth.signUp({ email: uniqueEmail(`loop-${i}`), password: 'Passw0rd!' }),
      ),
    );
    delay.disable();
    expect(delay.max / 1e6).toBeLessThan(500);
  });

  it.each([
    [
      'an email over 255 characters',
      `${'a'.repeat(250)}@example.com`,
      'Passw0rd!',
      'An email address is too long',
    ],
    [
      'a NUL byte in the email',
      'nul\u0000byte@example.com',
      'Passw0rd!',
      'Unable to validate email address: invalid format',
    ],
    [
      'a NUL byte in the password',
      uniqueEmail('nul'),
      'Passw0rd!\u0000',
      'Password cannot contain NUL characters',
    ],
  ])('refuses %s with 400', async (_case, email, password, message) => {
    const { error } = await clientFor(stack).auth.signUp({ email, password });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('validation_failed');
    expect(error?.message).toBe(message);
  });
});

describe('password sign-in', () => {
  it('signs in a user seeded with pgcrypto bcrypt hashes', async () => {
    const { data, error } = await clientFor(stack).auth.signInWithPassword(seededUser);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(seededUser.email);
    expect(data.user?.user_metadata).toMatchObject({ name: 'Seeded' });
  });

  it('answers a wrong password or an unknown email with invalid_credentials', async () => {
    const client = clientFor(stack);
    const wrong = await client.auth.signInWithPassword({
      email: seededUser.email,
      password: 'nope-nope',
    });
    expect(wrong.error?.code).toBe('invalid_credentials');
    expect(wrong.error?.status).toBe(400);
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const unknown = await client.auth.signInWithPassword({
      email: uniqueEmail('ghost'),
      password: 'whatever',
    });
    expect(unknown.error?.code).toBe('invalid_credentials');
  });

  it.each([
    ['an email over 255 characters', `${'a'.repeat(250)}@example.com`, 'Passw0rd!'],
    ['a NUL byte in the email', 'seeded\u0000@fixture.local', 'Seeded1!'],
    ['a NUL byte in the password', seededUser.email, 'Seeded1!\u0000'],
  ])('answers %s with invalid_credentials', async (_case, email, password) => {
    const { error } = await clientFor(stack).auth.signInWithPassword({ email, password });
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('invalid_credentials');
  });
});

describe('refresh tokens', () => {
  it('rotates on refresh and, past the reuse interval, treats reuse of a spent token as theft, ending the session', async () => {
    const strict = await startFixtureStack({
      auth: { ...testStackDefaults.auth, refreshTokenReuseInterval: 0 },
    });
    try {
      await refreshTheft(strict);
    } finally {
      await strict.stop();
    }
  });

  async function refreshTheft(stack: Stack) {
    const { client } = await signedInClient(stack, 'refresh');
    const first = (await client.auth.getSession()).data.session;
    const refreshed = await client.auth.refreshSession();
    expect(refreshed.error).toBeNull();
    const second = refreshed.data.session;
    expect(second?.refresh_token).not.toBe(first?.refresh_token);
    expect(second?.user.id).toBe(first?.user.id);

    const attacker = clientFor(stack);
    const reuse = await attacker.auth.refreshSession({ refresh_token: first?.refresh_token ?? '' });
    expect(reuse.error?.code).toBe('refresh_token_already_used');

    const victim = clientFor(stack);
    const afterTheft = await victim.auth.refreshSession({
      refresh_token: second?.refresh_token ?? '',
    });
    expect(afterTheft.error?.code).toBe('refresh_token_not_found');
  }

  it('refuses an unknown refresh token', async () => {
    const { error } = await clientFor(stack).auth.refreshSession({
      refresh_token: 'made-up-token',
    });
    expect(error?.code).toBe('refresh_token_not_found');
  });
});

describe('the signed-in user', () => {
  it('reads and updates metadata and password', async () => {
    const { client, email } = await signedInClient(stack, 'profile', {
      full_name: 'Before',
      city: 'Leeds',
    });
    const read = await client.auth.getUser();
    expect(read.data.user?.user_metadata).toMatchObject({ full_name: 'Before', city: 'Leeds' });

    const updated = await client.auth.updateUser({ data: { full_name: 'After' } });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'After', city: 'Leeds' });

    const same = await client.auth.updateUser({ password: 'Passw0rd!' });
    expect(same.error?.code).toBe('same_password');
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error?.code).toBe('weak_password');
    expect((await client.auth.updateUser({ password: 'N3w-password' })).error).toBeNull();

    const other = clientFor(stack);
    expect(
      (await other.auth.signInWithPassword({ email, password: 'Passw0rd!' })).error?.code,
    ).toBe('invalid_credentials');
    const fresh = await other.auth.signInWithPassword({ email, password: 'N3w-password' });
    expect(fresh.error).toBeNull();
    expect(fresh.data.user?.user_metadata).toMatchObject({ full_name: 'After' });
  });

  // supabase-js turns GoTrue's session_not_found into AuthSessionMissingError (and then drops the
  // probing client's own session), so every check uses a fresh client.
  it('logs out one session, the others, or all of them', async () => {
    const { client: first, email, password } = await signedInClient(stack, 'logout');
    const second = clientFor(stack);
    const third = clientFor(stack);
    await second.auth.signInWithPassword({ email, password });
    await third.auth.signInWithPassword({ email, password });
    const probe = (token: string) => clientFor(stack).auth.getUser(token);
    const tokenOf = async (client: typeof first) =>
      (await client.auth.getSession()).data.session?.access_token ?? '';
    const [firstToken, secondToken, thirdToken] = await Promise.all([
      tokenOf(first),
      tokenOf(second),
      tokenOf(third),
    ]);

    expect((await third.auth.signOut({ scope: 'local' })).error).toBeNull();
    expect((await probe(thirdToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await probe(secondToken)).error).toBeNull();

    expect((await first.auth.signOut({ scope: 'others' })).error).toBeNull();
    expect((await probe(secondToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await probe(firstToken)).data.user?.email).toBe(email);

    const again = clientFor(stack);
    await again.auth.signInWithPassword({ email, password });
    const againToken = await tokenOf(again);
    expect((await again.auth.signOut()).error).toBeNull();
    expect((await probe(firstToken)).error?.name).toBe('AuthSessionMissingError');
    expect((await probe(againToken)).error?.name).toBe('AuthSessionMissingError');
  });

  it('refuses a token that is not a signed-in user', async () => {
    const { error } = await clientFor(stack).auth.getUser(stack.anonKey);
    expect(error?.status).toBe(403);
  });
});

describe('service endpoints', () => {
  it('reports health and settings with the API version header', async () => {
    const health = await fetch(`${stack.apiUrl}/auth/v1/health`, {
      headers: { apikey: stack.anonKey },
    });
    expect(health.status).toBe(200);
    expect(health.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(await health.json()).toMatchObject({ name: 'GoTrue' });
    const settings = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await settings.json()).toMatchObject({
      external: { email: true },
      mailer_autoconfirm: true,
    });
  });
});

describe('the admin API', () => {
  it('lets the service role create, read, update, list and delete users', async () => {
    const admin = clientFor(stack, stack.serviceRoleKey).auth.admin;
    const email = uniqueEmail('admin-made');
    const created = await admin.createUser({
      email,
      password: 'Created1!',
      email_confirm: true,
      user_metadata: { full_name: 'Made By Admin' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user?.id ?? '';
    expect(created.data.user?.app_metadata).toMatchObject({ plan: 'pro', provider: 'email' });

    const signIn = await clientFor(stack).auth.signInWithPassword({ email, password: 'Created1!' });
    expect(signIn.data.user?.user_metadata).toMatchObject({ full_name: 'Made By Admin' });

    const updated = await admin.updateUserById(id, { user_metadata: { full_name: 'Renamed' } });
    expect(updated.data.user?.user_metadata).toMatchObject({ full_name: 'Renamed' });
    expect((await admin.getUserById(id)).data.user?.email).toBe(email);

    const listed = await admin.listUsers({ page: 1, perPage: 1000 });
    expect(listed.data.users.map((user) => user.email)).toContain(email);

    expect((await admin.deleteUser(id)).error).toBeNull();
    expect((await admin.getUserById(id)).error?.status).toBe(404);
  });

  it('refuses everyone but the service role', async () => {
    const { error } = await clientFor(stack).auth.admin.listUsers();
    expect(error?.status).toBe(403);
    expect(error?.code).toBe('not_admin');
  });
});
