export type RemoteName = 'volunteer' | 'organisation';

/** What `/portal-config.json` holds: written at build time, replaceable per deployment. */
export interface PortalConfig {
  supabaseUrl: string;
  supabaseAnonKey: string;
  remotes: Record<RemoteName, string>;
  /** Public VAPID key for push subscriptions (SPEC §7); push stays off without it. */
  vapidPublicKey?: string;
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
  };
}

export async function loadPortalConfig(): Promise<PortalConfig> {
  const response = await fetch('/portal-config.json', { cache: 'no-store' });
  if (!response.ok) {
    throw new Error(`portal-config.json could not be loaded (HTTP ${response.status}).`);
  }
  return parsePortalConfig(await response.json());
}
