// Child-process entry of the embedded database (see embedded.ts): serves PGlite until the parent
// disconnects, then closes it cleanly so every committed write is on disk.
import { type ChildMessage, type ParentMessage, runEmbeddedDatabase } from './embedded';

function send(message: ChildMessage): void {
  process.send?.(message);
}

async function main(): Promise<void> {
  const dataDir = process.argv[2] || null;
  const db = await runEmbeddedDatabase(dataDir, process.argv[3] || null);
  process.on('message', (message: ParentMessage) => {
    if (message.type !== 'snapshot') return;
    db.snapshot(message.file).then(
      () => send({ type: 'snapshot-done', error: null }),
      (error: unknown) =>
        send({
          type: 'snapshot-done',
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  });
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    db.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('disconnect', close);
  process.on('SIGTERM', close);
  process.on('SIGINT', () => undefined);
  const port = Number(new URL(db.connectionString).port);
  send({ type: 'ready', port });
}

main().catch((error: unknown) => {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  process.exit(1);
});
