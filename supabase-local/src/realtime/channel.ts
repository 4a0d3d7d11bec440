// One joined channel of one socket: who joined (their verified claims), what they listen to, and
// how to reach them.
import type { Claims } from '../contract';
import type { PostgresBinding } from './bindings';

export interface ChannelOutput {
  /** Sends an event on this channel's topic (join_ref attached for lifecycle events only). */
  push(event: string, payload: unknown, withJoinRef?: boolean): void;
  /** Sends a binary broadcast, for sockets speaking vsn 2.0.0. */
  pushBinary(event: string, payload: Buffer): boolean;
  /** Ends the channel from the server side with a system error (expired token, for instance). */
  terminate(message: string): void;
}

export class Channel {
  presenceRef: string | null = null;
  /**
   * The WAL insert position when the channel joined: changes whose commit record starts before it
   * were committed before the join, and are not delivered to it (the stream may bring them a little
   * after the join, when their WAL is flushed).
   */
  since = 0n;

  constructor(
    readonly topic: string,
    readonly joinRef: string | null,
    public claims: Claims,
    public token: string,
    readonly bindings: PostgresBinding[],
    readonly presence: { enabled: boolean; key: string },
    readonly broadcast: { self: boolean; ack: boolean },
    readonly output: ChannelOutput,
  ) {}

  /** The topic without the "realtime:" prefix, as Realtime's system messages name the channel. */
  get subTopic(): string {
    return this.topic.replace(/^realtime:/i, '');
  }

  expired(now = Date.now()): boolean {
    return typeof this.claims.exp === 'number' && this.claims.exp * 1000 <= now;
  }
}
