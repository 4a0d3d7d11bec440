import * as runtimeCore from '@module-federation/runtime-core';
import { provideFederationRuntime } from './provideFederationRuntime';

describe('provideFederationRuntime', () => {
  it("hands remotes the shell's own federation runtime under the name their builds read", () => {
    const target = {};
    provideFederationRuntime(target);
    expect(target).toHaveProperty('_FEDERATION_RUNTIME_CORE', runtimeCore);
    expect(typeof runtimeCore.ModuleFederation).toBe('function');
  });
});
