// @ts-check
/**
 * `npm test`: every check of the repo, in stages that keep both cores of a CI machine busy, with
 * a table of how long each step took at the end (CI's budget is 25 minutes; the table says where
 * they go).
 *
 *   1. install what is missing (tools/ensure-installed.mjs)
 *   2. the build beside the type check, the lint and the format check: webpack runs one app after
 *      another, mostly on one core, and tsc, eslint and prettier each on one core, so together they
 *      take about as long as the build
 *   3. the unit, component and API tests (jest), on two workers at least (jest.config.js says why)
 *   4. the browser tests (Playwright), which need the build
 *
 * A step that runs beside another writes to its own log (test-results/steps/<step>.log), printed
 * whole when it ends, so the output of two steps never interleaves. Every step of a stage runs
 * even when one fails; a failed stage stops the run after it. `--from <step>` starts at a later
 * stage (after fixing what failed).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO } from './registry.mjs';

const NODE = process.execPath;
const bin = (/** @type {string} */ file) => path.join(REPO, 'node_modules', file);

/** @typedef {{ name: string, args: string[], cwd?: string }} Step */
/** @type {Step[][]} */
const STAGES = [
  [{ name: 'install', args: [path.join(REPO, 'tools/ensure-installed.mjs')] }],
  [
    { name: 'build', args: [path.join(REPO, 'tools/build-all.mjs')] },
    { name: 'typecheck', args: [bin('typescript/bin/tsc'), '-p', 'tsconfig.json', '--noEmit'] },
    {
      name: 'lint',
      args: [
        bin('eslint/bin/eslint.js'),
        '.',
        '--max-warnings',
        '0',
        '--cache',
        '--cache-location',
        'node_modules/.cache/eslint/',
      ],
    },
    { name: 'format', args: [bin('prettier/bin/prettier.cjs'), '--check', '--log-level', 'warn', '.'] },
    // The 300-line rule, measured on the formatted code.
    { name: 'long-files', args: [path.join(REPO, 'tools/longFiles.mjs')] },
  ],
  [{ name: 'unit', args: [bin('jest/bin/jest.js')] }],
  [{ name: 'e2e', args: [bin('@playwright/test/cli.js'), 'test'], cwd: path.join(REPO, 'e2e') }],
];

const logDir = path.join(REPO, 'test-results', 'steps');
/** @type {{ name: string, seconds: number, ok: boolean }[]} */
const times = [];

/** Runs one step; alone it prints as it goes, beside others into its log. @param {Step} step @param {boolean} alone */
function run(step, alone) {
  const t0 = Date.now();
  const log = path.join(logDir, `${step.name}.log`);
  const out = alone ? 'inherit' : fs.openSync(log, 'w');
  if (!alone) console.log(`[${step.name}] started (output: ${path.relative(REPO, log)})`);
  return new Promise((resolve) => {
    const child = spawn(NODE, step.args, { cwd: step.cwd ?? REPO, stdio: ['ignore', out, out], env: process.env });
    child.on('close', (code, signal) => {
      if (typeof out === 'number') {
        fs.closeSync(out);
        console.log(`\n[${step.name}] ───────────────────────────────`);
        process.stdout.write(fs.readFileSync(log));
      }
      const ok = code === 0;
      const seconds = (Date.now() - t0) / 1000;
      times.push({ name: step.name, seconds, ok });
      console.log(
        `[${step.name}] ${ok ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`} in ${seconds.toFixed(0)} s`,
      );
      resolve(ok);
    });
  });
}

function printTimes(/** @type {number} */ t0) {
  console.log('\nstep        seconds');
  for (const { name, seconds, ok } of times)
    console.log(`${name.padEnd(11)} ${seconds.toFixed(0).padStart(7)}${ok ? '' : '  FAILED'}`);
  console.log(`${'total'.padEnd(11)} ${((Date.now() - t0) / 1000).toFixed(0).padStart(7)}`);
}

const fromIndex = process.argv.indexOf('--from');
const from = fromIndex > 0 ? process.argv[fromIndex + 1] : undefined;
const first = from ? STAGES.findIndex((stage) => stage.some((step) => step.name === from)) : 0;
if (first < 0) {
  console.error(
    `--from: no step named "${from}" (steps: ${STAGES.flat()
      .map((step) => step.name)
      .join(', ')})`,
  );
  process.exit(2);
}

fs.mkdirSync(logDir, { recursive: true });
const started = Date.now();
for (const stage of STAGES.slice(first)) {
  const results = await Promise.all(stage.map((step) => run(step, stage.length === 1)));
  if (results.includes(false)) {
    printTimes(started);
    process.exit(1);
  }
}
printTimes(started);
