import { signOut, type Client } from 'shared-domain';

/**
 * Signs out and only logs a failure: shared-domain's signOut leaves this device signed out even when
 * the server cannot be reached, so leaving is still right.
 */
export async function endSession(client: Client): Promise<void> {
  try {
    await signOut(client);
  } catch (error) {
    console.error(error);
  }
}
