// Edge Functions on the real Deno runtime, as hosted serves them: the functions' own types check
// under Deno; /functions/v1/<name> reaches the function with hosted's path, environment and JWT
// check; a function that dies or cannot start is answered for and booted again.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { denoBinary } from '../src/functions/runner';
import { localRoot, projectRoot } from '../src/paths';
import { startStack, type Stack } from '../src/stack';
import { testStackDefaults } from './stack-harness';

const fixtures = join(__dirname, 'fixtures', 'functions');
let stack: Stack;
let functionsDir: string;

beforeAll(async () => {
  // A copy, so that the secrets file (git-ignored, like supabase/functions/.env) can be written.
  functionsDir = mkdtempSync(join(tmpdir(), 'functions-'));
  cpSync(fixtures, functionsDir, { recursive: true });
  writeFileSync(join(functionsDir, '.env'), 'FROM_DOTENV=dotenv value\nOVERRIDDEN=dotenv value\n');
  stack = await startStack({
    ...testStackDefaults,
    memory: true,
    port: 0,
    seedFile: null,
    functionsDir,
    configFile: join(fixtures, 'config.toml'),
  });
});

afterAll(async () => {
  await stack?.stop();
  if (functionsDir) rmSync(functionsDir, { recursive: true, force: true });
});

const call = (path: string, init: RequestInit = {}) =>
  fetch(`${stack.apiUrl}/functions/v1/${path}`, init);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('the project’s functions', () => {
  it('type-check under Deno, with the host that runs them', () => {
    const root = join(projectRoot, 'functions');
    const entries = readdirSync(root, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !/^[_.]|^node_modules$/.test(entry.name))
      .map((entry) => join(root, entry.name, 'index.ts'));
    expect(entries.length).toBeGreaterThanOrEqual(3);
    const output = execFileSync(
      denoBinary(),
      [
        'check',
        ...['--config', join(root, 'deno.json')],
        ...entries,
        join(localRoot, 'src', 'functions', 'deno', 'host.ts'),
      ],
      { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' }, stdio: 'pipe' },
    );
    expect(output).not.toMatch(/error/i);
  });
});

describe('/functions/v1/<name>', () => {
  it('hands the function its request with hosted’s path and the project’s environment', async () => {
    const response = await call('echo/deeper/path?x=1', {
      method: 'POST',
      headers: bearer(stack.anonKey),
      body: 'hello',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      method: 'POST',
      path: '/echo/deeper/path',
      search: '?x=1',
      body: 'hello',
      env: {
        SUPABASE_URL: stack.apiUrl,
        SUPABASE_ANON_KEY: stack.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: stack.serviceRoleKey,
        SUPABASE_DB_URL: stack.dbUrl,
        FROM_CONFIG: 'config value',
        FROM_DOTENV: 'dotenv value',
        // supabase/functions/.env wins over config.toml, as with the CLI.
        OVERRIDDEN: 'dotenv value',
      },
    });
  });

  it('checks the JWT where verify_jwt is on (the default), as hosted does', async () => {
    const missing = await call('echo');
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ code: 401, message: 'Missing authorization header' });
    const forged = await call('echo', { headers: bearer(`${stack.anonKey.slice(0, -4)}AAAA`) });
    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ code: 401, message: 'Invalid JWT' });
    const service = await call('echo', { headers: bearer(stack.serviceRoleKey) });
    expect(service.status).toBe(200);
  });

  it('lets anyone call a function with verify_jwt = false, without an API key', async () => {
    const response = await call('open-echo');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ open: true, authorization: null });
  });

  it('leaves CORS to the function: its preflight answer, with no headers of the gateway’s added', async () => {
    const response = await call('open-echo', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:3000', 'access-control-request-method': 'POST' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-headers')).toBe('content-type');
  });

  it('answers 404 for a function the project does not have', async () => {
    const response = await call('nothing-here', { headers: bearer(stack.anonKey) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      code: 'NOT_FOUND',
      message: 'Requested function was not found',
    });
  });

  it('answers 503 BOOT_ERROR for a function that cannot start, and tries again next time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await call('boot-error', { headers: bearer(stack.anonKey) });
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        code: 'BOOT_ERROR',
        message: 'Function failed to start (please check logs)',
      });
    }
  });

  it('boots a new worker after one dies mid-request', async () => {
    const first = await call('crash', { headers: bearer(stack.anonKey) });
    expect(await first.json()).toEqual({ served: 1 });
    const dying = await call('crash?die', { headers: bearer(stack.anonKey) });
    expect(dying.status).toBe(502);
    expect(await dying.json()).toEqual({
      code: 'WORKER_ERROR',
      message: 'Function exited due to an error (please check logs)',
    });
    let after: Response | null = null;
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      after = await call('crash', { headers: bearer(stack.anonKey) });
      if (after.status === 200) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // A fresh worker: its count starts again.
    expect(await after?.json()).toEqual({ served: 1 });
  });
});
