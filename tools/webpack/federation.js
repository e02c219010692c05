// @ts-check
/**
 * The shared-dependency policy of the whole site, written once.
 * React, react-dom, i18next and @azi/shared are singletons: one copy per page, the shell's.
 * react-router is not shared: only the shell uses it (remotes navigate through
 * @azi/shared/routing/navigation), so it is tree-shaken into the shell's own bundle. Nor is
 * react-i18next: only @azi/shared/i18n/instance (itself a singleton) imports it, so it exists once
 * per page anyway, and unshared it is tree-shaken to the little that module uses. Subpath keys ('react/', 'react-dom/', '@azi/shared/') make
 * `react-dom/client`, `react/jsx-runtime` and every shared module join the same scope instead of
 * being bundled again by each app. Nothing else is shared: a remote bundles its own helpers.
 */

/** Packages that must exist once per page. */
const SINGLETONS = ['react', 'react-dom', 'i18next', '@azi/shared'];
/** Of those, the ones imported by subpath (react-dom/client, @azi/shared/ui/Section …). */
const SUBPATH_SHARED = ['react', 'react-dom', '@azi/shared'];

/**
 * @template {object} [Extra={}]
 * @param {{ dependencies?: Record<string, string> }} pkg the app's package.json
 * @param {Extra} [extra] options every entry gets on top (eager for the shell, import: false for a remote)
 * @returns {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false } & Extra>}
 */
function sharedDependencies(pkg, extra = /** @type {Extra} */ ({})) {
  const deps = pkg.dependencies ?? {};
  /** @type {Record<string, { singleton: true, requiredVersion: string | false, strictVersion: false } & Extra>} */
  const shared = {};
  for (const name of SINGLETONS) {
    const range = deps[name];
    if (range === undefined) {
      throw new Error(`${name} is a federation singleton: list it in the app's dependencies`);
    }
    const config = {
      singleton: /** @type {const} */ (true),
      requiredVersion: range === '*' ? false : range,
      strictVersion: /** @type {const} */ (false),
      ...extra,
    };
    shared[name] = config;
    if (SUBPATH_SHARED.includes(name)) shared[`${name}/`] = { ...config };
  }
  return shared;
}

/**
 * Federation options of a remote: one exposed module, a manifest for run-time registration.
 * @param {{ name: string, dependencies?: Record<string, string> }} pkg
 * @param {string} federationName
 * @param {{ production?: boolean }} [options]
 */
function remoteFederation(pkg, federationName, { production = true } = {}) {
  return {
    name: federationName,
    filename: 'remoteEntry.js',
    exposes: { './module': './src/module.ts' },
    // In production a remote brings no copy of a shared module: the shell lends every one (React,
    // i18next, each module of @azi/shared: shell/src/remotes/lentSharedModules.ts), and a release
    // that needs a module the live shell lacks is refused. Run alone on its dev server, it has its own.
    shared: production ? sharedDependencies(pkg, { import: /** @type {const} */ (false) }) : sharedDependencies(pkg),
    manifest: true,
    dts: false,
    // A remote loads no other remote and runs in browsers only: its copy of the federation runtime
    // can leave out remote loading and manifest snapshots (measured with tools/budget.mjs).
    // In production it also borrows the shell's copy of the runtime (externalRuntime: the shell lends
    // it, see shell/src/remotes/provideFederationRuntime.ts): less per section, a little more on the
    // shell (docs/decisions/007). Run alone on its dev server, a remote has no shell to borrow from.
    experiments: {
      externalRuntime: production,
      optimization: { disableRemote: true, disableSnapshot: true, target: 'web' },
    },
  };
}

/**
 * Federation options of the shell: no remotes at build time (they come from /remotes.json,
 * registered by entry), and a dead remote must not block start-up. Its shared modules are provided by hostProvides().
 * @param {string[]} runtimePlugins the shell's federation runtime plugins (absolute paths; the
 *   shell's webpack.config.js names its own files)
 */
function hostFederation(runtimePlugins) {
  return {
    name: 'shell',
    remotes: {},
    shared: {},
    shareStrategy: /** @type {const} */ ('loaded-first'),
    dts: false,
    // Remotes are registered by their entry script (shell/src/remotes/registry.ts), so the runtime
    // needs no code for manifests and their snapshots.
    experiments: { optimization: { target: 'web', disableSnapshot: true } },
    runtimePlugins,
  };
}

/**
 * What the shell provides to the page's share scope (a ProvideSharedPlugin of its own, next to the
 * federation plugin): every shared module, only provided, and eager but for those it names.
 * - Eager: they travel in its main bundle, which the page's HTML names, instead of in chunks the
 *   browser discovers only once main.js has run (a second round trip before hydration).
 * - On demand (`onDemand`, paths under @azi/shared/): modules no first view of the shell needs (a
 *   section's API calls, tables, the alert and contact forms with their words). They travel in a
 *   chunk of their own, fetched with the first section or shell page that uses one, so the home
 *   page does not carry them.
 * - Only provided: the shell loads first and its copies are the ones every remote gets
 *   ('loaded-first'), so the shell imports its own modules directly instead of asking the share
 *   scope for each (a look-up with version checks per module on every first view).
 * What each saved, measured: docs/decisions/007-first-view-speed.md.
 * @param {{ dependencies?: Record<string, string> }} pkg
 * @param {readonly string[]} [onDemand]
 */
function hostProvides(pkg, onDemand = []) {
  const provides = sharedDependencies(pkg, { eager: true });
  for (const module of onDemand) provides[`@azi/shared/${module}`] = { ...provides['@azi/shared/'], eager: false };
  return provides;
}

module.exports = { sharedDependencies, remoteFederation, hostFederation, hostProvides, SINGLETONS };
