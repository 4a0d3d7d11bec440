// As root the embedded PostgreSQL runs as the `postgres` account (issue #47): a cluster under a
// folder that account may not enter (a checkout under /root, mode 0700) is refused before initdb,
// with the folder, its mode and what to do, not initdb's "cannot open shared object file".
import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../src/db/embedded';

const asRoot = userInfo().uid === 0 ? it : it.skip;

asRoot('a cluster under a private folder is refused with the folder and what to do', async () => {
  const base = mkdtempSync(join(tmpdir(), 'private-checkout-'));
  chmodSync(base, 0o755);
  const privateFolder = join(base, 'home');
  mkdirSync(join(privateFolder, 'checkout', '.data'), { recursive: true });
  chmodSync(privateFolder, 0o700);
  try {
    await expect(
      startEmbeddedPostgres({
        dir: join(privateFolder, 'checkout', '.data', 'postgres'),
        ephemeral: false,
        log: () => undefined,
      }),
    ).rejects.toThrow(
      `cannot enter ${privateFolder} (mode 0700) on the way to ${join(privateFolder, 'checkout', '.data')}`,
    );
  } finally {
    rmSync(base, { recursive: true, force: true });
  }
});
