// @ts-check
const path = require('node:path');
const { createAppConfig } = require('../tools/webpack/createAppConfig');

/** The shell's own files its build needs (tools/webpack never names an app's sources). */
const shellFiles = {
  runtimePlugins: ['provideFederationRuntime.ts', 'stepsInTasks.ts', 'lendWhenAsked.ts'].map((file) =>
    path.join(__dirname, 'src/remotes', file),
  ),
  startScript: path.join(__dirname, 'src/boot/startAfterPaint.ts'),
  sharedOnDemand: require('./sharedOnDemand.json'),
  // The page table's archive filters, as values: the first view then carries no content kind.
  buildTimeModules: [path.join(__dirname, '../shared/src/routing/archiveFilters.ts')],
};

/** @type {(env: Record<string, unknown>, argv: { mode?: string, outputPath?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => createAppConfig({ appDir: __dirname, kind: 'shell', env, argv, shellFiles });
