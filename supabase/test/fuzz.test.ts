// Bad input gets 4xx, never 5xx, never a hang: odd paths, NUL bytes, invalid UTF-8 and lone
// surrogates, JSON nested 5,000 deep, oversized values and headers, wrong content types and
// empty bodies, over every route family of the real stack (product schema). Every answer comes
// within a deadline and every body sent is JSON.
import { connect } from 'node:net';
import { startProduct, type Product } from './harness';

const DEADLINE_MS = 10_000;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Decodes a whole HTTP/1.1 answer read off a socket. */
function parseAnswer(raw: Buffer): Answer | null {
  const end = raw.indexOf('\r\n\r\n');
  if (end < 0) return null;
  const [statusLine, ...lines] = raw.subarray(0, end).toString('latin1').split('\r\n');
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  let body = raw.subarray(end + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let rest = body;
    for (;;) {
      const lineEnd = rest.indexOf('\r\n');
      if (lineEnd < 0) return null;
      const size = parseInt(rest.subarray(0, lineEnd).toString('latin1'), 16);
      if (!Number.isFinite(size)) return null;
      if (size === 0) break;
      parts.push(rest.subarray(lineEnd + 2, lineEnd + 2 + size));
      rest = rest.subarray(lineEnd + 2 + size + 2);
    }
    body = Buffer.concat(parts);
  } else if (headers['content-length'] !== undefined) {
    const length = Number(headers['content-length']);
    if (body.length < length) return null;
    body = body.subarray(0, length);
  }
  return { status: Number(match[1]), headers, body };
}

