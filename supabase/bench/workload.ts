// The requests the bench makes, as the apps make them (shared-domain/src/data): the volunteer's
// open-task list (rpc get_open_tasks), an organisation's own tasks, chat messages (insert into
// public.messages as a participant, delivered by realtime's postgres_changes), applications
// (rpc apply_for_task). Users are the demo logins and the bench data's users (seed-bench.sql).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { benchChats, DEFAULT_BENCH_TASKS } from './seed-bench';
import {
  type Api,
  mapLimit,
  md5Uuid,
  random,
  type Session,
  signIn,
  summarize,
  type Summary,
  timestampMs,
  wallClock,
} from './http';

export const demoLogins = {
  volunteer: { email: 'volunteer@demo.local', password: 'Volunteer1!' },
  organisation: { email: 'organisation@demo.local', password: 'Organisation1!' },
};
/** Every account seed-bench.sql creates has this password. */
const BENCH_PASSWORD = 'Password1!';

/**
 * What the volunteer home asks for (fetchOpenTasksPage's first page: 20 and one to tell whether
 * more follow); the older stacks' get_open_tasks answers it too.
 */
const OPEN_TASKS_BODY = { p_search: '', p_sort: 'earliest', p_limit: 21 };
const MESSAGE_COLUMNS = 'id,chat_id,sender_id,content,created_at';
const TASK_WITH_RELATIONS =
  'id,user_id,organisation_id,title,description,detailed_description,location,task_date,task_type,difficulty,hours_required,points,status,completed,capacity,days_of_week,number_of_weeks,applicant_count,created_at,organisation:organisations(id,name,logo_url,user_id),applications(id,user_id,status,created_at)';

export const ok = (status: number) => status >= 200 && status < 300;

export function openTasks(api: Api, token: string) {
  return api.request('POST', '/rest/v1/rpc/get_open_tasks', { token, body: OPEN_TASKS_BODY });
}

/**
 * The organisation home's list as it was read before get_organisation_tasks (200 tasks with every
 * application): the soak sends the older stacks and this one the same request.
 */
function ownTasks(api: Api, session: Session) {
  const query = new URLSearchParams({
    select: TASK_WITH_RELATIONS,
    user_id: `eq.${session.userId}`,
    order: 'created_at.desc,id.asc',
    offset: '0',
    limit: '200',
  });
  return api.request('GET', `/rest/v1/tasks?${query.toString()}`, { token: session.token });
}

/** sendMessage: insert as the sender, the stored row back. */
function sendMessage(api: Api, pair: ChatPair, content: string) {
  return api.request('POST', `/rest/v1/messages?select=${MESSAGE_COLUMNS}`, {
    token: pair.sender.token,
    body: { chat_id: pair.chatId, sender_id: pair.sender.userId, content },
    headers: {
      prefer: 'return=representation',
      accept: 'application/vnd.pgrst.object+json',
    },
  });
}

/** A chat of the bench data: the subscriber reads it live, the sender (the other side) writes. */
export interface ChatPair {
  chatId: string;
  subscriber: Session;
  sender: Session;
}

export interface Actors {
  volunteer: Session;
  organisation: Session;
  /** The demo volunteer's first chat (seed-bench.sql's chat N/2 + 1, at the default scale 5001). */
  demoChat: ChatPair;
  /** Chats 1..n of seed-bench.sql, each between its own volunteer and an organisation. */
  pairs: ChatPair[];
}

/** Signs in the demo logins and the bench users of `chats` bench chats; checks the chats exist. */
export async function signInActors(api: Api, chats: number): Promise<Actors> {
  const volunteer = await signIn(api, demoLogins.volunteer.email, demoLogins.volunteer.password);
  const organisation = await signIn(
    api,
    demoLogins.organisation.email,
    demoLogins.organisation.password,
  );
  const organisations = await mapLimit(
    Array.from({ length: 20 }, (_, i) => i + 1),
    4,
    (n) => signIn(api, `bench-organisation-${n}@bench.local`, BENCH_PASSWORD),
  );
  // seed-bench.sql: chat n (n <= N/2) is between bench-volunteer-((7n mod 1000) + 1) and
  // bench-organisation-(n mod 20 + 1); chats N/2 + 1.. are the demo volunteer's.
  const pairs = await mapLimit(
    Array.from({ length: chats }, (_, i) => i + 1),
    4,
    async (n): Promise<ChatPair> => ({
      chatId: md5Uuid(`bench-chat-${n}`),
      subscriber: await signIn(
        api,
        `bench-volunteer-${((7 * n) % 1000) + 1}@bench.local`,
        BENCH_PASSWORD,
      ),
      sender: organisations[n % 20],
    }),
  );
  const demoChatNumber = benchChats(DEFAULT_BENCH_TASKS) + 1;
  const demoChat: ChatPair = {
    chatId: md5Uuid(`bench-chat-${demoChatNumber}`),
    subscriber: volunteer,
    sender: organisations[demoChatNumber % 20],
  };
  await mapLimit([demoChat, ...pairs], 4, async (pair) => {
    for (const session of [pair.subscriber, pair.sender]) {
      const result = await api.request('GET', `/rest/v1/chats?select=id&id=eq.${pair.chatId}`, {
        token: session.token,
      });
      if (!ok(result.status) || (JSON.parse(result.body) as unknown[]).length !== 1) {
        throw new Error(`${session.email} does not see chat ${pair.chatId}: ${result.body}`);
      }
    }
  });
  return { volunteer, organisation, demoChat, pairs };
}

