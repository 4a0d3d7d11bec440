export type RemoteName = 'volunteer' | 'organisation';

/** What `/portal-config.json` holds: written at build time, replaceable per deployment. */
export interface PortalConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
  /**
   * Public VAPID key for push subscriptions (SPEC §7); without it the portal asks the backend's
   * push-public-key function, and push stays off when that has none either.
   */
  vapidPublicKey?: string;
  /**
   * Where the save-subscription Edge Function is served; default
   * `<supabaseUrl>/functions/v1/save-subscription`, as on a hosted project.
   */
  pushSubscriptionUrl?: string;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function nonEmptyString(record: Record<string, unknown>, key: string, where: string): string {
  const value = record[key];
  if (typeof value !== 'string' || value === '') {
    throw new Error(`portal-config.json: "${where}${key}" must be a non-empty string.`);
  }
  return value;
}

export function parsePortalConfig(raw: unknown): PortalConfig {
  if (!isRecord(raw) || !isRecord(raw.remotes)) {
    throw new Error('portal-config.json: expected an object with a "remotes" object.');
  }
  return {
    supabaseUrl: nonEmptyString(raw, 'supabaseUrl', ''),
    supabaseAnonKey: nonEmptyString(raw, 'supabaseAnonKey', ''),
    remotes: {
      volunteer: nonEmptyString(raw.remotes, 'volunteer', 'remotes.'),
      organisation: nonEmptyString(raw.remotes, 'organisation', 'remotes.'),
    },
    ...(typeof raw.vapidPublicKey === 'string' && raw.vapidPublicKey !== ''
      ? { vapidPublicKey: raw.vapidPublicKey }
      : {}),
    ...(typeof raw.pushSubscriptionUrl === 'string' && raw.pushSubscriptionUrl !== ''
      ? { pushSubscriptionUrl: raw.pushSubscriptionUrl }
      : {}),
  };
}

/**
 * The deployment's configuration. Fetched the default way: its host serves it `no-cache` with an
 * ETag (README), so every load revalidates it (a 304 when unchanged) and a preload of it is used.
 */
export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/portal-config.json');
  if (!response.ok) {
    throw new Error(`portal-config.json could not be loaded (HTTP ${response.status}).`);
  }
  return parsePortalConfig(await response.json());
}
