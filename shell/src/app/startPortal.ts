import { remoteForStart } from '../config/areaPaths';
import { loadPortalConfig } from '../config/portalConfig';
import { createFederatedRoutesLoader } from '../lib/federation/createFederatedRoutesLoader';
import { PRERENDERED_ATTRIBUTE } from './firstScreen';
import { nextTask } from '../lib/nextTask';
import { forgetRetiredCopies } from './retiredCopies';

/**
 * Start-up evaluates several large libraries. Evaluated in one go they make one task long enough to
 * hold up a tap on the sign-in screen that is already painted (ARCHITECTURE.md §7: Lighthouse's
 * Total Blocking Time); evaluated one per task, each piece stays short. The order is the one
 * bootPortal's own imports evaluate them in, so styled-components numbers its components as the
 * build's pre-render did.
 */
const LIBRARIES = [
  () => import('react-dom/client'),
  () => import('react-router-dom'),
  () => import('shared-domain'),
  () => import('styled-components'),
  () => import('shared-ui'),
];

/**
 * Fetches the run-time configuration while the libraries load, then boots the portal. A returning
 * user (no pre-rendered sign-in screen: a session is stored) opening a role area gets that area's
 * app fetched as soon as the configuration says where it is, beside the libraries and the session
 * check rather than after them (issue #18); the router later finds it loading or loaded.
 */
export async function startPortal(container: HTMLElement): Promise<void> {
  forgetRetiredCopies(window);
  const config = loadPortalConfig();
  // A failed fetch is reported by bootPortal's await below, not as an unhandled rejection meanwhile.
  config.catch(() => undefined);
  const routesLoader = config.then(({ remotes }) => createFederatedRoutesLoader(remotes));
  routesLoader.catch(() => undefined);
  const remote = remoteForStart(window.location.pathname);
  const prerendered = container.hasAttribute(PRERENDERED_ATTRIBUTE);
  const libraries = runLibraries();
  if (remote !== undefined && !prerendered) {
    // Its routes module runs after the libraries, each in a task of its own: run as soon as the
    // libraries arrived, it ran every one it imports in the same task (380 ms at 4x, issue #18).
    // A failure is the area's to show when the router asks again (Retry), not an error here.
    routesLoader.then((loader) => loader.load(remote, libraries)).catch(() => undefined);
  }
  await libraries;
  const { bootPortal } = await import('./bootPortal');
  // The boot starts in a task of its own, not in the one that evaluated its chunk.
  await nextTask();
  await bootPortal(container, await config, await routesLoader);
}

/** Runs the libraries one per task. */
async function runLibraries(): Promise<void> {
  for (const library of LIBRARIES) {
    await library();
    await nextTask();
  }
}
