// Every joined channel of every socket: routes broadcasts and presence within a topic, and turns
// captured row changes into postgres_changes events for the subscribers allowed to see them.
import { randomUUID } from 'node:crypto';
import type { Database } from '../contract';
import { bindingMatches } from './bindings';
import type { Channel } from './channel';
import { type RowChange, changePayload, parseChange, parseNotification } from './changes';
import { TableCatalog } from './tables';
import { visibleTo } from './visibility';

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

  /** Makes sure the published tables carry the capture trigger; answers which bound tables exist. */
  async prepareBindings(channel: Channel): Promise<string[]> {
    await this.db.asAdmin((sql) => sql.query('select realtime.sync_publication_triggers()'));
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
    return missing;
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
   * Called with each NOTIFY of the capture trigger. Row checks of consecutive changes run
   * concurrently, but deliveries keep commit order.
   */
  onNotification(text: string): void {
    const prepared = this.prepareDelivery(text).catch((err: unknown) => {
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

  private async readChange(text: string): Promise<RowChange | null> {
    const parsed = parseNotification(text);
    if (!parsed || !('overflow' in parsed)) return parsed;
    const payload = await this.db.asAdmin(async (sql) => {
      const { rows } = await sql.query<{ payload: unknown }>(
        'delete from realtime.overflow where id = $1 returning payload',
        [parsed.overflow],
      );
      return rows[0]?.payload;
    });
    return parseChange(typeof payload === 'string' ? JSON.parse(payload) : payload);
  }

  private async prepareDelivery(text: string): Promise<(() => void)[]> {
    const change = await this.readChange(text);
    if (!change) return [];
    const targets: { channel: Channel; ids: number[] }[] = [];
    for (const channels of this.topics.values()) {
      for (const member of channels) {
        const ids = member.bindings
          .filter((binding) => bindingMatches(binding, change))
          .map((binding) => binding.id);
        if (ids.length > 0) targets.push({ channel: member, ids });
      }
    }
    if (targets.length === 0) return [];
    const table = await this.tables.forRecord(
      change.schema,
      change.table,
      change.record ?? change.old_record,
    );
    if (!table) return [];
    const data = changePayload(change, table);
    const now = Date.now();
    const live = targets.filter(({ channel }) => {
      if (!channel.expired(now)) return true;
      const ago = Math.max(0, Math.round(now / 1000 - Number(channel.claims.exp)));
      channel.output.terminate(`Token has expired ${ago} seconds ago`);
      return false;
    });
    // One row check per distinct token: subscribers sharing a session share the answer.
    const tokens = [
      ...new Map(live.map(({ channel }) => [channel.token, channel.claims])).entries(),
    ];
    const visible = await visibleTo(
      this.db,
      change,
      table,
      tokens.map(([, claims]) => claims),
      this.log,
    );
    const allowed = new Set(tokens.filter((_, index) => visible[index]).map(([token]) => token));
    return live
      .filter((target) => allowed.has(target.channel.token))
      .map(
        (target) => () => target.channel.output.push('postgres_changes', { ids: target.ids, data }),
      );
  }
}