/** Sends raw bytes; resolves with the answer (a 101 as soon as it comes), rejects on a hang. */
function exchange(port: number, request: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${DEADLINE_MS} ms`));
    }, DEADLINE_MS);
    const finish = (answer: Answer | null) => {
      clearTimeout(timer);
      socket.destroy();
      if (answer) resolve(answer);
      else
        reject(
          new Error(
            `connection closed without an answer: ${Buffer.concat(chunks).toString('latin1').slice(0, 200)}`,
          ),
        );
    };
    socket.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      // Requests say `Connection: close`, so an answer ends with its connection; a WebSocket's
      // does not.
      const answer = parseAnswer(Buffer.concat(chunks));
      if (answer?.status === 101) finish(answer);
    });
    socket.on('close', () => finish(parseAnswer(Buffer.concat(chunks))));
    socket.on('error', () => undefined);
    socket.write(request);
  });
}

interface Case {
  name: string;
  method?: string;
  /** The request target exactly as sent (a string is sent as latin1: '\xff' is the byte 0xff). */
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Omit the default apikey header. */
  noKey?: boolean;
  /** Exact statuses expected, when the case pins one. */
  expect?: number[];
  /** A `error_code`/`code` the JSON body must carry. */
  code?: string;
  http10?: boolean;
}

let product: Product;
let port: number;
let userToken: string;
let userId: string;

function requestBytes(c: Case): Buffer {
  const body =
    c.body === undefined
      ? Buffer.alloc(0)
      : Buffer.isBuffer(c.body)
        ? c.body
        : Buffer.from(c.body, 'utf8');
  const headers: Record<string, string> = {
    host: `127.0.0.1:${port}`,
    connection: 'close',
    ...(c.noKey ? {} : { apikey: product.stack.anonKey }),
    ...(c.body !== undefined ? { 'content-length': String(body.length) } : {}),
    ...c.headers,
  };
  if (headers.host === '') delete headers.host;
  const head = [`${c.method ?? 'GET'} ${c.path} HTTP/1.${c.http10 ? 0 : 1}`]
    .concat(Object.entries(headers).map(([name, value]) => `${name}: ${value}`))
    .join('\r\n');
  return Buffer.concat([Buffer.from(`${head}\r\n\r\n`, 'latin1'), body]);
}

const json = { 'content-type': 'application/json' };
const nested = (depth: number, open: string, close: string) =>
  `${open.repeat(depth)}1${close.repeat(depth)}`;
const deepObject = nested(5000, '{"a":', '}');
const longEmail = `${'a'.repeat(300)}@example.com`;
/** `{"<key>":"<bytes ff fe c3>"}`: not UTF-8. */
const invalidUtf8 = (key: string) =>
  Buffer.concat([Buffer.from(`{"${key}":"`), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);

type Extra = Partial<Omit<Case, 'method' | 'path'>>;

/** A case from 'METHOD target' (the target sent as is). */
function c(request: string, extra: Extra = {}): Case {
  const space = request.indexOf(' ');
  const method = request.slice(0, space);
  const path = request.slice(space + 1);
  return { name: `${method} ${path.slice(0, 90)}`, method, path, ...extra };
}

function cases(): Case[] {
  const user = { ...json, authorization: `Bearer ${userToken}` };
  const service = { ...json, authorization: `Bearer ${product.stack.serviceRoleKey}` };
  const list: Case[] = [];
  const add = (...more: Case[]) => list.push(...more);

  // Paths: empty segments, dot segments, odd targets, encodings of NUL, invalid UTF-8 and lone
  // surrogates, on every route family.
  add(
    c('GET //', { expect: [404] }),
    c('GET //rest/v1//x', { expect: [404] }),
    c('GET /rest/v1//x'),
    c('GET /rest/v1/'),
    c('GET /rest/v1'),
    c('OPTIONS *', { expect: [400] }),
    c('GET http://evil.example/rest/v1/tasks?select=id'),
    c('GET /rest/v1/../../auth/v1/settings'),
    c('GET /%2e%2e/%2e%2e/etc/passwd', { expect: [404] }),
    c('GET /\\rest\\v1\\tasks'),
    c('GET /rest/v1/tasks%00'),
    c('GET /rest/v1/ta%ff%fesks'),
    c('GET /rest/v1/%ed%a0%80'),
    c('POST /rest/v1/rpc/%00', { headers: json, body: '{}' }),
    c('POST /auth/v1//signup', { headers: json, body: '{}' }),
    c('GET /auth/v1/%00'),
    c('GET /auth/v1/admin/users/%00', { headers: service }),
    c('GET /auth/v1/admin/users/11111111-1111-1111-1111-%ff', { headers: service }),
    c('GET /storage/v1//object//x'),
    c('GET /storage/v1/object/authenticated/user-avatars/%00', { headers: user }),
    c('GET /storage/v1/bucket/%00', { headers: service }),
    c('GET /storage/v1/bucket/%ed%a0%80', { headers: service }),
    c('GET /storage/v1/object/info/public/user-avatars/%00', { headers: user }),
    c('GET /storage/v1/object/sign/user-avatars/x.png?token=%00'),
    c('GET /api/%00'),
    c('GET /api/push-public-key?%00=%ff'),
    c('GET /nowhere%00', { expect: [404] }),
    c('GET /functions/v1/hello', { expect: [404] }),
    c('POST /graphql/v1', { headers: json, body: '{}', expect: [404] }),
    c('POST /realtime/v1/api/broadcast/%ff/events/%ed%a0%80', { headers: json, body: '{}' }),
    c('POST /realtime/v1/api/broadcast/%zz/events/e', { headers: json, body: '{}' }),
  );
  // Public object URLs, as <img> tags request them (no apikey).
  for (const path of [
    'a%00b/x.png',
    'user-avatars/a%00b.png',
    '%ff%fe/x.png',
    'user-avatars/%ed%a0%80.png',
    'user-avatars/%zz.png',
    'user-avatars/x.png?download=%00',
  ]) {
    add(c(`GET /storage/v1/object/public/${path}`, { noKey: true }));
  }

  // Query strings: PostgREST filters with NUL, invalid UTF-8, surrogates and nonsense.
  for (const query of [
    'title=eq.%ff%fe',
    'title=eq.%00',
    'title=eq.a%00b',
    'title=eq.%ed%a0%80',
    'title=eq.%c3',
    'title=eq.%zz',
    'title=eq.%',
    'title=like.*%00*',
    'title=fts(%00).%00',
    'select=%00',
    'select=*,%ff(*)',
    'select=id::%00',
    'order=%00',
    'order=title.%ff',
    'id=eq.%00',
    'id=in.(%ff,%00)',
    'or=(title.eq.%00,title.eq.%ff)',
    'and=((((((',
    'limit=%00',
    'limit=99999999999999999999',
    'offset=-1',
    'created_at=gt.%00',
    'points=eq.1e999',
    '%ff=%fe',
    '=&=&&',
  ]) {
    add(c(`GET /rest/v1/tasks?${query}`));
  }
  add(
    c('PATCH /rest/v1/tasks?id=eq.%00', { headers: user, body: '{"title":"x"}' }),
    c('DELETE /rest/v1/tasks?title=eq.%ed%a0%80', { headers: user }),
    c('POST /auth/v1/token?grant_type=%00', { headers: json, body: '{}' }),
    c('POST /auth/v1/token?grant_type=password%ff', { headers: json, body: '{}' }),
    c('POST /auth/v1/logout?scope=%00', { headers: user }),
    c('GET /auth/v1/admin/users?page=%00&per_page=-5', { headers: service }),
  );

  // Filters long enough that PostgREST's echo of them would pass Node's 16 KB header limit:
  // refused before forwarding (414); past 16 KB Node's parser refuses the request itself (431).
  const ids = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${i}`.padEnd(36, '0'));
  add(
    c(`GET /rest/v1/tasks?id=in.(${ids.join(',')})`, { name: '10 KB filter', expect: [414] }),
    c(`GET /rest/v1/tasks?title=eq.${'x'.repeat(15_000)}`, { name: '15 KB', expect: [414] }),
    c(`GET /rest/v1/tasks?title=eq.${'x'.repeat(20_000)}`, { name: '20 KB', expect: [414, 431] }),
    c(`GET /auth/v1/settings?x=${'x'.repeat(20_000)}`, { name: '20 KB auth', expect: [414, 431] }),
  );

  // Raw bytes the HTTP parser itself refuses: NUL and invalid UTF-8 in the request line.
  add(
    c('GET /storage/v1/object/public/a\x00b/x.png', { expect: [400] }),
    c('GET /rest/v1/tasks?title=eq.\xff\xfe', { expect: [400] }),
    c('GET /auth/v1/\xff', { expect: [400] }),
    c('GET /rest/v1/a b', { expect: [400] }),
  );

  // JSON bodies: NUL, lone surrogates, invalid UTF-8, 5,000 deep, not objects, empty; on every
  // route that reads one.
  const bodies: [string, string | Buffer][] = [
    ['NUL', '{"title":"a\\u0000b"}'],
    ['NUL key', '{"\\u0000":1}'],
    ['lone surrogate', '{"title":"\\ud800"}'],
    ['invalid UTF-8', invalidUtf8('title')],
    ['array 5000 deep', nested(5000, '[', ']')],
    ['object 5000 deep', deepObject],
    ['value 5000 deep', `{"title":${deepObject}}`],
    ['empty', ''],
    ['null', 'null'],
    ['string', '"x"'],
    ['number', '1e999'],
    ['truncated', '{"title":'],
  ];
  const readers: [string, Record<string, string>][] = [
    ['POST /rest/v1/tasks', user],
    ['POST /rest/v1/rpc/search_tasks', user],
    ['POST /auth/v1/signup', json],
    ['POST /auth/v1/token?grant_type=password', json],
    ['POST /auth/v1/token?grant_type=refresh_token', json],
    ['PUT /auth/v1/user', user],
    ['POST /auth/v1/admin/users', service],
    ['POST /storage/v1/bucket', service],
    ['POST /storage/v1/object/list/user-avatars', user],
    ['POST /storage/v1/object/sign/user-avatars/x.png', user],
    ['POST /storage/v1/object/move', user],
    ['DELETE /storage/v1/object/user-avatars', user],
    ['POST /realtime/v1/api/broadcast', json],
    ['POST /realtime/v1/api/broadcast/room/events/hello', json],
    ['POST /api/save-subscription', user],
  ];
  for (const [label, body] of bodies) {
    for (const [request, headers] of readers) {
      add(c(request, { name: `${request}: ${label}`, headers, body }));
    }
  }

  // Values inside otherwise well-formed bodies.
  const signUp = 'POST /auth/v1/signup';
  const signIn = 'POST /auth/v1/token?grant_type=password';
  const refresh = 'POST /auth/v1/token?grant_type=refresh_token';
  const fields = (values: Record<string, unknown>) =>
    JSON.stringify({ email: `v-${Math.random()}@example.com`, password: 'Passw0rd!', ...values });
  const withJson = (request: string, body: string, extra: Extra = {}) =>
    c(request, { name: `${request}: ${body.slice(0, 80)}`, headers: json, body, ...extra });
  const asUser = (request: string, body: string, extra: Extra = {}) =>
    withJson(request, body, { headers: user, ...extra });
  const asService = (request: string, body: string, extra: Extra = {}) =>
    withJson(request, body, { headers: service, ...extra });
  const invalid = { expect: [400], code: 'validation_failed' };
  add(
    withJson(signUp, fields({ email: longEmail }), invalid),
    withJson(signUp, fields({ email: 'a\u0000b@example.com' }), invalid),
    withJson(signUp, fields({ email: '\ud800@example.com' }), invalid),
    withJson(signUp, fields({ email: `${'a'.repeat(1 << 20)}@x.com` }), invalid),
    withJson(signUp, fields({ email: 5 }), invalid),
    withJson(signUp, fields({ email: { a: 1 } }), invalid),
    withJson(signUp, fields({ password: 'Pass\u0000word1' }), invalid),
    withJson(signUp, fields({ password: 123456 })),
    withJson(signUp, fields({ password: 'p'.repeat(1 << 20) })),
    withJson(signUp, fields({ data: { name: 'a\u0000b' } }), { expect: [400] }),
    withJson(signUp, `{"email":"deep@example.com","password":"Passw0rd!","data":${deepObject}}`),
    c(signUp, { name: 'sign-up: email not UTF-8', headers: json, body: invalidUtf8('email') }),
    withJson(signIn, fields({ email: longEmail }), { expect: [400], code: 'invalid_credentials' }),
    withJson(signIn, fields({ email: 'a\u0000b@example.com' }), { expect: [400] }),
    withJson(signIn, fields({ email: 'volunteer@demo.local', password: '\u0000' }), {
      expect: [400],
    }),
    withJson(refresh, '{"refresh_token":"\\u0000"}', { expect: [400] }),
    withJson(refresh, JSON.stringify({ refresh_token: 'r'.repeat(100_000) }), { expect: [400] }),
    asUser('PUT /auth/v1/user', '{"email":"\\u0000@x.com"}', { expect: [400] }),
    asUser('PUT /auth/v1/user', '{"data":{"a":"\\u0000"}}', { expect: [400] }),
    asUser('PUT /auth/v1/user', JSON.stringify({ email: longEmail }), { expect: [400] }),
    asService('POST /auth/v1/admin/users', JSON.stringify({ email: longEmail }), {
      expect: [400],
    }),
    asService('POST /auth/v1/admin/users', fields({ user_metadata: { a: '\u0000' } })),
    asService(`PUT /auth/v1/admin/users/${userId}`, '{"app_metadata":{"a":"\\u0000"}}'),
    asService('POST /storage/v1/bucket', '{"name":"a\\u0000b"}'),
    asService('POST /storage/v1/bucket', '{"name":"fuzz","allowed_mime_types":["\\u0000"]}'),
    asService('POST /storage/v1/bucket', '{"name":"fuzz2","file_size_limit":1e999}'),
    asUser(
      'POST /storage/v1/object/list/user-avatars',
      '{"prefix":"\\u0000","search":"\\ud800","limit":"x","sortBy":{"column":"\\u0000","order":5}}',
    ),
    asUser('POST /storage/v1/object/sign/user-avatars/x.png', '{"expiresIn":"\\u0000"}'),
    asUser('POST /storage/v1/object/sign/user-avatars', '{"expiresIn":60,"paths":["\\u0000"]}'),
    asUser(
      'POST /storage/v1/object/move',
      '{"bucketId":"\\u0000","sourceKey":"\\u0000","destinationKey":"\\u0000"}',
    ),
    asUser('DELETE /storage/v1/object/user-avatars', '{"prefixes":["\\u0000"]}'),
    withJson(
      'POST /realtime/v1/api/broadcast',
      '{"messages":[{"topic":"\\u0000","event":"\\ud800","payload":{"a":"\\u0000"}}]}',
    ),
    asUser(
      'POST /api/save-subscription',
      '{"endpoint":"https://push.example.test/\\u0000","keys":{"p256dh":"BNc","auth":"tBH"}}',
    ),
    asUser(
      'POST /api/save-subscription',
      '{"endpoint":"https://p.example.test/x","keys":{"p256dh":"\\ud800","auth":"a"}}',
      { expect: [400] },
    ),
    asUser('POST /api/save-subscription', JSON.stringify({ pad: 'x'.repeat(100_000) }), {
      expect: [413],
    }),
  );

  // Uploads: NUL, surrogates and invalid UTF-8 in keys, wrong and broken content types.
  const uploads: [string, string | undefined, string][] = [
    ['%00.png', 'image/png', 'png'],
    ['%ed%a0%80.png', 'image/png', 'png'],
    ['%ff.png', 'image/png', 'png'],
    ['a.png', 'multipart/form-data', 'no boundary'],
    ['b.png', 'multipart/form-data; boundary=xyz', '--xyz\r\nbroken'],
    ['c.png', ';;;', 'png'],
    ['d.png', 'image/png\xff', 'png'],
    ['e.png', undefined, ''],
    ['f.png', 'text/html', '<script>'],
  ];
  for (const [name, type, body] of uploads) {
    const headers: Record<string, string> = { authorization: `Bearer ${userToken}` };
    if (type !== undefined) headers['content-type'] = type;
    add(c(`POST /storage/v1/object/user-avatars/${userId}/${name}`, { headers, body }));
  }

  // Wrong content types and empty bodies on every POST.
  const bearer = { authorization: `Bearer ${userToken}` };
  for (const path of [
    '/rest/v1/tasks',
    '/rest/v1/rpc/search_tasks',
    '/auth/v1/signup',
    '/auth/v1/token?grant_type=password',
    '/auth/v1/logout',
    '/storage/v1/bucket',
    '/storage/v1/object/list/user-avatars',
    '/realtime/v1/api/broadcast',
    '/api/save-subscription',
    '/api/push-public-key',
  ]) {
    const post = (label: string, headers: Record<string, string>, body?: string | Buffer) =>
      c(`POST ${path}`, {
        name: `POST ${path}: ${label}`,
        headers: { ...bearer, ...headers },
        body,
      });
    add(
      post('no body', {}),
      post('text/plain', { 'content-type': 'text/plain' }, '{"a":1}'),
      post('form', { 'content-type': 'application/x-www-form-urlencoded' }, 'a=%00&b=%ff'),
      post('odd charset', { 'content-type': 'application/json; charset=ebcdic' }, '{}'),
      post('CSV not UTF-8', { 'content-type': 'text/csv' }, Buffer.from([0x74, 0x0a, 0xff])),
      post('octet-stream', { 'content-type': 'application/octet-stream' }, Buffer.from([0xff, 0])),
      post('chunked, empty', { ...json, 'transfer-encoding': 'chunked' }, '0\r\n\r\n'),
    );
  }

  // Odd headers.
  const big = 'x'.repeat(20_000);
  const tasks = 'GET /rest/v1/tasks';
  const header = (request: string, headers: Record<string, string>, extra: Extra = {}) =>
    c(request, { name: `${request} ${JSON.stringify(headers).slice(0, 70)}`, headers, ...extra });
  add(
    header('GET /auth/v1/settings', { host: '' }),
    c('GET /auth/v1/health', { name: 'HTTP/1.0', http10: true, expect: [200] }),
    header(tasks, { 'x-big': big }, { expect: [431] }),
    header('GET /auth/v1/user', { authorization: `Bearer ${big}` }, { expect: [431] }),
    header(
      'GET /auth/v1/user',
      { authorization: `Bearer ${'x'.repeat(8_000)}` },
      { expect: [403] },
    ),
    // Storage answers a token it cannot verify as hosted Storage does: 400, AccessDenied.
    header(
      'GET /storage/v1/bucket',
      { authorization: `Bearer ${'x'.repeat(8_000)}` },
      { expect: [400] },
    ),
    header(tasks, { apikey: 'x'.repeat(8_000) }, { noKey: true, expect: [401] }),
    header(tasks, { apikey: '\xff\xfe' }, { noKey: true, expect: [401] }),
    header(
      tasks,
      { apikey: `${product.stack.anonKey}\r\napikey: ${product.stack.anonKey}` },
      {
        name: 'apikey twice',
        noKey: true,
      },
    ),
    header(tasks, { authorization: 'Basic YTpi' }),
    header('GET /auth/v1/user', { authorization: 'Bearer ' }),
    header(tasks, { authorization: 'Bearer a.b.c' }),
    header(tasks, {
      authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.',
    }),
    // PostgREST decodes every header as UTF-8 (and hands them to SQL): other bytes are refused.
    header(tasks, { prefer: 'count=caf\xc3\xa9' }),
    header(tasks, { accept: 'application/caf\xc3\xa9' }),
    header(tasks, { 'range-unit': 'caf\xc3\xa9', range: '0-1' }),
    header(tasks, { 'accept-profile': 'caf\xc3\xa9' }),
    header(tasks, { 'user-agent': 'caf\xc3\xa9' }, { expect: [401] }), // reached PostgREST
    header(tasks, { 'x-custom': '\xff\xfe' }, { expect: [400] }),
    header(tasks, { 'user-agent': 'caf\xe9' }, { expect: [400] }),
    header(tasks, { origin: 'http://\xff' }, { expect: [400] }),
    header(tasks, { accept: '\xff/\xfe' }, { expect: [400] }),
    header(tasks, { prefer: 'count=\xff, return=%00, tx=rollback' }),
    header(tasks, { range: 'bytes=abc', 'range-unit': '\xff' }),
    header(tasks, { range: '99999999999999999999-' }),
    header(tasks, { accept: 'application/vnd.pgrst.object+json' }),
    header(tasks, { 'accept-profile': 'private' }),
    header(tasks, { 'accept-profile': '%00' }),
    header('POST /rest/v1/tasks', { ...user, 'content-profile': 'private' }),
    header('POST /rest/v1/tasks', { ...user, 'content-type': 'application/caf\xc3\xa9' }),
    c(tasks, { name: 'GET with a body', headers: json, body: '{"a":1}' }),
    c('GET /auth/v1/settings', {
      name: '200 headers',
      headers: Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`x-h${i}`, 'v'])),
    }),
    header('POST /auth/v1/signup', { ...json, expect: 'teapot' }, { body: '{}', expect: [417] }),
    header('POST /auth/v1/signup', { ...json, 'content-length': 'abc' }, { expect: [400] }),
    header(
      'POST /rest/v1/tasks',
      { ...json, 'content-length': '5', 'transfer-encoding': 'chunked' },
      { body: '0\r\n\r\n', expect: [400] },
    ),
    header(
      'POST /auth/v1/signup',
      { ...json, 'transfer-encoding': 'chunked' },
      { body: 'zz\r\n{}\r\n0\r\n\r\n', expect: [400] },
    ),
    header('OPTIONS /rest/v1/tasks', {
      origin: 'null',
      'access-control-request-method': '\xff',
      'access-control-request-headers': 'x'.repeat(4000),
    }),
  );

  // Methods nobody serves, and methods routes do not serve.
  add(
    c('PROPFIND /rest/v1/tasks'),
    c('TRACE /rest/v1/tasks'),
    c('PURGE /rest/v1/tasks'),
    c('CONNECT 127.0.0.1:1', { expect: [405] }),
  );
  for (const path of [
    '/auth/v1/signup',
    '/storage/v1/bucket',
    '/api/save-subscription',
    '/realtime/v1/api/broadcast',
  ]) {
    add(c(`DELETE ${path}`, { headers: user }));
  }

  // WebSocket upgrades: odd paths, keys, versions and upgrade types.
  const key = product.stack.anonKey;
  const socket = `/realtime/v1/websocket?apikey=${key}&vsn=1.0.0`;
  const upgrade = (path: string, headers: Record<string, string> = {}, extra: Extra = {}) =>
    c(`GET ${path}`, {
      name: `upgrade ${path.slice(0, 40)} ${JSON.stringify(headers)}`,
      noKey: true,
      headers: {
        upgrade: 'websocket',
        connection: 'Upgrade',
        'sec-websocket-version': '13',
        'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
        ...headers,
      },
      ...extra,
    });
  add(
    upgrade(socket, {}, { expect: [101] }),
    upgrade(`/${socket}`, {}, { expect: [404] }),
    upgrade(`/realtime/v1//websocket?apikey=${key}&vsn=1.0.0`),
    upgrade(`/realtime/v1/websocket?apikey=${key}&vsn=%00`),
    upgrade(`/realtime/v1/websocket%00?apikey=${key}`),
    upgrade('/realtime/v1/websocket?apikey=%ff%fe&vsn=1.0.0'),
    upgrade(socket, { 'sec-websocket-key': '' }, { expect: [400] }),
    upgrade(socket, { 'sec-websocket-version': '99' }, { expect: [400] }),
    upgrade(socket, { 'sec-websocket-protocol': 'a,,a' }, { expect: [400] }),
    upgrade(socket, { upgrade: 'h2c' }, { expect: [400] }),
    c(`POST ${socket}`, {
      name: 'upgrade by POST',
      noKey: true,
      headers: { upgrade: 'websocket', connection: 'Upgrade' },
      expect: [405],
    }),
    upgrade('/rest/v1/tasks', {}, { expect: [404] }),
    upgrade('//', {}, { expect: [404] }),
    upgrade('*', {}, { expect: [404] }),
  );
  return list;
}

beforeAll(async () => {
  product = await startProduct();
  port = Number(new URL(product.stack.apiUrl).port);
  const signedUp = await fetch(`${product.stack.apiUrl}/auth/v1/signup`, {
    method: 'POST',
    headers: { apikey: product.stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email: `fuzz-${Date.now()}@test.local`, password: 'Passw0rd!' }),
  });
  const session = (await signedUp.json()) as { access_token: string; user: { id: string } };
  userToken = session.access_token;
  userId = session.user.id;
});

