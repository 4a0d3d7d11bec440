import type { StackLabel } from './trees';

export interface BenchOptions {
  stacks: StackLabel[];
  /** The commit whose stack is "before" (the stack before it became its own package, #47). */
  beforeCommit: string;
  quick: boolean;
  /** Cold starts measured per mode (the median is reported). */
  coldStarts: number;
  /** Concurrent clients of the open-task list, and requests per level after `warmup`. */
  levels: number[];
  requests: number;
  warmup: number;
  /** Chat messages per realtime measure, one every `messageIntervalMs`. */
  messages: number;
  messageIntervalMs: number;
  /** Subscribers (each its own client, volunteer and chat) of the many-subscriber measure. */
  subscribers: number;
  soakMinutes: number;
  soakClients: number;
  /** How long to let a stack settle (CPU quiet) before reading its idle memory, at most. */
  settleMs: number;
  sampleEveryMs: number;
}

export const usage = `npm run bench -w supabase -- [options]

Starts the stack of an older commit ("before") and this working tree's stack ("after"),
one after the other, each as its own process through its CLI on 127.0.0.1, and measures cold
start, memory of the whole process tree, the open-task list under load, realtime chat delivery
and a soak of mixed load. Prints a table; writes JSON to supabase/.data/bench/.

  --only before|after   run one stack only
  --minutes N           soak duration in minutes (default 10; 0.5 with --quick)
  --quick               smoke run: 1 cold start per mode, 100 requests per level, 40 messages
  --soak-clients N      concurrent clients of the soak (default 10)
  --commit REV          the "before" commit (default a3f3d3b; 04ecb1f is the last PGlite stack)

BENCH_STACK_LOG=<file> runs the stacks with SUPABASE_DEBUG=1 and appends their stderr to <file>.

npm run bench -w supabase -- --read-models [--scales 1000,10000,100000] [--runs 200] [--no-plans] [--no-vacuum] [--before REV]

Times every read model (p50 / p95 through the API, and the answer's bytes before compression) as
the demo volunteer, the demo organisation and the bench organisation, at each scale of the bench
data (tasks, ten applications each), on this working tree's stack started in-process (--memory,
or a scratch database on --db-url / DATABASE_URL), vacuumed after the load as autovacuum soon
would be. At the largest scale it also writes the plans (EXPLAIN ANALYZE, BUFFERS) of each read
model to supabase/.data/bench/plans-<scale>.md.

  --scales A,B,...      bench data scales, in tasks (default 1000,10000,100000)
  --runs N              timed calls per read model, after 10 warm-up calls (default 200)
  --no-plans            skip the plans
  --no-vacuum           time the reads straight after the load, before VACUUM (ANALYZE) has set the
                        visibility map and cleared the dead rows the seed leaves
  --db-url URL          an empty PostgreSQL server's URL instead of the embedded database
  --before REV          each scale first on the migrations of commit REV ("before"), then on this
                        tree's ("after"), side by side; the table gives each p95's after/before

npm run bench -w supabase -- --notifications [--tasks 100000] [--events 30] [--runs 30]

Issue #48's figures, on this working tree's stack in memory with the bench data at --tasks: from
an approval to its mail in the local inbox (p50 / p95 over --events approvals), and the database
time of the minute's reminder job (send_due_reminders) as each minute, with ten reminders due, and
with ten due but the reminder's notification trigger off (--runs each).
`;

/** The `--read-models` mode: its own flags (see usage). */
export interface ReadModelOptions {
  scales: number[];
  runs: number;
  warmup: number;
  plans: boolean;
  /** VACUUM (ANALYZE) after the load, as autovacuum would soon after a bulk load. */
  vacuum: boolean;
  databaseUrl: string | null;
  /** Each scale also on the migrations of this commit, first ("before"), beside this tree's. */
  beforeCommit: string | null;
}

export const READ_MODELS_FLAG = '--read-models';
export const NOTIFICATIONS_FLAG = '--notifications';

/** The `--notifications` mode (notifications.ts): its own flags (see usage). */
export interface NotificationOptions {
  tasks: number;
  events: number;
  runs: number;
}

