import { selectSessionUserId, type AppStore } from 'shared-domain';
import { afterStartUp } from 'shared-ui';
import { enablePush, type PushSettings } from './enablePush';

let configuredSettings: PushSettings | null = null;

/**
 * After the user said yes to PushPrompt's explanation: asks the browser and subscribes. False when
 * push is not set up in this page (no backend settings yet).
 */
export async function turnOnPush(): Promise<boolean> {
  if (configuredSettings === null) return false;
  await enablePush(configuredSettings, { ask: true });
  return Notification.permission === 'granted';
}

/**
 * Resumes push once for each user who signs in during this page's life, without asking the
 * browser: a permission granted before keeps their subscription current, and one never asked for
 * waits for PushPrompt. Keeps the settings for that prompt at once, but starts only `later`
 * (after start-up): registering the worker starts it, and a kept permission means a key read and
 * a subscription write, none of which a first screen needs (they took a core while a returning
 * user's screen started, issue #18). Returns the function that stops watching.
 */
export function startPushRegistration(
  store: Pick<AppStore, 'getState' | 'subscribe'>,
  settings: PushSettings,
  enable: (settings: PushSettings, options: { ask: boolean }) => Promise<void> = enablePush,
  later: (run: () => void) => () => void = afterStartUp,
): () => void {
  configuredSettings = settings;
  const handled = new Set<string>();
  const check = () => {
    const userId = selectSessionUserId(store.getState());
    if (userId === null || handled.has(userId)) return;
    handled.add(userId);
    void enable(settings, { ask: false });
  };
  let unsubscribe = () => {};
  const cancel = later(() => {
    check();
    unsubscribe = store.subscribe(check);
  });
  return () => {
    cancel();
    unsubscribe();
  };
}
