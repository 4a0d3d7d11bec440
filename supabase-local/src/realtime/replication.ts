// Row changes from the database's own change stream, as Supabase Realtime gets them: logical
// replication of the supabase_realtime publication through the pgoutput plugin. Each connection
// makes a TEMPORARY slot with a name of its own (several stacks may share one cluster), so a slot
// never outlives its connection and never holds WAL back for a stack that died. A lost stream is
// opened again with backoff, on a new slot; changes committed while it was down are not replayed.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { LogicalReplicationService, type Pgoutput, PgoutputPlugin } from 'pg-logical-replication';
import { type ChangeType, type StreamChange, type TextRow, lsnValue } from './changes';

type Log = (message: string, ...details: unknown[]) => void;

export const PUBLICATION = 'supabase_realtime';
/** Every slot of ours starts so; the rest of the name is random. */
export const SLOT_PREFIX = 'supabase_realtime_';

const RETRY_FIRST_MS = 100;
const RETRY_MAX_MS = 5_000;
/** How often the server is asked to answer, which also reports the position we reached. */
const PING_INTERVAL_MS = 5_000;
/** A stream the server has not answered for this long is taken for dead and opened again. */
const SILENCE_LIMIT_MS = 20_000;
const CONNECT_TIMEOUT_MS = 10_000;
/** close() gives up on a database that does not answer after this long. */
const CLOSE_TIMEOUT_MS = 4_000;

const keepText = (raw: unknown): unknown => raw;

/**
 * pgoutput as the library parses it, except that values stay in PostgreSQL's text output (the
 * library would run pg's type parsers on them; the database types them instead, see
 * realtime.prepare_change), and the slot is made on the streaming connection itself, since a
 * temporary slot belongs to its session.
 */
class TextPgoutputPlugin extends PgoutputPlugin {
  constructor(private readonly log: Log) {
    super({ protoVersion: 1, publicationNames: [PUBLICATION] });
  }

  override parse(buffer: Buffer): Pgoutput.Message {
    let message: Pgoutput.Message;
    try {
      message = super.parse(buffer);
    } catch (err) {
      // Thrown here, it would escape from the socket's data handler and end the process.
      this.log('realtime: skipped a replication message that could not be read', err);
      return { tag: 'origin', originLsn: null, originName: '' };
    }
    // The parser keeps this relation and reads the following rows of it with these parsers.
    if (message.tag === 'relation') for (const column of message.columns) column.parser = keepText;
    return message;
  }

  override async start(client: pg.Client, slotName: string, lastLsn: string): Promise<unknown> {
    await client.query(
      `CREATE_REPLICATION_SLOT "${slotName}" TEMPORARY LOGICAL pgoutput NOEXPORT_SNAPSHOT`,
    );
    return super.start(client, slotName, lastLsn);
  }
}

/** Text values of a tuple; an unchanged TOASTed value (undefined) is left out. */
function textRow(tuple: Record<string, unknown> | null): TextRow | null {
  if (!tuple) return null;
  const row: TextRow = {};
  for (const [column, value] of Object.entries(tuple)) {
    if (typeof value === 'string' || value === null) row[column] = value;
  }
  return row;
}

function keyOf(row: TextRow | null, columns: string[]): TextRow | null {
  if (!row) return null;
  return Object.fromEntries(columns.filter((column) => column in row).map((c) => [c, row[c]]));
}

/** pgoutput times are microseconds since the Unix epoch (the library has shifted them). */
function isoTime(microseconds: Pgoutput.MessageBegin['commitTime']): string {
  return new Date(Math.floor(Number(microseconds) / 1000)).toISOString();
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<undefined>((resolve) => {
      timer = setTimeout(() => resolve(undefined), ms);
      timer.unref();
    }),
  ]).finally(() => clearTimeout(timer));
}

export interface ChangeStreamOptions {
  /** The stack's database as a role that may replicate (its owner, a superuser). */
  databaseUrl: string;
  log: Log;
  /** Called synchronously with each row change, in commit order. Must not throw. */
  onChange(change: StreamChange): void;
}

interface Connection {
  service: LogicalReplicationService;
  slot: string;
}

