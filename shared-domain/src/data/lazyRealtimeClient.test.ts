import type { RealtimeClient as RealRealtimeClient } from '@supabase/realtime-js';
import WebSocket from 'ws';
import { RealtimeClient } from './lazyRealtimeClient';

// Node 20 has no WebSocket of its own.
const OPTIONS = {
  params: { apikey: 'anon-key-for-tests' },
  transport: WebSocket as unknown as typeof globalThis.WebSocket,
};
const ENDPOINT = 'ws://127.0.0.1:54321/realtime/v1';

/**
 * The stand-in as supabase-js sees it: the real client's shape. No socket is opened here, and no
 * channel is removed from a loaded client: realtime-js then closes the socket it never opened, and
 * waits 10 s for that.
 */
function standIn(): RealRealtimeClient & Pick<RealtimeClient, 'ready'> {
  return new RealtimeClient(ENDPOINT, OPTIONS) as unknown as RealRealtimeClient &
    Pick<RealtimeClient, 'ready'>;
}

describe('the realtime client loaded on first use', () => {
  it('has no channels before it is loaded, and removing or disconnecting does nothing', async () => {
    const client = standIn();
    expect(client.getChannels()).toEqual([]);
    await expect(client.removeAllChannels()).resolves.toEqual([]);
    await expect(client.disconnect()).resolves.toBe('ok');
  });

  it('refuses a channel before it is loaded, naming what to wait for', () => {
    expect(() => standIn().channel('chat:1')).toThrow(
      'realtime-js is not loaded yet: await realtimeReady(client) before using realtime.channel.',
    );
  });

  it("refuses any other of realtime-js's members before it is loaded", () => {
    expect(() => standIn().isConnected()).toThrow('before using realtime.isConnected');
  });

  it('makes real channels once loaded, and lists them', async () => {
    const client = standIn();
    await client.ready();
    const channel = client.channel('chat:1');
    expect(channel.topic).toBe('realtime:chat:1');
    expect(client.getChannels()).toEqual([channel]);
  });

  it('hands every other member to the real client once loaded', async () => {
    const client = standIn();
    await client.ready();
    expect(client.isConnected()).toBe(false);
    expect(client.endpointURL()).toContain('/realtime/v1/websocket?apikey=anon-key-for-tests');
  });

  it('gives the real client the token supabase-js set before it was loaded', async () => {
    const client = standIn();
    await client.setAuth('first-token');
    await client.setAuth('latest-token');
    await client.ready();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(client.accessTokenValue).toBe('latest-token');
  });

  it('loads realtime-js once however many screens wait for it', async () => {
    const client = standIn();
    await Promise.all([client.ready(), client.ready()]);
    const channel = client.channel('chat:2');
    await client.ready();
    expect(client.getChannels()).toEqual([channel]);
  });
});
