// auth.users and auth.identities: the row types, creating a user with its email identity, and the
// store's user methods (read, list, update, delete).
import { randomUUID } from 'node:crypto';
import type { Database, Sql } from '../contract';
import { AuthError } from './errors';

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  email_confirmed_at: Date | null;
  phone: string | null;
  confirmed_at: Date | null;
  last_sign_in_at: Date | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  created_at: Date | null;
  updated_at: Date | null;
  is_anonymous: boolean;
  banned_until: Date | null;
  deleted_at: Date | null;
  confirmation_sent_at: Date | null;
  recovery_sent_at: Date | null;
}

export interface IdentityRow {
  id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at: Date | null;
  created_at: Date | null;
  updated_at: Date | null;
  email: string | null;
}

export interface UserWithIdentities {
  user: UserRow;
  identities: IdentityRow[];
}

export interface UserChanges {
  passwordHash?: string;
  email?: string;
  /** User metadata: merged, keys set to null dropped. */
  data?: Record<string, unknown>;
  /** Admin only: merged into app metadata. */
  appMetadata?: Record<string, unknown>;
  confirmEmail?: boolean;
}

export interface NewUser {
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata: Record<string, unknown>;
  confirmed: boolean;
}

const USER_COLUMNS = `id, aud, role, email, encrypted_password, email_confirmed_at, phone,
  confirmed_at, last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at,
  is_anonymous, banned_until, deleted_at, confirmation_sent_at, recovery_sent_at`;

/** GoTrue's NIL instance id, which every row it writes carries. */
export const INSTANCE_ID = '00000000-0000-0000-0000-000000000000';

export async function withIdentities(sql: Sql, user: UserRow): Promise<UserWithIdentities> {
  const identities = await sql.query<IdentityRow>(
    `select id, provider_id, user_id, identity_data, provider, last_sign_in_at, created_at,
            updated_at, email
       from auth.identities where user_id = $1 order by created_at`,
    [user.id],
  );
  return { user, identities: identities.rows };
}

export async function userById(sql: Sql, id: string): Promise<UserRow | null> {
  const result = await sql.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    id,
  ]);
  return result.rows[0] ?? null;
}

/** SQLSTATE of a node-postgres error. */
function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

const userExists = () => new AuthError(422, 'user_already_exists', 'User already registered');
const emailTaken = () =>
  new AuthError(422, 'email_exists', 'A user with this email address has already been registered');

/**
 * Runs `write`; a unique violation (23505: a concurrent sign-up with the same email committed
 * between our check and our insert, on users_email_partial_key) becomes `conflict()`.
 */
async function unlessTaken<T>(write: () => Promise<T>, conflict: () => AuthError): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw conflict();
    throw error;
  }
}

export async function insertUser(sql: Sql, fields: NewUser): Promise<string> {
  const taken = await sql.query(`select 1 from auth.users where lower(email) = $1`, [fields.email]);
  if (taken.rowCount > 0) throw userExists();
  const id = randomUUID();
  const identityData = {
    email: fields.email,
    email_verified: fields.confirmed,
    phone_verified: false,
    sub: id,
  };
  await unlessTaken(
    () =>
      sql.query(
        `insert into auth.users (instance_id, id, aud, role, email, encrypted_password,
           email_confirmed_at, raw_app_meta_data, raw_user_meta_data, confirmation_token,
           recovery_token, email_change_token_new, email_change, created_at, updated_at)
         values ($7, $1, 'authenticated', 'authenticated', $2, $3,
           case when $4::boolean then now() end, $5, $6, '', '', '', '', now(), now())`,
        [
          id,
          fields.email,
          fields.passwordHash,
          fields.confirmed,
          JSON.stringify({ ...fields.appMetadata, provider: 'email', providers: ['email'] }),
          JSON.stringify({ ...fields.userMetadata, ...identityData }),
          INSTANCE_ID,
        ],
      ),
    userExists,
  );
  await sql.query(
    `insert into auth.identities
       (provider_id, user_id, identity_data, provider, last_sign_in_at, created_at, updated_at)
     values ($1, $2, $3, 'email', now(), now(), now())`,
    [id, id, JSON.stringify(identityData)],
  );
  return id;
}