export class ChangeStream {
  private connection: Connection | null = null;
  /** Bumped for every connection attempt and on close; events of older ones are ignored. */
  private generation = 0;
  private failures = 0;
  private retry: NodeJS.Timeout | null = null;
  private readonly pinger: NodeJS.Timeout;
  private lastHeard = Date.now();
  private commitTimestamp = new Date().toISOString();
  private commitLsn = 0n;
  private closed = false;

  private constructor(private readonly options: ChangeStreamOptions) {
    this.pinger = setInterval(() => this.ping(), PING_INTERVAL_MS);
    this.pinger.unref();
  }

  /** Resolves once the stream runs: every change committed from then on is delivered. */
  static async open(options: ChangeStreamOptions): Promise<ChangeStream> {
    await ChangeStream.checkServer(options.databaseUrl, options.log);
    const stream = new ChangeStream(options);
    try {
      await stream.connect();
    } catch (err) {
      await stream.close();
      throw new Error(
        `realtime: cannot stream the ${PUBLICATION} publication by logical replication: ${errorText(err)}`,
      );
    }
    return stream;
  }

  private static async checkServer(databaseUrl: string, log: Log): Promise<void> {
    const client = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const { rows } = await client.query<{ wal_level: string; synchronous_commit: string }>(
        `select current_setting('wal_level') as wal_level,
                current_setting('synchronous_commit') as synchronous_commit`,
      );
      const level = rows[0]?.wal_level ?? 'unknown';
      if (level !== 'logical') {
        throw new Error(
          `realtime: the database runs with wal_level=${level}, but realtime streams row changes by ` +
            'logical replication and needs wal_level=logical (set it in postgresql.conf or start ' +
            'the server with -c wal_level=logical, then restart PostgreSQL)',
        );
      }
      if (rows[0]?.synchronous_commit === 'off') {
        // Logical decoding only reads flushed WAL, which the WAL writer flushes every
        // wal_writer_delay (200 ms by default) after asynchronous commits.
        log('realtime: synchronous_commit=off delays every change by up to wal_writer_delay');
      }
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** The slot the stream reads now (null between connections). */
  get slotName(): string | null {
    return this.connection?.slot ?? null;
  }

  private connect(): Promise<void> {
    const generation = ++this.generation;
    const slot = `${SLOT_PREFIX}${randomBytes(8).toString('hex')}`;
    const service = new LogicalReplicationService(
      {
        connectionString: this.options.databaseUrl,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
        keepAlive: true,
      },
      // Positions are acknowledged here, at each commit and when the server asks.
      { acknowledge: { auto: false, timeoutSeconds: 0 } },
    );
    this.connection = { service, slot };
    // The failure also settles subscribe(), which reports it; an 'error' without a listener throws.
    service.on('error', () => undefined);
    service.on('data', (lsn: string, message: Pgoutput.Message) =>
      this.receive(generation, service, lsn, message),
    );
    service.on('heartbeat', (lsn: string, _timestamp: number, shouldRespond: boolean) => {
      if (generation !== this.generation) return;
      this.lastHeard = Date.now();
      if (shouldRespond) void service.acknowledge(lsn).catch(() => undefined);
    });
    return new Promise<void>((resolve, reject) => {
      let started = false;
      service.on('start', () => {
        if (generation !== this.generation) return;
        started = true;
        this.failures = 0;
        this.lastHeard = Date.now();
        resolve();
      });
      const ended = (err: unknown) => {
        if (!started) reject(err ?? new Error('the replication stream ended before it started'));
        this.lost(generation, service, err);
      };
      service.subscribe(new TextPgoutputPlugin(this.options.log), slot).then(
        () => ended(null),
        (err: unknown) => ended(err),
      );
    });
  }

  private receive(
    generation: number,
    service: LogicalReplicationService,
    lsn: string,
    message: Pgoutput.Message,
  ): void {
    if (generation !== this.generation) return;
    this.lastHeard = Date.now();
    try {
      switch (message.tag) {
        case 'begin':
          this.commitTimestamp = isoTime(message.commitTime);
          this.commitLsn = lsnValue(message.commitLsn);
          return;
        case 'commit':
          // Lets the server release the WAL up to here.
          void service.acknowledge(message.commitEndLsn ?? lsn).catch(() => undefined);
          return;
        case 'insert':
          return this.emit('INSERT', message.relation, textRow(message.new), null);
        case 'update': {
          const record = textRow(message.new);
          const old =
            textRow(message.old) ??
            textRow(message.key) ??
            keyOf(record, message.relation.keyColumns);
          return this.emit('UPDATE', message.relation, record, old);
        }
        case 'delete':
          return this.emit(
            'DELETE',
            message.relation,
            null,
            textRow(message.old) ?? textRow(message.key),
          );
        default:
          return;
      }
    } catch (err) {
      this.options.log('realtime: could not read a replicated change', err);
    }
  }

  private emit(
    type: ChangeType,
    relation: Pgoutput.MessageRelation,
    record: TextRow | null,
    old: TextRow | null,
  ): void {
    this.options.onChange({
      schema: relation.schema,
      table: relation.name,
      type,
      commit_timestamp: this.commitTimestamp,
      commitLsn: this.commitLsn,
      record,
      old_record: old,
      columnTypes: Object.fromEntries(relation.columns.map((c) => [c.name, c.typeOid])),
    });
  }

  /** The stream of `generation` ended (the server went away, or refused it): open a new one. */
  private lost(generation: number, service: LogicalReplicationService, err: unknown): void {
    if (generation !== this.generation || this.closed) return;
    this.connection = null;
    void service.stop().catch(() => undefined);
    const delay = Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** this.failures);
    this.failures++;
    this.options.log(
      `realtime: replication stream lost (${err ? errorText(err) : 'ended'}); reconnecting in ${delay} ms`,
    );
    this.retry = setTimeout(() => {
      this.retry = null;
      if (this.closed) return;
      // A failure ends up in lost() again, which schedules the next try.
      this.connect().then(
        () => this.options.log('realtime: replication stream reconnected'),
        () => undefined,
      );
    }, delay);
    this.retry.unref();
  }

