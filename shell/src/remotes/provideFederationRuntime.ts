/**
 * A federation runtime plugin of the shell: it lends the shell's own copy of the federation
 * runtime to the remotes, which are built with `experiments.externalRuntime` and so carry none
 * (less on each section's first visit).
 *
 * The library's own provider plugin is not used: it is resolved as CommonJS and so bundles a
 * second, untree-shaken copy of the runtime next to the one the shell already runs, on every
 * first view. This one imports the same ES module the shell's bundler runtime uses, so the page
 * keeps one copy. Figures: decision 007.
 */
import * as runtimeCore from '@module-federation/runtime-core';
import { RUNTIME_GLOBAL } from '@azi/shared/contract/federationRuntimeGlobal';

export default function provideFederationRuntime(): { name: string; beforeInit<T>(args: T): T } {
  return {
    name: 'azi-provide-federation-runtime',
    beforeInit(args) {
      const scope = globalThis as unknown as Record<string, unknown>;
      scope[RUNTIME_GLOBAL] ??= runtimeCore;
      return args;
    },
  };
}
