import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pageReleaseTimes } from './siteIndexRoutes';

let siteDir: string;
beforeAll(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-sitemap-times-'));
  fs.mkdirSync(path.join(siteDir, 'shell'));
  fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), '<html></html>');
  fs.utimesSync(
    path.join(siteDir, 'shell', 'index.html'),
    new Date('2026-11-25T10:00:00Z'),
    new Date('2026-11-25T10:00:00Z'),
  );
  const events = (...ats: string[]) => ({
    stack: ['2026.11.20-1'],
    events: ats.map((at) => ({ at, action: 'activated', version: '2026.11.20-1', by: 'local' })),
  });
  fs.writeFileSync(
    path.join(siteDir, 'releases.json'),
    JSON.stringify({
      mfe_investor: events('2026-11-20T10:00:00.000Z', '2026-11-27T12:00:00.000Z'),
      mfe_media: events('2026-11-26T09:00:00.000Z'),
    }),
  );
});
afterAll(() => fs.rmSync(siteDir, { recursive: true, force: true }));

it("dates a section's pages by its newest release or rollback, the shell's by its build, and a page with a section's widget by the later of the two", () => {
  const lastmod = pageReleaseTimes(siteDir);
  expect(lastmod('investor_list5')).toBe('2026-11-27T12:00:00.000Z');
  expect(lastmod('contact')).toBe('2026-11-25T10:00:00.000Z');
  expect(lastmod('home')).toBe('2026-11-26T09:00:00.000Z');
  expect(lastmod('service')).toBeUndefined();
});
