// @ts-check
/**
 * Malformed requests for the bounded fuzz of `npm run cluster`: odd paths, odd queries, bad JSON
 * and form bodies, odd and oversized headers, unusual methods and broken HTTP framing. Every case
 * is fixed (no randomness): a 5xx found once is found again on the next run.
 *
 * A case is the exact bytes to send. The site may answer anything but a 5xx (a 4xx, a redirect,
 * a page, or closing the connection on framing it cannot parse).
 */
import { bodyCases } from './fuzzBodyCases.mjs';
import { framingCases } from './fuzzFramingCases.mjs';
import { headerCases } from './fuzzHeaderCases.mjs';
import { setConsoleHost } from './fuzzMessage.mjs';
import { urlCases } from './fuzzUrlCases.mjs';

/** @typedef {import('./fuzzMessage.mjs').FuzzCase} FuzzCase */

/**
 * @param {{ adminToken: string, remoteFile: string, remoteServerFile: string, shellFile: string, consoleName?: string }} site
 *   remoteFile: a released remote's file URL (e.g. /remotes/mfe_media/<v>/remoteEntry.js);
 *   remoteServerFile: that version's ssr/module.js URL; shellFile: one of the shell's bundles (/main.<hash>.js);
 *   consoleName: the console's host (CONSOLE_URL), sent with the cases aimed at the admin API.
 * @returns {FuzzCase[]}
 */
export function fuzzCases({ adminToken, remoteFile, remoteServerFile, shellFile, consoleName }) {
  if (consoleName) setConsoleHost(consoleName);
  /** @type {FuzzCase[]} */
  const cases = [];
  const add = (/** @type {string} */ label, /** @type {Buffer} */ data, halfClose = false) =>
    cases.push({ label, data, halfClose });
  const auth = `Authorization: Bearer ${adminToken}`;
  // The order of the list is the order they are sent in, kept from run to run.
  urlCases({ auth, remoteFile, remoteServerFile, shellFile }, add);
  bodyCases({ auth }, add);
  headerCases({ remoteFile, shellFile }, add);
  framingCases(add);
  return cases;
}
