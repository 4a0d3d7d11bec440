// The VAPID key pair the stack signs pushes with: from VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY when set,
// else generated once and kept in the data folder, so browsers' subscriptions outlive a restart.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** Who the push services may contact about this sender (RFC 8292). */
  subject: string;
}

const DEFAULT_SUBJECT = 'mailto:push@volunteering.local';

function isKeyPair(value: unknown): value is { publicKey: string; privateKey: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { publicKey?: unknown }).publicKey === 'string' &&
    typeof (value as { privateKey?: unknown }).privateKey === 'string'
  );
}

function storedPair(file: string): { publicKey: string; privateKey: string } | null {
  if (!existsSync(file)) return null;
  try {
    const stored: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return isKeyPair(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function loadVapidKeys(
  dataDir: string | null,
  env: NodeJS.ProcessEnv = process.env,
): VapidKeys {
  const subject = env.VAPID_SUBJECT || DEFAULT_SUBJECT;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  const file = dataDir === null ? null : join(dataDir, 'vapid.json');
  const stored = file === null ? null : storedPair(file);
  if (stored !== null) return { ...stored, subject };
  const generated = webpush.generateVAPIDKeys();
  if (file !== null && dataDir !== null) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(generated), { mode: 0o600 });
  }
  return { ...generated, subject };
}
