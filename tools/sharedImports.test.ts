/**
 * Inside shared/, modules import each other by package name (`@azi/shared/ui/PageContext`), never
 * by relative path. Module Federation shares a module by the request that names it: a relative
 * import would bundle a second, private copy into whichever app uses the importer, and with it a
 * second React context, i18n instance or ApiError class (so `instanceof` and context lookups fail).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTES } from './remotes';

const SHARED = path.resolve(__dirname, '../shared/src');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('shared modules import each other by package name, so each stays one instance per page', () => {
  const offenders: string[] = [];
  for (const file of sourceFiles(SHARED)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/from ['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const spec = match[1]!;
      if (/\.(css|json|svg|png)$/.test(spec)) continue;
      offenders.push(`${path.relative(SHARED, file)}: ${spec}`);
    }
  }
  expect(offenders).toEqual([]);
});

it('no remote uses the router: only the shell has one, remotes navigate through shared', () => {
  const offenders: string[] = [];
  for (const remote of REMOTES) {
    for (const file of sourceFiles(path.resolve(__dirname, '..', remote, 'src'))) {
      if (/\/testing\//.test(file)) continue;
      if (/from ['"]react-router['"]/.test(fs.readFileSync(file, 'utf8')))
        offenders.push(path.relative(path.resolve(__dirname, '..'), file));
    }
  }
  expect(offenders).toEqual([]);
});

/**
 * What the API may take from shared (docs/decisions/005-api-shares-schemas-and-validation.md): the
 * page table and URL rules, plain data, so its mails link to pages as the site builds them; the
 * content kinds (shared/src/content), whose fields, owners and alert categories its storage and
 * routes are built from; the
 * clock rules of issue 41 (an event's phases, Beijing and New York wall clocks), pure arithmetic; the
 * search limits and the checker of a remote's declared search text (issue 40); the rule that strips
 * a browser error's message of what must not be kept (issue 51), applied again to what browsers send;
 * how a share price is written (issue 53), one rule for the chart's axis the API draws and the page;
 * the periodic-job loop the API's and the site server's background jobs run on (issue 57).
 */
const API_MAY_IMPORT =
  /^@azi\/shared\/(api\/(schemas\/\w+|json-schema|apiPrefix|contentLimits|stockLimits|searchLimits|documentPaths|errorMessage)|contract\/searchText|validation\/(contactForm|alertSubscription)|i18n\/(languages|joinList)|time\/(beijingTime|zoneClock)|events\/eventPhase|jobs\/periodicJob|stock\/formatPrice|content\/\w+|keys\/\w+|routing\/(archiveFilters|contentPages|paths|sitePages|queryRules|queryNumber))$/;

it('the API takes from shared only schemas, validation and constants, which import nothing else', () => {
  const imports = (file: string) =>
    [...fs.readFileSync(file, 'utf8').matchAll(/from ['"](@azi\/shared\/[^'"]+)['"]/g)].map((m) => m[1]!);
  const offenders: string[] = [];
  for (const file of sourceFiles(path.resolve(__dirname, '../api/src'))) {
    for (const spec of imports(file))
      if (!API_MAY_IMPORT.test(spec)) offenders.push(`${path.relative(path.resolve(__dirname, '..'), file)}: ${spec}`);
  }
  // ...and those modules stay inside the same set, so the API's process loads no UI code.
  for (const file of sourceFiles(SHARED)) {
    const spec = `@azi/shared/${path.relative(SHARED, file).replace(/\.tsx?$/, '')}`;
    if (!API_MAY_IMPORT.test(spec)) continue;
    for (const imported of imports(file)) if (!API_MAY_IMPORT.test(imported)) offenders.push(`${spec}: ${imported}`);
  }
  expect(offenders).toEqual([]);
});

/**
 * Schemas that browsers only ever read types from (the API validates with them): lending them
 * would put their objects in every page's first JavaScript for nothing (issue 39's budget).
 */
const TYPES_ONLY = [
  '@azi/shared/api/schemas/stock',
  '@azi/shared/api/schemas/searchAdmin',
  '@azi/shared/contract/shellRenderer',
];
/** Shared by the API and the site server, never by a page: the shell does not lend them. */
const SERVERS_ONLY = ['@azi/shared/jobs/periodicJob'];

it('browser code reads only types from the schemas the shell does not lend', () => {
  const offenders: string[] = [];
  for (const dir of [...REMOTES.map((remote) => `${remote}/src`), 'shell/src', 'console/src', 'shared/src']) {
    for (const file of sourceFiles(path.resolve(__dirname, '..', dir))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(/^(import|export)\s+(?!type\b)[^;]*?from ['"](@azi\/shared\/[^'"]+)['"]/gms)) {
        if (TYPES_ONLY.includes(match[2]!)) offenders.push(path.relative(path.resolve(__dirname, '..'), file));
      }
    }
  }
  expect(offenders).toEqual([]);
});

it('the shell names every module of shared that a remote may use, so it lends each one (shell/src/remotes/lentSharedModules.ts)', () => {
  const expected = sourceFiles(SHARED)
    .map(
      (file) =>
        `@azi/shared/${path
          .relative(SHARED, file)
          .split(path.sep)
          .join('/')
          .replace(/\.tsx?$/, '')}`,
    )
    .filter(
      (spec) =>
        !spec.startsWith('@azi/shared/testing/') &&
        spec !== '@azi/shared/ui/StandaloneRemote' &&
        !spec.endsWith('.d') &&
        !TYPES_ONLY.includes(spec) &&
        !SERVERS_ONLY.includes(spec),
    )
    .sort();
  const listed = fs.readFileSync(path.resolve(__dirname, '../shell/src/remotes/lentSharedModules.ts'), 'utf8');
  const named = [...listed.matchAll(/import\('(@azi\/shared\/[^']+)'\)/g)].map((match) => match[1]!).sort();
  expect(named).toEqual(expected);
});

it('lends on demand only modules of shared that the shell lends (shell/sharedOnDemand.json)', () => {
  const lent = fs.readFileSync(path.resolve(__dirname, '../shell/src/remotes/lentSharedModules.ts'), 'utf8');
  const onDemand = JSON.parse(
    fs.readFileSync(path.resolve(__dirname, '../shell/sharedOnDemand.json'), 'utf8'),
  ) as string[];
  expect(onDemand.filter((module) => !lent.includes(`import('@azi/shared/${module}')`))).toEqual([]);
});
