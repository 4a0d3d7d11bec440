// Serves one embedded PGlite to many PostgreSQL clients (PostgREST, the gateway's pools, LISTEN
// connections). PGlite is a single backend, so a connection gets the database to itself from its
// first message until it is idle again (Sync or simple Query answered with ReadyForQuery 'I'):
// extended-protocol batches and explicit transactions never interleave with another client's.
// pglite-socket's server hands the backend over between single messages, which lets two clients'
// Parse/Bind pairs interleave; hence this server. NOTIFY output is routed to the connections
// that issued LISTEN, as a real server would, instead of to the notifying client.
import { createServer, type Server, type Socket } from 'node:net';
import type { PGlite } from '@electric-sql/pglite';
import {
  CANCEL_REQUEST,
  GSSENC_REQUEST,
  PROTOCOL_V3,
  SSL_REQUEST,
  SYNC,
  type FrontendMessage,
  queryText,
  simpleQuery,
  splitBackendMessages,
  takeMessages,
} from './wire';

/** A client left holding the database inside a transaction is cut off after this long. */
const IDLE_IN_TRANSACTION_MS = 60_000;

class Connection {
  buffer: Buffer = Buffer.alloc(0);
  startupPhase = true;
  listener = false;
  closed = false;
  work: Promise<void> = Promise.resolve();
  idleTimer: NodeJS.Timeout | null = null;

  constructor(readonly socket: Socket) {}
}

class BackendLock {
  private owner: Connection | null = null;
  private waiters: { conn: Connection; resolve: () => void }[] = [];

  owns(conn: Connection): boolean {
    return this.owner === conn;
  }

  acquire(conn: Connection): Promise<void> {
    if (this.owner === conn) return Promise.resolve();
    if (this.owner === null) {
      this.owner = conn;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiters.push({ conn, resolve }));
  }

  release(conn: Connection): void {
    if (this.owner !== conn) return;
    const next = this.waiters.shift();
    this.owner = next ? next.conn : null;
    next?.resolve();
  }
}

export class PgliteServer {
  private server: Server | null = null;
  private readonly connections = new Set<Connection>();
  private readonly lock = new BackendLock();

  constructor(private readonly db: PGlite) {}

  async listen(): Promise<number> {
    const server = createServer((socket) => this.accept(socket));
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(0, '127.0.0.1', () => resolve());
    });
    const address = server.address();
    if (address === null || typeof address === 'string') throw new Error('no TCP address');
    return address.port;
  }

  async close(): Promise<void> {
    for (const conn of this.connections) conn.socket.destroy();
    await Promise.all([...this.connections].map((conn) => conn.work));
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private accept(socket: Socket): void {
    const conn = new Connection(socket);
    this.connections.add(conn);
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => {
      conn.buffer = Buffer.concat([conn.buffer, chunk]);
      const { messages, rest } = takeMessages(conn.buffer, conn.startupPhase);
      conn.buffer = rest;
      if (messages.length === 0) return;
      if (messages.some((m) => m.type === '' && m.bytes.readInt32BE(4) === PROTOCOL_V3)) {
        conn.startupPhase = false;
      }
      this.enqueue(conn, () => this.process(conn, messages));
    });
    socket.on('error', () => socket.destroy());
    socket.on('close', () => {
      conn.closed = true;
      this.enqueue(conn, () => this.abandon(conn));
    });
  }

  private enqueue(conn: Connection, step: () => Promise<void>): void {
    conn.work = conn.work.then(step).catch(() => {
      conn.socket.destroy();
      return this.abandon(conn);
    });
  }

  private async process(conn: Connection, messages: FrontendMessage[]): Promise<void> {
    let batch: FrontendMessage[] = [];
    for (const message of messages) {
      if (conn.closed) return;
      if (message.type === '') {
        await this.startupPacket(conn, message);
      } else if (message.type === 'X') {
        await this.run(conn, batch);
        batch = [];
        conn.socket.end();
      } else {
        batch.push(message);
      }
    }
    await this.run(conn, batch);
  }

  private async startupPacket(conn: Connection, message: FrontendMessage): Promise<void> {
    const code = message.bytes.readInt32BE(4);
    if (code === SSL_REQUEST || code === GSSENC_REQUEST) {
      conn.socket.write('N');
      return;
    }
    if (code === CANCEL_REQUEST || code !== PROTOCOL_V3) {
      conn.socket.destroy();
      return;
    }
    await this.lock.acquire(conn);
    try {
      this.deliver(conn, await this.db.execProtocolRaw(new Uint8Array(message.bytes)));
    } finally {
      this.lock.release(conn);
    }
  }

  private async run(conn: Connection, batch: FrontendMessage[]): Promise<void> {
    if (batch.length === 0 || conn.closed) return;
    await this.lock.acquire(conn);
    this.clearIdleTimer(conn);
    if (conn.closed) {
      await this.abandon(conn);
      return;
    }
    for (const message of batch) {
      if (message.type === 'Q' && /^\s*listen\s/i.test(queryText(message))) conn.listener = true;
    }
    const output = await this.db.execProtocolRaw(
      new Uint8Array(Buffer.concat(batch.map((m) => m.bytes))),
    );
    const status = this.deliver(conn, output);
    const last = batch[batch.length - 1].type;
    // Sync, a simple query, or the end of a COPY FROM STDIN (CopyDone, CopyFail) ends a round trip.
    if ((last === 'S' || last === 'Q' || last === 'c' || last === 'f') && status === 'I') {
      this.lock.release(conn);
    } else {
      conn.idleTimer = setTimeout(() => conn.socket.destroy(), IDLE_IN_TRANSACTION_MS);
    }
  }

  /** Writes backend output to its client, notifications to listeners; returns the last ReadyForQuery status. */
  private deliver(conn: Connection, output: Uint8Array): string | null {
    let status: string | null = null;
    const messages = splitBackendMessages(output);
    const notifications: Uint8Array[] = [];
    const own: Uint8Array[] = [];
    for (const message of messages) {
      if (message.type === 'A') notifications.push(message.bytes);
      else own.push(message.bytes);
      if (message.type === 'Z') status = String.fromCharCode(message.bytes[5]);
    }
    if (!conn.closed) {
      conn.socket.write(notifications.length === 0 ? output : Buffer.concat(own));
    }
    if (notifications.length > 0) {
      const payload = Buffer.concat(notifications);
      for (const other of this.connections) {
        if (other.listener && !other.closed) other.socket.write(payload);
      }
    }
    return status;
  }

  /** A client went away: undo whatever it left open and hand the backend on. */
  private async abandon(conn: Connection): Promise<void> {
    this.clearIdleTimer(conn);
    this.connections.delete(conn);
    if (!this.lock.owns(conn)) return;
    try {
      await this.db.execProtocolRaw(new Uint8Array(SYNC));
      if (this.db.isInTransaction())
        await this.db.execProtocolRaw(new Uint8Array(simpleQuery('ROLLBACK')));
    } finally {
      this.lock.release(conn);
    }
  }

  private clearIdleTimer(conn: Connection): void {
    if (conn.idleTimer) clearTimeout(conn.idleTimer);
    conn.idleTimer = null;
  }
}
