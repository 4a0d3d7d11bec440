// The project's settings from `supabase/config.toml`, the file the Supabase CLI reads: one place
// for every auth and inbox setting. A stack may override single values (tests switch
// confirmations off or raise a rate limit); everything else comes from the file.
import { readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { projectRoot } from './paths';

export const defaultConfigFile = join(projectRoot, 'config.toml');

export interface MailTemplate {
  subject: string;
  /** The HTML, with GoTrue's Go-template fields (`{{ .ConfirmationURL }}`, `{{ .Token }}`, ...). */
  content: string;
}

export interface RateLimits {
  /** Mails sent per hour, per IP address. */
  emailSent: number;
  /** Refreshes per 5 minutes, per IP address. */
  tokenRefresh: number;
  /** Sign-ups and password sign-ins per 5 minutes, per IP address and per e-mail. */
  signInSignUps: number;
  /** Verifications per 5 minutes, per IP address. */
  tokenVerifications: number;
}

export interface AuthConfig {
  siteUrl: string;
  additionalRedirectUrls: string[];
  jwtExpiry: number;
  refreshTokenReuseInterval: number;
  enableSignup: boolean;
  minimumPasswordLength: number;
  rateLimit: RateLimits;
  email: {
    enableConfirmations: boolean;
    /** Shortest time between two mails to one address, in seconds. */
    maxFrequency: number;
    otpLength: number;
    /** Seconds a mailed link or code stays valid. */
    otpExpiry: number;
    templates: { confirmation: MailTemplate; recovery: MailTemplate };
  };
}

export interface InboxConfig {
  enabled: boolean;
  port: number;
  smtpPort: number;
}

/** `[functions.<name>]`: how the gateway serves one Edge Function (the CLI's defaults). */
export interface FunctionConfig {
  enabled: boolean;
  /** Requests must carry a JWT the project signed (`Authorization: Bearer`), else 401. */
  verifyJwt: boolean;
}

export interface EdgeRuntimeConfig {
  enabled: boolean;
  /** `[edge_runtime.secrets]`: extra variables every function gets; `env(NAME)` reads NAME. */
  secrets: Record<string, string>;
}

export interface StorageConfig {
  /** `[storage] file_size_limit`: the largest upload any bucket accepts, in bytes. */
  fileSizeLimit: number;
}

export interface ProjectConfig {
  projectId: string;
  storage: StorageConfig;
  /** `[api] port`: the gateway's port when none is given. */
  apiPort: number;
  auth: AuthConfig;
  inbox: InboxConfig;
  edgeRuntime: EdgeRuntimeConfig;
  functions: Record<string, FunctionConfig>;
}

export interface AuthOverrides {
  siteUrl?: string;
  additionalRedirectUrls?: string[];
  refreshTokenReuseInterval?: number;
  enableSignup?: boolean;
  rateLimit?: Partial<RateLimits>;
  email?: Partial<Omit<AuthConfig['email'], 'templates'>>;
}

type Table = Record<string, unknown>;

function table(parent: Table, key: string): Table {
  const value = parent[key];
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Table)
    : {};
}

function num(source: Table, key: string, fallback: number): number {
  const value = source[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw new Error(`config.toml: ${key} must be a non-negative number`);
  }
  return value;
}

