// GoTrue's guards with config.toml's limits: request limits per IP address and per e-mail, the
// 72-byte password ceiling, e-mail normalisation, and the refresh-token reuse interval.
import { request } from 'node:http';
import bcrypt from 'bcryptjs';
import pg from 'pg';
import type { Stack } from '../src/stack';
import { clientFor, startConfiguredStack, uniqueEmail } from './stack-harness';

interface Answer {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
}

/** A POST to the auth API from a given loopback address (127.0.0.0/8 is all this machine). */
function post(
  stack: Stack,
  path: string,
  body: unknown,
  from = '127.0.0.1',
  bearer?: string,
): Promise<Answer> {
  const url = new URL(`${stack.apiUrl}/auth/v1${path}`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        localAddress: from,
        headers: {
          apikey: stack.anonKey,
          'content-type': 'application/json',
          ...(bearer && { authorization: `Bearer ${bearer}` }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
            headers: res.headers,
          });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** SQL as the database owner, past row-level security: for setup and for what the database holds. */
async function asOwner(stack: Stack, text: string, values: unknown[] = []) {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    return (await db.query<{ n: number }>(text, values)).rows;
  } finally {
    await db.end();
  }
}

const signIn = (stack: Stack, email: string, password: string, from?: string) =>
  post(stack, '/token?grant_type=password', { email, password }, from);

let stack: Stack;

beforeAll(async () => {
  stack = await startConfiguredStack({
    inbox: false,
    // config.toml's limits; only sign-up's confirmation is off so accounts can sign in at once.
    auth: { email: { enableConfirmations: false } },
  });
});

afterAll(() => stack?.stop());

describe('sign-in limits (sign_in_sign_ups = 30 per 5 minutes)', () => {
  it('refuses the 31st password attempt from one address with 429, even with the right password', async () => {
    const email = uniqueEmail('guessed');
    expect(
      (await post(stack, '/signup', { email, password: 'Right-passw0rd' }, '127.0.0.2')).status,
    ).toBe(200);
    const answers: number[] = [];
    for (let i = 0; i < 30; i += 1) {
      answers.push((await signIn(stack, email, `wrong-${i}`, '127.0.0.3')).status);
    }
    expect(answers.every((status) => status === 400)).toBe(true);
    const refused = await signIn(stack, email, 'Right-passw0rd', '127.0.0.3');
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      error_code: 'over_request_rate_limit',
      msg: 'Request rate limit reached',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // The limit holds for that e-mail from any address: 30 guesses were made against it.
    const elsewhere = await signIn(stack, email, 'Right-passw0rd', '127.0.0.4');
    expect(elsewhere.body.error_code).toBe('over_request_rate_limit');
  });

  it('refuses the 31st attempt against one e-mail even when each comes from a new address', async () => {
    const email = uniqueEmail('spread');
    await post(stack, '/signup', { email, password: 'Right-passw0rd' }, '127.0.1.1');
    for (let i = 0; i < 30; i += 1) {
      expect((await signIn(stack, email, `wrong-${i}`, `127.0.2.${i + 1}`)).status).toBe(400);
    }
    const refused = await signIn(stack, email, 'Right-passw0rd', '127.0.2.200');
    expect(refused.status).toBe(429);
    // Another account from a fresh address is not held back.
    const other = uniqueEmail('bystander');
    await post(stack, '/signup', { email: other, password: 'Right-passw0rd' }, '127.0.3.1');
    expect((await signIn(stack, other, 'Right-passw0rd', '127.0.3.1')).status).toBe(200);
  });

  it('refuses the 31st sign-up from one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const email = uniqueEmail(`burst-${i}`);
      statuses.push(
        (await post(stack, '/signup', { email, password: 'Passw0rd!' }, '127.0.4.1')).status,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('passwords longer than bcrypt reads (72 bytes)', () => {
  const long = 'L'.repeat(72);

  it('refuses them at sign-up and on change, and accepts exactly 72', async () => {
    const refused = await post(stack, '/signup', {
      email: uniqueEmail('long'),
      password: `${long}x`,
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Password cannot be longer than 72 characters',
    });
    // 72 bytes of UTF-8 can be fewer characters: 25 three-byte characters are 75 bytes.
    const wide = await post(stack, '/signup', {
      email: uniqueEmail('wide'),
      password: '€'.repeat(25),
    });
    expect(wide.status).toBe(400);
    const email = uniqueEmail('exact');
    const created = await post(stack, '/signup', { email, password: long });
    expect(created.status).toBe(200);
    const client = clientFor(stack);
    await client.auth.signInWithPassword({ email, password: long });
    const { error } = await client.auth.updateUser({ password: `${long}y` });
    expect(error?.message).toBe('Password cannot be longer than 72 characters');
  });

  it('never lets two different long passwords open one account', async () => {
    // An account whose hash was made from a long password's first 72 bytes (as before this check).
    const email = uniqueEmail('legacy');
    await post(stack, '/signup', { email, password: 'Passw0rd!' });
    await asOwner(stack, `update auth.users set encrypted_password = $2 where email = $1`, [
      email,
      bcrypt.hashSync(long, 4),
    ]);
    expect((await signIn(stack, email, `${long}A`)).body.error_code).toBe('invalid_credentials');
    expect((await signIn(stack, email, `${long}B`)).body.error_code).toBe('invalid_credentials');
    expect((await signIn(stack, email, long)).status).toBe(200);
  });
});

describe('e-mail addresses', () => {
  it('are trimmed and lower-cased, so case and spaces make no second account', async () => {
    const email = uniqueEmail('Mixed');
    const first = await post(stack, '/signup', {
      email: `  ${email.toUpperCase()} `,
      password: 'Passw0rd!',
    });
    expect(first.status).toBe(200);
    expect((first.body.user as { email: string }).email).toBe(email.toLowerCase());
    const again = await post(stack, '/signup', {
      email: email.toLowerCase(),
      password: 'Passw0rd!',
    });
    expect(again.body.error_code).toBe('user_already_exists');
    expect((await signIn(stack, ` ${email.toUpperCase()}`, 'Passw0rd!')).status).toBe(200);
  });

  it.each([
    ['a trailing dot', (email: string) => `${email}.`],
    ['a zero-width space', (email: string) => email.replace('@', '\u200b@')],
    [
      'a zero-width joiner in the domain',
      (email: string) => email.replace('.local', '\u200d.local'),
    ],
    ['an empty domain label', (email: string) => email.replace('@', '@x..')],
    ['a NUL byte', (email: string) => `${email}\u0000`],
  ])('refuse %s with 400 and create nothing', async (_label, alter) => {
    const email = uniqueEmail('lookalike');
    await post(stack, '/signup', { email, password: 'Passw0rd!' });
    const answer = await post(stack, '/signup', { email: alter(email), password: 'Passw0rd!' });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      error_code: 'validation_failed',
      msg: 'Unable to validate email address: invalid format',
    });
    const rows = await asOwner(
      stack,
      `select count(*)::int as n from auth.users where email like $1`,
      [`${email.split('@')[0]}%`],
    );
    expect(rows[0].n).toBe(1);
  });
});

describe('refresh token reuse interval (10 s)', () => {
  it('gives a second tab refreshing with the same token the active session instead of signing out', async () => {
    const email = uniqueEmail('tabs');
    const created = await post(stack, '/signup', { email, password: 'Passw0rd!' });
    const original = String(created.body.refresh_token);
    const firstTab = await post(stack, '/token?grant_type=refresh_token', {
      refresh_token: original,
    });
    expect(firstTab.status).toBe(200);
    const secondTab = await post(stack, '/token?grant_type=refresh_token', {
      refresh_token: original,
    });
    expect(secondTab.status).toBe(200);
    expect(secondTab.body.refresh_token).toBe(firstTab.body.refresh_token);
    // The session lives on: the active token still rotates.
    const next = await post(stack, '/token?grant_type=refresh_token', {
      refresh_token: firstTab.body.refresh_token,
    });
    expect(next.status).toBe(200);
  });

  it('still revokes the session when an old token comes back after the interval', async () => {
    const strict = await startConfiguredStack({
      inbox: false,
      auth: { email: { enableConfirmations: false }, refreshTokenReuseInterval: 1 },
    });
    try {
      const created = await post(strict, '/signup', {
        email: uniqueEmail('thief'),
        password: 'Passw0rd!',
      });
      const stolen = String(created.body.refresh_token);
      const rotated = await post(strict, '/token?grant_type=refresh_token', {
        refresh_token: stolen,
      });
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const replay = await post(strict, '/token?grant_type=refresh_token', {
        refresh_token: stolen,
      });
      expect(replay.status).toBe(400);
      expect(replay.body.error_code).toBe('refresh_token_already_used');
      const victim = await post(strict, '/token?grant_type=refresh_token', {
        refresh_token: rotated.body.refresh_token,
      });
      expect(victim.status).toBe(400);
    } finally {
      await strict.stop();
    }
  });
});

describe('refresh limit (token_refresh = 150 per 5 minutes)', () => {
  it('refuses the 151st refresh from one address', async () => {
    const created = await post(
      stack,
      '/signup',
      { email: uniqueEmail('refresher'), password: 'Passw0rd!' },
      '127.0.5.1',
    );
    let token = String(created.body.refresh_token);
    for (let i = 0; i < 150; i += 1) {
      const answer = await post(
        stack,
        '/token?grant_type=refresh_token',
        { refresh_token: token },
        '127.0.5.2',
      );
      expect(answer.status).toBe(200);
      token = String(answer.body.refresh_token);
    }
    const refused = await post(
      stack,
      '/token?grant_type=refresh_token',
      { refresh_token: token },
      '127.0.5.2',
    );
    expect(refused.status).toBe(429);
    expect(refused.body.error_code).toBe('over_request_rate_limit');
  });
});

describe('mail limits', () => {
  it('refuse the mail past email_sent per hour from one address with over_email_send_rate_limit', async () => {
    const mailing = await startConfiguredStack({
      auth: { rateLimit: { emailSent: 3 } },
    });
    try {
      const statuses: number[] = [];
      let last: Answer | null = null;
      for (let i = 0; i < 4; i += 1) {
        last = await post(
          mailing,
          '/signup',
          { email: uniqueEmail(`mail-${i}`), password: 'Passw0rd!' },
          '127.0.6.1',
        );
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(last?.body).toMatchObject({
        error_code: 'over_email_send_rate_limit',
        msg: 'email rate limit exceeded',
      });
      // The refused sign-up left no account behind.
      const rows = await asOwner(
        mailing,
        `select count(*)::int as n from auth.users where email like 'mail-3-%'`,
      );
      expect(rows[0].n).toBe(0);
      // Recovery from the same address is held back too; another address is not.
      const recover = await post(
        mailing,
        '/recover',
        { email: uniqueEmail('mail-0') },
        '127.0.6.1',
      );
      expect(recover.status).toBe(200); // unknown address: nothing would be sent
      const other = await post(
        mailing,
        '/signup',
        { email: uniqueEmail('mail-other'), password: 'Passw0rd!' },
        '127.0.6.2',
      );
      expect(other.status).toBe(200);
    } finally {
      await mailing.stop();
    }
  });
});