export interface LoadLevel {
  clients: number;
  requests: number;
  errors: number;
  seconds: number;
  rps: number;
  latency: Summary | null;
  rows: number;
}

/** The open-task list at `clients` concurrent clients: `warmup` requests, then `requests`. */
export async function openTasksAt(
  api: Api,
  token: string,
  clients: number,
  requests: number,
  warmup: number,
): Promise<LoadLevel> {
  let rows = 0;
  const run = async (count: number, latencies: number[] | null) => {
    let next = 0;
    let errors = 0;
    await Promise.all(
      Array.from({ length: clients }, async () => {
        while (next < count) {
          next += 1;
          const result = await openTasks(api, token);
          if (!ok(result.status)) errors += 1;
          else if (rows === 0) rows = (JSON.parse(result.body) as unknown[]).length;
          latencies?.push(result.ms);
        }
      }),
    );
    return errors;
  };
  await run(warmup, null);
  const latencies: number[] = [];
  const started = performance.now();
  const errors = await run(requests, latencies);
  const seconds = (performance.now() - started) / 1000;
  return {
    clients,
    requests,
    errors,
    seconds: Math.round(seconds * 100) / 100,
    rps: Math.round((requests / seconds) * 10) / 10,
    latency: summarize(latencies),
    rows,
  };
}

// Realtime --------------------------------------------------------------------------------------

interface Pending {
  returnedAt?: number;
  receivedAt?: number;
  createdAt?: number;
}

/** Matches received inserts to sent messages by their (unique) content. */
class Deliveries {
  private readonly pending = new Map<string, Pending>();
  private waiters: (() => void)[] = [];

  expect(content: string): Pending {
    const entry: Pending = {};
    this.pending.set(content, entry);
    return entry;
  }

  received(row: Record<string, unknown>): void {
    const at = wallClock();
    if (typeof row.content !== 'string') return;
    const entry = this.pending.get(row.content);
    if (!entry || entry.receivedAt !== undefined) return;
    entry.receivedAt = at;
    entry.createdAt =
      typeof row.created_at === 'string' ? (timestampMs(row.created_at) ?? undefined) : undefined;
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Waits until every entry of `entries` is received, or `ms` pass. */
  async settle(entries: Pending[], ms: number): Promise<void> {
    const deadline = performance.now() + ms;
    while (entries.some((e) => e.receivedAt === undefined) && performance.now() < deadline) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(1, deadline - performance.now()));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  forget(contents: string[]): void {
    for (const content of contents) this.pending.delete(content);
  }
}

export interface DeliveryResult {
  subscribers: number;
  sent: number;
  sendErrors: number;
  delivered: number;
  lost: number;
  /** Row's created_at (its transaction's start, on the database's clock) to receipt. */
  fromCreatedAt: Summary | null;
  /** The insert's HTTP response to receipt (negative: the change arrived first). */
  fromResponse: Summary | null;
}

function deliveryResult(
  subscribers: number,
  entries: Pending[],
  sendErrors: number,
): DeliveryResult {
  const received = entries.filter((e) => e.receivedAt !== undefined);
  const fromCreated: number[] = [];
  const fromResponse: number[] = [];
  for (const e of received) {
    if (e.receivedAt === undefined) continue;
    if (e.createdAt !== undefined) fromCreated.push(e.receivedAt - e.createdAt);
    if (e.returnedAt !== undefined) fromResponse.push(e.receivedAt - e.returnedAt);
  }
  const sent = entries.length;
  return {
    subscribers,
    sent,
    sendErrors,
    delivered: received.length,
    lost: sent - sendErrors - received.length,
    fromCreatedAt: summarize(fromCreated),
    fromResponse: summarize(fromResponse),
  };
}

export class Realtime {
  readonly deliveries = new Deliveries();
  private readonly clients: SupabaseClient[] = [];
  private sequence = 0;

