import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { Database } from '../src/database';

/**
 * A supabase-js client for tests under Node 20, which has no native WebSocket: realtime gets the
 * `ws` implementation, and sessions stay in memory.
 */
export function createNodeClient(url: string, key: string): SupabaseClient<Database> {
  return createClient<Database>(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: WebSocket as unknown as typeof globalThis.WebSocket },
  });
}
