import { createServer } from 'node:net';

/** A TCP port free on 127.0.0.1 right now (for child processes that cannot report their own). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no TCP address');
  return address.port;
}

/** Whether something already listens on host:port (a listen there fails with EADDRINUSE). */
export async function portInUse(host: string, port: number): Promise<boolean> {
  const server = createServer();
  const inUse = await new Promise<boolean>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      error.code === 'EADDRINUSE' ? resolve(true) : reject(error),
    );
    server.listen(port, host, () => resolve(false));
  });
  if (!inUse) await new Promise<void>((resolve) => server.close(() => resolve()));
  return inUse;
}
