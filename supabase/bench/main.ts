// `npm run bench -w supabase`: the local stack of an older commit (--commit, default a3f3d3b) and
// this working tree's, side by side in one run (see options.ts for the flags). Each stack runs as its own
// process through its own CLI on 127.0.0.1, one after the other, on throwaway data folders:
//   1. cold start to the ready line (fresh data folder with the demo seed; and --memory);
//   2. memory of the whole process tree: idle, with the bench data (seed-bench.sql), over a soak;
//   3. the volunteer's open-task list at 1, 10, 25 and 50 concurrent clients;
//   4. chat delivery through realtime to 1 and to 100 subscribers;
//   5. the soak: mixed load for N minutes at the highest rate the stack sustains.
// Everything the bench starts is stopped at the end, on a failure and on Ctrl-C.
// `--read-models` runs the read-model timings instead (read-models.ts).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { seedBench } from './seed-bench';
import { Api, median } from './http';
import {
  type BenchOptions,
  parseOptions,
  NOTIFICATIONS_FLAG,
  parseNotificationOptions,
  parseReadModelOptions,
  READ_MODELS_FLAG,
  usage,
  UsageError,
} from './options';
import { sampleTree, type TreeSample } from './proc';
import { runNotificationBench, stopNotificationStack } from './notifications';
import { runReadModels, stopReadModelStack } from './read-models';
import { renderReport } from './report';
import { type BenchResults, memoryOf, slopePerMinute, type StackResult } from './results';
import {
  killAllStacksNow,
  refuseNewStacks,
  type RunningStack,
  startStackProcess,
  type StartMode,
  stopAllStacks,
} from './stacks';
import {
  afterTree,
  benchDataDir,
  prepareBeforeTree,
  type StackLabel,
  type StackTree,
  wipeOwnedDataDir,
} from './trees';
import { openTasksAt, Realtime, signInActors, soak } from './workload';

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const loads = () => loadavg().map((v) => Math.round(v * 100) / 100);

/**
 * Two cores: the second stack would start under the first one's soak (a load of 6 to 8) and lose
 * to it by 20-40% on the short runs. Each stack starts once the one-minute load is back under 1,
 * or after five minutes at most.
 */
async function waitForQuiet(label: string): Promise<void> {
  const deadline = Date.now() + 5 * 60_000;
  if (loadavg()[0] > 1) log(`${label}: waiting for the load (${loads()[0]}) to settle under 1 ...`);
  while (loadavg()[0] > 1 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
  }
}
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const runDir = join(benchDataDir, 'runs', stamp);
const resultsFile = join(benchDataDir, `results-${stamp}.json`);

let results: BenchResults | null = null;
const ownedTrees: StackTree[] = [];

/** Samples a running stack's memory every `everyMs`, labelled with the phase under way. */
class Sampler {
  phase = 'idle';
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly stack: RunningStack,
    private readonly result: StackResult,
  ) {}

  take(): TreeSample | null {
    const sample = this.stack.sample();
    if (sample) {
      this.result.samples.push({
        at: sample.at,
        phase: this.phase,
        rssMb: sample.rssMb,
        pssMb: sample.pssMb,
        processes: sample.processes,
      });
      if (sample.pssMb === null) this.result.memoryKind = 'RSS';
    }
    return sample;
  }

  start(everyMs: number): void {
    this.timer = setInterval(() => this.take(), everyMs);
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}

/** Waits until the stack's processes are quiet (under 3% of a core for 2 s), `maxMs` at most. */
async function settle(stack: RunningStack, maxMs: number): Promise<number> {
  const started = performance.now();
  let previous = sampleTree(stack.pid)?.cpuSeconds ?? 0;
  let quiet = 0;
  while (performance.now() - started < maxMs && quiet < 2) {
    await sleep(1000);
    const now = sampleTree(stack.pid)?.cpuSeconds ?? previous;
    quiet = now - previous < 0.03 ? quiet + 1 : 0;
    previous = now;
  }
  return Math.round(performance.now() - started);
}

function freshDataDir(tree: StackTree, index: number): string | null {
  if (tree.supportsDataDir) {
    const dir = join(runDir, `${tree.label}-${index}`);
    mkdirSync(dir, { recursive: true });
    return dir;
  }
  wipeOwnedDataDir(tree);
  return null;
}

function dropDataDir(tree: StackTree, dir: string | null): void {
  if (dir !== null) rmSync(dir, { recursive: true, force: true });
  else wipeOwnedDataDir(tree);
}

async function coldStarts(
  tree: StackTree,
  mode: StartMode,
  count: number,
  keepLast: boolean,
): Promise<{ samplesMs: number[]; kept: { stack: RunningStack; dir: string | null } | null }> {
  const samplesMs: number[] = [];
  let kept: { stack: RunningStack; dir: string | null } | null = null;
  for (let i = 1; i <= count; i += 1) {
    const dir = mode === 'fresh' ? freshDataDir(tree, i) : null;
    const stack = await startStackProcess(tree, mode, dir);
    samplesMs.push(stack.readyMs);
    log(`${tree.label}: ${mode} start ${i}/${count} ready in ${stack.readyMs} ms`);
    if (keepLast && i === count) {
      kept = { stack, dir };
    } else {
      await stack.stop();
      if (mode === 'fresh') dropDataDir(tree, dir);
    }
  }
  return { samplesMs, kept };
}

