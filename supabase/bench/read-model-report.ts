// What `--read-models` measures (kept as JSON) and its table: one row per actor and read model,
// p50 / p95 and the answer's bytes at each scale, the p95's growth between the two largest scales,
// and what misses the issue's budget.
import type { Summary } from './http';
import type { ReadModelOptions } from './options';
import { actorLabels, type ActorKey } from './read-model-specs';
import { table } from './report';

export const BUDGET = {
  /** p95 through the API at the largest scale (100,000 tasks). */
  p95Ms: 50,
  /** p95 at 100,000 tasks over p95 at 10,000. */
  growth: 1.5,
  /** The answer before compression. */
  bytes: 100 * 1024,
  /** p95 after over p95 before at the largest scale, with --before (issue #49: membership). */
  change: 1.2,
} as const;

export interface ReadModelMeasure {
  actor: ActorKey;
  key: string;
  label: string;
  old: boolean;
  method: string;
  path: string;
  body?: Record<string, unknown>;
  /** Rows in the answer (1 for an object), from the uncompressed read. */
  rows: number | null;
  /** The answer's body before compression (a read with Accept-Encoding: identity). */
  bytes: number | null;
  latency: Summary | null;
  errors: number;
  error?: string;
}

export interface ScaleResult {
  tasks: number;
  label: string;
  /** With --before: which migrations the stack ran, the commit's ("before") or this tree's. */
  variant?: 'before' | 'after';
  loadavgStart: number[];
  loadavgEnd?: number[];
  /** startStack with the demo seed and the bench data (migrations from the cached template). */
  loadMs?: number;
  /** VACUUM (ANALYZE) of the whole database after the load (absent with --no-vacuum). */
  vacuumMs?: number;
  stopMs?: number;
  actors?: Partial<Record<ActorKey, { email: string; userId: string }>>;
  measures: ReadModelMeasure[];
  plansFile?: string;
  error?: string;
}

export interface ReadModelResults {
  mode: 'read-models';
  startedAt: string;
  finishedAt?: string;
  interrupted?: boolean;
  host: { cpus: number; node: string; platform: string };
  database: 'embedded' | 'postgres';
  postgres?: string;
  loadavgStart: number[];
  loadavgEnd?: number[];
  options: Omit<ReadModelOptions, 'databaseUrl'>;
  budget: typeof BUDGET;
  scales: ScaleResult[];
}

export function scaleLabel(tasks: number): string {
  return tasks >= 1000 && tasks % 1000 === 0 ? `${tasks / 1000}k` : String(tasks);
}

const DASH = '—';
const OVER = ' ✗';
const load = (values: number[] | undefined) =>
  values ? values.map((v) => v.toFixed(2)).join(' ') : DASH;
const thousands = (n: number) => n.toLocaleString('en-GB');
const seconds = (ms: number | undefined) =>
  ms === undefined ? DASH : `${(ms / 1000).toFixed(1)} s`;

/**
 * The two runs each p95 is compared between: with --before, the largest scale before and after;
 * otherwise 10k → 100k when run, else the two largest scales.
 */
function growthScales(scales: ScaleResult[]): [ScaleResult, ScaleResult] | null {
  if (scales.some((s) => s.variant !== undefined)) {
    const largest = Math.max(...scales.map((s) => s.tasks));
    const before = scales.find((s) => s.tasks === largest && s.variant === 'before');
    const after = scales.find((s) => s.tasks === largest && s.variant === 'after');
    return before && after ? [before, after] : null;
  }
  const ten = scales.find((s) => s.tasks === 10_000);
  const hundred = scales.find((s) => s.tasks === 100_000);
  if (ten && hundred) return [ten, hundred];
  const sorted = [...scales].sort((a, b) => a.tasks - b.tasks);
  return sorted.length >= 2 ? [sorted[sorted.length - 2], sorted[sorted.length - 1]] : null;
}

