import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useContext } from 'react';

/** The portal's one Supabase client, created at boot from the run-time configuration. */
export const SupabaseClientContext = createContext<SupabaseClient | null>(null);

export function useSupabaseClient(): SupabaseClient {
  const client = useContext(SupabaseClientContext);
  if (client === null) throw new Error('useSupabaseClient must be used inside PortalApp.');
  return client;
}
