import { selectSessionUserId, type AppStore } from 'shared-domain';
import { enablePush, type PushSettings } from './enablePush';

/**
 * Enables push once for each user who signs in during this page's life: right after sign-in is
 * when the portal has someone to notify, and asking again on every navigation would nag. Returns
 * the function that stops watching.
 */
export function startPushRegistration(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  settings: PushSettings,
  enable: (settings: PushSettings) => Promise<void> = enablePush,
): () => void {
  const handled = new Set<string>();
  const check = () => {
    const userId = selectSessionUserId(store.getState());
    if (userId === null || handled.has(userId)) return;
    handled.add(userId);
    void enable(settings);
  };
  check();
  return store.subscribe(check);
}