export function parseNotificationOptions(argv: string[]): NotificationOptions | null {
  const options: NotificationOptions = { tasks: 100_000, events: 30, runs: 30 };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const count = (least: number) => {
      const value = Number((inline ?? argv[(i += 1)] ?? '').replace(/_/g, ''));
      if (!Number.isInteger(value) || value < least) {
        throw new UsageError(`${flag} takes a whole number, at least ${least}`);
      }
      return value;
    };
    switch (flag) {
      case NOTIFICATIONS_FLAG:
        break;
      case '--tasks':
        options.tasks = count(40);
        break;
      case '--events':
        options.events = count(1);
        break;
      case '--runs':
        options.runs = count(1);
        break;
      case '--help':
      case '-h':
        return null;
      default:
        throw new UsageError(`unknown option ${argv[i]} (with ${NOTIFICATIONS_FLAG})`);
    }
  }
  return options;
}

export class UsageError extends Error {}

export function parseOptions(argv: string[]): BenchOptions | null {
  let only: StackLabel | null = null;
  let minutes: number | null = null;
  let quick = false;
  let soakClients = 10;
  let beforeCommit = 'a3f3d3b';
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=', 2);
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    const positive = (text: string) => {
      const number = Number(text);
      if (!Number.isFinite(number) || number <= 0) {
        throw new UsageError(`${flag} takes a positive number`);
      }
      return number;
    };
    switch (flag) {
      case '--only': {
        const label = value();
        if (label !== 'before' && label !== 'after') {
          throw new UsageError('--only takes before or after');
        }
        only = label;
        break;
      }
      case '--minutes':
        minutes = positive(value());
        break;
      case '--quick':
        quick = true;
        break;
      case '--soak-clients':
        soakClients = Math.round(positive(value()));
        break;
      case '--commit':
        beforeCommit = value();
        break;
      case '--help':
      case '-h':
        return null;
      default:
        throw new UsageError(`unknown option ${argv[i]}`);
    }
  }
  return {
    stacks: only ? [only] : ['before', 'after'],
    beforeCommit,
    quick,
    coldStarts: quick ? 1 : 3,
    levels: [1, 10, 25, 50],
    requests: quick ? 100 : 500,
    warmup: quick ? 20 : 50,
    messages: quick ? 40 : 200,
    messageIntervalMs: 50,
    subscribers: 100,
    soakMinutes: minutes ?? (quick ? 0.5 : 10),
    soakClients,
    settleMs: quick ? 10_000 : 30_000,
    sampleEveryMs: 2000,
  };
}

export function parseReadModelOptions(argv: string[]): ReadModelOptions | null {
  const options: ReadModelOptions = {
    scales: [1_000, 10_000, 100_000],
    runs: 200,
    warmup: 10,
    plans: true,
    vacuum: true,
    databaseUrl: null,
    beforeCommit: null,
  };
  for (let i = 0; i < argv.length; i += 1) {
    // `--flag=value` keeps every `=` of the value (a database URL has some).
    const equals = argv[i].startsWith('--') ? argv[i].indexOf('=') : -1;
    const flag = equals < 0 ? argv[i] : argv[i].slice(0, equals);
    const inline = equals < 0 ? undefined : argv[i].slice(equals + 1);
    const value = () => {
      const next = inline ?? argv[(i += 1)];
      if (next === undefined) throw new UsageError(`${flag} needs a value`);
      return next;
    };
    switch (flag) {
      case READ_MODELS_FLAG:
        break;
      case '--scales': {
        const scales = value()
          .split(',')
          .map((part) => Number(part.trim().replace(/_/g, '')));
        if (scales.length === 0 || scales.some((n) => !Number.isInteger(n) || n < 40)) {
          throw new UsageError('--scales takes whole numbers of tasks, each at least 40');
        }
        options.scales = [...new Set(scales)].sort((a, b) => a - b);
        break;
      }
      case '--runs': {
        const runs = Number(value());
        if (!Number.isInteger(runs) || runs < 1) {
          throw new UsageError('--runs takes a positive whole number');
        }
        options.runs = runs;
        break;
      }
      case '--no-plans':
        options.plans = false;
        break;
      case '--no-vacuum':
        options.vacuum = false;
        break;
      case '--db-url':
        options.databaseUrl = value();
        break;
      case '--before':
        options.beforeCommit = value();
        break;
      case '--help':
      case '-h':
        return null;
      default:
        throw new UsageError(`unknown option ${argv[i]} (with ${READ_MODELS_FLAG})`);
    }
  }
  return options;
}
