const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { buildTimeSource } = require('./buildTimeValues');

/** The loader's output for a TypeScript module written to a fresh folder. */
function load(source) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-build-time-'));
  const file = path.join(dir, 'values.ts');
  fs.writeFileSync(file, source);
  try {
    return buildTimeSource(file);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('buildTimeValues', () => {
  it('writes each export as the value it came to, computed when the bundle is built', () => {
    const out = load(
      "const kinds: Record<string, { filter?: string[] }> = { a: { filter: ['x', 'y'] }, b: {} };\n" +
        'export const FILTERS = Object.fromEntries(Object.entries(kinds).flatMap(([k, v]) => (v.filter ? [[k, v.filter]] : [])));\n' +
        'export const LIMIT = 3;\n',
    );
    expect(out).toBe('export const FILTERS = {"a":["x","y"]};\nexport const LIMIT = 3;\n');
  });

  it('gives the page table the archive filters as data: each archive with a filter names its parameter and values', () => {
    const out = buildTimeSource(path.resolve(__dirname, '../../shared/src/routing/archiveFilters.ts'));
    const [, json] = /^export const ARCHIVE_FILTERS = (.*);\n$/.exec(out);
    const filters = Object.values(JSON.parse(json));
    expect(filters.length).toBeGreaterThan(0);
    for (const filter of filters) {
      expect(['type', 'category']).toContain(filter.param);
      expect(filter.values.length).toBeGreaterThan(1);
    }
  });

  it('fails the build on an export that is not plain data, naming it', () => {
    expect(() => load('export const LABEL = (n: number) => `#${n}`;\nexport const N = 1;\n')).toThrow(
      /exports LABEL, which is not plain data/,
    );
    expect(() => load('export const WHEN = new Date(0);\n')).toThrow(/exports WHEN,/);
    expect(() => load('export const HALF = { share: NaN };\n')).toThrow(/exports HALF,/);
  });
});
