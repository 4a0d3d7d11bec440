// What a stack costs the machine, read from /proc: its process tree (the CLI's process and every
// descendant: PostgreSQL and its backends, PostgREST, PGlite's child process, tsx's esbuild), the
// memory of that tree (sum of PSS from smaps_rollup where readable, and of RSS) and its CPU time.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

export interface ProcInfo {
  pid: number;
  ppid: number;
  /** Start time in clock ticks since boot: with the pid, names one process for its lifetime. */
  start: number;
  name: string;
  /** utime + stime + cutime + cstime, in seconds (children reaped by it included). */
  cpuSeconds: number;
}

let ticksPerSecond = 0;
function clockTicks(): number {
  if (ticksPerSecond === 0) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    } catch {
      ticksPerSecond = 100;
    }
    if (!Number.isFinite(ticksPerSecond) || ticksPerSecond <= 0) ticksPerSecond = 100;
  }
  return ticksPerSecond;
}

function readText(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** One process's /proc/<pid>/stat, or null once it is gone. */
export function procInfo(pid: number): ProcInfo | null {
  const stat = readText(`/proc/${pid}/stat`);
  if (stat === null) return null;
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return null;
  const name = stat.slice(open + 1, close);
  // Fields from the 3rd on (state, ppid, ...): utime is field 14, starttime field 22.
  const fields = stat
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(fields[n - 3]);
  const ticks = field(14) + field(15) + field(16) + field(17);
  return { pid, ppid: field(4), start: field(22), name, cpuSeconds: ticks / clockTicks() };
}

export function listProcesses(): ProcInfo[] {
  const result: ProcInfo[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const info = procInfo(Number(entry));
    if (info) result.push(info);
  }
  return result;
}

/** `root` and all its descendants, as they are now (empty once root is gone). */
export function processTree(root: number, all: ProcInfo[] = listProcesses()): ProcInfo[] {
  const children = new Map<number, ProcInfo[]>();
  let rootInfo: ProcInfo | undefined;
  for (const info of all) {
    if (info.pid === root) rootInfo = info;
    const siblings = children.get(info.ppid);
    if (siblings) siblings.push(info);
    else children.set(info.ppid, [info]);
  }
  if (!rootInfo) return [];
  const tree: ProcInfo[] = [];
  const queue = [rootInfo];
  for (let next = queue.shift(); next; next = queue.shift()) {
    tree.push(next);
    queue.push(...(children.get(next.pid) ?? []));
  }
  return tree;
}

interface ProcessMemory {
  rssKb: number;
  pssKb: number | null;
}

function processMemory(pid: number): ProcessMemory | null {
  const rollup = readText(`/proc/${pid}/smaps_rollup`);
  const kb = (text: string, key: string) => {
    const match = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(text);
    return match ? Number(match[1]) : null;
  };
  if (rollup !== null) {
    const rss = kb(rollup, 'Rss');
    if (rss !== null) return { rssKb: rss, pssKb: kb(rollup, 'Pss') };
  }
  const status = readText(`/proc/${pid}/status`);
  if (status === null) return null;
  return { rssKb: kb(status, 'VmRSS') ?? 0, pssKb: null };
}

export interface GroupMemory {
  count: number;
  rssMb: number;
  pssMb: number | null;
}

export interface TreeSample {
  /** Milliseconds since the epoch. */
  at: number;
  processes: number;
  rssMb: number;
  /** Null when some process's smaps_rollup could not be read (then only RSS is known). */
  pssMb: number | null;
  cpuSeconds: number;
  byName: Record<string, GroupMemory>;
}

const mb = (kb: number) => Math.round((kb / 1024) * 10) / 10;

/** Memory and CPU of `root`'s whole tree now; null once root is gone. */
export function sampleTree(root: number): TreeSample | null {
  const tree = processTree(root);
  if (tree.length === 0) return null;
  let rssKb = 0;
  let pssKb = 0;
  let pssComplete = true;
  let cpuSeconds = 0;
  const groups = new Map<string, { count: number; rssKb: number; pssKb: number | null }>();
  for (const info of tree) {
    const memory = processMemory(info.pid);
    if (memory === null) continue;
    cpuSeconds += info.cpuSeconds;
    rssKb += memory.rssKb;
    if (memory.pssKb === null) pssComplete = false;
    else pssKb += memory.pssKb;
    const group = groups.get(info.name) ?? { count: 0, rssKb: 0, pssKb: 0 };
    group.count += 1;
    group.rssKb += memory.rssKb;
    group.pssKb = group.pssKb === null || memory.pssKb === null ? null : group.pssKb + memory.pssKb;
    groups.set(info.name, group);
  }
  const byName: Record<string, GroupMemory> = {};
  for (const [name, group] of [...groups].sort((a, b) => b[1].rssKb - a[1].rssKb)) {
    byName[name] = {
      count: group.count,
      rssMb: mb(group.rssKb),
      pssMb: group.pssKb === null ? null : mb(group.pssKb),
    };
  }
  return {
    at: Date.now(),
    processes: tree.length,
    rssMb: mb(rssKb),
    pssMb: pssComplete ? mb(pssKb) : null,
    cpuSeconds: Math.round(cpuSeconds * 100) / 100,
    byName,
  };
}

/**
 * Remembers every process seen in a stack's tree, so whatever outlives the stack's own process
 * (reparented away from it) can still be found and ended: only those very processes, by pid and
 * start time, never anything else.
 */
export class ProcessTracker {
  private readonly seen = new Map<number, ProcInfo>();

  constructor(private readonly root: number) {}

  track(): void {
    for (const info of processTree(this.root)) this.seen.set(info.pid, info);
  }

  /** Tracked processes still running (same pid and start time). */
  alive(): ProcInfo[] {
    const result: ProcInfo[] = [];
    for (const info of this.seen.values()) {
      const now = procInfo(info.pid);
      if (now && now.start === info.start) result.push(now);
    }
    return result;
  }

  /** SIGKILLs the tracked processes still running; returns how many. */
  killLeftovers(): number {
    let killed = 0;
    for (const info of this.alive()) {
      try {
        process.kill(info.pid, 'SIGKILL');
        killed += 1;
      } catch {
        // gone meanwhile
      }
    }
    return killed;
  }
}
