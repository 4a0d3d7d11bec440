import { signOut, type Client } from 'shared-domain';

/**
 * Signs out and only logs a failure: supabase-js clears the local session even when the server call
 * fails, so leaving is still right.
 */
export async function endSession(client: Client): Promise<void> {
  try {
    await signOut(client);
  } catch (error) {
    console.error(error);
  }
}
