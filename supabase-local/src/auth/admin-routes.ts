// /auth/v1/admin/users: GoTrue's admin API (supabase-js `auth.admin.*`), for the service role only.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Jwt } from '../contract';
import { sendJson } from '../gateway/http';
import { AuthError } from './errors';
import { userJson } from './present';
import type { AuthStore } from './store';
import type { UserChanges } from './users';
import { hashPassword } from './passwords';
import { jsonBody, record, strongPassword, text, validEmail } from './validation';

const API_VERSION_HEADER = { 'x-supabase-api-version': '2024-01-01' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function requireServiceRole(jwt: Jwt, bearer: string | null): Promise<void> {
  let role: unknown;
  try {
    role = bearer ? (await jwt.verify(bearer)).role : undefined;
  } catch (error) {
    throw new AuthError(403, 'bad_jwt', error instanceof Error ? error.message : 'invalid JWT');
  }
  if (role !== 'service_role') throw new AuthError(403, 'not_admin', 'User not allowed');
}

export async function handleAdmin(
  store: AuthStore,
  jwt: Jwt,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  url: URL,
  bearer: string | null,
  minimumPasswordLength: number,
): Promise<void> {
  await requireServiceRole(jwt, bearer);
  const method = req.method ?? 'GET';
  const reply = (status: number, body: unknown, headers: Record<string, string> = {}) =>
    sendJson(res, status, body, { ...API_VERSION_HEADER, ...headers });

  if (path === '/admin/users' && method === 'GET') {
    const page = Math.max(1, Number(url.searchParams.get('page')) || 1);
    const perPage = Math.min(1000, Math.max(1, Number(url.searchParams.get('per_page')) || 50));
    const { users, total } = await store.listUsers(page, perPage);
    const last = Math.max(1, Math.ceil(total / perPage));
    const links = [`</admin/users?page=${last}&per_page=${perPage}>; rel="last"`];
    if (page < last)
      links.unshift(`</admin/users?page=${page + 1}&per_page=${perPage}>; rel="next"`);
    return reply(
      200,
      { users: users.map(userJson), aud: 'authenticated' },
      { 'x-total-count': String(total), link: links.join(', ') },
    );
  }
  if (path === '/admin/users' && method === 'POST') {
    const body = await jsonBody(req);
    const email = validEmail(body);
    const password = text(body, 'password');
    const user = await store.createUser({
      email,
      passwordHash:
        password === undefined
          ? null
          : await hashPassword(strongPassword(password, minimumPasswordLength)),
      userMetadata: record(body, 'user_metadata') ?? record(body, 'data') ?? {},
      appMetadata: record(body, 'app_metadata') ?? {},
      confirmed: body.email_confirm === true,
    });
    return reply(200, userJson(user));
  }
  const match = /^\/admin\/users\/([^/]+)$/.exec(path);
  if (match) {
    const id = match[1];
    if (!UUID.test(id)) throw new AuthError(404, 'user_not_found', 'User not found');
    if (method === 'GET') {
      const user = await store.user(id);
      if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
      return reply(200, userJson(user));
    }
    if (method === 'PUT') {
      const body = await jsonBody(req);
      if (!(await store.user(id))) throw new AuthError(404, 'user_not_found', 'User not found');
      const changes: UserChanges = {};
      const password = text(body, 'password');
      if (password !== undefined)
        changes.passwordHash = await hashPassword(strongPassword(password, minimumPasswordLength));
      if (body.email !== undefined) changes.email = validEmail(body);
      const userMetadata = record(body, 'user_metadata');
      if (userMetadata !== undefined) changes.data = userMetadata;
      const appMetadata = record(body, 'app_metadata');
      if (appMetadata !== undefined) changes.appMetadata = appMetadata;
      if (body.email_confirm === true) changes.confirmEmail = true;
      return reply(200, userJson(await store.update(id, changes)));
    }
    if (method === 'DELETE') {
      if (!(await store.deleteUser(id)))
        throw new AuthError(404, 'user_not_found', 'User not found');
      return reply(200, {});
    }
  }
  throw new AuthError(404, 'not_found', 'Not Found');
}
