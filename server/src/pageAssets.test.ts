import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cssInliner, shellTemplate, stylesheetPage, stylesheetsOfPage } from './pageAssets';

let siteDir: string;
beforeEach(() => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-page-assets-'));
  fs.mkdirSync(path.join(siteDir, 'shell'));
  fs.mkdirSync(path.join(siteDir, 'remotes', 'mfe_media', 'v1'), { recursive: true });
});
afterEach(() => fs.rmSync(siteDir, { recursive: true, force: true }));

test("the template loses the links to the build's own sheets, and is read again when a new build replaces it", () => {
  const index = path.join(siteDir, 'shell', 'index.html');
  const read = shellTemplate(path.join(siteDir, 'shell'));
  expect(read()).toBeUndefined();
  fs.writeFileSync(path.join(siteDir, 'shell', 'stylesheets.json'), '["main.0123456789.css"]');
  fs.writeFileSync(
    index,
    '<head><link href="/main.0123456789.css" rel="stylesheet"><link href="/other.css" rel="stylesheet"></head>',
  );
  const first = read()!;
  expect(first.stylesheets).toEqual(['/main.0123456789.css']);
  expect(first.html).toBe('<head><link href="/other.css" rel="stylesheet"></head>');
  expect(read()).toBe(first);
  fs.writeFileSync(index, '<head></head>');
  fs.utimesSync(index, new Date(), new Date(Date.now() + 5000));
  expect(read()!.html).toBe('<head></head>');
});

test("sheets are read from the shell's folder or the remote's, without their source map comment; a missing one has no text", () => {
  fs.writeFileSync(path.join(siteDir, 'shell', 'main.css'), 'body{margin:0}\n/*# sourceMappingURL=main.css.map*/\n');
  fs.writeFileSync(path.join(siteDir, 'remotes', 'mfe_media', 'v1', 'news.css'), '.news{color:red}');
  const inline = cssInliner(siteDir);
  expect(inline('/main.css')).toEqual({ href: '/main.css', css: 'body{margin:0}\n' });
  expect(inline('/remotes/mfe_media/v1/news.css')).toEqual({
    href: '/remotes/mfe_media/v1/news.css',
    css: '.news{color:red}',
  });
  expect(inline('/missing.css')).toEqual({ href: '/missing.css', css: undefined });
  // Never outside the site's folders, whatever the address says.
  fs.writeFileSync(path.join(siteDir, 'secret.css'), 'secret');
  expect(inline('/remotes/../secret.css').css).toBeUndefined();
  expect(inline('/remotes/../../../../../../proc/self/environ').css).toBeUndefined();
  expect(inline('/../secret.css').css).toBeUndefined();
});

test('a shell page chunk’s style sheet belongs to that page; the others to every page', () => {
  expect(stylesheetPage('/page-contact.0123456789.css')).toBe('contact');
  expect(stylesheetPage('/page-accessibility.abcdef0123.css')).toBe('accessibility');
  expect(stylesheetPage('/713.0d5780728b.css')).toBeUndefined();
  expect(stylesheetPage('/main.c38edb24ad.css')).toBeUndefined();
  expect(stylesheetPage('/remotes/mfe_media/1/page-contact.0123456789.css')).toBeUndefined();
});

test('the template keeps a shell page’s sheets apart: that page carries them after every page’s, no other page does', () => {
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'stylesheets.json'),
    '["713.0123456789.css","main.0123456789.css","page-contact.0123456789.css"]',
  );
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'index.html'),
    '<head><link href="/page-contact.0123456789.css" rel="stylesheet"></head>',
  );
  const shell = shellTemplate(path.join(siteDir, 'shell'))()!;
  expect(shell.html).toBe('<head></head>');
  expect(stylesheetsOfPage(shell, 'contact')).toEqual([
    '/713.0123456789.css',
    '/main.0123456789.css',
    '/page-contact.0123456789.css',
  ]);
  expect(stylesheetsOfPage(shell, 'investor')).toEqual(['/713.0123456789.css', '/main.0123456789.css']);
  expect(stylesheetsOfPage(shell, undefined)).toEqual(['/713.0123456789.css', '/main.0123456789.css']);
});
