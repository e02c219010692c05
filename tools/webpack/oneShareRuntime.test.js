const { SyncHook } = require('tapable');
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');
const { RuntimeModule } = require('webpack');
const { OneShareRuntimePlugin } = require('./oneShareRuntime');

/** The runtime modules a compilation adds, through a compiler that has the plugin. */
function addedToCompilation(...modules) {
  const compilation = { hooks: { runtimeModule: new SyncHook(['module', 'chunk']) } };
  const compiler = { hooks: { compilation: new SyncHook(['compilation']) } };
  new OneShareRuntimePlugin().apply(compiler);
  compiler.hooks.compilation.call(compilation);
  for (const module of modules) compilation.hooks.runtimeModule.call(module, {});
  return modules;
}

describe('OneShareRuntimePlugin', () => {
  it("empties webpack's own share-scope runtime, which the federation runtime's replaces as the page runs", () => {
    const [webpacks] = addedToCompilation(new WebpackShareRuntimeModule());
    expect(webpacks.generate()).toBeNull();
  });

  it("keeps any other runtime module, the federation runtime's share scope (also named 'sharing') among them", () => {
    class FederationShareRuntime extends RuntimeModule {
      constructor() {
        super('sharing', RuntimeModule.STAGE_NORMAL + 2);
      }
      generate() {
        return '__webpack_require__.I = () => {};';
      }
    }
    const [federations] = addedToCompilation(new FederationShareRuntime());
    expect(federations.generate()).toBe('__webpack_require__.I = () => {};');
  });
});
