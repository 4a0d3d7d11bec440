// Signing up (/signup) and signing in (/token: a password or a refresh token).
import { randomUUID } from 'node:crypto';
import { clientAddress, type AuthContext, type Routes } from './context';
import { AuthError, emailNotConfirmed, invalidCredentials } from './errors';
import { sendMail } from './mail-routes';
import { hashPassword, verifyPassword } from './passwords';
import { sessionJson, userJson } from './present';
import {
  hashable,
  jsonBody,
  normaliseEmail,
  plausibleEmail,
  record,
  strongPassword,
  text,
  validEmail,
} from './validation';

export function signInRoutes(ctx: AuthContext): Routes {
  const { store, jwt, config, issuer, confirmations, redirectFor } = ctx;
  const { signInsByAddress, signInsByEmail, refreshesByAddress, mailsByAddress } = ctx;
  return {
    async 'POST /signup'({ req, url, reply }) {
      signInsByAddress.hit(clientAddress(req));
      if (!config.enableSignup) {
        throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
      }
      const body = await jsonBody(req);
      const email = validEmail(body);
      const password = strongPassword(text(body, 'password'), config.minimumPasswordLength);
      const data = record(body, 'data') ?? {};
      if (!confirmations) {
        const grant = await store.signUp(email, await hashPassword(password), data);
        return reply(200, await sessionJson(grant, jwt, issuer()));
      }
      const redirectTo = redirectFor(url, body);
      const existing = await store.userByEmail(email);
      if (existing?.email_confirmed_at) {
        // GoTrue's answer for a taken, confirmed address: a look-alike user, so sign-up cannot
        // tell who has an account. Nothing is sent and nothing changes.
        const now = new Date();
        return reply(
          200,
          userJson({
            user: {
              ...existing,
              id: randomUUID(),
              email_confirmed_at: null,
              confirmed_at: null,
              last_sign_in_at: null,
              raw_app_meta_data: { provider: 'email', providers: ['email'] },
              raw_user_meta_data: data,
              created_at: now,
              updated_at: now,
            },
            identities: [],
          }),
        );
      }
      // Refused before anything is written: the mail this sign-up needs could not go out.
      mailsByAddress.hit(clientAddress(req));
      const passwordHash = await hashPassword(password);
      const user = existing
        ? // Not confirmed yet: the new password and details replace the unconfirmed ones.
          (await store.update(existing.id, { passwordHash, data })).user
        : (
            await store.createUser({
              email,
              passwordHash,
              userMetadata: data,
              appMetadata: {},
              confirmed: false,
            })
          ).user;
      try {
        await sendMail(ctx, req, user, 'signup', redirectTo, false);
      } catch (error) {
        // No account is left behind that its owner never heard of (GoTrue rolls back likewise).
        if (!existing) await store.deleteUser(user.id);
        throw error;
      }
      const fresh = await store.user(user.id);
      if (!fresh) throw new AuthError(404, 'user_not_found', 'User not found');
      return reply(200, userJson(fresh));
    },
    async 'POST /token'({ req, url, reply }) {
      const grantType = url.searchParams.get('grant_type');
      const body = await jsonBody(req);
      if (grantType === 'password') {
        signInsByAddress.hit(clientAddress(req));
        const email = normaliseEmail(text(body, 'email'));
        const password = text(body, 'password');
        // Nobody's email is that long or contains NUL: no need to ask the database.
        if (!email || !password || !plausibleEmail(email)) throw invalidCredentials();
        signInsByEmail.hit(email);
        // bcrypt would compare only the first 72 bytes: a longer password matches nothing.
        if (!hashable(password)) throw invalidCredentials();
        const user = await store.userByEmail(email);
        const hash = user?.encrypted_password;
        if (!user || !hash || !(await verifyPassword(password, hash))) throw invalidCredentials();
        if (!user.email_confirmed_at) throw emailNotConfirmed();
        if (user.banned_until && user.banned_until.getTime() > Date.now()) {
          throw new AuthError(400, 'user_banned', 'User is banned');
        }
        return reply(200, await sessionJson(await store.signIn(user.id), jwt, issuer()));
      }
      if (grantType === 'refresh_token') {
        refreshesByAddress.hit(clientAddress(req));
        const token = text(body, 'refresh_token');
        if (!token) throw new AuthError(400, 'validation_failed', 'refresh_token required');
        const grant = await store.refresh(token, config.refreshTokenReuseInterval);
        return reply(200, await sessionJson(grant, jwt, issuer()));
      }
      throw new AuthError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    },
  };
}
