import * as runtimeCore from '@module-federation/runtime-core';
import { provideFederationRuntime } from './provideFederationRuntime';

describe('provideFederationRuntime', () => {
  it("hands remotes the shell's own federation runtime under the name their builds read", () => {
    const target: { _FEDERATION_RUNTIME_CORE?: Partial<typeof runtimeCore> } = {};
    provideFederationRuntime(target);
    // The same runtime, not a copy (Jest's CommonJS interop wraps each import of the namespace).
    expect(target._FEDERATION_RUNTIME_CORE?.ModuleFederation).toBe(runtimeCore.ModuleFederation);
    expect(target._FEDERATION_RUNTIME_CORE?.getRemoteEntry).toBe(runtimeCore.getRemoteEntry);
  });
});
