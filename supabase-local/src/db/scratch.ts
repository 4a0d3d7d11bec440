// `memory: true` on PostgreSQL: a database of its own in the DATABASE_URL's cluster, dropped when
// the stack stops, so in-memory stacks are as fresh and isolated there as on
// the embedded server's throwaway clusters.
import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  url: string;
  drop(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `stack_${randomUUID().replace(/-/g, '')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
