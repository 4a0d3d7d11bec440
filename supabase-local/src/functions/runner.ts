// One Edge Function on the real Deno runtime (npm `deno` ships the binary): a `deno run` process per
// function, started on its first request, as hosted boots a worker on demand, and started again
// after it dies. Its npm: imports resolve from the npm registry into supabase/functions/node_modules
// (deno.json's "nodeModulesDir": "auto"), and it dies with the stack (setpriv --pdeathsig).
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../net';
import { Supervised } from '../supervisor';

/** The first start may download the function's npm packages; later ones take well under a second. */
const START_TIMEOUT_MS = 120_000;
const STOP_GRACE_MS = 3_000;
const READY_LINE = 'edge-function listening on ';
const HOST_SCRIPT = join(__dirname, 'deno', 'host.ts');

/**
 * Variables of the stack's own environment a function process also gets: what Deno needs to run
 * and reach the registry (proxy, CA bundle, cache), never the stack's secrets.
 */
const PASSED_THROUGH = [
  'PATH',
  'HOME',
  'TMPDIR',
  'DENO_DIR',
  'DENO_CERT',
  'DENO_TLS_CA_STORE',
  'SSL_CERT_FILE',
  'SSL_CERT_DIR',
  'NODE_EXTRA_CA_CERTS',
  'NPM_CONFIG_REGISTRY',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
];

/** The Deno binary from npm: the `deno` package's own copy, else its platform package's. */
export function denoBinary(): string {
  const fromPackage = join(dirname(require.resolve('deno/package.json')), 'deno');
  if (existsSync(fromPackage)) return fromPackage;
  const arch = process.arch === 'arm64' ? 'arm64' : 'x64';
  const platform =
    process.platform === 'linux'
      ? `linux-${arch}-glibc`
      : process.platform === 'darwin'
        ? `darwin-${arch}`
        : `win32-${arch}`;
  return require.resolve(`@deno/${platform}/deno${process.platform === 'win32' ? '.exe' : ''}`);
}

export interface FunctionProcessOptions {
  name: string;
  /** supabase/functions: holds deno.json, node_modules and every function's folder. */
  functionsDir: string;
  env: Record<string, string>;
  log(message: string, ...details: unknown[]): void;
}

export class FunctionStartError extends Error {}

export class FunctionProcess {
  private process: Supervised | null = null;
  private starting: Promise<number> | null = null;
  private stopped = false;

  constructor(private readonly options: FunctionProcessOptions) {}

  /** The loopback port the function listens on, starting the process when none runs. */
  port(): Promise<number> {
    if (this.stopped) return Promise.reject(new FunctionStartError('The stack is stopping'));
    this.starting ??= this.start().catch((error: unknown) => {
      this.starting = null;
      throw error;
    });
    return this.starting;
  }

  private async start(): Promise<number> {
    const { name, functionsDir, log } = this.options;
    const port = await freePort();
    const entry = pathToFileURL(join(functionsDir, name, 'index.ts')).href;
    const env: Record<string, string> = {};
    for (const key of PASSED_THROUGH) {
      const value = process.env[key];
      if (value !== undefined) env[key] = value;
    }
    Object.assign(env, this.options.env, { NO_COLOR: '1' });
    const worker: Supervised = new Supervised({
      name: `functions:${name}`,
      launch: () => ({
        binary: denoBinary(),
        args: [
          'run',
          ...['--config', join(functionsDir, 'deno.json')],
          // What a hosted function may do: network, its environment, reading its own files (npm
          // packages included) and the system facts some npm packages ask for.
          ...['--allow-net', '--allow-env', '--allow-read', '--allow-sys', '--no-prompt'],
          HOST_SCRIPT,
          String(port),
          entry,
        ],
        env,
        cwd: functionsDir,
      }),
      ready: { line: READY_LINE },
      // A crashed worker stays down: the next request boots a new one, as hosted does.
      restartStepMs: null,
      onExit: () => {
        if (this.process === worker) {
          this.process = null;
          this.starting = null;
        }
      },
      stopSignal: 'SIGTERM',
      stopDeadlineMs: STOP_GRACE_MS,
      log,
    });
    this.process = worker;
    try {
      await worker.start(START_TIMEOUT_MS);
    } catch (error) {
      if (this.process === worker) this.process = null;
      throw new FunctionStartError(error instanceof Error ? error.message : String(error));
    }
    return port;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.starting?.catch(() => undefined);
    const worker = this.process;
    this.process = null;
    await worker?.stop();
  }
}
