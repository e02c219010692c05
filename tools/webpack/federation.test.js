const { sharedDependencies, remoteFederation, hostFederation, hostProvides } = require('./federation');

const pkg = {
  name: 'mfe-example',
  dependencies: {
    react: '^19.2.0',
    'react-dom': '^19.2.0',
    'react-router': '^7.9.0',
    i18next: '^26.0.0',
    'react-i18next': '^17.0.0',
    '@azi/shared': '*',
    axios: '^1.13.0',
  },
};

describe('sharedDependencies', () => {
  it('makes react, react-dom, i18next and shared singletons', () => {
    const shared = sharedDependencies(pkg);
    for (const name of ['react', 'react-dom', 'i18next', '@azi/shared']) {
      expect(shared[name]).toMatchObject({ singleton: true });
    }
  });

  it('shares subpaths so react-dom/client and shared modules are not bundled twice', () => {
    const shared = sharedDependencies(pkg);
    expect(shared['react-dom/']).toMatchObject({ singleton: true, requiredVersion: '^19.2.0' });
    expect(shared['react/']).toMatchObject({ singleton: true });
    expect(shared['@azi/shared/']).toMatchObject({ singleton: true, requiredVersion: false });
  });

  it('never shares the other dependencies wholesale, nor the router only the shell uses', () => {
    expect(sharedDependencies(pkg).axios).toBeUndefined();
    expect(sharedDependencies(pkg)['react-router']).toBeUndefined();
    expect(sharedDependencies(pkg)['react-i18next']).toBeUndefined();
  });

  it('refuses an app that does not declare a singleton', () => {
    const { react: _react, ...rest } = pkg.dependencies;
    expect(() => sharedDependencies({ dependencies: rest })).toThrow(/react is a federation singleton/);
  });
});

it('gives each remote one exposed module and a manifest', () => {
  const options = remoteFederation(pkg, 'mfe_example');
  expect(options.exposes).toEqual({ './module': './src/module.ts' });
  expect(options.manifest).toBe(true);
  expect(options.filename).toBe('remoteEntry.js');
});

it("lets a production remote borrow the shell's federation runtime and shared modules, and a remote on its own dev server carry its own", () => {
  const production = remoteFederation(pkg, 'mfe_example');
  const alone = remoteFederation(pkg, 'mfe_example', { production: false });
  expect(production.experiments.externalRuntime).toBe(true);
  expect(alone.experiments.externalRuntime).toBe(false);
  expect(Object.values(production.shared).every((config) => config.import === false)).toBe(true);
  expect(Object.values(alone.shared).some((config) => 'import' in config)).toBe(false);
  expect(hostFederation(['/shell/src/remotes/provideFederationRuntime.ts']).runtimePlugins).toEqual([
    '/shell/src/remotes/provideFederationRuntime.ts',
  ]);
});

it('has the shell provide every shared module from its main bundle without consuming them, and a remote share none eagerly', () => {
  expect(hostFederation([]).shared).toEqual({});
  const provides = hostProvides(pkg);
  expect(Object.keys(provides).sort()).toEqual(Object.keys(sharedDependencies(pkg)).sort());
  expect(Object.values(provides).every((config) => config.eager === true && config.singleton === true)).toBe(true);
  expect(Object.values(remoteFederation(pkg, 'mfe_example').shared).some((config) => 'eager' in config)).toBe(false);
});

it('lends the modules the shell names on demand, outside its main bundle, as the same singletons', () => {
  const provides = hostProvides(pkg, ['ui/DataTable']);
  expect(provides['@azi/shared/ui/DataTable']).toEqual({ ...provides['@azi/shared/'], eager: false });
  expect(provides['@azi/shared/'].eager).toBe(true);
});

it('bakes no remote into the shell and loads shared modules loaded-first', () => {
  const options = hostFederation([]);
  expect(options.remotes).toEqual({});
  expect(options.shareStrategy).toBe('loaded-first');
});

it("leaves the manifest snapshots out of the shell's runtime: remotes are registered by entry", () => {
  expect(hostFederation([]).experiments.optimization.disableSnapshot).toBe(true);
});
