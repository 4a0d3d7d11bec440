import * as runtimeCore from '@module-federation/runtime-core';

/** Where a remote built with `experiments.externalRuntime` looks for the federation runtime. */
const GLOBAL_NAME = '_FEDERATION_RUNTIME_CORE';

/**
 * Hands the shell's own copy of the federation runtime to the remotes. Their production builds
 * leave it out (`externalRuntime`, scripts/webpack/createAppConfig.cjs) and read it from this
 * global when their remoteEntry.js runs, so a returning user downloads it once, in main.js, rather
 * than again in each remote (17 KB gzipped before the area's first screen).
 *
 * Federation's own `provideExternalRuntime` does the same through a runtime plugin, but it
 * registers that plugin by `require.resolve`, so webpack bundles the plugin's CommonJS build, which
 * requires the runtime's CommonJS build: a second copy of it in main.js (22 KB gzipped). This
 * module imports the very copy the shell's federation runtime runs.
 */
export function provideFederationRuntime(target: object = globalThis): void {
  Object.defineProperty(target, GLOBAL_NAME, {
    value: runtimeCore,
    configurable: true,
    writable: true,
  });
}
