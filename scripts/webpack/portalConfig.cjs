// The run-time configuration every app fetches at boot (`/portal-config.json`). It is written at
// build time from environment variables with local defaults; a deployment replaces the file to point
// an already built app at another backend or at a redeployed remote, without rebuilding.
const { existsSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';
/** What a running local stack (`npm start`, `npm run start -w supabase`) leaves in its data folder. */
const LOCAL_STACK_STATE = join(__dirname, '..', '..', 'supabase', '.data', 'stack.json');

/**
 * The local stack generates its keys per data folder, so there is no fixed local key: without a
 * key in the environment the running local stack's are used, its publishable key when it has one
 * (as a new hosted project does), else its legacy anon key.
 */
function localStack() {
  if (!existsSync(LOCAL_STACK_STATE)) return null;
  try {
    const state = JSON.parse(readFileSync(LOCAL_STACK_STATE, 'utf8'));
    if (typeof state.api_url !== 'string') return null;
    const key =
      typeof state.publishable_key === 'string' &&
      state.publishable_key.startsWith('sb_publishable_')
        ? state.publishable_key
        : state.anon_key;
    return typeof key === 'string' ? { apiUrl: state.api_url, key } : null;
  } catch {
    return null;
  }
}

/** The browser's key from the environment: the publishable key first, else the legacy anon key. */
function keyFromEnv() {
  return process.env.SUPABASE_PUBLISHABLE_KEY || process.env.SUPABASE_ANON_KEY || '';
}

const REMOTE_ENV = {
  volunteer: { env: 'VOLUNTEER_REMOTE_URL', local: 'http://localhost:3001/mf-manifest.json' },
  organisation: { env: 'ORGANISATION_REMOTE_URL', local: 'http://localhost:3002/mf-manifest.json' },
};

/** @param {{ withRemotes: boolean }} options */
function portalConfigFromEnv({ withRemotes }) {
  const local = keyFromEnv() ? null : localStack();
  const config = {
    supabaseUrl: process.env.SUPABASE_URL || local?.apiUrl || LOCAL_SUPABASE_URL,
    // Named for the legacy key; a publishable key (sb_publishable_…) goes in the same place.
    supabaseAnonKey: keyFromEnv() || local?.key || '',
    remotes: {},
  };
  if (!config.supabaseAnonKey) {
    console.warn(
      'portal-config.json: no SUPABASE_PUBLISHABLE_KEY or SUPABASE_ANON_KEY and no running local stack; the apps will have no API key.',
    );
  }
  if (withRemotes) {
    for (const [name, { env, local }] of Object.entries(REMOTE_ENV)) {
      config.remotes[name] = process.env[env] || local;
    }
    // Push (SPEC §7): a hosted project's VAPID public key (a function secret) and, when the
    // save-subscription function is not at <supabaseUrl>/functions/v1/save-subscription, its URL.
    if (process.env.VAPID_PUBLIC_KEY) config.vapidPublicKey = process.env.VAPID_PUBLIC_KEY;
    if (process.env.PUSH_SUBSCRIPTION_URL) {
      config.pushSubscriptionUrl = process.env.PUSH_SUBSCRIPTION_URL;
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