function bool(source: Table, key: string, fallback: boolean): boolean {
  const value = source[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new Error(`config.toml: ${key} must be true or false`);
  return value;
}

function str(source: Table, key: string, fallback: string): string {
  const value = source[key];
  if (value === undefined) return fallback;
  if (typeof value !== 'string') throw new Error(`config.toml: ${key} must be a string`);
  return value;
}

const SIZE_UNITS: Record<string, number> = {
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** The CLI's sizes: "50MiB", "5GB", "512KB", "100B" (a bare number is bytes). */
export function parseSize(text: string): number {
  const parts = /^\s*(\d+(?:\.\d+)?)\s*([kmg]i?b|b)?\s*$/i.exec(text);
  if (!parts) throw new Error(`config.toml: bad size "${text}"`);
  return Math.floor(Number(parts[1]) * (SIZE_UNITS[(parts[2] ?? 'b').toLowerCase()] ?? 1));
}

/** The CLI's durations: "60s", "1m30s", "2h". */
export function parseDuration(text: string): number {
  const parts = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(text.trim());
  if (!parts || text.trim() === '') throw new Error(`config.toml: bad duration "${text}"`);
  return Number(parts[1] ?? 0) * 3600 + Number(parts[2] ?? 0) * 60 + Number(parts[3] ?? 0);
}

function template(email: Table, name: string, projectRoot: string, fallback: MailTemplate) {
  const section = table(table(email, 'template'), name);
  const path = str(section, 'content_path', '');
  return {
    subject: str(section, 'subject', fallback.subject),
    // content_path is relative to the project root (the folder holding `supabase/`), as in the CLI.
    content: path
      ? readFileSync(isAbsolute(path) ? path : resolve(projectRoot, path), 'utf8')
      : fallback.content,
  };
}

/** `"env(NAME)"` as the CLI reads it: the variable's value ('' when unset); other strings as they are. */
function envValue(value: string, env: NodeJS.ProcessEnv): string {
  const reference = /^env\((\w+)\)$/.exec(value.trim());
  return reference ? (env[reference[1] ?? ''] ?? '') : value;
}

function edgeRuntime(root: Table, env: NodeJS.ProcessEnv): EdgeRuntimeConfig {
  const section = table(root, 'edge_runtime');
  const secrets: Record<string, string> = {};
  for (const [name, value] of Object.entries(table(section, 'secrets'))) {
    if (typeof value !== 'string')
      throw new Error(`config.toml: edge_runtime.secrets.${name} must be a string`);
    secrets[name] = envValue(value, env);
  }
  return { enabled: bool(section, 'enabled', true), secrets };
}

function functions(root: Table): Record<string, FunctionConfig> {
  const config: Record<string, FunctionConfig> = {};
  for (const name of Object.keys(table(root, 'functions'))) {
    const section = table(table(root, 'functions'), name);
    config[name] = {
      enabled: bool(section, 'enabled', true),
      verifyJwt: bool(section, 'verify_jwt', true),
    };
  }
  return config;
}

export function loadProjectConfig(
  file: string = defaultConfigFile,
  env: NodeJS.ProcessEnv = process.env,
): ProjectConfig {
  const root = parse(readFileSync(file, 'utf8')) as Table;
  const projectRoot = dirname(dirname(resolve(file)));
  const auth = table(root, 'auth');
  const email = table(auth, 'email');
  const limits = table(auth, 'rate_limit');
  const inbucket = table(root, 'inbucket');
  const redirects = auth.additional_redirect_urls;
  return {
    projectId: str(root, 'project_id', ''),
    apiPort: num(table(root, 'api'), 'port', 54321),
    storage: { fileSizeLimit: parseSize(str(table(root, 'storage'), 'file_size_limit', '50MiB')) },
    edgeRuntime: edgeRuntime(root, env),
    functions: functions(root),
    auth: {
      siteUrl: str(auth, 'site_url', 'http://localhost:3000'),
      additionalRedirectUrls: Array.isArray(redirects)
        ? redirects.filter((entry): entry is string => typeof entry === 'string')
        : [],
      jwtExpiry: num(auth, 'jwt_expiry', 3600),
      refreshTokenReuseInterval: num(auth, 'refresh_token_reuse_interval', 10),
      enableSignup: bool(auth, 'enable_signup', true) && bool(email, 'enable_signup', true),
      minimumPasswordLength: num(auth, 'minimum_password_length', 6),
      rateLimit: {
        emailSent: num(limits, 'email_sent', 2),
        tokenRefresh: num(limits, 'token_refresh', 150),
        signInSignUps: num(limits, 'sign_in_sign_ups', 30),
        tokenVerifications: num(limits, 'token_verifications', 30),
      },
      email: {
        enableConfirmations: bool(email, 'enable_confirmations', false),
        maxFrequency: parseDuration(str(email, 'max_frequency', '1s')),
        otpLength: num(email, 'otp_length', 6),
        otpExpiry: num(email, 'otp_expiry', 3600),
        templates: {
          confirmation: template(email, 'confirmation', projectRoot, {
            subject: 'Confirm Your Signup',
            content:
              '<h2>Confirm your signup</h2><p><a href="{{ .ConfirmationURL }}">Confirm your mail</a></p>',
          }),
          recovery: template(email, 'recovery', projectRoot, {
            subject: 'Reset Your Password',
            content:
              '<h2>Reset Password</h2><p><a href="{{ .ConfirmationURL }}">Reset Password</a></p>',
          }),
        },
      },
    },
    inbox: {
      enabled: bool(inbucket, 'enabled', true),
      port: num(inbucket, 'port', 54324),
      smtpPort: num(inbucket, 'smtp_port', 54325),
    },
  };
}

/** The file's auth settings with `overrides` applied on top. */
export function withOverrides(config: AuthConfig, overrides: AuthOverrides = {}): AuthConfig {
  return {
    ...config,
    ...(overrides.siteUrl !== undefined && { siteUrl: overrides.siteUrl }),
    ...(overrides.additionalRedirectUrls !== undefined && {
      additionalRedirectUrls: overrides.additionalRedirectUrls,
    }),
    ...(overrides.refreshTokenReuseInterval !== undefined && {
      refreshTokenReuseInterval: overrides.refreshTokenReuseInterval,
    }),
    ...(overrides.enableSignup !== undefined && { enableSignup: overrides.enableSignup }),
    rateLimit: { ...config.rateLimit, ...overrides.rateLimit },
    email: { ...config.email, ...overrides.email },
  };
}

/** Every request and mail limit lifted (`--no-rate-limits`). */
export const NO_RATE_LIMITS: RateLimits = {
  emailSent: Number.MAX_SAFE_INTEGER,
  tokenRefresh: Number.MAX_SAFE_INTEGER,
  signInSignUps: Number.MAX_SAFE_INTEGER,
  tokenVerifications: Number.MAX_SAFE_INTEGER,
};
