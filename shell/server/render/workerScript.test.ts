import path from 'node:path';
import { packageFolders, workerExecArgv } from './workerScript';

test("the reads allowed are real package folders and the site's, never node_modules as a whole or a workspace link", () => {
  const repo = path.resolve(__dirname, '../../..');
  const args = workerExecArgv(path.join(repo, 'site'), path.join(repo, 'site', 'server', 'render-worker.js'), 256);
  const reads = args.filter((arg) => arg.startsWith('--allow-fs-read=')).map((arg) => arg.slice('--allow-fs-read='.length).replace(/[/\\]\*$/, ''));
  expect(reads).not.toContain(path.join(repo, 'node_modules'));
  expect(reads).toContain(path.join(repo, 'node_modules', 'react'));
  // jsdom and what it needs (the media team's article sanitiser renders with it).
  expect(reads.some((folder) => folder.endsWith(`${path.sep}jsdom`))).toBe(true);
  for (const folder of reads) {
    expect(folder.startsWith(path.join(repo, 'node_modules', '@azi'))).toBe(false);
    expect(path.basename(folder)).not.toMatch(/^(shell|api|shared|release|console|e2e|mfe-.*)$/);
  }
  expect(args).not.toContain('--allow-fs-write');
  expect(args.some((arg) => /allow-(child-process|worker)/.test(arg))).toBe(false);
});

test('package folders follow dependencies', () => {
  const folders = packageFolders(['react-dom'], path.resolve(__dirname));
  expect(folders.some((folder) => folder.endsWith(`${path.sep}scheduler`))).toBe(true);
});
