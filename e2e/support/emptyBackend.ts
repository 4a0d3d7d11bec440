import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import type { Page } from '@playwright/test';
import type { Backend } from './backend';
import { REPO_ROOT } from './servers';

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

/**
 * A second real local Supabase stack, in memory and without the demo seed: the journeys that need
 * a portal with no data at all (an empty leaderboard) run against it.
 */
export function startEmptyBackend(): Promise<Backend> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      'npm',
      [
        ...['run', 'start', '-w', 'supabase', '--silent', '--'],
        // A port the system picks (browsers refuse some fixed ones, 4190 among them).
        ...['--port', '0', '--memory', '--no-seed', '--json'],
      ],
      { cwd: REPO_ROOT, detached: true, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    const { stdout } = child;
    if (stdout === null) throw new Error('The empty stack was started without a stdout pipe.');
    const timer = setTimeout(() => {
      void stopGroup(child);
      reject(new Error('The empty Supabase stack did not report ready in time.'));
    }, READY_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The empty Supabase stack exited early (code ${code}).`));
    });
    createInterface({ input: stdout }).on('line', (line) => {
      if (!line.startsWith('{')) return;
      const status = JSON.parse(line) as { api_url?: unknown; anon_key?: unknown };
      if (typeof status.api_url !== 'string' || typeof status.anon_key !== 'string') return;
      clearTimeout(timer);
      resolve({ apiUrl: status.api_url, anonKey: status.anon_key, stop: () => stopGroup(child) });
    });
  });
}

/**
 * Points the portal in this page at another backend: the shell's run-time configuration is served
 * with that backend's address and key, everything else in it as deployed.
 */
export async function usePortalBackend(page: Page, backend: Pick<Backend, 'apiUrl' | 'anonKey'>) {
  await page.route('**/portal-config.json', async (route) => {
    const deployed = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: { ...deployed, supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
    });
  });
}
