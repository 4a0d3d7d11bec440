#!/usr/bin/env node
// `npm start`: the local Supabase stack (when the supabase package offers a `start` script), then the
// shell and both remotes as webpack dev servers on 3000, 3001 and 3002. Ctrl-C stops everything.
// SUPABASE_PORT picks the stack's port (default 54321; 0 lets the system choose a free one).
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startLocalBackend, stopGroup } from './lib/localBackend.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DEV_SERVER_TIMEOUT_MS = 300_000;
const APPS = [
  { workspace: 'volunteer-app', label: 'volunteer', port: 3001 },
  { workspace: 'organisation-app', label: 'organisation', port: 3002 },
  { workspace: 'shell', label: 'shell', port: 3000 },
];

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
let stopping = false;

function run(label, args, env = process.env) {
  // Its own process group, so stopping it also stops what npm started underneath.
  const child = spawn('npm', args, {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const prefix = `[${label}]`;
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (!line.startsWith('npm warn')) console.log(`${prefix} ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`${prefix} stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
    stop(1);
  });
  return child;
}

function stop(exitCode) {
  if (stopping) return;
  stopping = true;
  for (const child of children) stopGroup(child);
  setTimeout(() => process.exit(exitCode), 1_000).unref();
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

function hasStartScript(workspace) {
  const pkg = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
  return typeof pkg.scripts?.start === 'string';
}

/** Starts the local stack and resolves with the status it prints once it is ready. */
function startBackend() {
  const { child, ready } = startLocalBackend({
    root: ROOT,
    port: process.env.SUPABASE_PORT || undefined,
    log: (line) => console.log(`[supabase] ${line}`),
    onExit: (wasReady) => {
      if (wasReady && !stopping) {
        console.error('[supabase] stopped unexpectedly.');
        stop(1);
      }
    },
  });
  children.push(child);
  return ready;
}

async function answers(port) {
  try {
    const response = await fetch(`http://localhost:${port}/`, {
      signal: AbortSignal.timeout(2_000),
    });
    return response.ok;
  } catch {
    return false;
  }
}

async function waitForPort(port) {
  const deadline = Date.now() + DEV_SERVER_TIMEOUT_MS;
  while (!(await answers(port))) {
    if (stopping) return;
    if (Date.now() > deadline) throw new Error(`Nothing answered on port ${port} in time.`);
    await new Promise((done) => setTimeout(done, 500));
  }
}

/** @type {Record<string, { email: string; password: string }>} */
let demoLogins = {};
let inboxUrl = null;

async function main() {
  const env = { ...process.env };
  if (hasStartScript('supabase')) {
    console.log('Starting the local Supabase stack…');
    const backend = await startBackend();
    env.SUPABASE_URL = backend.api_url;
    env.SUPABASE_ANON_KEY = backend.anon_key;
    // The apps' builds prefer it, as a new hosted project's apps use it.
    if (typeof backend.publishable_key === 'string') {
      env.SUPABASE_PUBLISHABLE_KEY = backend.publishable_key;
    }
    demoLogins = backend.demo_logins ?? {};
    inboxUrl = backend.inbox_url ?? null;
    console.log(`Supabase API on ${backend.api_url}`);
  } else {
    console.log('The supabase package has no start script yet: the apps use the local defaults.');
  }
  for (const app of APPS) run(app.label, ['run', 'start', '-w', app.workspace], env);
  await Promise.all(APPS.map((app) => waitForPort(app.port)));
  if (stopping) return;
  console.log('\nOpen http://localhost:3000');
  // The seed's demo accounts, as the stack reports them (supabase-local/src/demo-logins.ts).
  for (const [role, login] of Object.entries(demoLogins)) {
    console.log(`  ${role.padEnd(12)} ${login.email} / ${login.password}`);
  }
  // Sign-up and password-reset mails land here (e-mail confirmation is on: supabase/config.toml).
  if (inboxUrl) console.log(`Mail inbox: ${inboxUrl}`);
  console.log('(Ctrl-C stops everything.)');
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  stop(1);
});
