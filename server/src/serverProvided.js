// @ts-check
/**
 * The packages the site server lends to the shell's and the remotes' server builds: their webpack
 * server builds leave these out as externals (tools/webpack/serverConfig.js), and a render
 * worker may read these and their dependencies, nothing else of node_modules
 * (server/src/render/workerScript.ts). One list, both sides import it; it imports nothing.
 */

/** Packages the server owns: one copy in the server's process, shared by the shell's and every remote's server build. */
const SERVER_SINGLETONS = ['react', 'react-dom', 'react-router', 'i18next', 'react-i18next'];
/** What the server lends every server build. */
const SERVER_PROVIDED = [...SERVER_SINGLETONS, 'jsdom'];

module.exports = { SERVER_PROVIDED };