  /** Asks the server to answer (reporting our position); a stream silent for too long is dropped. */
  private ping(): void {
    const connection = this.connection;
    if (!connection || connection.service.isStop()) return;
    if (Date.now() - this.lastHeard > SILENCE_LIMIT_MS) {
      this.lost(this.generation, connection.service, new Error('the server stopped answering'));
      return;
    }
    void connection.service.acknowledge(connection.service.lastLsn(), true).catch(() => undefined);
  }

  /** Stops the stream and makes sure its slot is gone; gives up on a database that is gone. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.generation++;
    clearInterval(this.pinger);
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    const connection = this.connection;
    this.connection = null;
    if (!connection) return;
    await withTimeout(
      (async () => {
        await connection.service.stop().catch(() => undefined);
        await this.dropSlot(connection.slot);
      })(),
      CLOSE_TIMEOUT_MS,
    );
  }

  /**
   * A temporary slot goes with its connection, but the server process ends a moment after the
   * client: wait for it (dropping the database of an in-memory stack fails while a slot is active
   * in it), and end it if it lingers.
   */
  private async dropSlot(slot: string): Promise<void> {
    const client = new pg.Client({
      connectionString: this.options.databaseUrl,
      connectionTimeoutMillis: 1_000,
    });
    client.on('error', () => undefined);
    try {
      await client.connect();
      const started = Date.now();
      while (Date.now() - started < CLOSE_TIMEOUT_MS) {
        const { rows } = await client.query<{ active_pid: number | null }>(
          'select active_pid from pg_catalog.pg_replication_slots where slot_name = $1',
          [slot],
        );
        if (rows.length === 0) return;
        if (Date.now() - started > 1_000) {
          await client.query(
            rows[0].active_pid === null
              ? 'select pg_catalog.pg_drop_replication_slot($1)'
              : 'select pg_catalog.pg_terminate_backend(active_pid) from pg_catalog.pg_replication_slots where slot_name = $1',
            [slot],
          );
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    } catch {
      // The database is gone, and the slot with it.
    } finally {
      void client.end().catch(() => undefined);
    }
  }
}
