// The gateway's connections and its graceful stop: requests in flight are tracked so a drain can
// wait for them, answer what is left with 503, and close every connection, WebSockets included.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';
import type { Duplex } from 'node:stream';
import { sendUnavailable } from './http';
import { rawAnswer } from './raw';

export const STOPPING = { message: 'The API gateway is shutting down; try again shortly' };
/** Cut-off answers get this long to reach the client before the connections are closed. */
const FLUSH_GRACE_MS = 500;
/**
 * How long a drain leaves idle kept-alive connections open, answering whatever arrives on them with
 * 503 and `Connection: close`. A connection closed while its client is sending a request on it
 * loses that request without any answer (the client sees the socket close: a write in flight it
 * cannot tell was not executed); a client that has just had an answer may send its next request at
 * any moment: with eight writers, one such request was lost in a CI run
 * (supabase-local/test/faults.test.ts, 27 Nov 2026). After this long, a connection still idle has a
 * client that is not sending.
 */
export const IDLE_GRACE_MS = 250;

export class Connections {
  /** Sockets handed to a service as WebSockets; a drain ends them with the rest. */
  private readonly upgraded = new Set<Duplex>();
  /** Requests being handled; a drain waits for them. */
  private readonly inflight = new Set<ServerResponse>();
  draining = false;
  /** Whether a drain closes idle connections: once `IDLE_GRACE_MS` has passed. */
  private closingIdle = false;
  private drained: Promise<void> | null = null;
  private onIdle: (() => void) | null = null;

  constructor(private readonly server: () => Server) {}

  /** Tracks a request; false (answered 503) while draining. */
  admit(req: IncomingMessage, res: ServerResponse): boolean {
    if (this.draining) {
      req.resume();
      sendUnavailable(res, STOPPING, { connection: 'close' });
      return false;
    }
    this.inflight.add(res);
    res.on('close', () => {
      this.inflight.delete(res);
      if (!this.draining) return;
      // Its connection may now be idle and kept alive: once the idle grace is over, close it
      // rather than wait for another request.
      if (this.closingIdle) setImmediate(() => this.server().closeIdleConnections());
      if (this.inflight.size === 0) this.onIdle?.();
    });
    return true;
  }

  /** Tracks a socket being upgraded; false (answered 503) while draining. */
  admitSocket(socket: Duplex): boolean {
    this.upgraded.add(socket);
    socket.once('close', () => this.upgraded.delete(socket));
    if (!this.draining) return true;
    socket.end(rawAnswer(503, STOPPING, true));
    return false;
  }

  /** The same promise for every call. */
  drain(timeoutMs: number): Promise<void> {
    this.drained ??= this.run(timeoutMs);
    return this.drained;
  }

  private async run(timeoutMs: number): Promise<void> {
    const server = this.server();
    const { inflight } = this;
    this.draining = true;
    const closed = new Promise<void>((resolve) => {
      // Stops listening; the callback waits for every connection to end. Not http.Server's own
      // close, which would also close the idle kept-alive connections at once (IDLE_GRACE_MS).
      if (server.listening) NetServer.prototype.close.call(server, () => resolve());
      else resolve();
    });
    const idleGraceOver = new Promise<void>((resolve) => {
      setTimeout(
        () => {
          this.closingIdle = true;
          server.closeIdleConnections();
          resolve();
        },
        Math.min(IDLE_GRACE_MS, timeoutMs),
      );
    });
    // Answers still to come end their connection.
    for (const res of inflight) if (!res.headersSent) res.setHeader('connection', 'close');
    if (inflight.size > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        this.onIdle = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.onIdle = null;
    }
    // Past the deadline: a 503 for every request still running (a started answer is cut).
    const flushing: Promise<void>[] = [];
    for (const res of inflight) {
      if (res.headersSent) {
        res.destroy();
        continue;
      }
      flushing.push(
        new Promise<void>((resolve) => {
          res.once('close', () => resolve());
          sendUnavailable(res, STOPPING, { connection: 'close' });
        }),
      );
    }
    if (flushing.length > 0) {
      await Promise.race([
        Promise.all(flushing),
        new Promise((resolve) => setTimeout(resolve, FLUSH_GRACE_MS)),
      ]);
    }
    await idleGraceOver;
    server.closeAllConnections();
    // Upgraded sockets are no longer the HTTP server's: they would hold `closed` until their
    // clients left (a realtime WebSocket kept a stop waiting about 50 s).
    for (const socket of this.upgraded) socket.destroy();
    await closed;
  }
}
