import type { Client, Database } from 'shared-domain';

export interface PortalClient {
  /** The client, for code that only runs once it exists (signed-in screens, the store's endpoints). */
  current(): Client;
  /** Loads supabase-js the first time and creates the one client; later calls return the same one. */
  load(): Promise<Client>;
}

export const CLIENT_NOT_LOADED = 'The Supabase client is not loaded yet.';

/**
 * The portal's one Supabase client, created when first asked for. supabase-js is the largest
 * library of the first screen, and a signed-out visitor needs it only to sign in or up, so the
 * shell loads it then (or at once when a session is stored). `onLoaded` runs once, with the client.
 */
export function createPortalClient(
  backend: { supabaseUrl: string; supabaseAnonKey: string },
  onLoaded: (client: Client) => void,
): PortalClient {
  let client: Client | null = null;
  let loading: Promise<Client> | null = null;
  const load = () =>
    (loading ??= import(/* webpackChunkName: "signed-in-supabase" */ '@supabase/supabase-js').then(
      ({ createClient }) => {
        client = createClient<Database>(backend.supabaseUrl, backend.supabaseAnonKey);
        onLoaded(client);
        return client;
      },
    )).catch((error: unknown) => {
      // A failed download (the network dropped) may be retried by the next action.
      loading = null;
      throw error;
    });
  return {
    current() {
      if (client === null) throw new Error(CLIENT_NOT_LOADED);
      return client;
    },
    load,
  };
}
