// bcrypt off the event loop. bcryptjs is pure JavaScript: even its async API runs in 100 ms slices
// on the main thread, and twenty sign-ups at once queue twenty slices between two rounds of I/O,
// stalling every other request for seconds. Hashing and comparing therefore run in a worker
// thread; where one cannot be started, bcryptjs's async API in-process is the fallback.
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import bcrypt from 'bcryptjs';

export const BCRYPT_COST = 10;

type Job = { id: number; op: 'hash'; password: string; cost: number } | CompareJob;
interface CompareJob {
  id: number;
  op: 'compare';
  password: string;
  hash: string;
}
interface Reply {
  id: number;
  ok: boolean;
  value: string | boolean;
}

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptjs);
parentPort.on('message', (job) => {
  try {
    const value = job.op === 'hash'
      ? bcrypt.hashSync(job.password, job.cost)
      : bcrypt.compareSync(job.password, job.hash);
    parentPort.postMessage({ id: job.id, ok: true, value });
  } catch (error) {
    parentPort.postMessage({ id: job.id, ok: false, value: String(error && error.message) });
  }
});
`;

interface Pending {
  resolve(value: string | boolean): void;
  reject(error: Error): void;
}

class HashWorker {
  private readonly worker: Worker;
  private readonly pending = new Map<number, Pending>();
  busy = 0;

  constructor(onExit: (worker: HashWorker) => void) {
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { bcryptjs: require.resolve('bcryptjs') },
    });
    // Idle workers must not keep the process (or a test runner) alive.
    this.worker.unref();
    this.worker.on('message', (reply: Reply) => {
      const job = this.pending.get(reply.id);
      if (!job) return;
      this.pending.delete(reply.id);
      this.settled();
      if (reply.ok) job.resolve(reply.value);
      else job.reject(new Error(String(reply.value)));
    });
    const fail = (error: Error) => {
      onExit(this);
      for (const job of this.pending.values()) job.reject(error);
      this.pending.clear();
    };
    this.worker.on('error', fail);
    this.worker.on('exit', () => fail(new Error('password worker exited')));
  }

  run(job: Job): Promise<string | boolean> {
    return new Promise((resolve, reject) => {
      this.pending.set(job.id, { resolve, reject });
      this.busy += 1;
      this.worker.ref();
      this.worker.postMessage(job);
    });
  }

  private settled(): void {
    this.busy -= 1;
    if (this.busy === 0) this.worker.unref();
  }
}

// One worker on a 2-core machine: the main thread, PostgREST and PostgreSQL need the other core.
const POOL_SIZE = Math.max(1, Math.min(2, availableParallelism() - 1));
const pool: HashWorker[] = [];
let workersUnavailable = false;
let nextId = 1;

function worker(): HashWorker | null {
  if (workersUnavailable) return null;
  if (pool.length < POOL_SIZE) {
    try {
      pool.push(
        new HashWorker((gone) => {
          const index = pool.indexOf(gone);
          if (index >= 0) pool.splice(index, 1);
        }),
      );
    } catch {
      workersUnavailable = true;
      return null;
    }
  }
  return pool.reduce<HashWorker | null>(
    (best, each) => (best === null || each.busy < best.busy ? each : best),
    null,
  );
}

export async function hashPassword(password: string, cost = BCRYPT_COST): Promise<string> {
  const target = worker();
  if (target) {
    try {
      return String(await target.run({ id: nextId++, op: 'hash', password, cost }));
    } catch {
      // The worker died: fall through to the in-process hash.
    }
  }
  return bcrypt.hash(password, cost);
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const target = worker();
  if (target) {
    try {
      return (await target.run({ id: nextId++, op: 'compare', password, hash })) === true;
    } catch {
      // The worker died, or the stored hash is malformed: answer in-process.
    }
  }
  try {
    return await bcrypt.compare(password, hash);
  } catch {
    return false;
  }
}
