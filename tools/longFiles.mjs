// @ts-check
/**
 * Lists the source files past 300 lines (house style: a file is about one thing), tests and
 * generated files aside. Exits 1 when there is any, so it can guard a change.
 *   node tools/longFiles.mjs [--max N]
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { REPO as repoRoot } from './registry.mjs';

const flag = process.argv.indexOf('--max');
const max = flag > 0 ? Number(process.argv[flag + 1]) : 300;
const SOURCE = /\.(ts|tsx|js|mjs|cjs|css)$/;
// Tests and their fixtures and helpers, browser tests, type declarations and lockfiles are not source of the site.
const NOT_SOURCE = [/\.test\.[jt]sx?$/, /(^|\/)test\//, /(^|\/)fixtures\//, /^e2e\//, /\.d\.ts$/, /(^|\/)__mocks__\//];

const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
  .split('\0')
  .filter((file) => SOURCE.test(file) && !NOT_SOURCE.some((rule) => rule.test(file)));
const long = files
  .map((file) => ({ file, lines: readFileSync(`${repoRoot}/${file}`, 'utf8').split('\n').length - 1 }))
  .filter(({ lines }) => lines > max)
  .sort((a, b) => b.lines - a.lines);
for (const { file, lines } of long) console.log(`${String(lines).padStart(5)}  ${file}`);
console.log(
  long.length
    ? `${long.length} source file(s) past ${max} lines`
    : `no source file past ${max} lines (${files.length} read)`,
);
process.exitCode = long.length ? 1 : 0;
