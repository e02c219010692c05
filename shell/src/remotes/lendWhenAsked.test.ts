import { ModuleFederation } from '@module-federation/runtime-core';
import lendWhenAsked from './lendWhenAsked';

/** Two entries as the shell's build gives them to the runtime's start. */
function sharedAtStart() {
  const config = { eager: true, requiredVersion: false as const, strictVersion: false, singleton: true };
  return {
    react: [{ version: '19.2.0', get: () => () => ({ name: 'react' }), scope: ['default'], shareConfig: config }],
    '@azi/shared/ui/Section': [
      { version: '1.0.0', get: () => () => ({ name: 'Section' }), scope: ['default'], shareConfig: config },
    ],
  };
}

describe('lendWhenAsked (federation runtime plugin)', () => {
  it('starts the runtime with an empty share scope and lends every entry when a section is first asked for', async () => {
    const plugin = lendWhenAsked();
    const host = new ModuleFederation({ name: 'shell', remotes: [], shared: sharedAtStart(), plugins: [plugin] });
    expect(host.shareScopeMap.default ?? {}).toEqual({});
    expect(host.options.shared).toEqual({});
    host.registerRemotes([{ name: 'mfe_media', entry: 'http://localhost/remotes/mfe_media/1/remoteEntry.js' }]);

    plugin.beforeRequest({ origin: host, id: 'mfe_media/module', options: host.options });
    expect(Object.keys(host.shareScopeMap.default ?? {}).sort()).toEqual(['@azi/shared/ui/Section', 'react']);
    expect(Object.keys(host.options.shared).sort()).toEqual(['@azi/shared/ui/Section', 'react']);
    expect(host.options.remotes.map((remote) => remote.name)).toEqual(['mfe_media']);
    // What a remote's entry then takes: the shell's own copy, at its version.
    const section = host.shareScopeMap.default?.['@azi/shared/ui/Section']?.['1.0.0'];
    expect(section?.from).toBe('shell');
    expect((await section!.get())()).toEqual({ name: 'Section' });
  });

  it('lends once: later requests and later option updates leave the scope as it is', () => {
    const plugin = lendWhenAsked();
    const host = new ModuleFederation({ name: 'shell', remotes: [], shared: sharedAtStart(), plugins: [plugin] });
    plugin.beforeRequest({ origin: host, id: 'mfe_media/module', options: host.options });
    const initOptions = jest.spyOn(host, 'initOptions');
    plugin.beforeRequest({ origin: host, id: 'mfe_careers/module', options: host.options });
    expect(initOptions).not.toHaveBeenCalled();
    host.initOptions({
      name: 'shell',
      remotes: [],
      shared: { i18next: [{ version: '25.0.0', get: () => () => ({}), scope: ['default'] }] },
    });
    expect(Object.keys(host.shareScopeMap.default ?? {}).sort()).toEqual([
      '@azi/shared/ui/Section',
      'i18next',
      'react',
    ]);
  });

  it('passes the arguments of a start without shared modules through unchanged', () => {
    const plugin = lendWhenAsked();
    const host = new ModuleFederation({ name: 'shell', remotes: [], plugins: [] });
    const args = {
      userOptions: { name: 'shell', remotes: [], shared: {} },
      options: host.options,
      origin: host,
      shareInfo: {},
    };
    expect(plugin.beforeInit(args)).toBe(args);
  });
});
