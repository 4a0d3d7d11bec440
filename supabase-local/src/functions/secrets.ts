// The environment every Edge Function gets, as on hosted: SUPABASE_URL, SUPABASE_ANON_KEY,
// SUPABASE_SERVICE_ROLE_KEY and SUPABASE_DB_URL from the project, then the project's secrets. On
// hosted those are set with `supabase secrets set`; locally they come from `[edge_runtime.secrets]`
// in config.toml and `supabase/functions/.env` (git-ignored), which the Supabase CLI reads too.
//
// So that `npm start` needs no setup, the secrets the project's functions cannot run without and
// that must outlive a restart are generated once per data folder when neither place sets them: the
// VAPID key pair push is signed with (browsers' subscriptions are bound to the public key) and the
// key of the mails' unsubscribe links (UNSUBSCRIBE_SECRET). Mail goes to the stack's own inbox
// (SMTP_HOST, SMTP_PORT) and its links to auth's site_url (SITE_URL) unless they are set.
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseEnv } from 'node:util';

export interface ProjectSecrets {
  apiUrl: string;
  anonKey: string;
  serviceRoleKey: string;
  dbUrl: string;
  /** `[edge_runtime.secrets]` of config.toml, `env(...)` already resolved. */
  configured: Record<string, string>;
  /** Folder of supabase/functions/.env. */
  functionsDir: string;
  /** Where the generated secrets are kept; null for an in-memory stack (fresh ones each start). */
  dataDir: string | null;
  /** The stack's inbox's SMTP server; null when it runs without one. */
  inboxSmtp: { host: string; port: number } | null;
  /** auth's site_url. */
  siteUrl: string;
}

interface KeyPair {
  publicKey: string;
  privateKey: string;
}

/** A P-256 pair in Web Push's encoding: the uncompressed public point and the private scalar, base64url. */
function generateVapidPair(): KeyPair {
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.x || !jwk.y || !jwk.d) throw new Error('P-256 key without coordinates');
  const point = Buffer.concat([
    Buffer.from([0x04]),
    Buffer.from(jwk.x, 'base64url'),
    Buffer.from(jwk.y, 'base64url'),
  ]);
  return { publicKey: point.toString('base64url'), privateKey: jwk.d };
}

function isKeyPair(value: unknown): value is KeyPair {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
    typeof (value as { privateKey?: unknown }).privateKey === 'string'
  );
}

/** The data folder's pair (vapid.json, kept from the stack's earlier push sender), made once. */
function storedVapidPair(dataDir: string | null): KeyPair {
  const file = dataDir === null ? null : join(dataDir, 'vapid.json');
  if (file !== null && existsSync(file)) {
    try {
      const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (isKeyPair(stored)) return stored;
    } catch {
      // Unreadable: replaced below.
    }
  }
  const generated = generateVapidPair();
  if (file !== null && dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  }
  return generated;
}

/** The data folder's unsubscribe key, made once. */
function storedUnsubscribeSecret(dataDir: string | null): string {
  const file = dataDir === null ? null : join(dataDir, 'unsubscribe-secret');
  if (file !== null && existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const generated = randomBytes(32).toString('base64url');
  if (file !== null && dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, generated, { mode: 0o600 });
  }
  return generated;
}

function dotEnv(functionsDir: string): Record<string, string> {
  const file = join(functionsDir, '.env');
  if (!existsSync(file)) return {};
  return Object.fromEntries(
    Object.entries(parseEnv(readFileSync(file, 'utf8'))).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

export function functionEnvironment(project: ProjectSecrets): Record<string, string> {
  const secrets = { ...project.configured, ...dotEnv(project.functionsDir) };
  if (!secrets.VAPID_PUBLIC_KEY || !secrets.VAPID_PRIVATE_KEY) {
    const pair = storedVapidPair(project.dataDir);
    secrets.VAPID_PUBLIC_KEY = pair.publicKey;
    secrets.VAPID_PRIVATE_KEY = pair.privateKey;
  }
  secrets.UNSUBSCRIBE_SECRET ||= storedUnsubscribeSecret(project.dataDir);
  secrets.SITE_URL ||= project.siteUrl;
  if (!secrets.SMTP_HOST && project.inboxSmtp) {
    secrets.SMTP_HOST = project.inboxSmtp.host;
    secrets.SMTP_PORT = String(project.inboxSmtp.port);
  }
  return {
    ...secrets,
    // Hosted sets these itself and refuses secrets named SUPABASE_*: they always win.
    SUPABASE_URL: project.apiUrl,
    SUPABASE_ANON_KEY: project.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: project.serviceRoleKey,
    SUPABASE_DB_URL: project.dbUrl,
  };
}
