/**
 * Server dependencies never fall back below the release that fixed a published advisory, in any
 * copy the lockfile installs. @fastify/static stays on 10.1.3 exactly: 10.1.4 and later depend on
 * content-disposition 3, which declares Node >= 22 (an ES module: Node 20 can require() it only
 * from 20.19, and npm warns of its engines on every install under Node 20).
 */
import fs from 'node:fs';
import path from 'node:path';

const lock = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** Package, first fixed version, the advisories it fixed. */
const FLOORS: readonly [string, string, string][] = [
  [
    '@fastify/static',
    '10.1.3',
    'GHSA-pr96-94w5-mx2h, GHSA-x428-ghpx-8j92 (9.1.1), GHSA-83w8-p2f5-377r (10.1.1), GHSA-8pvw-jcv7-9cmj (10.1.2), GHSA-423g-23ch-w7c6 (10.1.3)',
  ],
];

const parts = (version: string) => version.split(/[.-]/).slice(0, 3).map(Number);
function atLeast(version: string, floor: string): boolean {
  const [a, b] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i += 1) if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) > (b[i] ?? 0);
  return true;
}

const installed = (name: string) =>
  Object.entries(lock.packages)
    .filter(([location]) => location === `node_modules/${name}` || location.endsWith(`/node_modules/${name}`))
    .map(([location, entry]) => ({ location, version: entry.version ?? '' }));

it.each(FLOORS)('%s is at least %s everywhere in the lockfile (%s)', (name, floor) => {
  const copies = installed(name);
  expect(copies.length).toBeGreaterThan(0);
  expect(copies.filter((copy) => !atLeast(copy.version, floor))).toEqual([]);
});

it('keeps @fastify/static on a release whose dependencies Node 20 can load (pinned, not a range)', () => {
  const server = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../server/package.json'), 'utf8')) as {
    dependencies: Record<string, string>;
  };
  expect(server.dependencies['@fastify/static']).toBe('10.1.3');
});
