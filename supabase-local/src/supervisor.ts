// One supervisor for every child process of the stack: PostgreSQL, PostgREST, the Deno functions and
// the mail inbox. It launches a child, waits until it is ready, restarts it with back-off when it
// dies (for the children that must always be there), keeps the end of its output for errors, and
// stops it with a deadline. One cleanup strategy holds however the stack ends, kill -9 included:
// every child is started through util-linux's `setpriv --pdeathsig`, so the kernel signals it when
// the stack's process dies (process.ts).
import { type ChildProcess, spawn } from 'node:child_process';
import { type OsAccount, withPrivileges } from './process';

type Log = (message: string, ...details: unknown[]) => void;

/** What one launch runs; built afresh for each launch, so a relaunch may choose new ports. */
export interface Launch {
  binary: string;
  args: string[];
  /** Run as this account (PostgreSQL, when the stack is root). */
  account?: OsAccount | null;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
}

export interface ChildOptions {
  /** For messages: "PostgreSQL", "PostgREST", "functions:push", "mail inbox". */
  name: string;
  launch(): Launch | Promise<Launch>;
  /** Ready when this answers true (polled), or when the child prints a line starting with it. */
  ready: (() => Promise<boolean>) | { line: string };
  /**
   * After an unexpected exit: restarted after `restartStepMs` × the restarts in a row (at most one
   * second), or, when null, left down (a function boots again on its next request).
   */
  restartStepMs: number | null;
  /** The child's own graceful stop; SIGKILL after `stopDeadlineMs`. */
  stopSignal: NodeJS.Signals;
  stopDeadlineMs: number;
  log: Log;
  /** Each output line; by default logged with the child's name. */
  onLine?(line: string): void;
  /** After an exit that is not followed by a restart (restartStepMs null). */
  onExit?(): void;
  /** Before a restart: a launch that never became ready may want other ports. */
  beforeRestart?(output: string, everReady: boolean): void | Promise<void>;
}

const OUTPUT_KEPT = 4_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class Supervised {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restarts = 0;
  private everReady = false;
  private lineSeen = false;
  /** The end of what the child printed (both streams), for error messages. */
  output = '';

  constructor(private readonly options: ChildOptions) {}

  pid(): number | undefined {
    return this.child?.pid;
  }

  signal(signal: NodeJS.Signals): void {
    this.child?.kill(signal);
  }

  /** Launches the child; `ready()` says when it answers. */
  run(): Promise<void> {
    return this.launch();
  }

  /** Launches the child and waits until it is ready; stops it and throws when it is not. */
  async start(timeoutMs: number): Promise<void> {
    await this.launch();
    try {
      await this.ready(timeoutMs);
    } catch (error) {
      await this.stop();
      throw error;
    }
  }

  /** Resolves once the child is ready (waiting through a restart); rejects after `timeoutMs`. */
  async ready(timeoutMs = 60_000): Promise<void> {
    const { name, ready, restartStepMs } = this.options;
    const deadline = Date.now() + timeoutMs;
    for (let wait = 20; ; wait = Math.min(wait * 2, 200)) {
      if (this.stopping) throw new Error(`${name} is stopping`);
      const alive = this.child !== null;
      if (alive && (typeof ready === 'function' ? await ready() : this.lineSeen)) {
        this.restarts = 0;
        this.everReady = true;
        return;
      }
      if (!alive && restartStepMs === null) {
        throw new Error(`${name} exited before it was ready: ${this.output.trim()}`);
      }
      if (Date.now() > deadline) {
        throw new Error(`${name} did not become ready:\n${this.output.trim()}`);
      }
      await sleep(wait);
    }
  }

  private async launch(): Promise<void> {
    const launch = await this.options.launch();
    // A stop that came while the launch was prepared must not leave a child nobody tracks.
    if (this.stopping) return;
    const command = withPrivileges(
      launch.binary,
      launch.args,
      launch.account ?? null,
      this.options.stopSignal,
    );
    const child = spawn(command.file, command.args, {
      cwd: launch.cwd,
      env: launch.env ?? process.env,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...command.spawnIds,
    });
    this.child = child;
    this.lineSeen = false;
    const marker = typeof this.options.ready === 'function' ? null : this.options.ready.line;
    for (const stream of [child.stdout, child.stderr]) {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        const text = chunk.toString('utf8');
        if (this.child === child) this.output = `${this.output}${text}`.slice(-OUTPUT_KEPT);
        pending += text;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) {
          if (marker !== null && line.startsWith(marker)) this.lineSeen = true;
          else if (line.trim() !== '') this.onLine(line);
        }
      });
    }
    child.on('error', (error) => this.options.log(`${this.options.name} failed to start`, error));
    child.on('exit', (code, signal) => void this.exited(child, code, signal));
  }

  private onLine(line: string): void {
    if (this.options.onLine) this.options.onLine(line);
    else this.options.log(`[${this.options.name}] ${line}`);
  }

  private async exited(child: ChildProcess, code: number | null, signal: string | null) {
    if (this.stopping || this.child !== child) return;
    this.child = null;
    const { name, restartStepMs } = this.options;
    if (restartStepMs === null) {
      this.options.log(`${name} exited (${signal ?? `code ${code}`})`);
      this.options.onExit?.();
      return;
    }
    this.restarts += 1;
    console.error(
      `[supabase] ${name} exited (${signal ?? `code ${code}`}); restarting it (restart ${this.restarts}).`,
    );
    await sleep(Math.min(restartStepMs * this.restarts, 1000));
    while (!this.stopping) {
      try {
        await this.options.beforeRestart?.(this.output, this.everReady);
        await this.launch();
        return;
      } catch (error) {
        this.options.log(`${name} relaunch failed`, error);
        await sleep(1000);
      }
    }
  }

  /** Its graceful stop signal, then SIGKILL at the deadline; resolves once it has exited. */
  async stop(): Promise<void> {
    this.stopping = true;
    const child = this.child;
    this.child = null;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill(this.options.stopSignal);
    const timer = setTimeout(() => child.kill('SIGKILL'), this.options.stopDeadlineMs);
    await exited;
    clearTimeout(timer);
  }
}
