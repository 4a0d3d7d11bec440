import { createContext, useContext } from 'react';
import type { Client } from 'shared-domain';

/** The portal's one Supabase client, created at boot from the run-time configuration. */
export const SupabaseClientContext = createContext<Client | null>(null);

export function useSupabaseClient(): Client {
  const client = useContext(SupabaseClientContext);
  if (client === null) throw new Error('useSupabaseClient must be used inside PortalApp.');
  return client;
}
