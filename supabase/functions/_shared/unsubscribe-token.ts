// The one-click unsubscribe link of every notification mail: a token that names one person and one
// notification kind, signed (HS256, jose) with the UNSUBSCRIBE_SECRET function secret. Nobody can
// make one for another person or another kind, and it needs no sign-in. It does not expire: a mail
// read a year later still unsubscribes.
import { jwtVerify, SignJWT } from 'npm:jose@6.2.18';

const AUDIENCE = 'notification-unsubscribe';

function key(secret: string): Uint8Array {
  if (secret.length < 32) throw new Error('UNSUBSCRIBE_SECRET must be at least 32 characters');
  return new TextEncoder().encode(secret);
}

export interface Unsubscribe {
  userId: string;
  kind: string;
}

export function signUnsubscribe(secret: string, { userId, kind }: Unsubscribe): Promise<string> {
  return new SignJWT({ kind })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setAudience(AUDIENCE)
    .sign(key(secret));
}

/** The person and kind a token names, or null when it is not one of ours. */
export async function readUnsubscribe(secret: string, token: string): Promise<Unsubscribe | null> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      algorithms: ['HS256'],
      audience: AUDIENCE,
    });
    if (typeof payload.sub !== 'string' || typeof payload.kind !== 'string') return null;
    return { userId: payload.sub, kind: payload.kind };
  } catch {
    return null;
  }
}
