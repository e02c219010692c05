/**
 * The global name under which a remote built with `experiments.externalRuntime` finds the
 * federation runtime (the name @module-federation/enhanced gives that external). The shell sets it
 * (shell/src/remotes/provideFederationRuntime.ts); the site's release check refuses a release that
 * reads it unless the live shell lends a runtime (server/src/releases/check.ts).
 */
export const RUNTIME_GLOBAL = '_FEDERATION_RUNTIME_CORE';
