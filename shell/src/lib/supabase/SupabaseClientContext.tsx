import { createContext, useContext } from 'react';
import type { PortalClient } from './portalClient';

/** The portal's one Supabase client, loaded when first needed (createPortalClient). */
export const SupabaseClientContext = createContext<PortalClient | null>(null);

export function usePortalClient(): PortalClient {
  const client = useContext(SupabaseClientContext);
  if (client === null) throw new Error('usePortalClient must be used inside PortalApp.');
  return client;
}