afterAll(async () => {
  await product?.stop();
});

/** Runs `work` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, work: (item: T) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]);
      }
    }),
  );
  return results;
}

function problems(c: Case, answer: Answer): string[] {
  const found: string[] = [];
  if (answer.status >= 500) found.push(`answered ${answer.status}`);
  if (c.expect && !c.expect.includes(answer.status)) {
    found.push(`answered ${answer.status}, expected ${c.expect.join(' or ')}`);
  }
  const text = answer.body.toString('utf8');
  const isJson = /json/i.test(answer.headers['content-type'] ?? '');
  if (answer.body.length > 0 && (isJson || answer.status >= 400)) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      if (c.code && parsed.error_code !== c.code && parsed.code !== c.code) {
        found.push(`code ${String(parsed.error_code ?? parsed.code)}, expected ${c.code}`);
      }
    } catch {
      found.push(`body is not JSON (${answer.headers['content-type'] ?? 'no type'})`);
    }
  }
  return found.map((problem) => `${c.name}: ${problem}: ${text.slice(0, 160)}`);
}

it('answers bad input on every route with 4xx and JSON, never 5xx, never a hang', async () => {
  const all = cases();
  expect(all.length).toBeGreaterThan(300);
  const failures = await inParallel(all, 6, async (c) => {
    try {
      return problems(c, await exchange(port, requestBytes(c)));
    } catch (error) {
      return [`${c.name}: ${error instanceof Error ? error.message : String(error)}`];
    }
  });
  expect(failures.flat()).toEqual([]);
  // Still serving.
  const health = await exchange(port, requestBytes({ name: 'health', path: '/auth/v1/health' }));
  expect(health.status).toBe(200);
});
