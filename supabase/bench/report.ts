// The side-by-side table (Markdown, so it pastes into a release note) and the notes under it.
import type { Summary } from './http';
import type { BenchOptions } from './options';
import type { TreeSample } from './proc';
import { type BenchResults, memoryOf, type StackResult } from './results';
import type { DeliveryResult } from './workload';

const DASH = '—';
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const megabytes = (mb: number) => `${Math.round(mb)} MB`;
const latency = (s: Summary | null | undefined) => (s ? `${s.p50} / ${s.p95} ms` : DASH);
const load = (values: number[] | undefined) =>
  values ? values.map((v) => v.toFixed(2)).join(' ') : DASH;

function coldStart(samples: number[] | undefined, medianMs: number | null | undefined): string {
  if (!samples || samples.length === 0 || medianMs === null || medianMs === undefined) return DASH;
  if (samples.length === 1) return seconds(medianMs);
  return `${seconds(medianMs)} (${(Math.min(...samples) / 1000).toFixed(1)}–${(Math.max(...samples) / 1000).toFixed(1)})`;
}

function delivery(result: DeliveryResult | undefined): string {
  if (!result) return DASH;
  const lost = result.lost + result.sendErrors;
  return `${latency(result.fromCreatedAt)}${lost ? `, ${lost} of ${result.sent} lost` : ''}`;
}

interface Row {
  measure: string;
  target: string;
  value: (result: StackResult) => string;
}

function rows(options: BenchOptions, kind: 'PSS' | 'RSS'): Row[] {
  const memory = (sample: TreeSample | undefined) =>
    sample
      ? `${megabytes(memoryOf(sample, kind))}${kind === 'PSS' ? ` (RSS ${megabytes(sample.rssMb)})` : ''}`
      : DASH;
  const starts = options.coldStarts === 1 ? '1 start' : `median of ${options.coldStarts}`;
  const list: Row[] = [
    {
      measure: `Cold start to ready, fresh data folder + demo seed (${starts})`,
      target: '',
      value: (r) => coldStart(r.coldFresh?.samplesMs, r.coldFresh?.medianMs),
    },
    {
      measure: `Cold start to ready, --memory from the cached template (${starts})`,
      target: '',
      value: (r) => coldStart(r.coldMemory?.samplesMs, r.coldMemory?.medianMs),
    },
    {
      measure: `Memory (${kind}, whole stack), idle after start`,
      target: '< 400 MB',
      value: (r) => memory(r.idle),
    },
    {
      measure: 'Loading seed-bench.sql (10k tasks, 100k applications)',
      target: '',
      value: (r) =>
        r.seedMs === undefined
          ? DASH
          : `${seconds(r.seedMs)}${r.seedSettleMs !== undefined ? ` (stack busy ${seconds(r.seedSettleMs)} after)` : ''}`,
    },
    {
      measure: `Memory (${kind}), idle with the bench data`,
      target: '< 400 MB',
      value: (r) => memory(r.afterSeed),
    },
  ];
  for (const clients of options.levels) {
    list.push({
      measure: `Open-task list, ${clients} client${clients === 1 ? '' : 's'}: req/s, p50 / p95`,
      target: clients === Math.max(...options.levels) ? 'p95 ≤ 100 ms' : '',
      value: (r) => {
        const level = r.openTasks?.find((l) => l.clients === clients);
        if (!level) return DASH;
        const errors = level.errors ? `, ${level.errors} errors` : '';
        return `${Math.round(level.rps)} req/s, ${latency(level.latency)}${errors}`;
      },
    });
  }
  list.push(
    {
      measure: 'Chat delivery via realtime, 1 subscriber: p50 / p95',
      target: 'p95 ≤ 100 ms',
      value: (r) => delivery(r.realtimeOne),
    },
    {
      measure: `Chat delivery, ${options.subscribers} subscribers on ${options.subscribers} chats: p50 / p95`,
      target: 'p95 ≤ 100 ms',
      value: (r) => delivery(r.realtimeMany),
    },
    {
      measure: `Soak, ${options.soakClients} clients for ${options.soakMinutes} min: req/s (errors)`,
      target: '',
      value: (r) => (r.soak ? `${Math.round(r.soak.rps)} req/s (${r.soak.errors} errors)` : DASH),
    },
    {
      measure: 'Soak: p50 / p95, all requests',
      target: '',
      value: (r) => latency(r.soak?.latency),
    },
    {
      measure: `Soak: chat deliveries to the ${options.subscribers} subscribers, p50 / p95`,
      target: '',
      value: (r) => delivery(r.soak?.delivery),
    },
    {
      measure: `Soak: memory (${kind}) start → end (peak)`,
      target: 'flat, < 400 MB',
      value: (r) =>
        r.soakStart && r.soakEnd
          ? `${megabytes(memoryOf(r.soakStart, kind))} → ${megabytes(memoryOf(r.soakEnd, kind))} (${r.soakPeak ? megabytes(memoryOf(r.soakPeak, kind)) : DASH})`
          : DASH,
    },
    {
      measure: 'Soak: memory trend',
      target: '≈ 0',
      value: (r) =>
        r.soakSlopeMbPerMin === undefined
          ? DASH
          : `${r.soakSlopeMbPerMin >= 0 ? '+' : ''}${r.soakSlopeMbPerMin} MB/min`,
    },
    {
      measure: 'Soak: CPU of the stack (100% = one core), per request',
      target: '',
      value: (r) =>
        r.soakCpuPercent === undefined
          ? DASH
          : `${Math.round(r.soakCpuPercent)}%, ${r.soakCpuMsPerRequest ?? DASH} ms`,
    },
    {
      measure: 'Stop (SIGTERM to exit)',
      target: '',
      value: (r) => (r.stop ? seconds(r.stop.ms) : DASH),
    },
    {
      measure: 'Load average (1/5/15 min) at the stack’s start → end',
      target: '',
      value: (r) => `${load(r.loadavgStart)} → ${load(r.loadavgEnd)}`,
    },
  );
  return list;
}