export function renderReadModelReport(results: ReadModelResults): string {
  const scales = [...results.scales].sort(
    (a, b) => a.tasks - b.tasks || (a.variant === 'before' ? -1 : 1),
  );
  const comparing = scales.some((s) => s.variant !== undefined);
  const limit = comparing ? BUDGET.change : BUDGET.growth;
  const largest = scales.at(-1);
  const rows: { actor: ActorKey; key: string; label: string }[] = [];
  for (const actor of Object.keys(actorLabels) as ActorKey[]) {
    for (const scale of scales) {
      for (const m of scale.measures) {
        if (m.actor === actor && !rows.some((r) => r.actor === actor && r.key === m.key)) {
          rows.push({ actor, key: m.key, label: m.label });
        }
      }
    }
  }
  const measureOf = (scale: ScaleResult, actor: ActorKey, key: string) =>
    scale.measures.find((m) => m.actor === actor && m.key === key);
  const pair = growthScales(scales);
  const growthHeader = pair
    ? comparing
      ? `p95 ${pair[1].label} / ${pair[0].label}`
      : `p95 ${pair[0].label}→${pair[1].label}`
    : 'p95 growth';

  const header = [
    'Actor',
    'Read model',
    ...scales.flatMap((s) => [`${s.label}: p50 / p95 ms`, `${s.label}: bytes (rows)`]),
    growthHeader,
    `Over budget (at ${largest?.label ?? DASH})`,
  ];
  const body = rows.map(({ actor, key, label }) => {
    const over: string[] = [];
    const cells = scales.flatMap((scale) => {
      const m = measureOf(scale, actor, key);
      if (!m) return [DASH, DASH];
      const atLargest = scale.tasks === largest?.tasks;
      let time = DASH;
      if (m.latency) {
        const slow = atLargest && m.latency.p95 > BUDGET.p95Ms;
        if (slow) over.push(`p95 > ${BUDGET.p95Ms} ms`);
        time = `${m.latency.p50} / ${m.latency.p95}${slow ? OVER : ''}`;
      } else if (m.error) {
        time = 'error';
      }
      if (m.errors > 0) time += ` (${m.errors} err)`;
      let size = DASH;
      if (m.bytes !== null) {
        const big = m.bytes > BUDGET.bytes;
        if (big && atLargest) over.push('> 100 KB');
        size = `${thousands(m.bytes)}${m.rows === null ? '' : ` (${m.rows})`}${big ? OVER : ''}`;
      }
      return [time, size];
    });
    let growth = DASH;
    if (pair) {
      const from = measureOf(pair[0], actor, key)?.latency?.p95;
      const to = measureOf(pair[1], actor, key)?.latency?.p95;
      if (from !== undefined && to !== undefined && from > 0) {
        const ratio = to / from;
        const fast = ratio > limit;
        if (fast) over.push(`${comparing ? 'after/before' : 'growth'} ${ratio.toFixed(2)}×`);
        growth = `${ratio.toFixed(2)}×${fast ? OVER : ''}`;
      }
    }
    return [actorLabels[actor], label, ...cells, growth, over.join(', ') || 'ok'];
  });

  const notes = [
    `Budget: p95 ≤ ${BUDGET.p95Ms} ms at the largest scale, ${comparing ? `p95 after ≤ ${BUDGET.change}× before at the largest scale` : `p95 growth ≤ ${BUDGET.growth}× from 10k to 100k tasks`}, answer ≤ 100 KB (${thousands(BUDGET.bytes)} bytes) before compression; ✗ marks a miss. OLD rows are the request shapes of the screens before issue #17, for reference.`,
    `${results.options.runs} calls per read model after ${results.options.warmup} warm-up calls, one at a time, through the gateway (fetch as supabase-js makes it, compressed as the gateway chooses); bytes from one more read with Accept-Encoding: identity.`,
    `Load average (1/5/15 min): ${load(results.loadavgStart)} at the start, ${load(results.loadavgEnd)} at the end; ${results.host.cpus} CPUs; Node ${results.host.node}; ${results.postgres ?? 'PostgreSQL ?'} (${results.database}).`,
    ...scales.map(
      (s) =>
        `${s.label} tasks: stack start with the demo seed and the bench data ${seconds(s.loadMs)}, ${s.vacuumMs === undefined ? 'not vacuumed' : `VACUUM (ANALYZE) ${seconds(s.vacuumMs)}`}, stop ${seconds(s.stopMs)}; load average ${load(s.loadavgStart)} → ${load(s.loadavgEnd)}${s.plansFile ? `; plans in ${s.plansFile}` : ''}${s.error ? `; FAILED: ${s.error}` : ''}`,
    ),
  ];
  for (const scale of scales) {
    for (const m of scale.measures) {
      if (m.error) notes.push(`${scale.label}, ${actorLabels[m.actor]}, ${m.key}: ${m.error}`);
    }
  }
  return `${table(header, body)}\n\n${notes.join('\n')}`;
}
