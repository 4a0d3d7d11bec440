// One WebSocket connection speaking the Phoenix channel protocol of realtime-js: joins, leaves,
// heartbeats, token updates, broadcast and presence. Frames are handled one at a time, in order.
import type { RawData, WebSocket } from 'ws';
import type { Claims, Jwt } from '../contract';
import { parseBindings } from './bindings';
import { Channel, type ChannelOutput } from './channel';
import {
  type BinaryBroadcast,
  type Frame,
  FrameError,
  type Vsn,
  decodeBinary,
  decodeText,
  encodeBinaryBroadcast,
  encodeText,
  isBinaryBroadcast,
} from './frames';
import type { RealtimeHub } from './hub';

type Log = (message: string, ...details: unknown[]) => void;

/** setTimeout's ceiling; tokens living longer are re-armed when the timer fires. */
const MAX_TIMER_MS = 2_147_483_647;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function toBuffer(data: RawData): Buffer {
  if (Buffer.isBuffer(data)) return data;
  if (Array.isArray(data)) return Buffer.concat(data);
  return Buffer.from(data);
}

export class Session {
  private readonly channels = new Map<string, Channel>();
  private readonly expiryTimers = new Map<Channel, NodeJS.Timeout>();
  private queue: Promise<void> = Promise.resolve();
  private closed = false;
  /** Cleared by the service's liveness sweep, set again by every pong. */
  alive = true;

  constructor(
    private readonly ws: WebSocket,
    private readonly vsn: Vsn,
    private readonly hub: RealtimeHub,
    private readonly jwt: Jwt,
    private readonly apikeyToken: string,
    private readonly log: Log,
  ) {
    ws.on('message', (data, isBinary) => this.receive(data, isBinary));
    ws.on('pong', () => {
      this.alive = true;
    });
    ws.on('close', () => this.close());
    ws.on('error', (err) => {
      this.log('realtime: socket error', err.message);
      ws.terminate();
    });
  }

  ping(): void {
    this.ws.ping();
  }

  terminate(): void {
    this.ws.terminate();
    this.close();
  }

  private receive(data: RawData, isBinary: boolean): void {
    this.queue = this.queue
      .then(() => this.process(toBuffer(data), isBinary))
      .catch((err: unknown) => this.log('realtime: frame handling failed', err));
  }

  private async process(data: Buffer, isBinary: boolean): Promise<void> {
    if (this.closed) return;
    let frame: Frame | BinaryBroadcast;
    try {
      frame = isBinary ? decodeBinary(data) : decodeText(this.vsn, data.toString('utf8'));
    } catch (err) {
      if (!(err instanceof FrameError)) throw err;
      this.send({
        joinRef: null,
        ref: null,
        topic: 'phoenix',
        event: 'phx_error',
        payload: { reason: err.message },
      });
      return;
    }
    if (isBinaryBroadcast(frame)) return this.binaryBroadcast(frame);
    return this.dispatch(frame);
  }

  private async dispatch(frame: Frame): Promise<void> {
    if (frame.topic === 'phoenix' && frame.event === 'heartbeat')
      return this.reply(frame, 'ok', {});
    if (frame.event === 'phx_join') return this.join(frame);
    const channel = this.channels.get(frame.topic);
    if (
      !channel ||
      (frame.joinRef !== null && channel.joinRef !== null && frame.joinRef !== channel.joinRef)
    ) {
      return this.reply(frame, 'error', { reason: 'unmatched topic' });
    }
    const payload = isRecord(frame.payload) ? frame.payload : {};
    switch (frame.event) {
      case 'phx_leave':
        this.reply(frame, 'ok', {});
        channel.output.push('phx_close', {}, true);
        this.drop(channel);
        return;
      case 'access_token':
        return this.updateToken(frame, channel, payload.access_token);
      case 'broadcast':
        return this.broadcast(frame, channel, payload);
      case 'presence':
        return this.presence(frame, channel, payload);
      default:
        return this.reply(frame, 'error', { reason: `unknown event ${frame.event}` });
    }
  }

  /**
   * supabase-js sends its API key as the access token when nobody is signed in: an opaque key
   * (`sb_publishable_…`, `sb_secret_…`) is not a JWT, and stands for the socket's own key (which
   * the gateway has already checked and turned into a token of its role).
   */
  private resolve(token: string): string {
    return token.startsWith('sb_') ? this.apikeyToken : token;
  }

  private async verify(
    token: string,
  ): Promise<{ ok: true; claims: Claims } | { ok: false; reason: string }> {
    try {
      return { ok: true, claims: await this.jwt.verify(token) };
    } catch (err) {
      return { ok: false, reason: `InvalidJWTToken: ${(err as Error).message}` };
    }
  }