  constructor(
    private readonly apiUrl: string,
    private readonly anonKey: string,
  ) {}

  /** One supabase-js client per pair, subscribed to its chat's inserts; resolves once all are. */
  async subscribe(pairs: ChatPair[]): Promise<number> {
    const started = performance.now();
    await mapLimit(pairs, 10, async (pair) => {
      const client = createClient(this.apiUrl, this.anonKey, {
        accessToken: () => Promise.resolve(pair.subscriber.token),
        realtime: { transport: WebSocket as unknown as never },
      });
      this.clients.push(client);
      // The join carries the token the socket has when subscribe() is called: set it first (the
      // accessToken option alone sets it asynchronously, after a join made right away).
      await client.realtime.setAuth(pair.subscriber.token);
      await new Promise<void>((resolve, reject) => {
        client
          .channel(`messages:${pair.chatId}:${(this.sequence += 1)}`)
          .on(
            'postgres_changes',
            {
              event: 'INSERT',
              schema: 'public',
              table: 'messages',
              filter: `chat_id=eq.${pair.chatId}`,
            },
            (payload) => {
              const row: Record<string, unknown> = payload.new;
              this.deliveries.received(row);
            },
          )
          .subscribe((status, error) => {
            if (status === 'SUBSCRIBED') resolve();
            else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT' || status === 'CLOSED') {
              reject(error ?? new Error(`subscription to ${pair.chatId}: ${status}`));
            }
          }, 30_000);
      });
    });
    return Math.round(performance.now() - started);
  }

  /**
   * `count` messages, one every `intervalMs` (sent one after the other: a message whose insert
   * takes longer delays the next), round-robin over `pairs`; then waits for the deliveries.
   */
  async measure(
    api: Api,
    pairs: ChatPair[],
    count: number,
    intervalMs: number,
    label: string,
  ): Promise<DeliveryResult> {
    const entries: Pending[] = [];
    const contents: string[] = [];
    let sendErrors = 0;
    const started = performance.now();
    for (let i = 0; i < count; i += 1) {
      const wait = started + i * intervalMs - performance.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const content = `bench ${label} ${i} ${Date.now()}`;
      const entry = this.deliveries.expect(content);
      contents.push(content);
      entries.push(entry);
      const result = await sendMessage(api, pairs[i % pairs.length], content);
      if (ok(result.status)) entry.returnedAt = wallClock();
      else sendErrors += 1;
    }
    await this.deliveries.settle(entries, 5000);
    this.deliveries.forget(contents);
    return deliveryResult(pairs.length, entries, sendErrors);
  }

  async close(): Promise<void> {
    await Promise.all(
      this.clients.splice(0).map(async (client) => {
        await client.removeAllChannels().catch(() => undefined);
        client.realtime.disconnect();
      }),
    );
  }
}

// Soak ------------------------------------------------------------------------------------------

type Op = 'open_tasks' | 'own_tasks' | 'message' | 'apply' | 'apply_candidates';
/** Share of each operation in the mix: mostly the volunteer's list, some writes. */
const MIX: [Op, number][] = [
  ['open_tasks', 0.8],
  ['own_tasks', 0.05],
  ['message', 0.1],
  ['apply', 0.05],
];

export interface SoakResult {
  clients: number;
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  errorsByStatus: Record<string, number>;
  errorSamples: string[];
  latency: Summary | null;
  byOp: Record<string, { requests: number; errors: number; latency: Summary | null }>;
  /** Realtime deliveries of the soak's chat messages to their subscribers. */
  delivery: DeliveryResult;
}

/**
 * Closed loop: `clients` workers send the mix back to back (no think time) until `seconds` have
 * passed, so the rate is the highest the stack sustains at that concurrency. Messages go to the
 * subscribed chats of `pairs`; applications are the pairs' volunteers applying for open tasks.
 */
