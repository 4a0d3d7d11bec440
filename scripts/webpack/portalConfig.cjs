// The run-time configuration every app fetches at boot (`/portal-config.json`). It is written at
// build time from environment variables with local defaults; a deployment replaces the file to point
// an already built app at another backend or at a redeployed remote, without rebuilding.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** What a running local stack (`npm start`, `npm run start -w supabase`) leaves in its data folder. */
const LOCAL_STACK_STATE = join(__dirname, '..', '..', 'supabase', '.data', 'stack.json');

/**
 * The local stack signs its keys with a secret generated per data folder, so there is no fixed
 * local key: without SUPABASE_URL and SUPABASE_ANON_KEY the running local stack's are used.
 */
function localStack() {
  if (!existsSync(LOCAL_STACK_STATE)) return null;
  try {
    const state = JSON.parse(readFileSync(LOCAL_STACK_STATE, 'utf8'));
    return typeof state.api_url === 'string' && typeof state.anon_key === 'string' ? state : null;
  } catch {
    return null;
  }
}

const REMOTE_ENV = {
  volunteer: { env: 'VOLUNTEER_REMOTE_URL', local: 'http://localhost:3001/mf-manifest.json' },
  organisation: { env: 'ORGANISATION_REMOTE_URL', local: 'http://localhost:3002/mf-manifest.json' },
};

/** @param {{ withRemotes: boolean }} options */
function portalConfigFromEnv({ withRemotes }) {
  const local = process.env.SUPABASE_ANON_KEY ? null : localStack();
  const config = {
    supabaseUrl: process.env.SUPABASE_URL || local?.api_url || LOCAL_SUPABASE_URL,
    supabaseAnonKey: process.env.SUPABASE_ANON_KEY || local?.anon_key || '',
    remotes: {},
  };
  if (!config.supabaseAnonKey) {
    console.warn(
      'portal-config.json: no SUPABASE_ANON_KEY and no running local stack; the apps will have no API key.',
    );
  }
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
