// Supabase's database linter (splinter, as the dashboard's Advisors run it) finds nothing in the
// database our migrations and seed make, as `supabase start` would make it: run through
// postgres-language-server's `dblint`, on settings of this test's own (no configuration file of the
// machine or the checkout is read).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { startProduct, type Product } from './harness';

jest.setTimeout(180_000);

const cli = join(
  dirname(require.resolve('@postgres-language-server/cli/package.json')),
  'bin',
  'postgres-language-server',
);

/**
 * Every recommended rule at its default level, but one that cannot speak about this database:
 * unused_index counts index scans since the server started, so on a fresh database every index
 * not yet read (the read models' indexes among them) is "unused".
 */
const settings = {
  splinter: { rules: { performance: { unusedIndex: 'off' } } },
};

interface Diagnostic {
  severity: string;
  category: string;
  message: string;
}

interface Report {
  summary: { errors: number; warnings: number };
  diagnostics: Diagnostic[];
}

function isReport(value: unknown): value is Report {
  return (
    typeof value === 'object' &&
    value !== null &&
    'summary' in value &&
    'diagnostics' in value &&
    Array.isArray(value.diagnostics)
  );
}

/** Runs the CLI with only PATH set: DATABASE_URL and PG* variables would feed its connection. */
function runCli(args: string[], cwd: string): Promise<{ exitCode: number | null; stdout: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd,
      env: { PATH: process.env.PATH },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let stdout = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.on('error', reject);
    child.on('close', (exitCode) => resolve({ exitCode, stdout }));
  });
}

async function dblint(
  connectionString: string,
): Promise<{ exitCode: number | null; report: Report }> {
  const dir = mkdtempSync(join(tmpdir(), 'dblint-'));
  try {
    writeFileSync(join(dir, 'postgres-language-server.jsonc'), JSON.stringify(settings));
    const { exitCode, stdout } = await runCli(
      [
        'dblint',
        '--connection-string',
        connectionString,
        // An explicit configuration turns off the search for one in the working folder and above.
        '--config-path',
        dir,
        '--reporter',
        'json',
        // Without these, warnings exit 0 and only the first 20 diagnostics are printed.
        '--error-on-warnings',
        '--max-diagnostics',
        'none',
      ],
      dir,
    );
    const report: unknown = JSON.parse(stdout);
    if (!isReport(report)) throw new Error(`dblint printed no report:\n${stdout}`);
    return { exitCode, report };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

let product: Product;

beforeAll(async () => {
  product = await startProduct({ seed: true });
});

afterAll(async () => {
  await product?.stop();
});

it("Supabase's database linter reports nothing", async () => {
  const { exitCode, report } = await dblint(product.stack.dbUrl);
  const found = report.diagnostics.map(
    (d) => `${d.severity} ${d.category}: ${d.message.replace(/\\`/g, '`')}`,
  );
  expect(found).toEqual([]);
  expect(report.summary).toMatchObject({ errors: 0, warnings: 0 });
  expect(exitCode).toBe(0);
});
