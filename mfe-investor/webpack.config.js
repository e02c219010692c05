// @ts-check
const { createAppConfig } = require('../tools/webpack/createAppConfig');

/** @type {(env: Record<string, unknown>, argv: { mode?: string, outputPath?: string }) => import('webpack').Configuration} */
module.exports = (env, argv) => createAppConfig({ appDir: __dirname, kind: 'remote', env, argv });
