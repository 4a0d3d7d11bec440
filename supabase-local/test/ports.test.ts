// A port found free can be taken by another process before a server of the stack binds it (CI saw
// the mail inbox fail with EADDRINUSE). Here the first port each server of the stack is handed
// is already taken: each must notice and take another, and the stack must work as usual.
import { createServer, type Server, type Socket } from 'node:net';
import { waitForMail } from './inbox';
import { clientFor, startConfiguredStack, uniqueEmail } from './stack-harness';
import type { Stack } from '../src/stack';

const taken: Server[] = [];
const connections: Socket[] = [];
/** The servers (by source file) that were handed a taken port. */
const tricked = new Set<string>();

jest.mock('../src/net', () => {
  const actual = jest.requireActual<typeof import('../src/net')>('../src/net');
  return {
    ...actual,
    freePort: async () => {
      const caller = /src\/([\w/]+)\.ts/.exec(new Error().stack?.split('\n')[2] ?? '')?.[1];
      if (caller === undefined || tricked.has(caller)) return actual.freePort();
      tricked.add(caller);
      // A port that another process holds, as if it had taken it a moment after the check.
      // It accepts connections and never answers, as a server of another protocol might.
      const server = createServer((socket) => connections.push(socket));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      taken.push(server);
      const address = server.address();
      if (address === null || typeof address === 'string') throw new Error('no TCP address');
      return address.port;
    },
  };
});

let stack: Stack;

beforeAll(async () => {
  stack = await startConfiguredStack({
    auth: { rateLimit: { signInSignUps: 10_000, emailSent: 10_000, tokenVerifications: 10_000 } },
  });
}, 120_000);

afterAll(async () => {
  await stack?.stop();
  for (const socket of connections) socket.destroy();
  await Promise.all(taken.map((server) => new Promise((resolve) => server.close(resolve))));
});

it('starts every server on another port when the one it was handed is taken, and works', async () => {
  // On PostgreSQL (DATABASE_URL) the stack starts no database of its own.
  const servers = ['mail/inbox', 'postgrest', ...(process.env.DATABASE_URL ? [] : ['db/embedded'])];
  expect([...tricked].sort()).toEqual(servers.sort());
  // The database and PostgREST answer through the gateway, and the inbox receives auth's mail.
  const client = clientFor(stack);
  const email = uniqueEmail('ports');
  const { error } = await client.auth.signUp({ email, password: 'Passw0rd!' });
  expect(error).toBeNull();
  if (stack.inboxUrl === null) throw new Error('the stack started without its inbox');
  const mail = await waitForMail(stack.inboxUrl, email);
  expect(mail.subject).toBe('Confirm your email for Pitch In');
  const { error: readError } = await client.from('notes').select('id').limit(1);
  expect(readError).toBeNull();
});
