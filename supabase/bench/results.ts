// What one run measures, per stack: kept as JSON for later, printed as a table.
import type { TreeSample } from './proc';
import type { StopReport } from './stacks';
import type { StackLabel } from './trees';
import type { DeliveryResult, LoadLevel, SoakResult } from './workload';

export interface ColdStarts {
  /** Spawn to the JSON ready line, each start, in milliseconds. */
  samplesMs: number[];
  medianMs: number | null;
}

export interface MemoryPoint {
  at: number;
  phase: string;
  rssMb: number;
  pssMb: number | null;
  processes: number;
}

export interface StackResult {
  label: StackLabel;
  revision: string;
  startedAt: string;
  loadavgStart: number[];
  loadavgEnd?: number[];
  error?: string;
  /** The unmeasured first start (fills the caches a developer's machine has). */
  warmupMs?: number;
  coldFresh?: ColdStarts;
  coldMemory?: ColdStarts;
  /** Which memory figure the table shows: PSS when every process's smaps_rollup was readable. */
  memoryKind?: 'PSS' | 'RSS';
  idle?: TreeSample;
  idleSettleMs?: number;
  seedMs?: number;
  seedSettleMs?: number;
  afterSeed?: TreeSample;
  openTasks?: LoadLevel[];
  realtimeOne?: DeliveryResult;
  realtimeMany?: DeliveryResult;
  subscribeManyMs?: number;
  soak?: SoakResult;
  soakStart?: TreeSample;
  soakEnd?: TreeSample;
  soakPeak?: MemoryPoint;
  /** Least-squares slope of memory over the soak, MB per minute. */
  soakSlopeMbPerMin?: number;
  /** CPU the stack's processes used during the soak, in % of one core. */
  soakCpuPercent?: number;
  /** That CPU time divided by the soak's requests, in milliseconds. */
  soakCpuMsPerRequest?: number;
  stop?: StopReport;
  /** Every memory sample taken while the measured stack ran. */
  samples: MemoryPoint[];
}

export interface BenchResults {
  startedAt: string;
  finishedAt?: string;
  interrupted?: boolean;
  host: { cpus: number; node: string; platform: string };
  loadavgStart: number[];
  loadavgEnd?: number[];
  options: Record<string, unknown>;
  stacks: StackResult[];
}

/** The figure to report of a sample: PSS when known, RSS otherwise. */
export function memoryOf(sample: { rssMb: number; pssMb: number | null }, kind: 'PSS' | 'RSS') {
  return kind === 'PSS' && sample.pssMb !== null ? sample.pssMb : sample.rssMb;
}

export function slopePerMinute(points: { at: number; value: number }[]): number | null {
  if (points.length < 2) return null;
  const t0 = points[0].at;
  const xs = points.map((p) => (p.at - t0) / 60_000);
  const ys = points.map((p) => p.value);
  const mx = xs.reduce((a, b) => a + b, 0) / xs.length;
  const my = ys.reduce((a, b) => a + b, 0) / ys.length;
  let num = 0;
  let den = 0;
  for (let i = 0; i < xs.length; i += 1) {
    num += (xs[i] - mx) * (ys[i] - my);
    den += (xs[i] - mx) ** 2;
  }
  return den === 0 ? null : Math.round((num / den) * 100) / 100;
}
