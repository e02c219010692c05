/**
 * One word for one thing in the Chinese texts (issue 38): hk writes 發佈 (never 發布), and the US
 * SEC's documents are 美国证监会文件 / 美國證監會文件 everywhere (never …公告 or …報告), as the
 * alerts form calls them. Reads every zh and hk locale file of the repo.
 */
import fs from 'node:fs';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const SKIP = new Set(['node_modules', 'site', '.git', 'dist', 'coverage']);

function localeFiles(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) localeFiles(full, out);
    else if (/^(zh|hk)\.json$/.test(entry.name) && /locales/i.test(full)) out.push(full);
  }
  return out;
}

const files = localeFiles(REPO);

it('finds the locale files', () => {
  expect(files.length).toBeGreaterThan(5);
});

it('writes 發佈 in Traditional Chinese, never 發布', () => {
  const offenders = files.filter((file) => file.endsWith('hk.json') && fs.readFileSync(file, 'utf8').includes('發布'));
  expect(offenders.map((file) => path.relative(REPO, file))).toEqual([]);
});

it('calls the US SEC documents 文件 in both Chinese scripts', () => {
  const offenders = files.filter((file) =>
    /(美国证监会|美國證監會)(公告|报告|報告)/.test(fs.readFileSync(file, 'utf8')),
  );
  expect(offenders.map((file) => path.relative(REPO, file))).toEqual([]);
});
