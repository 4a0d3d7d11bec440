import type { Page } from '@playwright/test';
import { startBackend, type Backend } from './backend';

/** A second real local Supabase stack, in memory and without the demo seed. */
export function startEmptyBackend(): Promise<Backend> {
  return startBackend({ seed: false });
}

/**
 * Points the portal in this page at another backend: the shell's run-time configuration is served
 * with that backend's address and key, everything else in it as deployed.
 */
export async function usePortalBackend(page: Page, backend: Pick<Backend, 'apiUrl' | 'anonKey'>) {
  await page.route('**/portal-config.json', async (route) => {
    const deployed = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({
      json: { ...deployed, supabaseUrl: backend.apiUrl, supabaseAnonKey: backend.anonKey },
    });
  });
}
