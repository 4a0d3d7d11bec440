// Push through the Edge Functions on Deno, end to end: subscriptions saved through the
// save-subscription function (and its SPEC alias POST /api/save-subscription), a message or an
// approval in the product schema, each notification it writes posted through pg_net to the push
// function, and a real Web Push request (VAPID-signed, aes128gcm-encrypted) arriving at a
// local HTTPS endpoint standing in for the browser's push service. The endpoint decrypts each push
// with the subscription's keys, as a browser would.
import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, globalAgent, type Server } from 'node:https';
import { createServer as createTcpServer, type Server as TcpServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import {
  apply,
  createOrganisation,
  createTask,
  createVolunteer,
  startProduct,
  type Actor,
  type Organisation,
  type Product,
} from './harness';
import { accessToken } from 'supabase-local/test/rt-fixtures/services-stack';

type Received = { path: string; authorization: string; body: Buffer };

let product: Product;
let pushService: Server;
let pushServiceUrl: string;
let pushServicePort: number;
let certDir: string;
let previousExtraCerts: string | undefined;
const received: Received[] = [];

/**
 * The local push service's name: it stands in for a browser vendor's push service, so the push
 * functions must accept it, and only in these tests: a row of public.push_services that carries the
 * address it listens on (its name resolves nowhere).
 */
const PUSH_HOST = 'push-service.test';

/** A self-signed certificate for PUSH_HOST, trusted by this process's default HTTPS agent only. */
function trustedLocalCertificate(): { key: Buffer; cert: Buffer } {
  certDir = mkdtempSync(join(tmpdir(), 'push-service-'));
  const key = join(certDir, 'key.pem');
  const cert = join(certDir, 'cert.pem');
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
      ...['-keyout', key, '-out', cert, '-days', '1', '-subj', `/CN=${PUSH_HOST}`],
      ...['-addext', `subjectAltName=DNS:${PUSH_HOST}`],
    ],
    { stdio: 'ignore' },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

beforeAll(async () => {
  const tls = trustedLocalCertificate();
  globalAgent.options.ca = tls.cert;
  // The push function runs on Deno, whose node:https (web-push sends with it) trusts the extra
  // authorities of NODE_EXTRA_CA_CERTS: the system's, which reach the npm registry, and this one.
  previousExtraCerts = process.env.NODE_EXTRA_CA_CERTS;
  const bundle = join(certDir, 'bundle.pem');
  const system = previousExtraCerts ? readFileSync(previousExtraCerts, 'utf8') : '';
  writeFileSync(bundle, `${system}\n${tls.cert.toString('utf8')}`);
  process.env.NODE_EXTRA_CA_CERTS = bundle;
  pushService = createServer(tls, (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        path: req.url ?? '',
        authorization: req.headers.authorization ?? '',
        body: Buffer.concat(chunks),
      });
      // A push service answers 410 Gone for a subscription the browser dropped.
      res.writeHead(req.url?.endsWith('/gone') ? 410 : 201).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  const address = pushService.address();
  if (address === null || typeof address === 'string') throw new Error('no push service port');
  pushServicePort = address.port;
  pushServiceUrl = `https://${PUSH_HOST}:${address.port}`;
  product = await startProduct();
  await sql(
    `insert into public.push_services (host, service, test_address)
     values ('${PUSH_HOST}', 'the tests'' local push service', '127.0.0.1')`,
  );
});

/** SQL as the database owner, straight to the stack's database. */
async function sql<R>(text: string): Promise<R[]> {
  const client = new pg.Client({ connectionString: product.stack.dbUrl });
  await client.connect();
  try {
    return (await client.query(text)).rows as R[];
  } finally {
    await client.end();
  }
}

afterAll(async () => {
  await product?.stop();
  await new Promise((resolve) => pushService?.close(resolve));
  globalAgent.options.ca = undefined;
  if (previousExtraCerts === undefined) delete process.env.NODE_EXTRA_CA_CERTS;
  else process.env.NODE_EXTRA_CA_CERTS = previousExtraCerts;
  if (certDir) rmSync(certDir, { recursive: true, force: true });
});

const base64Url = (bytes: Buffer) => bytes.toString('base64url');

type Device = { endpoint: string; ecdh: ECDH; auth: Buffer };

function device(name: string): Device {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { endpoint: `${pushServiceUrl}/device/${name}`, ecdh, auth: randomBytes(16) };
}

async function subscribe(actor: Actor, target: Device): Promise<void> {
  expect((await saveSubscription(actor, target)).status).toBe(201);
}

function keysOf(target: Device) {
  return { p256dh: base64Url(target.ecdh.getPublicKey()), auth: base64Url(target.auth) };
}

async function saveSubscription(actor: Actor, target: Device): Promise<Response> {
  return fetch(`${product.stack.apiUrl}/api/save-subscription`, {
    method: 'POST',
    headers: {
      apikey: product.stack.anonKey,
      authorization: `Bearer ${await accessToken(actor.client)}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify({ endpoint: target.endpoint, expirationTime: null, keys: keysOf(target) }),
  });
}

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync('sha256', ikm, salt, info, length));

/** RFC 8291 / RFC 8188: what the browser holding `target`'s keys reads from a push body. */
function decrypt(target: Device, body: Buffer): unknown {
  const salt = body.subarray(0, 16);
  const keyIdLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + keyIdLength);
  const ciphertext = body.subarray(21 + keyIdLength);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    target.ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(target.auth, target.ecdh.computeSecret(senderKey), keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from('Content-Encoding: aes128gcm\0'), 16);
  const nonce = hkdf(salt, ikm, Buffer.from('Content-Encoding: nonce\0'), 12);
  const decipher = createDecipheriv('aes-128-gcm', key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02 and zero padding.
  return JSON.parse(padded.subarray(0, padded.lastIndexOf(2)).toString('utf8'));
}

async function pushesTo(target: Device, count: number): Promise<Received[]> {
  const path = new URL(target.endpoint).pathname;
  const deadline = Date.now() + 10_000;
  const matching = () => received.filter((push) => push.path === path);
  while (matching().length < count && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return matching();
}

describe('push notifications', () => {
  let volunteer: Actor;
  let organisation: Organisation;
  let phone: Device;
  let applicationId: string;
  let taskId: string;
  let chatId: string;

  beforeAll(async () => {
    volunteer = await createVolunteer(product, 'Sam Taylor');
    organisation = await createOrganisation(product, 'Harbour Helpers');
    const task = await createTask(organisation, { title: 'Harbour day' });
    taskId = task.id;
    applicationId = (await apply(volunteer, task.id)).id;
    const chat = await organisation.client
      .from('chats')
      .insert({ org_id: organisation.id, volunteer_id: volunteer.id, task_id: task.id })
      .select('id')
      .single();
    if (chat.error) throw new Error(chat.error.message);
    chatId = chat.data.id;
    phone = device('sam-phone');
    await subscribe(volunteer, phone);
  });

  it('publishes the public key browsers subscribe with', async () => {
    const response = await fetch(`${product.stack.apiUrl}/api/push-public-key`, {
      headers: { apikey: product.stack.anonKey },
    });
    expect(response.status).toBe(200);
    const { publicKey } = (await response.json()) as { publicKey: string };
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
  });

  it('tells the other participant of a new message, signed with the published key', async () => {
    const sent = await organisation.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: organisation.id, content: 'See you at the harbour!' });
    expect(sent.error).toBeNull();

    const [push] = await pushesTo(phone, 1);
    if (push === undefined) throw new Error('no push arrived');
    expect(decrypt(phone, push.body)).toEqual({
      title: 'New message from Harbour',
      body: 'See you at the harbour!',
      url: `/chat/${chatId}`,
      tag: `chat-${chatId}`,
    });
    const { publicKey } = (await (
      await fetch(`${product.stack.apiUrl}/api/push-public-key`, {
        headers: { apikey: product.stack.anonKey },
      })
    ).json()) as { publicKey: string };
    expect(push.authorization).toMatch(new RegExp(`^vapid t=[\\w.-]+, k=${publicKey}$`));
  });

  it('does not notify the sender of their own message', async () => {
    const before = (await pushesTo(phone, 1)).length;
    await volunteer.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: volunteer.id, content: 'On my way' });
    await organisation.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: organisation.id, content: 'Great' });
    const pushes = await pushesTo(phone, before + 1);
    expect(pushes.map((push) => (decrypt(phone, push.body) as { body: string }).body)).toEqual([
      'See you at the harbour!',
      'Great',
    ]);
  });

  it('tells the volunteer their application was approved', async () => {
    const before = (await pushesTo(phone, 2)).length;
    const approved = await organisation.client.rpc('approve_application', {
      p_application_id: applicationId,
    });
    expect(approved.error).toBeNull();
    const pushes = await pushesTo(phone, before + 1);
    expect(decrypt(phone, pushes[before]?.body ?? Buffer.alloc(0))).toEqual({
      title: 'Application approved',
      body: "You're in for Harbour day.",
      url: `/volunteer/task/${taskId}`,
      tag: `application_approved-${applicationId}`,
    });
  });

  it('reminds the volunteer of an approved task a day before, once', async () => {
    const before = (await pushesTo(phone, 3)).length;
    const task = await createTask(organisation, {
      title: 'Harbour night walk',
      task_date: '2030-01-01T00:00:00Z',
      time_zone: 'Australia/Sydney',
    });
    // 23 hours from now, on the minute, so the text below is known.
    const startsAt = new Date(Math.ceil((Date.now() + 23 * 3_600_000) / 60_000) * 60_000);
    await product.admin
      .from('tasks')
      .update({ task_date: startsAt.toISOString() })
      .eq('id', task.id);
    const application = await apply(volunteer, task.id);
    await organisation.client.rpc('approve_application', { p_application_id: application.id });
    const approvals = await pushesTo(phone, before + 1);

    // Written by this call or, if a minute began since the approval, by the stack's scheduler
    // (it runs every minute): either way once.
    expect((await product.admin.rpc('send_due_reminders')).error).toBeNull();
    const { data: written } = await product.admin
      .from('reminders')
      .select('kind')
      .eq('application_id', application.id);
    expect(written).toEqual([{ kind: 'day_before' }]);
    const pushes = await pushesTo(phone, approvals.length + 1);
    const when = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'Australia/Sydney',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'short',
    }).formatToParts(startsAt);
    const part = (type: string) => when.find((p) => p.type === type)?.value;
    expect(decrypt(phone, pushes[approvals.length]?.body ?? Buffer.alloc(0))).toEqual({
      title: 'Still coming?',
      body: `Harbour night walk, ${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} ${part('timeZoneName')}. Let them know if you can't make it.`,
      url: `/volunteer/task/${task.id}`,
      tag: `reminder-${application.id}`,
    });

    // Run again (the scheduler runs it every minute): nothing more arrives.
    expect((await product.admin.rpc('send_due_reminders')).data).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(received.filter((push) => push.path === new URL(phone.endpoint).pathname)).toHaveLength(
      approvals.length + 1,
    );
  });

  it('tells the first in line that a place opened up', async () => {
    const before = (await pushesTo(phone, 4)).length;
    const full = await createTask(organisation, {
      title: 'Harbour regatta',
      capacity: 1,
      time_zone: 'UTC',
    });
    const other = await createVolunteer(product, 'Booked Bo');
    const booked = await apply(other, full.id);
    await organisation.client.rpc('approve_application', { p_application_id: booked.id });
    expect((await volunteer.client.rpc('join_waitlist', { p_task_id: full.id })).error).toBeNull();
    await other.client.rpc('withdraw_application', { p_task_id: full.id });

    const pushes = await pushesTo(phone, before + 1);
    const { data: entry } = await product.admin
      .from('waitlist_entries')
      .select('offer_expires_at')
      .eq('task_id', full.id)
      .single();
    const expires = new Date(entry?.offer_expires_at ?? '');
    const parts = new Intl.DateTimeFormat('en-AU', {
      timeZone: 'UTC',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).formatToParts(expires);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    expect(decrypt(phone, pushes[before]?.body ?? Buffer.alloc(0))).toEqual({
      title: 'A place opened up',
      body: `Harbour regatta: confirm by ${part('weekday')} ${part('day')} ${part('month')}, ${part('hour')}:${part('minute')} UTC to keep it.`,
      url: `/volunteer/task/${full.id}`,
      tag: `waitlist_offer-${full.id}`,
    });
  });

  it('forgets a subscription the push service reports gone', async () => {
    const oldLaptop = device('old-laptop/gone');
    await subscribe(volunteer, oldLaptop);
    await organisation.client
      .from('messages')
      .insert({ chat_id: chatId, sender_id: organisation.id, content: 'Anyone there?' });
    await pushesTo(oldLaptop, 1);
    const deadline = Date.now() + 5_000;
    let endpoints: string[] = [];
    do {
      const { data } = await product.admin
        .from('push_subscriptions')
        .select('endpoint')
        .eq('user_id', volunteer.id);
      endpoints = (data ?? []).map((row) => row.endpoint);
      if (endpoints.length === 1) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    } while (Date.now() < deadline);
    expect(endpoints).toEqual([phone.endpoint]);
  });
});

