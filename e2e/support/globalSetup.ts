import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startBackend } from './backend';
import { REPO_ROOT, SERVERS, startServer, stopAllServers, urlOf, type ServerName } from './servers';

function npm(args: string[]) {
  execFileSync('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
}

/**
 * Builds the production bundles (E2E_SKIP_BUILD=1 reuses the last ones while iterating), starts the
 * real local Supabase stack in memory, points the shell's run-time configuration at it and at the
 * remotes' ports exactly as a deployment would, and serves every build statically. Returns the
 * teardown that stops all of it.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    npm(['run', 'build', '-w', 'volunteer-app', '-w', 'organisation-app', '-w', 'shell']);
    npm(['run', 'build:gallery', '-w', 'shared-ui']);
  }

  const backend = await startBackend();
  // Tests run in worker processes, which inherit the environment set here.
  process.env.E2E_SUPABASE_URL = backend.apiUrl;
  process.env.E2E_SUPABASE_ANON_KEY = backend.anonKey;
  process.env.E2E_INBOX_URL = backend.inboxUrl;
  process.env.E2E_SUPABASE_SERVICE_ROLE_KEY = backend.serviceRoleKey;

  const config = {
    supabaseUrl: backend.apiUrl,
    supabaseAnonKey: backend.anonKey,
    remotes: {
      volunteer: `${urlOf('volunteer')}/mf-manifest.json`,
      organisation: `${urlOf('organisation')}/mf-manifest.json`,
    },
  };
  writeFileSync(join(REPO_ROOT, SERVERS.shell.dir, 'portal-config.json'), JSON.stringify(config));
  // Each remote reads the same file when it runs on its own; inside the portal it is unused.
  const standaloneConfig = JSON.stringify({ ...config, remotes: {} });
  for (const remote of ['volunteer', 'organisation'] as const) {
    writeFileSync(join(REPO_ROOT, SERVERS[remote].dir, 'portal-config.json'), standaloneConfig);
  }

  await stopAllServers();
  for (const name of Object.keys(SERVERS) as ServerName[]) await startServer(name);
  return async () => {
    await stopAllServers();
    await backend.stop();
  };
}
