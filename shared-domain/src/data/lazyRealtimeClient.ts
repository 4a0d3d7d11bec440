import type {
  RealtimeChannel,
  RealtimeChannelOptions,
  RealtimeClient as RealRealtimeClient,
  RealtimeClientOptions,
  RealtimeRemoveChannelResponse,
} from '@supabase/realtime-js';

/**
 * realtime-js as the portal's browser builds see it (issue #18). supabase-js makes its realtime
 * client in its constructor, so realtime-js and Phoenix's socket (about 60 KB minified, the
 * largest part of supabase-js that no first screen uses) were evaluated at every signed-in start.
 * The apps' webpack configuration (`scripts/webpack/createAppConfig.cjs`) resolves supabase-js's
 * import of `@supabase/realtime-js` to this module: a client that keeps what supabase-js tells it
 * and loads the real one, from a chunk of its own, when a screen first subscribes
 * (`realtimeReady` in `realtime.ts`). Once loaded, every member is the real client's.
 *
 * Before that, only what supabase-js itself calls at start and sign-out works: `setAuth` (the last
 * call is replayed on the real client), and the channel list, which is empty. Asking for a channel
 * before `ready()` has resolved is a programming error and throws.
 */
export class RealtimeClient {
  private loaded: RealRealtimeClient | null = null;

  private loading: Promise<RealRealtimeClient> | null = null;

  /** The token of supabase-js's last `setAuth` call before the real client existed. */
  private pendingAuth: { token: string | null } | null = null;

  constructor(
    private readonly endPoint: string,
    private readonly options?: RealtimeClientOptions,
  ) {
    // Any member this class does not define is the real client's, once there is one.
    return new Proxy(this, {
      get(target, property, receiver) {
        if (property in target) return Reflect.get(target, property, receiver) as unknown;
        const real = target.loaded;
        if (real === null) throw new Error(notLoaded(String(property)));
        const value = Reflect.get(real, property) as unknown;
        return typeof value === 'function'
          ? (value as (...args: unknown[]) => unknown).bind(real)
          : value;
      },
    });
  }

  /** Loads realtime-js and makes the real client (once); resolves when it can make channels. */
  async ready(): Promise<void> {
    this.loading ??= import(
      /* webpackChunkName: "realtime" */ '@supabase/realtime-js/dist/module/index.js'
    ).then(
      ({ RealtimeClient: Real }) => {
        const real = new Real(this.endPoint, this.options);
        this.loaded = real;
        const auth = this.pendingAuth;
        this.pendingAuth = null;
        // As supabase-js does on a session change: not awaited; the socket waits for it.
        if (auth !== null) void real.setAuth(auth.token);
        return real;
      },
      (error: unknown) => {
        // A failed download (the network dropped): the next subscription tries again.
        this.loading = null;
        throw error;
      },
    );
    await this.loading;
  }

  async setAuth(token: string | null = null): Promise<void> {
    if (this.loaded !== null) return this.loaded.setAuth(token);
    this.pendingAuth = { token };
  }

  channel(topic: string, params?: RealtimeChannelOptions): RealtimeChannel {
    if (this.loaded === null) throw new Error(notLoaded('channel'));
    return this.loaded.channel(topic, params);
  }

  getChannels(): RealtimeChannel[] {
    return this.loaded === null ? [] : this.loaded.getChannels();
  }

  async removeChannel(channel: RealtimeChannel): Promise<RealtimeRemoveChannelResponse> {
    // A channel exists only on a loaded client.
    return this.loaded === null ? 'ok' : this.loaded.removeChannel(channel);
  }

  async removeAllChannels(): Promise<RealtimeRemoveChannelResponse[]> {
    return this.loaded === null ? [] : this.loaded.removeAllChannels();
  }

  async disconnect(code?: number, reason?: string): Promise<'ok' | 'timeout'> {
    // Nothing to disconnect before the real client exists.
    return this.loaded === null ? 'ok' : this.loaded.disconnect(code, reason);
  }
}

function notLoaded(member: string): string {
  return `realtime-js is not loaded yet: await realtimeReady(client) before using realtime.${member}.`;
}
