// Sign-up with e-mail confirmation, resend and password recovery, as a hosted project runs them:
// config.toml's settings (confirmations on), real mail through SMTP into the local inbox, links
// followed as a browser follows them.
import type { Stack } from '../src/stack';
import { mailCode, mailLink, mailsTo, waitForMail } from './inbox';
import { clientFor, startConfiguredStack, uniqueEmail } from './stack-harness';

const PORTAL = 'http://localhost:8080';

let stack: Stack;
let inbox: string;

beforeAll(async () => {
  stack = await startConfiguredStack({
    // config.toml as it is, but for limits a suite of sign-ups from one address would reach.
    auth: { rateLimit: { signInSignUps: 10_000, emailSent: 10_000, tokenVerifications: 10_000 } },
  });
  if (stack.inboxUrl === null) throw new Error('the stack started without its inbox');
  inbox = stack.inboxUrl;
});

afterAll(() => stack?.stop());

/** Opens a mailed link without following the redirect: where it sends the browser. */
async function follow(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location') ?? '');
}

const fragment = (url: URL) => new URLSearchParams(url.hash.slice(1));

async function signUp(email: string, password = 'Passw0rd!', data = {}) {
  return clientFor(stack).auth.signUp({
    email,
    password,
    options: { data, emailRedirectTo: `${PORTAL}/welcome` },
  });
}

describe('sign-up with confirmations on (config.toml)', () => {
  it('returns the user without a session and mails a confirmation link', async () => {
    const email = uniqueEmail('confirm');
    const { data, error } = await signUp(email);
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at ?? null).toBeNull();

    const mail = await waitForMail(inbox, email);
    expect(mail.subject).toBe('Confirm your email for Pitch In');
    const link = new URL(mailLink(mail));
    expect(`${link.origin}${link.pathname}`).toBe(`${stack.apiUrl}/auth/v1/verify`);
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('redirect_to')).toBe(`${PORTAL}/welcome`);
  });

  it('refuses a password sign-in before the address is confirmed', async () => {
    const email = uniqueEmail('early');
    await signUp(email);
    const { data, error } = await clientFor(stack).auth.signInWithPassword({
      email,
      password: 'Passw0rd!',
    });
    expect(data.session).toBeNull();
    expect(error?.status).toBe(400);
    expect(error?.code).toBe('email_not_confirmed');
    expect(error?.message).toBe('Email not confirmed');
  });

  it('confirms through the link, which lands on the portal with a session, and works once', async () => {
    const email = uniqueEmail('link');
    await signUp(email);
    const link = mailLink(await waitForMail(inbox, email));

    const landing = await follow(link);
    expect(`${landing.origin}${landing.pathname}`).toBe(`${PORTAL}/welcome`);
    const params = fragment(landing);
    expect(params.get('type')).toBe('signup');
    expect(params.get('token_type')).toBe('bearer');
    const client = clientFor(stack);
    const { data: session, error } = await client.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    expect(error).toBeNull();
    expect(session.user?.email).toBe(email);
    expect(session.user?.email_confirmed_at).toEqual(expect.any(String));

    const signIn = await clientFor(stack).auth.signInWithPassword({ email, password: 'Passw0rd!' });
    expect(signIn.error).toBeNull();

    const again = fragment(await follow(link));
    expect(again.get('access_token')).toBeNull();
    expect(again.get('error_code')).toBe('otp_expired');
    expect(again.get('error_description')).toBe('Email link is invalid or has expired');
  });

  it('confirms with the mailed code through verifyOtp', async () => {
    const email = uniqueEmail('code');
    await signUp(email);
    const code = mailCode(await waitForMail(inbox, email));
    const wrong = await clientFor(stack).auth.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'signup',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    const { data, error } = await clientFor(stack).auth.verifyOtp({
      email,
      token: code,
      type: 'signup',
    });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
  });

  it('sends a redirect_to outside the allowed list to the site URL instead', async () => {
    const email = uniqueEmail('elsewhere');
    await clientFor(stack).auth.signUp({
      email,
      password: 'Passw0rd!',
      options: { emailRedirectTo: 'https://attacker.example/steal' },
    });
    const link = new URL(mailLink(await waitForMail(inbox, email)));
    expect(link.searchParams.get('redirect_to')).toBe('http://localhost:3000');
    const landing = await follow(link.toString());
    expect(landing.origin).toBe('http://localhost:3000');
  });

  it('answers a sign-up for a confirmed address like a new one, without mail or changes', async () => {
    const email = uniqueEmail('taken');
    await signUp(email);
    await follow(mailLink(await waitForMail(inbox, email)));

    const { data, error } = await signUp(email, 'Other-passw0rd');
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user?.identities).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(inbox, email)).toHaveLength(1);
    const old = await clientFor(stack).auth.signInWithPassword({ email, password: 'Passw0rd!' });
    expect(old.error).toBeNull();
  });

  it('refuses a second mail to one address within max_frequency (60 s), saying how long to wait', async () => {
    const email = uniqueEmail('resend');
    await signUp(email);
    await waitForMail(inbox, email);
    const { error } = await clientFor(stack).auth.resend({ type: 'signup', email });
    expect(error?.status).toBe(429);
    expect(error?.code).toBe('over_email_send_rate_limit');
    expect(error?.message).toMatch(
      /^For security purposes, you can only request this after (59|60) seconds\.$/,
    );
    expect(await mailsTo(inbox, email)).toHaveLength(1);
  });

  it('reports mailer_autoconfirm false in the settings', async () => {
    const response = await fetch(`${stack.apiUrl}/auth/v1/settings`, {
      headers: { apikey: stack.anonKey },
    });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: false });
  });
});