export function table(header: string[], body: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i].length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...body.map(line)]
    .map((l) => l.trimEnd())
    .join('\n');
}

function breakdown(sample: TreeSample | undefined, kind: 'PSS' | 'RSS'): string {
  if (!sample) return DASH;
  return Object.entries(sample.byName)
    .map(([name, g]) => {
      const mb = kind === 'PSS' && g.pssMb !== null ? g.pssMb : g.rssMb;
      return `${name} ${g.count > 1 ? `${g.count}× ` : ''}${megabytes(mb)}`;
    })
    .join(', ');
}

export function renderReport(results: BenchResults, options: BenchOptions): string {
  const stacks = results.stacks;
  const kind: 'PSS' | 'RSS' = stacks.every((s) => s.memoryKind !== 'RSS') ? 'PSS' : 'RSS';
  const header = ['Measure', ...stacks.map((s) => `${s.label} (${s.revision})`), 'Target'];
  const body = rows(options, kind).map((row) => [
    row.measure,
    ...stacks.map((s) => row.value(s)),
    row.target,
  ]);
  const notes: string[] = [
    `Load average (1/5/15 min): ${load(results.loadavgStart)} at the start, ${load(results.loadavgEnd)} at the end; ${results.host.cpus} CPUs.`,
    `Memory is the sum over the stack's CLI process and all its descendants (${kind === 'PSS' ? 'PSS from /proc/<pid>/smaps_rollup' : 'RSS: some smaps_rollup unreadable'}); chat latency is the row's created_at to receipt in the subscriber.`,
  ];
  for (const s of stacks) {
    notes.push(`${s.label}, end of soak: ${breakdown(s.soakEnd ?? s.afterSeed ?? s.idle, kind)}`);
    if (s.soak && s.soak.errorSamples.length > 0) {
      notes.push(`${s.label}, soak errors: ${s.soak.errorSamples.slice(0, 3).join(' | ')}`);
    }
    if (s.error) notes.push(`${s.label} FAILED: ${s.error}`);
  }
  return `${table(header, body)}\n\n${notes.join('\n')}`;
}
