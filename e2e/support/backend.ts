import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { REPO_ROOT } from './servers';

export interface Backend {
  apiUrl: string;
  anonKey: string;
  /** For checks of what the database holds, past row-level security. */
  serviceRoleKey: string;
  /** The local mail inbox (MailDev: web UI and `GET /email`). */
  inboxUrl: string;
  stop: () => Promise<void>;
}

const READY_TIMEOUT_MS = 180_000;

function stopGroup(child: ChildProcess): Promise<void> {
  return new Promise((stopped) => {
    if (child.pid === undefined || child.exitCode !== null) {
      stopped();
      return;
    }
    child.once('exit', () => stopped());
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      stopped();
    }
  });
}

export interface BackendOptions {
  /**
   * Without the demo seed (false): for journeys that need a portal with no data at all; or the path
   * of another seed file, e.g. the demo seed with the bench data.
   */
  seed?: boolean | string;
}

/**
 * The real local Supabase stack, in memory (with the demo seed unless told otherwise), on a port
 * the system picks (browsers refuse some fixed ones): the journeys talk to PostgREST, auth and the
 * database exactly as the portal does in production.
 */
export function startBackend({ seed = true }: BackendOptions = {}): Promise<Backend> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        ...['run', 'start', '-w', 'supabase', '--silent', '--'],
        ...[
          '--port',
          '0',
          '--memory',
          '--json',
          '--no-rate-limits',
          ...(seed === true ? [] : seed === false ? ['--no-seed'] : ['--seed', seed]),
        ],
      ],
      { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const { stdout } = child;
    if (stdout === null) throw new Error('The stack was started without a stdout pipe.');
    const timer = setTimeout(() => {
      void stopGroup(child);
      reject(new Error('The local Supabase stack did not report ready in time.'));
    }, READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local Supabase stack exited early (code ${code}).`));
    });
    createInterface({ input: stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const status = JSON.parse(line) as {
        api_url?: unknown;
        anon_key?: unknown;
        inbox_url?: unknown;
        service_role_key?: unknown;
      };
      if (typeof status.api_url !== 'string' || typeof status.anon_key !== 'string') return;
      clearTimeout(timer);
      resolve({
        apiUrl: status.api_url,
        anonKey: status.anon_key,
        serviceRoleKey: typeof status.service_role_key === 'string' ? status.service_role_key : '',
        inboxUrl: typeof status.inbox_url === 'string' ? status.inbox_url : '',
        stop: () => stopGroup(child),
      });
    });
  });
}