async function measureStack(
  tree: StackTree,
  options: BenchOptions,
  result: StackResult,
): Promise<void> {
  log(`${tree.label} (${tree.revision}): warm-up start (not measured) ...`);
  const warmup = await startStackProcess(tree, 'memory', null);
  result.warmupMs = warmup.readyMs;
  await warmup.stop();

  const memory = await coldStarts(tree, 'memory', options.coldStarts, false);
  result.coldMemory = { samplesMs: memory.samplesMs, medianMs: median(memory.samplesMs) };
  const fresh = await coldStarts(tree, 'fresh', options.coldStarts, true);
  result.coldFresh = { samplesMs: fresh.samplesMs, medianMs: median(fresh.samplesMs) };
  if (!fresh.kept) throw new Error('no stack kept running');
  const { stack, dir } = fresh.kept;

  const sampler = new Sampler(stack, result);
  const api = new Api(stack.apiUrl, stack.anonKey, 64);
  const realtimeOne = new Realtime(stack.apiUrl, stack.anonKey);
  const realtimeMany = new Realtime(stack.apiUrl, stack.anonKey);
  result.memoryKind = 'PSS';
  try {
    sampler.start(options.sampleEveryMs);
    result.idleSettleMs = await settle(stack, options.settleMs);
    result.idle = sampler.take() ?? undefined;
    log(`${tree.label}: idle ${result.idle ? memoryOf(result.idle, 'PSS') : '?'} MB`);

    sampler.phase = 'seed';
    log(`${tree.label}: loading seed-bench.sql ...`);
    result.seedMs = await seedBench(stack.dbUrl);
    result.seedSettleMs = await settle(stack, 120_000);
    result.afterSeed = sampler.take() ?? undefined;
    log(
      `${tree.label}: bench data in ${result.seedMs} ms (settled ${result.seedSettleMs} ms later), ${result.afterSeed ? memoryOf(result.afterSeed, 'PSS') : '?'} MB`,
    );

    const actors = await signInActors(api, options.subscribers);

    sampler.phase = 'open-tasks';
    result.openTasks = [];
    for (const clients of options.levels) {
      const level = await openTasksAt(
        api,
        actors.volunteer.token,
        clients,
        options.requests,
        options.warmup,
      );
      result.openTasks.push(level);
      log(
        `${tree.label}: open tasks (${level.rows} rows) at ${clients}: ${level.rps} req/s, p50 ${level.latency?.p50} p95 ${level.latency?.p95} ms, ${level.errors} errors`,
      );
    }

    sampler.phase = 'realtime';
    await realtimeOne.subscribe([actors.demoChat]);
    result.realtimeOne = await realtimeOne.measure(
      api,
      [actors.demoChat],
      options.messages,
      options.messageIntervalMs,
      'one',
    );
    await realtimeOne.close();
    log(
      `${tree.label}: 1 subscriber: p50 ${result.realtimeOne.fromCreatedAt?.p50} p95 ${result.realtimeOne.fromCreatedAt?.p95} ms, ${result.realtimeOne.lost} lost`,
    );
    result.subscribeManyMs = await realtimeMany.subscribe(actors.pairs);
    result.realtimeMany = await realtimeMany.measure(
      api,
      actors.pairs,
      options.messages,
      options.messageIntervalMs,
      'many',
    );
    log(
      `${tree.label}: ${actors.pairs.length} subscribers (subscribed in ${result.subscribeManyMs} ms): p50 ${result.realtimeMany.fromCreatedAt?.p50} p95 ${result.realtimeMany.fromCreatedAt?.p95} ms, ${result.realtimeMany.lost} lost`,
    );

    sampler.phase = 'soak';
    log(
      `${tree.label}: soak, ${options.soakClients} clients for ${options.soakMinutes} min (subscribers stay connected) ...`,
    );
    const soakStart = sampler.take();
    result.soakStart = soakStart ?? undefined;
    // The end of the soak is when the load stops (its chat deliveries are then awaited).
    result.soak = await soak(
      api,
      actors,
      realtimeMany,
      options.soakClients,
      options.soakMinutes * 60,
      () => {
        result.soakEnd = sampler.take() ?? undefined;
        sampler.phase = 'after-soak';
      },
    );
    const kind = result.memoryKind;
    const soakPoints = result.samples.filter((p) => p.phase === 'soak');
    result.soakPeak = soakPoints.reduce<(typeof soakPoints)[number] | undefined>(
      (peak, p) => (!peak || memoryOf(p, kind) > memoryOf(peak, kind) ? p : peak),
      undefined,
    );
    result.soakSlopeMbPerMin =
      slopePerMinute(soakPoints.map((p) => ({ at: p.at, value: memoryOf(p, kind) }))) ?? undefined;
    const end = result.soakEnd;
    if (soakStart && end) {
      const cpu = end.cpuSeconds - soakStart.cpuSeconds;
      result.soakCpuPercent = Math.round((cpu / ((end.at - soakStart.at) / 1000)) * 1000) / 10;
      result.soakCpuMsPerRequest = Math.round((cpu * 1000 * 100) / result.soak.requests) / 100;
    }
    log(
      `${tree.label}: soak ${result.soak.requests} requests, ${result.soak.rps} req/s, ${result.soak.errors} errors; memory ${soakStart ? memoryOf(soakStart, kind) : '?'} → ${end ? memoryOf(end, kind) : '?'} MB`,
    );
  } finally {
    sampler.stop();
    await realtimeOne.close();
    await realtimeMany.close();
    api.close();
    result.stop = await stack.stop();
    dropDataDir(tree, dir);
  }
}

