// The local mail catcher, as `supabase start` runs Inbucket: MailDev from npm, in a child process
// of its own (it is a singleton per process and exits on SIGTERM itself), with SMTP for the auth
// service and a web inbox plus its HTTP API (`GET /email`) for people and tests. It dies with the
// stack (setpriv --pdeathsig) and keeps mails in a throwaway folder.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, portInUse } from '../net';
import { withPrivileges } from '../process';

export interface Inbox {
  /** The web inbox and its API, e.g. http://127.0.0.1:54324. */
  url: string;
  smtpPort: number;
  stop(): Promise<void>;
}

export interface InboxOptions {
  /** 0: any free port. */
  port: number;
  smtpPort: number;
  host: string;
  log: (message: string, ...details: unknown[]) => void;
}

const READY_TIMEOUT_MS = 15_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(1_000) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/** Raised when another process holds one of the inbox's ports; the message names that port. */
export class InboxPortTaken extends Error {}

// A port found free a moment ago can be taken by any outgoing connection before MailDev binds
// it: ports chosen here are chosen afresh, a few times, when that happens.
export async function startInbox(options: InboxOptions): Promise<Inbox> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startInboxOnce(options);
    } catch (error) {
      // A port the caller fixed stays taken: only ports chosen here are chosen again.
      const chosenHere = options.port === 0 && options.smtpPort === 0;
      if (!(error instanceof InboxPortTaken) || !chosenHere || attempt >= 5) throw error;
      options.log(`mail inbox: ${error.message}; trying other ports`);
    }
  }
}

async function startInboxOnce(options: InboxOptions): Promise<Inbox> {
  const port = options.port || (await freePort());
  let smtpPort = options.smtpPort || (await freePort());
  while (!options.smtpPort && smtpPort === port) smtpPort = await freePort();
  // Another stack's inbox on these ports would answer the readiness check below in this one's
  // place: a port already held is refused here, by its number.
  for (const [name, taken] of [
    ['web', port],
    ['SMTP', smtpPort],
  ] as const) {
    if (await portInUse(options.host, taken)) {
      throw new InboxPortTaken(
        `the mail inbox's ${name} port ${taken} on ${options.host} is in use by another process`,
      );
    }
  }
  const mailDirectory = mkdtempSync(join(tmpdir(), 'stack-inbox-'));
  const binary = process.execPath;
  const command = withPrivileges(
    binary,
    [
      require.resolve('maildev/bin/maildev'),
      ...['--web', String(port), '--smtp', String(smtpPort), '--ip', options.host],
      ...['--mail-directory', mailDirectory, '--silent'],
    ],
    null,
    'SIGTERM',
  );
  const child = spawn(command.file, command.args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString('utf8')).slice(-2_000);
  });
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited(child);
    rmSync(mailDirectory, { recursive: true, force: true });
  };
  const deadline = Date.now() + READY_TIMEOUT_MS;
  // Ours only while our MailDev runs: one that exited (a port taken after the check) did not answer.
  while (!(await answers(`${url}/email`)) || child.exitCode !== null) {
    if (child.exitCode !== null || Date.now() > deadline) {
      await stop();
      const message = `The mail inbox did not start on ${url}: ${stderr.trim()}`;
      throw /EADDRINUSE/.test(stderr) ? new InboxPortTaken(message) : new Error(message);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.once('exit', (code, signal) => {
    options.log(`mail inbox exited (${code ?? signal})`);
  });
  return { url, smtpPort, stop };
}
