// Two stacks side by side, each started with an explicit port as `npm start` and an e2e run are
// (issue #47): config.toml's inbox ports can serve only one of them. The second gets an inbox of
// its own on free ports, and each stack's mail lands in its own inbox, never the other's.
import { freePort } from '../src/net';
import type { Stack } from '../src/stack';
import { mailsTo, waitForMail } from './inbox';
import { clientFor, startConfiguredStack, uniqueEmail } from './stack-harness';

jest.setTimeout(180_000);

const stacks: Stack[] = [];

afterAll(async () => {
  await Promise.all(stacks.map((stack) => stack.stop()));
});

it('two stacks with explicit ports each mail to an inbox of their own', async () => {
  for (let index = 0; index < 2; index += 1) {
    stacks.push(await startConfiguredStack({ port: await freePort() }));
  }
  const [first, second] = stacks as [Stack, Stack];
  expect(first.inboxUrl).not.toBeNull();
  expect(second.inboxUrl).not.toBeNull();
  expect(second.inboxUrl).not.toBe(first.inboxUrl);

  const email = uniqueEmail('second-stack');
  const { error } = await clientFor(second).auth.signUp({ email, password: 'Passw0rd!' });
  expect(error).toBeNull();
  await waitForMail(second.inboxUrl ?? '', email);
  expect(await mailsTo(first.inboxUrl ?? '', email)).toEqual([]);

  // Both inboxes are alive: the first still answers with its own mail.
  const other = uniqueEmail('first-stack');
  await clientFor(first).auth.signUp({ email: other, password: 'Passw0rd!' });
  await waitForMail(first.inboxUrl ?? '', other);
});
