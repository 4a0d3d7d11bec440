import type { ServiceFactory } from './contract';

/** The services the gateway mounts beside REST and auth, in routing order. */
export const serviceFactories: ServiceFactory[] = [];
