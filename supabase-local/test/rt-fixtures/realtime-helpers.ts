// Helpers for realtime tests: waiting on what a subscriber has received, and a raw Phoenix socket
// for the frames supabase-js never sends on its own (bad frames, bad tokens, dropped sockets).
import WebSocket from 'ws';
import type { Stack } from '../../src/stack';

export async function until(
  check: () => boolean,
  timeoutMs = 5000,
  what: string | (() => string) = 'condition',
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface RawSocket {
  ws: WebSocket;
  frames: unknown[];
  send(frame: unknown): void;
  sendText(text: string): void;
  waitFor<T>(predicate: (frame: T) => boolean, what?: string): Promise<T>;
  close(): Promise<void>;
}

export function websocketUrl(stack: Stack, apikey: string, vsn: string): string {
  return `${stack.apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${encodeURIComponent(apikey)}&vsn=${vsn}`;
}

export function openRawSocket(stack: Stack, apikey: string, vsn = '2.0.0'): Promise<RawSocket> {
  const ws = new WebSocket(websocketUrl(stack, apikey, vsn));
  const frames: unknown[] = [];
  ws.on('message', (data, isBinary) => {
    if (!isBinary) frames.push(JSON.parse(data.toString()));
  });
  return new Promise((resolve, reject) => {
    ws.once('error', reject);
    ws.once('unexpected-response', (_request, response) =>
      reject(new Error(`upgrade refused with ${response.statusCode}`)),
    );
    ws.once('open', () =>
      resolve({
        ws,
        frames,
        send: (frame) => ws.send(JSON.stringify(frame)),
        sendText: (text) => ws.send(text),
        async waitFor<T>(predicate: (frame: T) => boolean, what = 'frame') {
          let found: T | undefined;
          await until(
            () => {
              found = (frames as T[]).find(predicate);
              return found !== undefined;
            },
            5000,
            what,
          );
          return found as T;
        },
        close: () =>
          new Promise<void>((done) => {
            if (ws.readyState === WebSocket.CLOSED) return done();
            ws.once('close', () => done());
            ws.close();
          }),
      }),
    );
  });
}

/** The status a refused WebSocket upgrade was answered with. */
export function refusedUpgradeStatus(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.once('unexpected-response', (_request, response) => {
      resolve(response.statusCode ?? 0);
      ws.terminate();
    });
    ws.once('open', () => {
      ws.close();
      reject(new Error('upgrade was accepted'));
    });
    ws.once('error', () => undefined);
  });
}

export async function realtimeHealth(
  stack: Stack,
): Promise<{ connections: number; channels: number }> {
  const response = await fetch(`${stack.apiUrl}/realtime/v1/api/health`, {
    headers: { apikey: stack.serviceRoleKey },
  });
  return (await response.json()) as { connections: number; channels: number };
}
