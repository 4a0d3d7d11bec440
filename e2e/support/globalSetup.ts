import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT, SERVERS, startServer, stopAllServers, urlOf, type ServerName } from './servers';

function npm(args: string[]) {
  execFileSync('npm', args, { cwd: REPO_ROOT, stdio: 'inherit' });
}

/**
 * Builds the production bundles (set E2E_SKIP_BUILD=1 to reuse the last ones while iterating),
 * points the shell's run-time configuration at the remotes' ports exactly as a deployment would,
 * and serves every build statically. Returns the teardown that stops the servers.
 */
export default async function globalSetup() {
  if (process.env.E2E_SKIP_BUILD !== '1') {
    npm(['run', 'build', '-w', 'volunteer-app', '-w', 'organisation-app', '-w', 'shell']);
    npm(['run', 'build:gallery', '-w', 'shared-ui']);
  }
  const config = {
    supabaseUrl: process.env.SUPABASE_URL ?? 'http://127.0.0.1:54321',
    supabaseAnonKey:
      process.env.SUPABASE_ANON_KEY ??
      'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
    remotes: {
      volunteer: `${urlOf('volunteer')}/mf-manifest.json`,
      organisation: `${urlOf('organisation')}/mf-manifest.json`,
    },
  };
  writeFileSync(join(REPO_ROOT, SERVERS.shell.dir, 'portal-config.json'), JSON.stringify(config));

  await stopAllServers();
  for (const name of Object.keys(SERVERS) as ServerName[]) await startServer(name);
  return stopAllServers;
}
