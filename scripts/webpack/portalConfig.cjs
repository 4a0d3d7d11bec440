// The run-time configuration every app fetches at boot (`/portal-config.json`). It is written at
// build time from environment variables with local defaults; a deployment replaces the file to point
// an already built app at another backend or at a redeployed remote, without rebuilding.
const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
// The Supabase CLI's well-known local demo anon key: public by design, valid only for a local stack.
const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

const REMOTE_ENV = {
  volunteer: { env: 'VOLUNTEER_REMOTE_URL', local: 'http://localhost:3001/mf-manifest.json' },
  organisation: { env: 'ORGANISATION_REMOTE_URL', local: 'http://localhost:3002/mf-manifest.json' },
};

/** @param {{ withRemotes: boolean }} options */
function portalConfigFromEnv({ withRemotes }) {
  const config = {
    supabaseUrl: process.env.SUPABASE_URL || LOCAL_SUPABASE_URL,
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY || LOCAL_SUPABASE_ANON_KEY,
    remotes: {},
  };
  if (withRemotes) {
    for (const [name, { env, local }] of Object.entries(REMOTE_ENV)) {
      config.remotes[name] = process.env[env] || local;
    }
  }
  return config;
}

/** Emits `portal-config.json` as a build asset, so the dev server serves it from memory too. */
class PortalConfigPlugin {
  /** @param {{ withRemotes: boolean }} options */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalConfigPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalConfigPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const json = `${JSON.stringify(portalConfigFromEnv(this.options), null, 2)}\n`;
          compilation.emitAsset('portal-config.json', new sources.RawSource(json));
        },
      );
    });
  }
}

module.exports = { PortalConfigPlugin, portalConfigFromEnv, REMOTE_ENV };
