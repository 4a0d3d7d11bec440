import type { ServiceFactory } from './contract';
import { createFunctionsService } from './functions/factory';
import { createRealtimeService } from './realtime/service';
import { createStorageService } from './storage/service';

/** The services the gateway mounts beside REST and auth, in routing order. */
export const serviceFactories: ServiceFactory[] = [
  createStorageService,
  createRealtimeService,
  createFunctionsService,
];
