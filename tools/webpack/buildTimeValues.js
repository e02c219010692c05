// @ts-check
/**
 * A webpack loader that runs a module of ours when the bundle is built and writes its exports as
 * the constants they came to: a browser bundle then carries the values, not the modules they were
 * computed from. For plain data only (null, booleans, finite numbers, strings, arrays and plain
 * objects of them); anything else fails the build, naming the export. The module runs in a Node
 * process of its own under tsx, as the site server runs TypeScript.
 */
const { execFileSync } = require('node:child_process');
const path = require('node:path');

const REPO = path.resolve(__dirname, '../..');

/** Runs in the child: prints [name, value] pairs, or the names of exports that are not plain data. */
const CHILD = `
const plain = (v) => v === null || ['boolean', 'string'].includes(typeof v) || Number.isFinite(v) ||
  (Array.isArray(v) ? v.every(plain) : typeof v === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(v)) && Object.values(v).every(plain));
const m = require(process.argv[1]);
const names = process.argv[2] ? process.argv[2].split(',') : Object.keys(m).filter((k) => k !== 'default' && k !== '__esModule');
const bad = names.filter((k) => !plain(m[k]));
process.stdout.write(JSON.stringify(bad.length ? { bad } : { values: names.map((k) => [k, m[k]]) }));
`;

/**
 * The module's exports (all, or those named), evaluated: each must be plain data.
 * @param {string} file an absolute path
 * @param {string[]} [only] the exports to read
 * @returns {[string, unknown][]}
 */
function buildTimeExports(file, only) {
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', '-e', CHILD, file, ...(only ? [only.join(',')] : [])],
    {
      cwd: REPO,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  /** @type {{ bad?: string[], values?: [string, unknown][] }} */
  const answer = JSON.parse(out);
  if (answer.bad) throw new Error(`buildTimeValues: ${file} exports ${answer.bad.join(', ')}, which is not plain data`);
  return answer.values ?? [];
}

/**
 * @param {string} file an absolute path
 * @returns {string} the module's source as its values
 */
function buildTimeSource(file) {
  return buildTimeExports(file)
    .map(([name, value]) => `export const ${name} = ${JSON.stringify(value)};\n`)
    .join('');
}

/** @this {import('webpack').LoaderContext<{}>} */
function buildTimeValues() {
  // Watch mode rebuilds it when shared code it may read changes (the content kinds, for the archive filters).
  this.addContextDependency(path.join(REPO, 'shared/src'));
  return buildTimeSource(this.resourcePath);
}

module.exports = buildTimeValues;
module.exports.buildTimeSource = buildTimeSource;
module.exports.buildTimeExports = buildTimeExports;
