// The local mail catcher, as `supabase start` runs Inbucket: MailDev from npm, in a child process
// of its own (it is a singleton per process and exits on SIGTERM itself), with SMTP for the auth
// service and a web inbox plus its HTTP API (`GET /email`) for people and tests. It dies with the
// stack (setpriv --pdeathsig) and keeps mails in a throwaway folder.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, portInUse } from '../net';
import { Supervised } from '../supervisor';

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
  const host = options.host.includes(':') ? `[${options.host}]` : options.host;
  const url = `http://${host}:${port}`;
  const maildev = new Supervised({
    name: 'mail inbox',
    launch: () => ({
      binary: process.execPath,
      args: [
        require.resolve('maildev/bin/maildev'),
        ...['--web', String(port), '--smtp', String(smtpPort), '--ip', options.host],
        ...['--mail-directory', mailDirectory, '--silent'],
      ],
    }),
    // Ours only while our MailDev runs: the supervisor asks only while its child is alive.
    ready: () => answers(`${url}/email`),
    restartStepMs: null,
    stopSignal: 'SIGTERM',
    stopDeadlineMs: 3_000,
    log: options.log,
  });
  const stop = async () => {
    await maildev.stop();
    rmSync(mailDirectory, { recursive: true, force: true });
  };
  try {
    await maildev.start(READY_TIMEOUT_MS);
  } catch {
    await stop();
    const message = `The mail inbox did not start on ${url}: ${maildev.output.trim()}`;
    throw /EADDRINUSE/.test(maildev.output) ? new InboxPortTaken(message) : new Error(message);
  }
  return { url, smtpPort, stop };
}
