/**
 * The global name under which a remote built with `experiments.externalRuntime` finds the
 * federation runtime (the name @module-federation/enhanced gives that external). The shell sets it
 * (provideFederationRuntime.ts); a release that reads it needs a shell that sets it.
 */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