export function userStore(db: Database) {
  return {
    /** The admin API's user creation: no session, confirmed only when asked. */
    async createUser(fields: NewUser): Promise<UserWithIdentities> {
      return db.asAdmin(async (sql) => {
        const id = await insertUser(sql, fields);
        const user = await userById(sql, id);
        if (!user) throw new Error('user vanished during creation');
        return withIdentities(sql, user);
      });
    },

    async listUsers(
      page: number,
      perPage: number,
    ): Promise<{ users: UserWithIdentities[]; total: number }> {
      return db.asAdmin(async (sql) => {
        const total = await sql.query<{ count: string }>('select count(*) from auth.users');
        const rows = await sql.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users order by created_at, id limit $1 offset $2`,
          [perPage, (page - 1) * perPage],
        );
        const users: UserWithIdentities[] = [];
        for (const row of rows.rows) users.push(await withIdentities(sql, row));
        return { users, total: Number(total.rows[0]?.count ?? 0) };
      });
    },

    async deleteUser(id: string): Promise<boolean> {
      return db.asAdmin(async (sql) => {
        const result = await sql.query('delete from auth.users where id = $1', [id]);
        return result.rowCount > 0;
      });
    },

    async userByEmail(email: string): Promise<UserRow | null> {
      return db.asAdmin(async (sql) => {
        const result = await sql.query<UserRow>(
          `select ${USER_COLUMNS} from auth.users where lower(email) = $1 and deleted_at is null`,
          [email],
        );
        return result.rows[0] ?? null;
      });
    },

    async user(id: string): Promise<UserWithIdentities | null> {
      return db.asAdmin(async (sql) => {
        const user = await userById(sql, id);
        return user ? withIdentities(sql, user) : null;
      });
    },

    async update(userId: string, changes: UserChanges): Promise<UserWithIdentities> {
      return db.asAdmin(async (sql) => {
        if (changes.email !== undefined) {
          const taken = await sql.query(
            `select 1 from auth.users where lower(email) = $1 and id <> $2`,
            [changes.email, userId],
          );
          if (taken.rowCount > 0) throw emailTaken();
          const email = changes.email;
          await unlessTaken(
            () => sql.query(`update auth.users set email = $2 where id = $1`, [userId, email]),
            emailTaken,
          );
          await sql.query(
            `update auth.identities
                set identity_data = identity_data || jsonb_build_object('email', $2::text), updated_at = now()
              where user_id = $1 and provider = 'email'`,
            [userId, changes.email],
          );
        }
        if (changes.passwordHash !== undefined) {
          await sql.query(`update auth.users set encrypted_password = $2 where id = $1`, [
            userId,
            changes.passwordHash,
          ]);
        }
        if (changes.data !== undefined) {
          // GoTrue merges the given keys into the metadata and drops those set to null.
          await sql.query(
            `update auth.users
                set raw_user_meta_data = jsonb_strip_nulls(coalesce(raw_user_meta_data, '{}'::jsonb) || $2::jsonb)
              where id = $1`,
            [userId, JSON.stringify(changes.data)],
          );
        }
        if (changes.appMetadata !== undefined) {
          await sql.query(
            `update auth.users
                set raw_app_meta_data = coalesce(raw_app_meta_data, '{}'::jsonb) || $2::jsonb
              where id = $1`,
            [userId, JSON.stringify(changes.appMetadata)],
          );
        }
        if (changes.confirmEmail) {
          await sql.query(
            `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()) where id = $1`,
            [userId],
          );
        }
        await sql.query(`update auth.users set updated_at = now() where id = $1`, [userId]);
        const user = await userById(sql, userId);
        if (!user) throw new AuthError(404, 'user_not_found', 'User not found');
        return withIdentities(sql, user);
      });
    },
  };
}
