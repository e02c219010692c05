// @ts-check
/**
 * Lighthouse scores of a page (mobile form factor, the default), with Debian's Chromium:
 *   node tools/lighthouse.mjs [url]
 * Lighthouse is not a project dependency (it is large); this runs it from LIGHTHOUSE_DIR or npx.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const url = process.argv[2] ?? 'http://localhost:8080/';
const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'lh-')), 'report.json');
const local = process.env.LIGHTHOUSE_DIR ? path.join(process.env.LIGHTHOUSE_DIR, 'node_modules/.bin/lighthouse') : undefined;
const [command, prefix] = local && fs.existsSync(local) ? [local, []] : ['npx', ['-y', 'lighthouse@12']];
const flags = '--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const result = spawnSync(
  command,
  [...prefix, url, '--output=json', `--output-path=${out}`, '--quiet', `--chrome-flags=${flags}`, '--only-categories=performance,accessibility,best-practices,seo'],
  { stdio: 'inherit', env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' } },
);
if (result.status !== 0) process.exit(result.status ?? 1);
const report = JSON.parse(fs.readFileSync(out, 'utf8'));
for (const [id, category] of Object.entries(report.categories)) {
  console.log(`${id}: ${Math.round(/** @type {{ score: number }} */ (category).score * 100)}`);
}
for (const [id, audit] of Object.entries(report.audits)) {
  const a = /** @type {{ score: number | null, scoreDisplayMode: string, title: string }} */ (audit);
  if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable') {
    console.log(`  needs work: ${id} (${Math.round(a.score * 100)}) ${a.title}`);
  }
}
console.log(`report: ${out}`);
for (const audit of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
  console.log(`${audit}: ${report.audits[audit].displayValue}`);
}
