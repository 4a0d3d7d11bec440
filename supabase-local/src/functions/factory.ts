import type { ServiceFactory } from '../contract';
import { functionEnvironment } from './secrets';
import { FunctionsService } from './service';

export const createFunctionsService: ServiceFactory = async (context) =>
  new FunctionsService({
    functionsDir: context.functionsDir,
    config: context.project.edgeRuntime.enabled ? context.project.functions : {},
    env: functionEnvironment({
      apiUrl: context.apiUrl,
      anonKey: context.keys.anonKey,
      serviceRoleKey: context.keys.serviceRoleKey,
      dbUrl: context.databaseUrl,
      configured: context.project.edgeRuntime.secrets,
      functionsDir: context.functionsDir,
      dataDir: context.dataDir,
      inboxSmtp: context.inboxSmtp,
      siteUrl: context.siteUrl,
    }),
    jwt: context.jwt,
    log: context.log,
  });