describe('the database behind push', () => {
  it('posts a notification to the push function only for someone with a browser subscribed', async () => {
    const volunteer = await createVolunteer(product, 'Robin Lee');
    const organisation = await createOrganisation(product, 'Bay Rescue');
    const task = await createTask(organisation, { title: 'Bay clean-up' });
    await apply(volunteer, task.id);
    const chat = await organisation.client
      .from('chats')
      .insert({ org_id: organisation.id, volunteer_id: volunteer.id, task_id: task.id })
      .select('id')
      .single();
    if (chat.error) throw new Error(chat.error.message);
    // The push function's answers, which start {"sent": (notification-mail answers otherwise).
    const pushAnswers = (since: string) =>
      sql<{ status_code: number | null; content: string | null }>(
        `select status_code, content from net._http_response
          where id > ${Number(since)} and content like '{"sent":%'`,
      );
    const [{ last }] = await sql<{ last: string }>(
      `select coalesce(max(id), 0)::text as last from net._http_response`,
    );
    // The organisation subscribed no browser: its new-message notification is not posted.
    await volunteer.client
      .from('messages')
      .insert({ chat_id: chat.data.id, sender_id: volunteer.id, content: 'Hello?' });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await pushAnswers(last)).toEqual([]);

    // Robin did: the function answers, having sent to Robin's one browser.
    await subscribe(volunteer, device('robin-lee-phone'));
    await organisation.client
      .from('messages')
      .insert({ chat_id: chat.data.id, sender_id: organisation.id, content: 'Hello' });
    let answers: { status_code: number | null; content: string | null }[] = [];
    const deadline = Date.now() + 10_000;
    while (answers.length === 0 && Date.now() < deadline) {
      answers = await pushAnswers(last);
      if (answers.length === 0) await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(answers).toEqual([
      { status_code: 200, content: JSON.stringify({ sent: 1, gone: 0, failed: 0, refused: 0 }) },
    ]);
  });

  it('sends nothing for a write that is rolled back', async () => {
    const [{ before }] = await sql<{ before: string }>(
      `select count(*)::text as before from net.http_request_queue`,
    );
    const client = new pg.Client({ connectionString: product.stack.dbUrl });
    await client.connect();
    try {
      await client.query('begin');
      const [message] = (
        await client.query<{ chat_id: string; sender_id: string }>(
          `select chat_id, sender_id from public.messages limit 1`,
        )
      ).rows;
      if (message === undefined) throw new Error('no message to copy');
      await client.query(
        `insert into public.messages (chat_id, sender_id, content) values ($1, $2, 'never sent')`,
        [message.chat_id, message.sender_id],
      );
      await client.query('rollback');
    } finally {
      await client.end();
    }
    const [{ after }] = await sql<{ after: string }>(
      `select count(*)::text as after from net.http_request_queue`,
    );
    expect(after).toBe(before);
  });

  it('lets only the database call the push function', async () => {
    const volunteer = await createVolunteer(product, 'Casey Moss');
    const url = `${product.stack.apiUrl}/functions/v1/push`;
    const [notification] = await sql<{ id: string }>(`select id from public.notifications limit 1`);
    const body = JSON.stringify({ notification_id: notification?.id });
    const asUser = await fetch(url, {
      method: 'POST',
      headers: { authorization: `Bearer ${await accessToken(volunteer.client)}` },
      body,
    });
    expect(asUser.status).toBe(401);
    const anonymous = await fetch(url, { method: 'POST', body });
    expect(anonymous.status).toBe(401);
  });
});

