// @ts-check
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule');

const NAME = 'OneShareRuntimePlugin';

/**
 * Keeps one share-scope runtime in a federated build. webpack adds its own (`__webpack_require__.I`
 * registering every provided module) wherever the share scope is used, and
 * @module-federation/enhanced adds the runtime's (`initOptions.shared` and an `I` that hands over to
 * the federation runtime), which comes after it and replaces it as the page runs. webpack's copy
 * never runs, yet it names every shared module again: in the shell's main.js, ~8 KB of dead code
 * (1.2 KB gzip) on every first view (decision 007). Its module stays in the chunk, empty.
 */
class OneShareRuntimePlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      compilation.hooks.runtimeModule.tap(NAME, (module) => {
        if (module instanceof WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}

module.exports = { OneShareRuntimePlugin };
