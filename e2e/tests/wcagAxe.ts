import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

/** WCAG 2.2 A and AA, as axe tags them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
/**
 * axe's experimental rules that test WCAG A/AA criteria run too: the tags alone leave them out,
 * and one of them is label in name (2.5.3), which a visible "EN" named "English" fails.
 */
const EXPERIMENTAL_WCAG_RULES = [
  'label-content-name-mismatch',
  'p-as-heading',
  'table-fake-caption',
  'td-has-header',
  'css-orientation-lock',
];
const WCAG_RUN: RunOptions = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: Object.fromEntries(EXPERIMENTAL_WCAG_RULES.map((id) => [id, { enabled: true }])),
};

/**
 * The axe that @axe-core/playwright injects (its own dependency, resolved from where it lives), so
 * both ways below run the same rules.
 */
const AXE_SOURCE: string = createRequire(require.resolve('@axe-core/playwright'))('axe-core').source;

declare global {
  interface Window {
    axe?: { configure(spec: object): void; run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

/**
 * axe's WCAG 2.2 A/AA violations on the page as it is drawn now. A page without frames (every
 * page of the site) is checked by axe.run in the page itself, injected once per document and
 * reused by the next check of the same document (an opened menu). AxeBuilder's default way costs
 * about a second more a check: it opens a blank page to merge the frames' results, and injects
 * axe twice. A page with a frame goes that way, so a frame's content is still checked,
 * cross-origin or not.
 */
export async function wcagViolations(page: Page): Promise<AxeResults['violations']> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).options(WCAG_RUN).analyze()).violations;
  if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
    await page.evaluate(AXE_SOURCE);
    await page.evaluate(() =>
      window.axe!.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } }),
    );
  }
  // Only the violations are read: axe then skips describing every element that passed.
  return page.evaluate(async (options) => (await window.axe!.run(document, options)).violations, {
    ...WCAG_RUN,
    resultTypes: ['violations'],
  } satisfies RunOptions);
}
