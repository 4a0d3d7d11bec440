// The seam between the gateway core (database, PostgREST, auth, CLI) and the services mounted on it
// (storage, realtime, push). Both sides build against these types; change them only compatibly.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ProjectConfig } from './config';

/** Claims of a verified JWT, as GoTrue issues them and PostgREST reads them. */
export interface Claims {
  role: string;
  sub?: string;
  email?: string;
  aud?: string | string[];
  exp?: number;
  iat?: number;
  session_id?: string;
  app_metadata?: Record<string, unknown>;
  user_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

export interface SqlResult<R> {
  rows: R[];
  rowCount: number;
}

export interface Sql {
  query<R = Record<string, unknown>>(text: string, params?: unknown[]): Promise<SqlResult<R>>;
}

/**
 * Never open another asClaims/asAdmin inside `fn`: the inner one needs a second connection of
 * the bounded pool, and under load every connection may be held by an outer one waiting for it.
 */
export interface Database {
  /**
   * Runs `fn` in one transaction as the claims' role, with `request.jwt.claims` (and
   * `request.jwt.claim.sub`, `request.jwt.claim.role`) set locally, exactly as PostgREST does,
   * so row-level security decides.
   */
  asClaims<T>(claims: Claims, fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** Runs `fn` in one transaction as the database owner (no RLS): for the stack's own bookkeeping. */
  asAdmin<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on `channel` over a dedicated connection; resolves to a function that unlistens. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
}

export class JwtError extends Error {}

export interface Jwt {
  /**
   * Verifies a token the stack signed: ES256 under its signing key's `kid`, or HS256 with the
   * legacy secret (signature, `exp`; any other `alg`, `none` included, is refused); throws
   * JwtError otherwise.
   */
  verify(token: string): Promise<Claims>;
  /** Signs with the stack's current signing key (ES256). */
  sign(claims: Claims): Promise<string>;
}

export interface ServiceContext {
  db: Database;
  /** A connection string to the stack's database as its owner (replication connections use it). */
  databaseUrl: string;
  jwt: Jwt;
  /** Folder for persisted files (storage objects); null when the stack runs in memory. */
  dataDir: string | null;
  /** Public base URL of the gateway, e.g. http://127.0.0.1:54321 */
  apiUrl: string;
  /** The project's legacy JWT keys, as hosted hands them to Edge Functions. */
  keys: { anonKey: string; serviceRoleKey: string };
  /** config.toml's settings. */
  project: ProjectConfig;
  /** supabase/functions: the Edge Functions' folder. */
  functionsDir: string;
  /** The local inbox's SMTP server, where the functions' mail goes unless SMTP_HOST is set. */
  inboxSmtp: { host: string; port: number } | null;
  /** auth's site_url: the portal, for the links in the functions' mail. */
  siteUrl: string;
  log(message: string, ...details: unknown[]): void;
}

/** What the gateway has established for a request before handing it to a service. */
export interface RequestContext {
  /** Claims of `Authorization: Bearer …` when present and valid, else of the `apikey`. */
  claims: Claims;
  /** Path after the service's prefix, without the query string. */
  path: string;
  url: URL;
}

export interface Service {
  /** e.g. '/storage/v1' or '/api'; the gateway routes requests whose path starts with it. */
  prefix: string;
  handle(req: IncomingMessage, res: ServerResponse, ctx: RequestContext): Promise<void>;
  /** WebSocket upgrades under the prefix (realtime); the service checks the apikey itself. */
  upgrade?(req: IncomingMessage, socket: Duplex, head: Buffer): void | Promise<void>;
  /**
   * The gateway hands requests over as they come: no apikey check, no CORS headers added, claims
   * of the anonymous role. Edge Functions check their JWT and answer CORS themselves, as on hosted.
   */
  passThrough?: boolean;
  /**
   * Answers a request whose `Authorization: Bearer` token does not verify, in the service's own
   * error shape (hosted Storage: HTTP 400, 403 AccessDenied); without it the gateway answers 401.
   */
  refuseToken?(res: ServerResponse, message: string): void;
  close(): Promise<void>;
}

export type ServiceFactory = (ctx: ServiceContext) => Promise<Service>;