describe('push goes only to push services', () => {
  /** Stands where an attacker points a subscription: records every connection, TLS or not. */
  let listener: TcpServer;
  let listenerPort: number;
  const connections: number[] = [];

  beforeAll(async () => {
    listener = createTcpServer((socket) => {
      connections.push(Date.now());
      socket.destroy();
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const address = listener.address();
    if (address === null || typeof address === 'string') throw new Error('no listener port');
    listenerPort = address.port;
  });

  afterAll(async () => {
    await new Promise((resolve) => listener?.close(resolve));
  });

  const attacks = () => [
    `https://127.0.0.1:${listenerPort}/loopback`,
    `https://[::1]:${listenerPort}/loopback-v6`,
    `https://localhost:${listenerPort}/localhost`,
    `https://10.0.0.1:${listenerPort}/private`,
    `https://169.254.169.254/latest/meta-data`,
    `http://${PUSH_HOST}:${pushServicePort}/plain-http`,
    `https://push.attacker.example:${listenerPort}/unknown-host`,
    `https://${PUSH_HOST}.attacker.example:${listenerPort}/lookalike`,
  ];

  /** The push function's answers to the posts after `last` (pg_net's responses). */
  async function webhookAnswersAfter(last: number, count: number): Promise<unknown[]> {
    const deadline = Date.now() + 10_000;
    let answers: unknown[] = [];
    while (Date.now() < deadline) {
      const rows = await sql<{ content: string | null }>(
        `select content from net._http_response where id > ${last} order by id`,
      );
      // The push function's answers; the same notifications also post to notification-mail.
      answers = rows
        .map((row) => JSON.parse(row.content ?? 'null') as unknown)
        .filter((answer) => typeof answer === 'object' && answer !== null && 'sent' in answer);
      if (answers.length >= count) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return answers;
  }

  const lastWebhook = async () =>
    Number(
      (
        await sql<{ last: string }>(
          `select coalesce(max(id), 0)::text as last from net._http_response`,
        )
      )[0]?.last,
    );

  it('refuses each attack through save-subscription and through a direct insert, and never connects to it', async () => {
    const mallory = await createVolunteer(product, 'Mallory Moss');
    const organisation = await createOrganisation(product, 'Quay Crew');
    const task = await createTask(organisation, { title: 'Quay sweep' });
    const application = await apply(mallory, task.id);

    for (const endpoint of attacks()) {
      const target = { ...device('attack'), endpoint };
      const answer = await saveSubscription(mallory, target);
      expect({ endpoint, status: answer.status }).toEqual({ endpoint, status: 400 });
      expect(((await answer.json()) as { error: string }).error).toMatch(/endpoint/);

      const inserted = await mallory.client.from('push_subscriptions').insert({
        endpoint,
        subscription: { endpoint, expirationTime: null, keys: keysOf(target) },
      });
      expect({ endpoint, code: inserted.error?.code }).toEqual({ endpoint, code: '23514' });
    }
    // A checked endpoint column does not carry another address in the subscription it sends to.
    const phone = device('mallory-phone');
    const smuggled = await mallory.client.from('push_subscriptions').insert({
      endpoint: phone.endpoint,
      subscription: {
        endpoint: `https://127.0.0.1:${listenerPort}/smuggled`,
        expirationTime: null,
        keys: keysOf(phone),
      },
    });
    expect(smuggled.error?.code).toBe('23514');
    const { data: stored } = await product.admin
      .from('push_subscriptions')
      .select('endpoint')
      .eq('user_id', mallory.id);
    expect(stored).toEqual([]);

    // An approval would push to Mallory's browsers: there are none, so nothing is posted to the
    // push function, and nothing reaches the listener.
    const last = await lastWebhook();
    await organisation.client.rpc('approve_application', { p_application_id: application.id });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await webhookAnswersAfter(last, 0)).toEqual([]);
    expect(connections).toEqual([]);
  });

  it('the push function sends nothing to a subscription whose service has left the list since it was saved', async () => {
    const retired = 'retired-push-service.test';
    await sql(
      `insert into public.push_services (host, service, test_address)
       values ('${retired}', 'a push service about to leave the list', '127.0.0.1')`,
    );
    const robin = await createVolunteer(product, 'Robin Reed');
    const organisation = await createOrganisation(product, 'Dock Team');
    const task = await createTask(organisation, { title: 'Dock paint' });
    const application = await apply(robin, task.id);
    const phone = device('robin-phone');
    const old = { ...device('robin-old'), endpoint: `https://${retired}:${listenerPort}/old` };
    await subscribe(robin, phone);
    await subscribe(robin, old);
    await sql(`delete from public.push_services where host = '${retired}'`);

    const last = await lastWebhook();
    await organisation.client.rpc('approve_application', { p_application_id: application.id });
    expect(await webhookAnswersAfter(last, 1)).toEqual([
      { sent: 1, gone: 0, failed: 0, refused: 1 },
    ]);
    expect(await pushesTo(phone, 1)).toHaveLength(1);
    expect(connections).toEqual([]);
  });
});
