import { createContext, RouterContextProvider } from 'react-router';
import type { AppStore } from './store';

/**
 * The portal's one store, as react-router hands it to route loaders (`context.get`). The host's
 * router provides it (`getContext: storeRouterContext(store)`), so a role app's routes can start a
 * screen's first read while the screen's code loads, without the host knowing what that read is.
 */
export const portalStoreContext = createContext<AppStore>();

/** The `getContext` option of a router whose loaders reach `store` (react-router's data routers). */
export function storeRouterContext(store: AppStore): () => RouterContextProvider {
  return () => {
    const context = new RouterContextProvider();
    context.set(portalStoreContext, store);
    return context;
  };
}

/**
 * A route `loader` that starts a screen's first read and returns at once: the screen's query finds
 * it under way (same endpoint, same argument), and the router does not wait for the data, so
 * last-known content from the persisted cache or the skeleton shows meanwhile. Each read is started
 * unsubscribed, so it is dropped like any unused result should the screen never mount.
 */
export function startFirstRead(start: (store: AppStore, url: URL) => void) {
  return ({
    context,
    request,
  }: {
    context: Readonly<RouterContextProvider>;
    request: Request;
  }): null => {
    start(context.get(portalStoreContext), new URL(request.url));
    return null;
  };
}
