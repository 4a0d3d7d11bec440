// A remote's own page (its standalone start) in production: the remote's build reads the federation
// runtime from this global instead of bundling it (createAppConfig.cjs, `externalRuntime`), as it
// does inside the shell, which provides its own copy the same way
// (shell/src/lib/federation/provideFederationRuntime.ts).
import * as runtimeCore from '@module-federation/runtime-core';

globalThis._FEDERATION_RUNTIME_CORE = runtimeCore;
