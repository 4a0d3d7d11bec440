// Every joined channel of every socket: routes broadcasts and presence within a topic, and turns
// replicated row changes into postgres_changes events for the subscribers allowed to see them.
import { randomUUID } from 'node:crypto';
import type { Database } from '../contract';
import { bindingMatches, bindingMightMatch } from './bindings';
import type { Channel } from './channel';
import { type StreamChange, changePayload, lsnValue } from './changes';
import { TableCatalog } from './tables';
import { resolveChange } from './visibility';

type Log = (message: string, ...details: unknown[]) => void;

interface PresenceMeta {
  phx_ref: string;
  [key: string]: unknown;
}

type PresenceState = Record<string, { metas: PresenceMeta[] }>;

export class RealtimeHub {
  private readonly topics = new Map<string, Set<Channel>>();
  /** topic -> presence key -> phx_ref -> meta */
  private readonly presences = new Map<string, Map<string, Map<string, PresenceMeta>>>();
  private readonly tables: TableCatalog;
  private deliveryTail: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Database,
    private readonly log: Log,
  ) {
    this.tables = new TableCatalog(db);
  }

  get channelCount(): number {
    let count = 0;
    for (const channels of this.topics.values()) count += channels.size;
    return count;
  }

  /**
   * Answers which bound tables (and filter columns) do not exist, and the WAL position from which
   * the channel gets changes.
   */
  async prepareBindings(channel: Channel): Promise<{ missing: string[]; since: bigint }> {
    const since = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<{ lsn: string }>(
        'select pg_current_wal_insert_lsn()::text as lsn',
      );
      return lsnValue(rows[0]?.lsn ?? null);
    });
    const missing: string[] = [];
    for (const binding of channel.bindings) {
      if (binding.table === undefined || binding.table === '*' || binding.schema === '*') continue;
      const info = await this.tables.get(binding.schema, binding.table, true);
      if (!info) missing.push(`${binding.schema}.${binding.table}`);
      else if (
        binding.filter &&
        !info.columns.some((column) => column.name === binding.filter?.column)
      ) {
        missing.push(`${binding.schema}.${binding.table}.${binding.filter.column}`);
      }
    }
    return { missing, since };
  }

  add(channel: Channel): void {
    const channels = this.topics.get(channel.topic) ?? new Set<Channel>();
    channels.add(channel);
    this.topics.set(channel.topic, channels);
  }

  remove(channel: Channel): void {
    this.untrack(channel);
    const channels = this.topics.get(channel.topic);
    if (!channels) return;
    channels.delete(channel);
    if (channels.size === 0) this.topics.delete(channel.topic);
  }

  broadcast(from: Channel | null, topic: string, event: string, payload: unknown): number {
    let delivered = 0;
    for (const channel of this.topics.get(topic) ?? []) {
      if (channel === from && !channel.broadcast.self) continue;
      if (Buffer.isBuffer(payload)) {
        if (channel.output.pushBinary(event, payload)) delivered++;
      } else {
        channel.output.push('broadcast', { type: 'broadcast', event, payload });
        delivered++;
      }
    }
    return delivered;
  }

  presenceState(topic: string): PresenceState {
    const state: PresenceState = {};
    for (const [key, metas] of this.presences.get(topic) ?? [])
      state[key] = { metas: [...metas.values()] };
    return state;
  }

  track(channel: Channel, payload: Record<string, unknown>): void {
    const leaves = this.takePresence(channel);
    const key = channel.presence.key || randomUUID();
    const meta: PresenceMeta = { ...payload, phx_ref: randomUUID() };
    const byKey = this.presences.get(channel.topic) ?? new Map<string, Map<string, PresenceMeta>>();
    const metas = byKey.get(key) ?? new Map<string, PresenceMeta>();
    metas.set(meta.phx_ref, meta);
    byKey.set(key, metas);
    this.presences.set(channel.topic, byKey);
    channel.presenceRef = `${key}\u0000${meta.phx_ref}`;
    this.sendPresenceDiff(channel.topic, { [key]: { metas: [meta] } }, leaves);
  }

  untrack(channel: Channel): void {
    const leaves = this.takePresence(channel);
    if (Object.keys(leaves).length > 0) this.sendPresenceDiff(channel.topic, {}, leaves);
  }

  private takePresence(channel: Channel): PresenceState {
    if (!channel.presenceRef) return {};
    const [key, ref] = channel.presenceRef.split('\u0000');
    channel.presenceRef = null;
    const byKey = this.presences.get(channel.topic);
    const metas = byKey?.get(key);
    const meta = metas?.get(ref);
    if (!byKey || !metas || !meta) return {};
    metas.delete(ref);
    if (metas.size === 0) byKey.delete(key);
    if (byKey.size === 0) this.presences.delete(channel.topic);
    return { [key]: { metas: [meta] } };
  }

  private sendPresenceDiff(topic: string, joins: PresenceState, leaves: PresenceState): void {
    for (const channel of this.topics.get(topic) ?? []) {
      if (channel.presence.enabled) channel.output.push('presence_diff', { joins, leaves });
    }
  }

  /**
   * Called with each change of the replication stream, in commit order. Consecutive changes are
   * prepared (typed, row-checked) concurrently, but deliveries keep commit order.
   */
  onChange(change: StreamChange): void {
    const prepared = this.prepareDelivery(change).catch((err: unknown) => {
      this.log('realtime: could not deliver a change', err);
      return [] as (() => void)[];
    });
    this.deliveryTail = this.deliveryTail.then(async () => {
      for (const send of await prepared) send();
    });
  }

  /** Resolves once every change received so far has been delivered. */
  settled(): Promise<void> {
    return this.deliveryTail;
  }

  private async prepareDelivery(raw: StreamChange): Promise<(() => void)[]> {
    const candidates: Channel[] = [];
    for (const channels of this.topics.values()) {
      for (const member of channels) {
        if (
          member.since <= raw.commitLsn &&
          member.bindings.some((binding) => bindingMightMatch(binding, raw))
        )
          candidates.push(member);
      }
    }
    if (candidates.length === 0) return [];
    const table = await this.tables.forRecord(raw.schema, raw.table, raw.record ?? raw.old_record);
    if (!table) return [];
    const now = Date.now();
    const live = candidates.filter((channel) => {
      if (!channel.expired(now)) return true;
      const ago = Math.max(0, Math.round(now / 1000 - Number(channel.claims.exp)));
      channel.output.terminate(`Token has expired ${ago} seconds ago`);
      return false;
    });
    if (live.length === 0) return [];
    // One row check per distinct token: subscribers sharing a session share the answer.
    const tokens = [...new Map(live.map((channel) => [channel.token, channel.claims])).entries()];
    const resolved = await resolveChange(
      this.db,
      raw,
      table,
      tokens.map(([, claims]) => claims),
      this.log,
    );
    if (!resolved) return [];
    const { change, visible } = resolved;
    const allowed = new Set(tokens.filter((_, index) => visible[index]).map(([token]) => token));
    const data = changePayload(change, table);
    return live.flatMap((channel) => {
      if (!allowed.has(channel.token)) return [];
      const ids = channel.bindings
        .filter((binding) => bindingMatches(binding, change))
        .map((binding) => binding.id);
      if (ids.length === 0) return [];
      return [() => channel.output.push('postgres_changes', { ids, data })];
    });
  }
}
