// As root the embedded PostgreSQL runs as the `postgres` account (issue #47): a checkout under a
// folder that account may not enter (under /root, mode 0700) still starts. The cluster lives where
// the account reaches it, linked from the data folder, and keeps its data across restarts; a reset
// (the link removed) starts a fresh one.
import { chmodSync, lstatSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { removeCluster, startEmbeddedPostgres } from '../src/db/embedded';

const asRoot = userInfo().uid === 0 ? it : it.skip;

async function query(url: string, text: string): Promise<unknown[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

asRoot(
  'the database starts, keeps its data and resets from a checkout under a 0700 folder',
  async () => {
    const base = mkdtempSync(join(tmpdir(), 'private-checkout-'));
    chmodSync(base, 0o755);
    const privateFolder = join(base, 'root');
    const dir = join(privateFolder, 'checkout', '.data', 'postgres');
    mkdirSync(join(privateFolder, 'checkout', '.data'), { recursive: true });
    chmodSync(privateFolder, 0o700);
    const start = () => startEmbeddedPostgres({ dir, ephemeral: false, log: () => undefined });
    try {
      let db = await start();
      try {
        await query(db.connectionString, 'create table kept (note text)');
        await query(db.connectionString, "insert into kept values ('still here')");
      } finally {
        await db.stop();
      }
      expect(lstatSync(dir).isSymbolicLink()).toBe(true);

      db = await start();
      try {
        expect(await query(db.connectionString, 'select note from kept')).toEqual([
          { note: 'still here' },
        ]);
      } finally {
        await db.stop();
      }

      removeCluster(dir);
      db = await start();
      try {
        expect(await query(db.connectionString, "select to_regclass('kept') as kept")).toEqual([
          { kept: null },
        ]);
      } finally {
        await db.stop();
      }
    } finally {
      removeCluster(dir);
      rmSync(base, { recursive: true, force: true });
    }
  },
);
