// Writes shared-domain/src/database.types.ts with Supabase's own type generator: the TypeScript
// generator of @supabase/postgres-meta, which is what `supabase gen types typescript --local` runs,
// set up the way the CLI sets it up, over a throwaway stack with the migrations (no seed), then
// formatted with the repo's Prettier settings. test/database-types.test.ts fails when the committed
// file is stale.
//   npm run gen-types -w supabase
import { spawn } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parse } from 'smol-toml';
import { defaultConfigFile } from 'supabase-local/src/config';
import { startStack, type Stack } from 'supabase-local/src/stack';

export const typesFile = resolve(
  __dirname,
  '..',
  '..',
  'shared-domain',
  'src',
  'database.types.ts',
);

const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));
const generator = join(packageDir('@supabase/postgres-meta'), 'dist', 'server', 'server.js');
const prettier = join(packageDir('prettier'), 'bin', 'prettier.cjs');

/** Runs a Node script to its end: its output, or an error with what it printed to stderr. */
function runNode(
  script: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; input?: string } = {},
): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, ...args], { env: options.env });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`${script} exited with ${code}:\n${stderr}`));
    });
    child.stdin.end(options.input ?? '');
  });
}

/** The CLI's default for `--schema`: public and config.toml's `[api] schemas`, each once. */
function includedSchemas(): string[] {
  const api = parse(readFileSync(defaultConfigFile, 'utf8')).api;
  const listed =
    typeof api === 'object' && 'schemas' in api && Array.isArray(api.schemas) ? api.schemas : [];
  return [
    ...new Set(['public', ...listed.filter((name): name is string => typeof name === 'string')]),
  ];
}

/**
 * The version of the PostgREST the stack runs, read as the CLI reads a project's (`supabase link`):
 * the first word of the OpenAPI document's `info.version`. supabase-js takes its dialect from it.
 */
async function postgrestVersion(stack: Stack): Promise<string> {
  const response = await fetch(`${stack.apiUrl}/rest/v1/`, {
    headers: { apikey: stack.publishableKey },
  });
  const body: unknown = await response.json();
  const version =
    typeof body === 'object' &&
    body !== null &&
    'info' in body &&
    typeof body.info === 'object' &&
    body.info !== null &&
    'version' in body.info &&
    typeof body.info.version === 'string'
      ? body.info.version.split(/\s+/)[0]
      : undefined;
  if (!version) throw new Error(`PostgREST gave no version (HTTP ${response.status})`);
  return version;
}

/** postgres-meta's output for the database behind `stack`, as it prints it. */
export async function runGenerator(stack: Stack): Promise<string> {
  // The environment `supabase gen types typescript --local` gives postgres-meta (supabase/cli,
  // internal/gen/types), and nothing else of ours, so no stray PG_META_* setting changes the output.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    PG_META_DB_URL: stack.dbUrl,
    PG_CONN_TIMEOUT_SECS: '15',
    PG_QUERY_TIMEOUT_SECS: '15',
    PG_META_GENERATE_TYPES: 'typescript',
    PG_META_GENERATE_TYPES_INCLUDED_SCHEMAS: includedSchemas().join(','),
    PG_META_GENERATE_TYPES_SWIFT_ACCESS_CONTROL: 'internal',
    PG_META_GENERATE_TYPES_DETECT_ONE_TO_ONE_RELATIONSHIPS: 'true',
    // Hosted generation gives the project's PostgREST version (`--local` gives none); ours is the
    // stack's, so supabase-js types the client for the PostgREST it talks to.
    PG_META_POSTGREST_VERSION: await postgrestVersion(stack),
  };
  const stdout = await runNode(generator, [], { env });
  if (!stdout.includes('export type Database')) {
    throw new Error(`postgres-meta printed no types:\n${stdout.slice(0, 2000)}`);
  }
  return stdout;
}

/**
 * The generator's output as the committed file holds it: formatted by Prettier's CLI with the
 * repo's settings for that path (its API loads ES modules, which Jest cannot without a flag).
 */
export function formatTypes(generated: string): Promise<string> {
  return runNode(prettier, ['--stdin-filepath', typesFile], { input: generated });
}

/** The text database.types.ts should hold for the migrations as they are now. */
export async function generateDatabaseTypes(): Promise<string> {
  const stack = await startStack({ memory: true, port: 0, seedFile: null, inbox: false });
  try {
    return await formatTypes(await runGenerator(stack));
  } finally {
    await stack.stop();
  }
}

async function main(): Promise<void> {
  writeFileSync(typesFile, await generateDatabaseTypes());
  console.log(`Wrote ${typesFile}`);
}

// Run as a script, not when a test imports the generator.
if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
