// Starts the supabase package's local stack (`npm run start -w supabase -- --json`) and resolves
// with the one JSON status line it prints once it is ready: the API URL, the keys, the demo logins
// and the mail inbox. Used by `npm start` and by `npm run bench` for the signed-in screens.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const BACKEND_TIMEOUT_MS = 180_000;

/**
 * @typedef {{ api_url: string, anon_key: string, publishable_key?: string,
 *   demo_logins?: Record<string, { email: string, password: string }>, inbox_url?: string }} BackendStatus
 */

/**
 * @param {{ root: string, port?: string, log: (line: string) => void,
 *   onExit: (ready: boolean, why: string) => void }} options
 * @returns {{ child: import('node:child_process').ChildProcess, ready: Promise<BackendStatus> }}
 */
export function startLocalBackend({ root, port, log, onExit }) {
  const portArgs = port === undefined ? [] : ['--port', port];
  const args = ['run', 'start', '-w', 'supabase', '--silent', '--', '--json', ...portArgs];
  // Its own process group, so stopping it also stops what npm started underneath.
  const child = spawn('npm', args, {
    cwd: root,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ready = false;
  const status = new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The local Supabase stack did not report ready in time.')),
      BACKEND_TIMEOUT_MS,
    );
    createInterface({ input: child.stderr }).on('line', (line) => {
      if (!line.startsWith('npm warn')) log(line);
    });
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (!ready && line.trim().startsWith('{')) {
        try {
          const parsed = JSON.parse(line);
          if (typeof parsed.api_url === 'string' && typeof parsed.anon_key === 'string') {
            ready = true;
            clearTimeout(timer);
            resolve(parsed);
            return;
          }
        } catch {
          // Not the status line; print it like any other.
        }
      }
      log(line);
    });
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      const why = String(signal ?? code);
      if (!ready) reject(new Error(`The local Supabase stack exited (${why}).`));
      onExit(ready, why);
    });
  });
  return { child, ready: status };
}

/** Stops a process started in its own group, with everything under it. */
export function stopGroup(child) {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}
