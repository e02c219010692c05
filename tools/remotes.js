// @ts-check
/**
 * The remote apps, by folder: the root package.json's workspaces named mfe-*, in that order. The
 * one list of them for the tools, the build and the tests (npm needs the workspaces list anyway).
 */
const { workspaces } = require('../package.json');

/** @type {string[]} */
const REMOTES = workspaces.filter((/** @type {string} */ name) => name.startsWith('mfe-'));

module.exports = { REMOTES };