function writeResults(): void {
  if (!results) return;
  mkdirSync(benchDataDir, { recursive: true });
  writeFileSync(resultsFile, `${JSON.stringify(results, null, 2)}\n`);
}

function cleanUp(): void {
  rmSync(runDir, { recursive: true, force: true });
  for (const tree of ownedTrees) {
    try {
      wipeOwnedDataDir(tree);
    } catch {
      // best effort
    }
  }
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes(NOTIFICATIONS_FLAG)) {
    // Issue #48's figures (notifications.ts), not the stacks' bench.
    const notificationOptions = parseNotificationOptions(argv);
    if (notificationOptions === null) {
      process.stdout.write(usage);
      return;
    }
    if (!(await runNotificationBench(notificationOptions, log))) process.exitCode = 1;
    return;
  }
  if (argv.includes(READ_MODELS_FLAG)) {
    // The read models at each scale of the bench data (read-models.ts), not the stacks' bench.
    const readModelOptions = parseReadModelOptions(argv);
    if (readModelOptions === null) {
      process.stdout.write(usage);
      return;
    }
    if (!(await runReadModels(readModelOptions, log))) process.exitCode = 1;
    return;
  }
  const options = parseOptions(argv);
  if (options === null) {
    process.stdout.write(usage);
    return;
  }
  results = {
    startedAt: new Date().toISOString(),
    host: {
      cpus: cpus().length,
      node: process.version,
      platform: `${process.platform}-${process.arch}`,
    },
    loadavgStart: loads(),
    options: { ...options },
    stacks: [],
  };
  const trees = new Map<StackLabel, StackTree>();
  if (options.stacks.includes('before')) {
    const before = prepareBeforeTree(options.beforeCommit, log);
    ownedTrees.push(before);
    trees.set('before', before);
  }
  if (options.stacks.includes('after')) trees.set('after', afterTree());

  for (const label of options.stacks) {
    const tree = trees.get(label);
    if (!tree) continue;
    await waitForQuiet(label);
    const result: StackResult = {
      label,
      revision: tree.revision,
      startedAt: new Date().toISOString(),
      loadavgStart: loads(),
      samples: [],
    };
    results.stacks.push(result);
    try {
      await measureStack(tree, options, result);
    } catch (error) {
      result.error = error instanceof Error ? error.message : String(error);
      log(`${label} failed: ${result.error}`);
      await stopAllStacks();
    }
    result.loadavgEnd = loads();
    writeResults();
  }
  results.loadavgEnd = loads();
  results.finishedAt = new Date().toISOString();
  writeResults();
  cleanUp();
  process.stdout.write(`\n${renderReport(results, options)}\n\n`);
  process.stdout.write(`Results: ${relative(process.cwd(), resultsFile)}\n`);
  if (results.stacks.some((s) => s.error)) process.exitCode = 1;
}

let interrupted = false;
function onSignal(signal: NodeJS.Signals): void {
  if (interrupted) {
    killAllStacksNow();
    process.exit(130);
  }
  interrupted = true;
  refuseNewStacks();
  log(`${signal}: stopping every stack the bench started ...`);
  if (results) results.interrupted = true;
  Promise.all([stopAllStacks(), stopReadModelStack(), stopNotificationStack()])
    .catch(() => undefined)
    .finally(() => {
      writeResults();
      cleanUp();
      process.exit(130);
    });
}
process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);
process.on('SIGHUP', onSignal);
process.on('exit', () => killAllStacksNow());

main().catch(async (error: unknown) => {
  if (error instanceof UsageError) {
    process.stderr.write(`${error.message}\n\n${usage}`);
    process.exit(2);
  }
  log(error instanceof Error ? (error.stack ?? error.message) : String(error));
  await stopAllStacks();
  await stopReadModelStack();
  await stopNotificationStack();
  writeResults();
  cleanUp();
  process.exit(1);
});
