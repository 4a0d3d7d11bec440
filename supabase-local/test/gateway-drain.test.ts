// Graceful stop: gateway.drain(timeoutMs) stops accepting connections, lets in-flight requests
// finish until the deadline and answers what is left with 503 + JSON, never an empty 400.
import { Agent } from 'node:http';
import { connect, type Socket } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import type { Service } from '../src/contract';
import { sendJson } from '../src/gateway/http';
import {
  type FakePostgrest,
  send,
  startFakePostgrest,
  startTestGateway,
  type TestGateway,
} from './gateway-harness';

/** `/slow/<ms>` answers after ms; `/slow/stream/<ms>` sends its headers at once, its body after ms. */
const slowService: Service = {
  prefix: '/slow',
  async handle(req, res, ctx) {
    req.resume();
    const stream = /^\/stream\/(\d+)$/.exec(ctx.path);
    const wait = Number(stream ? stream[1] : ctx.path.slice(1));
    if (stream) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.flushHeaders();
    }
    // Unref'd: a request the drain cut off must not keep the test runner alive.
    await new Promise((resolve) => setTimeout(resolve, wait).unref());
    if (stream) res.end('{"streamed":true}');
    else sendJson(res, 200, { waited: wait });
  },
  async close() {},
};

/** `/live`: a WebSocket that stays open until its client or the stop ends it (as realtime's do). */
const sockets = new WebSocketServer({ noServer: true });
const liveService: Service = {
  prefix: '/live',
  async handle(req, res) {
    req.resume();
    sendJson(res, 426, { message: 'WebSocket only' });
  },
  upgrade(req, socket, head) {
    sockets.handleUpgrade(req, socket, head, () => undefined);
  },
  async close() {},
};

let postgrest: FakePostgrest;
let gateway: TestGateway;

beforeEach(async () => {
  postgrest = await startFakePostgrest();
  gateway = await startTestGateway({ postgrest, services: [slowService, liveService] });
});

afterEach(async () => {
  await gateway.close();
  await postgrest.close();
});

const slow = (path: string, agent?: Agent) =>
  send(gateway.url, { path: `/slow${path}`, headers: { apikey: gateway.anonKey }, agent });

/** Reads from a raw socket until it closes. */
function collect(socket: Socket): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => undefined);
  });
}

describe('drain', () => {
  it('ends an open WebSocket within the deadline instead of waiting for its client', async () => {
    const client = new WebSocket(
      `${gateway.url.replace(/^http/, 'ws')}/live?apikey=${gateway.anonKey}`,
    );
    await new Promise((resolve, reject) => {
      client.once('open', resolve);
      client.once('error', reject);
    });
    const closedByServer = new Promise((resolve) => client.once('close', resolve));
    const started = Date.now();
    await gateway.gateway.drain(1_000);
    expect(Date.now() - started).toBeLessThan(2_000);
    await closedByServer;
    expect(client.readyState).toBe(WebSocket.CLOSED);
  });

  it('lets in-flight requests finish, then closes; new connections are refused', async () => {
    const inflight = slow('/400');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    const drained = gateway.gateway.drain(5_000);
    await expect(slow('/0')).rejects.toThrow(/ECONNREFUSED/);
    const answer = await inflight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toEqual({ waited: 400 });
    expect(answer.headers.connection).toBe('close');
    await drained;
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers requests still running at the deadline with 503 + Retry-After and JSON', async () => {
    const cutOff = slow('/5000');
    await new Promise((resolve) => setTimeout(resolve, 100));
    const started = Date.now();
    await gateway.gateway.drain(300);
    const answer = await cutOff;
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(answer.status).toBe(503);
    expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
    expect(JSON.parse(answer.text)).toEqual({ message: expect.stringMatching(/shutting down/) });
  });

  it('answers a request arriving on a kept-alive connection while draining with 503', async () => {
    const socket = connect(Number(new URL(gateway.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received = collect(socket);
    const headers = `Host: x\r\napikey: ${gateway.anonKey}\r\n\r\n`;
    socket.write(`GET /slow/stream/500 HTTP/1.1\r\n${headers}`);
    await new Promise((resolve) => socket.once('data', resolve));
    const drained = gateway.gateway.drain(5_000);
    socket.write(`GET /slow/0 HTTP/1.1\r\n${headers}`);
    const text = await received;
    await drained;
    const answers = text.split(/(?=HTTP\/1\.1 )/);
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[0]).toContain('{"streamed":true}');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/retry-after: \d/i);
    expect(JSON.parse(answers[1].split('\r\n\r\n')[1])).toMatchObject({
      message: expect.stringMatching(/shutting down/),
    });
  });

  it('answers a request sent on an idle kept-alive connection as the drain starts with 503, not a closed socket', async () => {
    const socket = connect(Number(new URL(gateway.url).port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const received = collect(socket);
    const headers = `Host: x\r\napikey: ${gateway.anonKey}\r\n\r\n`;
    socket.write(`GET /slow/0 HTTP/1.1\r\n${headers}`);
    // Answered in full: the connection is idle, kept alive, and its client sends again at once.
    await new Promise((resolve) => socket.once('data', resolve));
    const drained = gateway.gateway.drain(5_000);
    await new Promise((resolve) => setImmediate(resolve));
    socket.write(`GET /slow/0 HTTP/1.1\r\n${headers}`);
    const answers = (await received).split(/(?=HTTP\/1\.1 )/);
    await drained;
    expect(answers).toHaveLength(2);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 200/);
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toMatch(/connection: close/i);
  });

  it('closes idle kept-alive connections within a moment and is idempotent', async () => {
    const agent = new Agent({ keepAlive: true });
    expect((await slow('/0', agent)).status).toBe(200);
    const started = Date.now();
    await Promise.all([gateway.gateway.drain(5_000), gateway.gateway.drain(5_000)]);
    expect(Date.now() - started).toBeLessThan(1_000);
    agent.destroy();
  });
});
