// The contract's Database over a pg pool: every access, the gateway's own included, is a client
// connection of its own to PostgreSQL.
import pg from 'pg';
import type { Claims, Database, Sql } from '../contract';

function sqlOf(client: pg.PoolClient | pg.Client): Sql {
  return {
    async query<R>(text: string, params?: unknown[]) {
      const result = await client.query(text, params);
      return { rows: result.rows as R[], rowCount: result.rowCount ?? 0 };
    },
  };
}

export interface PooledDatabase extends Database {
  close(): Promise<void>;
}

export function createDatabase(
  connectionString: string,
  log: (message: string, ...details: unknown[]) => void,
): PooledDatabase {
  const pool = new pg.Pool({
    connectionString,
    max: 8,
    idleTimeoutMillis: 10_000,
    // A database that accepts connections but never answers must not hang auth and storage.
    connectionTimeoutMillis: 5_000,
  });
  pool.on('error', (error) => log('database connection lost', error.message));
  const listeners = new Set<pg.Client>();

  async function transaction<T>(
    prelude: (sql: Sql) => Promise<void>,
    fn: (sql: Sql) => Promise<T>,
  ) {
    const client = await pool.connect();
    // The pool takes its own error listener off a client it hands out: without one, a connection
    // lost mid-transaction (the database restarting) would be an uncaught error.
    const onError = (error: Error) =>
      log('database connection lost in a transaction', error.message);
    client.on('error', onError);
    const sql = sqlOf(client);
    let broken = false;
    try {
      await client.query('begin');
      await prelude(sql);
      const result = await fn(sql);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback').catch(() => {
        broken = true;
      });
      throw error;
    } finally {
      client.off('error', onError);
      client.release(broken);
    }
  }

  return {
    asClaims(claims: Claims, fn) {
      return transaction(async (sql) => {
        await sql.query(`select set_config('role', $1, true)`, [claims.role]);
        await sql.query(
          `select set_config('request.jwt.claims', $1, true),
                  set_config('request.jwt.claim.sub', $2, true),
                  set_config('request.jwt.claim.role', $3, true)`,
          [JSON.stringify(claims), claims.sub ?? '', claims.role],
        );
      }, fn);
    },
    asAdmin(fn) {
      return transaction(async () => undefined, fn);
    },
    async listen(channel, onPayload) {
      const client = new pg.Client({ connectionString });
      client.on('error', (error) => log(`listener on ${channel} lost`, error.message));
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      listeners.add(client);
      // Ending the connection stops its LISTEN.
      return async () => {
        if (listeners.delete(client)) await client.end().catch(() => undefined);
      };
    },
    async close() {
      await Promise.all([...listeners].map((client) => client.end().catch(() => undefined)));
      listeners.clear();
      await pool.end();
    },
  };
}
