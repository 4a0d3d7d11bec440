import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const REPO_ROOT = resolve(__dirname, '..', '..');

/** The production builds the journeys run against, each on its own static server. */
export const SERVERS = {
  shell: { dir: 'shell/dist', port: 4000, spa: true },
  // A remote's own index.html is its standalone start; deep links fall back to it like the shell's.
  volunteer: { dir: 'volunteer-app/dist', port: 4001, spa: true },
  organisation: { dir: 'organisation-app/dist', port: 4002, spa: true },
  gallery: { dir: 'shared-ui/dist/gallery', port: 4100, spa: false },
} as const;

export type ServerName = keyof typeof SERVERS;

export const urlOf = (name: ServerName) => `http://localhost:${SERVERS[name].port}`;

// The global setup and the tests run in different processes; the pids of the servers live in a file
// so a test can stop and restart a remote and the teardown can stop whatever is running at the end.
const STATE_FILE = join(tmpdir(), 'portal-e2e-servers.json');
const SERVE_SCRIPT = join(REPO_ROOT, 'scripts', 'serve-static.mjs');

type State = Partial<Record<ServerName, number>>;

function readState(): State {
  if (!existsSync(STATE_FILE)) return {};
  try {
    return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as State;
  } catch {
    return {};
  }
}

function writeState(state: State) {
  writeFileSync(STATE_FILE, JSON.stringify(state));
}

async function answers(port: number): Promise<boolean> {
  try {
    await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(1_000) });
    return true;
  } catch {
    return false;
  }
}

async function waitFor(condition: () => Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting until ${what}.`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function startServer(name: ServerName): Promise<void> {
  const { dir, port, spa } = SERVERS[name];
  if (await answers(port)) throw new Error(`Port ${port} for ${name} is already in use.`);
  const child = spawn(
    process.execPath,
    [SERVE_SCRIPT, join(REPO_ROOT, dir), String(port), ...(spa ? ['--spa'] : [])],
    { stdio: 'ignore', detached: true },
  );
  child.unref();
  if (child.pid === undefined) throw new Error(`Could not start the ${name} server.`);
  writeState({ ...readState(), [name]: child.pid });
  await waitFor(() => answers(port), `${name} answers on ${port}`);
}

export async function stopServer(name: ServerName): Promise<void> {
  const state = readState();
  const pid = state[name];
  if (pid !== undefined && isRunning(pid)) process.kill(pid, 'SIGTERM');
  delete state[name];
  writeState(state);
  await waitFor(async () => !(await answers(SERVERS[name].port)), `${name} has stopped`);
}

export async function stopAllServers(): Promise<void> {
  for (const name of Object.keys(readState()) as ServerName[]) await stopServer(name);
}

export async function isServerRunning(name: ServerName): Promise<boolean> {
  return answers(SERVERS[name].port);
}
