import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SITE_PAGES } from '@azi/shared/routing/sitePages';
import { buildPath, existingArticle, existingEvent, fetchServed, LANGS, LAYOUTS, type PageKey } from './site';

/**
 * The served HTML of every kind of page, in the three languages and both layouts, through the W3C
 * Nu HTML Checker (vnu.jar, the npm package vnu-jar; Java from the machine: `.ci/run` installs
 * default-jre-headless). Every page is checked in one JVM: any error fails, with its page, line and
 * message.
 */
const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build', 'dist', 'vnu.jar');

interface VnuMessage {
  type: string;
  subType?: string;
  url?: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One page of each kind (the IR archives are five: their filters differ). */
function pageKinds(): PageKey[] {
  return SITE_PAGES.map((page) => page.key);
}

function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      ['-Xss1024k', '-jar', VNU_JAR, '--format', 'json', '--stdout', '--exit-zero-always', ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout) => {
        if (error)
          return reject(
            new Error(
              `the Nu HTML Checker could not run (is Java installed? .ci/run installs default-jre-headless): ${error.message}`,
            ),
          );
        try {
          resolve((JSON.parse(stdout) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`the Nu HTML Checker's answer is not JSON: ${stdout.slice(0, 500)}`));
        }
      },
    );
  });
}

test('the Nu HTML Checker finds no error in the served page of any kind, language or layout', async ({ request }) => {
  test.setTimeout(300_000);
  const article = await existingArticle(request);
  const event = await existingEvent(request);
  const query: Partial<Record<PageKey, Record<string, string | number>>> = {
    mediaDetail: { id: article.id },
    job_detail: { id: 1 },
    event: { id: event.id },
    search: { q: 'Autozi' },
  };
  const urls: string[] = [];
  for (const page of pageKinds()) {
    for (const lang of LANGS)
      for (const layout of LAYOUTS) urls.push(buildPath({ page, lang, layout }, { query: query[page] }));
  }
  // The not-found page, and an article that is not there (a page's own 404).
  for (const lang of LANGS)
    urls.push(
      buildPath({ page: 'home', lang, layout: 'desktop' }).replace(/\/?$/, '/no-such-page'),
      buildPath({ page: 'mediaDetail', lang, layout: 'mobile' }, { query: { id: 999_999 } }),
    );

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-vnu-'));
  try {
    const pageOfFile = new Map<string, string>();
    // A few at a time: the site renders what it has not cached, two workers on two cores.
    for (let start = 0; start < urls.length; start += 4) {
      await Promise.all(
        urls.slice(start, start + 4).map(async (url, offset) => {
          const served = await fetchServed(request, url);
          expect([200, 404], `${url}: HTTP ${served.status}`).toContain(served.status);
          const file = path.join(dir, `page-${start + offset}.html`);
          fs.writeFileSync(file, served.html);
          pageOfFile.set(`file:${file}`, url);
        }),
      );
    }
    const messages = await runVnu([...pageOfFile.keys()].map((url) => url.slice('file:'.length)));
    const errors = messages
      .filter((message) => message.type === 'error' || message.type === 'non-document-error')
      .map((message) => ({
        page: pageOfFile.get(message.url ?? '') ?? message.url ?? '?',
        line: message.lastLine,
        message: message.message,
        extract: message.extract,
      }));
    expect(
      errors
        .map(
          (error) =>
            `${error.page}:${error.line ?? '?'}: ${error.message}\n    ${(error.extract ?? '').replace(/\s+/g, ' ').slice(0, 160)}`,
        )
        .join('\n'),
    ).toBe('');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
