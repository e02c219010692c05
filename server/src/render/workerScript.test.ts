import path from 'node:path';
import { packageFolders, workerExecArgv, workerReads } from './workerScript';

test("the reads allowed are real package folders, the shell's build and the section's own version, never node_modules as a whole, a workspace link or the rest of the site", () => {
  const repo = path.resolve(__dirname, '../../..');
  const site = path.join(repo, 'site');
  const version = path.join(site, 'remotes', 'mfe_careers', '2026.11.26-1');
  const args = workerExecArgv(workerReads(site, path.join(site, 'server', 'render-worker.js'), [version]), 256);
  const reads = args
    .filter((arg) => arg.startsWith('--allow-fs-read='))
    .map((arg) => arg.slice('--allow-fs-read='.length).replace(/[/\\]\*$/, ''));
  expect(reads).not.toContain(path.join(repo, 'node_modules'));
  expect(reads).toContain(path.join(repo, 'node_modules', 'react'));
  // jsdom and what it needs (the media team's article sanitiser renders with it).
  expect(reads.some((folder) => folder.endsWith(`${path.sep}jsdom`))).toBe(true);
  for (const folder of reads.filter((read) => !read.startsWith(site))) {
    expect(folder.startsWith(path.join(repo, 'node_modules', '@azi'))).toBe(false);
    expect(path.basename(folder)).not.toMatch(/^(shell|api|shared|release|console|e2e|mfe-.*)$/);
  }
  expect(reads).toContain(path.join(site, 'shell'));
  expect(reads).toContain(version);
  expect(reads).not.toContain(site);
  expect(reads).not.toContain(path.join(site, 'remotes'));
  expect(args).not.toContain('--allow-fs-write');
  expect(args.some((arg) => /allow-(child-process|worker)/.test(arg))).toBe(false);
});

test('package folders follow dependencies', () => {
  const folders = packageFolders(['react-dom'], path.resolve(__dirname));
  expect(folders.some((folder) => folder.endsWith(`${path.sep}scheduler`))).toBe(true);
});
