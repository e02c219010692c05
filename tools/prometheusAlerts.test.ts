/**
 * deploy/prometheus-alerts.yml, the sample alerting rules: promtool accepts them, their own unit
 * tests (prometheus-alerts.test.yml) pass, and every azi_ metric they name is one the site exports.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { metricsRegistry } from '@azi/api/metrics/siteMetrics';
import { withPart } from '@azi/shared/testing/machinePart';

const deploy = path.resolve(__dirname, '..', 'deploy');
const PROMTOOL = '/usr/bin/promtool';
const present = fs.existsSync(PROMTOOL);
const withPromtool = withPart({ name: PROMTOOL, present, how: 'apt-get install -y prometheus (CI installs it)' });

function promtool(...args: string[]): string {
  const run = spawnSync(PROMTOOL, args, { cwd: deploy, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`promtool ${args.join(' ')} failed:\n${run.stdout}${run.stderr}`);
  return run.stdout;
}

withPromtool('are accepted by promtool check rules', () => {
  expect(promtool('check', 'rules', 'prometheus-alerts.yml')).toMatch(/SUCCESS: \d+ rules found/);
});

withPromtool('fire when they should and stay quiet otherwise (promtool test rules)', () => {
  expect(promtool('test', 'rules', 'prometheus-alerts.test.yml')).toContain('SUCCESS');
});

it('name only metrics the site exports', () => {
  const rules = fs.readFileSync(path.join(deploy, 'prometheus-alerts.yml'), 'utf8');
  const named = new Set(rules.match(/\bazi_[a-z_]+/g));
  expect(named.size).toBeGreaterThan(5);
  const exported = new Set(metricsRegistry.getMetricsAsArray().map((metric) => metric.name));
  expect([...named].filter((name) => !exported.has(name))).toEqual([]);
});