describe('resend and recovery once the cooldown has passed', () => {
  let quick: Stack;
  let quickInbox: string;

  beforeAll(async () => {
    quick = await startConfiguredStack({
      auth: { email: { maxFrequency: 1 } },
    });
    quickInbox = quick.inboxUrl ?? '';
  });
  afterAll(() => quick?.stop());

  const client = () => clientFor(quick);
  const pause = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('resends a new confirmation link that replaces the first', async () => {
    const email = uniqueEmail('again');
    await client().auth.signUp({ email, password: 'Passw0rd!' });
    const first = mailLink(await waitForMail(quickInbox, email));
    await pause();
    const { error } = await client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    const second = mailLink(await waitForMail(quickInbox, email, 2));
    expect(second).not.toBe(first);
    const stale = await fetch(first, { redirect: 'manual' });
    expect(stale.headers.get('location')).toContain('error_code=otp_expired');
    const fresh = await fetch(second, { redirect: 'manual' });
    expect(fresh.headers.get('location')).toContain('access_token=');
  });

  it('answers resend for an unknown address as for a known one, and sends nothing', async () => {
    const email = uniqueEmail('nobody');
    const { error } = await client().auth.resend({ type: 'signup', email });
    expect(error).toBeNull();
    expect(await mailsTo(quickInbox, email)).toHaveLength(0);
  });

  it('resets a forgotten password through the recovery mail', async () => {
    const email = uniqueEmail('forgot');
    await client().auth.signUp({ email, password: 'Passw0rd!' });
    await fetch(mailLink(await waitForMail(quickInbox, email)), { redirect: 'manual' });
    await pause();

    const { error } = await client().auth.resetPasswordForEmail(email, {
      redirectTo: `${PORTAL}/reset-password`,
    });
    expect(error).toBeNull();
    const mail = await waitForMail(quickInbox, email, 2);
    expect(mail.subject).toBe('Reset your Pitch In password');
    const landing = await fetch(mailLink(mail), { redirect: 'manual' });
    const target = new URL(landing.headers.get('location') ?? '');
    expect(`${target.origin}${target.pathname}`).toBe(`${PORTAL}/reset-password`);
    const params = new URLSearchParams(target.hash.slice(1));
    expect(params.get('type')).toBe('recovery');

    const recovering = client();
    await recovering.auth.setSession({
      access_token: params.get('access_token') ?? '',
      refresh_token: params.get('refresh_token') ?? '',
    });
    const same = await recovering.auth.updateUser({ password: 'Passw0rd!' });
    expect(same.error?.code).toBe('same_password');
    expect((await recovering.auth.updateUser({ password: 'N3w-passw0rd' })).error).toBeNull();

    const old = await client().auth.signInWithPassword({ email, password: 'Passw0rd!' });
    expect(old.error?.code).toBe('invalid_credentials');
    const renewed = await client().auth.signInWithPassword({ email, password: 'N3w-passw0rd' });
    expect(renewed.error).toBeNull();
  });

  it('answers recovery for an unknown address as for a known one, and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const { error } = await client().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(await mailsTo(quickInbox, email)).toHaveLength(0);
  });
});

describe('with confirmations off', () => {
  let open: Stack;
  beforeAll(async () => {
    open = await startConfiguredStack({
      auth: { email: { enableConfirmations: false } },
    });
  });
  afterAll(() => open?.stop());

  it('signs the new user in at once, sends no mail and reports mailer_autoconfirm', async () => {
    const email = uniqueEmail('instant');
    const { data, error } = await clientFor(open).auth.signUp({ email, password: 'Passw0rd!' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    expect(data.user?.email_confirmed_at).toEqual(expect.any(String));
    expect(await mailsTo(open.inboxUrl ?? '', email)).toHaveLength(0);
    const response = await fetch(`${open.apiUrl}/auth/v1/settings`, {
      headers: { apikey: open.anonKey },
    });
    expect(await response.json()).toMatchObject({ mailer_autoconfirm: true });
  });

  it('refuses a second sign-up with the same address', async () => {
    const email = uniqueEmail('twice');
    await clientFor(open).auth.signUp({ email, password: 'Passw0rd!' });
    const { error } = await clientFor(open).auth.signUp({ email, password: 'Passw0rd!' });
    expect(error?.code).toBe('user_already_exists');
  });
});