export async function soak(
  api: Api,
  actors: Actors,
  realtime: Realtime,
  clients: number,
  seconds: number,
  onLoadEnd: () => void = () => undefined,
): Promise<SoakResult> {
  const rng = random(20261123);
  const latencies: number[] = [];
  const byOp = new Map<Op, { latencies: number[]; errors: number }>();
  const errorsByStatus: Record<string, number> = {};
  const errorSamples: string[] = [];
  const entries: Pending[] = [];
  const contents: string[] = [];
  let messageErrors = 0;
  let sequence = 0;
  const candidates = new Map<string, Promise<string[]>>();
  const applied = new Map<string, Set<string>>();

  const record = (op: Op, status: number, ms: number, body: string) => {
    const stats = byOp.get(op) ?? { latencies: [], errors: 0 };
    byOp.set(op, stats);
    stats.latencies.push(ms);
    latencies.push(ms);
    if (!ok(status)) {
      stats.errors += 1;
      errorsByStatus[String(status)] = (errorsByStatus[String(status)] ?? 0) + 1;
      if (errorSamples.length < 10) errorSamples.push(`${op} ${status} ${body.slice(0, 160)}`);
    }
    return ok(status);
  };

  /** Open tasks the volunteer has not applied for, dated at least an hour ahead (or undated). */
  const fetchCandidates = async (volunteer: Session): Promise<string[]> => {
    const result = await api.request('POST', '/rest/v1/rpc/get_open_tasks', {
      token: volunteer.token,
      body: { ...OPEN_TASKS_BODY, p_sort: 'newest', p_limit: 500 },
    });
    if (!record('apply_candidates', result.status, result.ms, result.body)) return [];
    const soon = Date.now() + 3_600_000;
    const tried = applied.get(volunteer.userId);
    return (
      JSON.parse(result.body) as {
        id: string;
        task_date: string | null;
        my_application_status: string | null;
      }[]
    )
      .filter((t) => t.my_application_status === null && !tried?.has(t.id))
      .filter((t) => t.task_date === null || Date.parse(t.task_date) > soon)
      .map((t) => t.id);
  };
  /** One list per volunteer, fetched once for all the workers that need it meanwhile. */
  const nextTask = async (volunteer: Session): Promise<string | null> => {
    const tried = applied.get(volunteer.userId) ?? new Set<string>();
    applied.set(volunteer.userId, tried);
    let refetched = false;
    for (;;) {
      const queue = candidates.get(volunteer.userId);
      if (queue === undefined) {
        candidates.set(volunteer.userId, fetchCandidates(volunteer));
        continue;
      }
      const list = await queue;
      for (let taskId = list.shift(); taskId !== undefined; taskId = list.shift()) {
        if (!tried.has(taskId)) {
          tried.add(taskId);
          return taskId;
        }
      }
      if (candidates.get(volunteer.userId) !== queue) continue;
      if (refetched) return null;
      refetched = true;
      candidates.set(volunteer.userId, fetchCandidates(volunteer));
    }
  };

  const step = async (op: Op) => {
    switch (op) {
      case 'open_tasks': {
        const result = await openTasks(api, actors.volunteer.token);
        record(op, result.status, result.ms, result.body);
        return;
      }
      case 'own_tasks': {
        const result = await ownTasks(api, actors.organisation);
        record(op, result.status, result.ms, result.body);
        return;
      }
      case 'message': {
        const pair = actors.pairs[Math.floor(rng() * actors.pairs.length)];
        const content = `soak ${(sequence += 1)} ${Date.now()}`;
        const entry = realtime.deliveries.expect(content);
        entries.push(entry);
        contents.push(content);
        const result = await sendMessage(api, pair, content);
        if (record(op, result.status, result.ms, result.body)) entry.returnedAt = wallClock();
        else messageErrors += 1;
        return;
      }
      case 'apply': {
        const pair = actors.pairs[Math.floor(rng() * actors.pairs.length)];
        const taskId = await nextTask(pair.subscriber);
        if (taskId === null) return;
        const result = await api.request('POST', '/rest/v1/rpc/apply_for_task', {
          token: pair.subscriber.token,
          body: { p_task_id: taskId },
        });
        record(op, result.status, result.ms, result.body);
        return;
      }
      default:
        return;
    }
  };

  const pick = (): Op => {
    let x = rng();
    for (const [op, share] of MIX) {
      if (x < share) return op;
      x -= share;
    }
    return 'open_tasks';
  };

  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < deadline) await step(pick());
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  onLoadEnd();
  await realtime.deliveries.settle(entries, 5000);
  realtime.deliveries.forget(contents);

  const ops: SoakResult['byOp'] = {};
  let errors = 0;
  for (const [op, stats] of byOp) {
    errors += stats.errors;
    ops[op] = {
      requests: stats.latencies.length,
      errors: stats.errors,
      latency: summarize(stats.latencies),
    };
  }
  return {
    clients,
    seconds: Math.round(elapsed * 10) / 10,
    requests: latencies.length,
    rps: Math.round((latencies.length / elapsed) * 10) / 10,
    errors,
    errorsByStatus,
    errorSamples,
    latency: summarize(latencies),
    byOp: ops,
    delivery: deliveryResult(actors.pairs.length, entries, messageErrors),
  };
}