  private async join(frame: Frame): Promise<void> {
    const payload = isRecord(frame.payload) ? frame.payload : {};
    const config = isRecord(payload.config) ? payload.config : {};
    const token =
      typeof payload.access_token === 'string' && payload.access_token !== ''
        ? this.resolve(payload.access_token)
        : this.apikeyToken;
    const verified = await this.verify(token);
    if (!verified.ok) return this.reply(frame, 'error', { reason: verified.reason });
    if (config.private === true) {
      return this.reply(frame, 'error', {
        reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${frame.topic}`,
      });
    }
    const bindings = parseBindings(config.postgres_changes);
    if (!bindings.ok) return this.reply(frame, 'error', { reason: bindings.error });
    const previous = this.channels.get(frame.topic);
    if (previous) {
      previous.output.push('phx_close', {}, true);
      this.drop(previous);
    }
    const presence = isRecord(config.presence) ? config.presence : {};
    const broadcast = isRecord(config.broadcast) ? config.broadcast : {};
    const channel: Channel = new Channel(
      frame.topic,
      frame.joinRef,
      verified.claims,
      token,
      bindings.bindings,
      {
        enabled: presence.enabled === true,
        key: typeof presence.key === 'string' ? presence.key : '',
      },
      { self: broadcast.self === true, ack: broadcast.ack === true },
      this.outputFor(frame.topic, (): Channel => channel),
    );
    let missing: string[] = [];
    let failed = false;
    if (channel.bindings.length > 0) {
      try {
        const prepared = await this.hub.prepareBindings(channel);
        missing = prepared.missing;
        channel.since = prepared.since;
      } catch (err) {
        this.log('realtime: preparing postgres_changes failed', err);
        failed = true;
      }
    }
    if (this.closed) return;
    this.channels.set(frame.topic, channel);
    this.hub.add(channel);
    this.armExpiry(channel);
    this.reply(frame, 'ok', { postgres_changes: channel.bindings.map((binding) => binding.echo) });
    if (channel.bindings.length > 0) this.announcePostgres(channel, missing, failed);
    if (channel.presence.enabled)
      channel.output.push('presence_state', this.hub.presenceState(channel.topic));
  }

  private announcePostgres(channel: Channel, missing: string[], failed: boolean): void {
    if (missing.length === 0 && !failed) {
      channel.output.push('system', {
        message: 'Subscribed to PostgreSQL',
        status: 'ok',
        extension: 'postgres_changes',
        channel: channel.subTopic,
      });
      return;
    }
    const detail = failed
      ? 'the database could not be reached'
      : `no such table or column: ${missing.join(', ')}`;
    this.log(`realtime: join on ${channel.topic} cannot receive changes: ${detail}`);
    channel.output.push('system', {
      message: `Unable to subscribe to changes with given parameters. Please check Realtime is enabled for the given connect parameters: ${detail}`,
      status: 'error',
      extension: 'postgres_changes',
      channel: channel.subTopic,
    });
  }

  private async updateToken(frame: Frame, channel: Channel, given: unknown): Promise<void> {
    const token = typeof given === 'string' ? this.resolve(given) : given;
    const verified =
      typeof token === 'string'
        ? await this.verify(token)
        : { ok: false as const, reason: 'access_token missing' };
    if (!verified.ok || typeof token !== 'string') {
      this.reply(frame, 'error', {
        reason: verified.ok ? 'access_token missing' : verified.reason,
      });
      channel.output.terminate('The token provided is not valid');
      return;
    }
    channel.claims = verified.claims;
    channel.token = token;
    this.armExpiry(channel);
    this.reply(frame, 'ok', {});
  }

  private broadcast(frame: Frame, channel: Channel, payload: Record<string, unknown>): void {
    if (typeof payload.event !== 'string') {
      return this.reply(frame, 'error', { reason: 'broadcast needs an event name' });
    }
    this.hub.broadcast(channel, channel.topic, payload.event, payload.payload ?? {});
    if (frame.ref !== null) this.reply(frame, 'ok', {});
  }

  private binaryBroadcast(frame: BinaryBroadcast): void {
    const channel = this.channels.get(frame.topic);
    const asFrame: Frame = {
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'broadcast',
      payload: {},
    };
    if (!channel) return this.reply(asFrame, 'error', { reason: 'unmatched topic' });
    this.hub.broadcast(channel, channel.topic, frame.event, frame.payload);
    if (frame.ref !== null) this.reply(asFrame, 'ok', {});
  }

  private presence(frame: Frame, channel: Channel, payload: Record<string, unknown>): void {
    if (payload.event === 'track') {
      this.hub.track(channel, isRecord(payload.payload) ? payload.payload : {});
      return this.reply(frame, 'ok', {});
    }
    if (payload.event === 'untrack') {
      this.hub.untrack(channel);
      return this.reply(frame, 'ok', {});
    }
    this.reply(frame, 'error', { reason: 'presence event must be track or untrack' });
  }

  private outputFor(topic: string, channel: () => Channel): ChannelOutput {
    return {
      push: (event, payload, withJoinRef = false) =>
        this.send({
          joinRef: withJoinRef ? channel().joinRef : null,
          ref: null,
          topic,
          event,
          payload,
        }),
      pushBinary: (event, payload) => {
        if (this.vsn !== '2.0.0' || this.ws.readyState !== this.ws.OPEN) return false;
        this.ws.send(encodeBinaryBroadcast(topic, event, payload), { binary: true });
        return true;
      },
      terminate: (message) => {
        const current = channel();
        if (this.channels.get(topic) !== current) return;
        current.output.push('system', {
          message,
          status: 'error',
          extension: 'system',
          channel: current.subTopic,
        });
        current.output.push('phx_close', { message }, true);
        this.drop(current);
      },
    };
  }

  private armExpiry(channel: Channel): void {
    clearTimeout(this.expiryTimers.get(channel));
    this.expiryTimers.delete(channel);
    if (typeof channel.claims.exp !== 'number') return;
    const delay = Math.min(Math.max(channel.claims.exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    const timer = setTimeout(() => {
      if (channel.expired()) channel.output.terminate('Token has expired 0 seconds ago');
      else this.armExpiry(channel);
    }, delay);
    timer.unref();
    this.expiryTimers.set(channel, timer);
  }

  private drop(channel: Channel): void {
    clearTimeout(this.expiryTimers.get(channel));
    this.expiryTimers.delete(channel);
    if (this.channels.get(channel.topic) === channel) this.channels.delete(channel.topic);
    this.hub.remove(channel);
  }

  private reply(frame: Frame, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.send({
      joinRef: frame.joinRef,
      ref: frame.ref,
      topic: frame.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  private send(frame: Frame): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.send(encodeText(this.vsn, frame));
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    for (const channel of [...this.channels.values()]) this.drop(channel);
  }
}
