import type { Page, Request } from '@playwright/test';

/**
 * The page's own requests, without what the site downloads ahead for a later click. Once the
 * browser is idle after the load, the shell asks the server for the pages the visible links lead
 * to (their data, `x-page-data-purpose: prefetch`, one after another) and has the browser
 * download their remotes' files (`<link rel=prefetch>`, sent with `Sec-Purpose: prefetch`). None of
 * it changes the page in view, yet Playwright's `networkidle` waits for all of it: about a second a
 * page, and the server draws pages nobody looks at. A test that checks the page as drawn waits for
 * `quiet()` instead.
 */
function aheadOfClick(request: Request): boolean {
  const headers = request.headers();
  return headers['sec-purpose']?.startsWith('prefetch') === true || headers['x-page-data-purpose'] === 'prefetch';
}

export interface RequestWatch {
  /** Resolves once none of the page's own requests has been in flight for `quietMs` (300 ms unless told), or throws after `timeoutMs`. */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

/** Counts the page's own requests in flight from now on, across its navigations. Call before the first `goto`. */
export function watchRequests(page: Page): RequestWatch {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  const settled = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('request', (request) => {
    if (aheadOfClick(request)) return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  return {
    async quiet(quietMs = 300, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const still = Date.now() - lastChange;
        if (inFlight.size === 0 && still >= quietMs) return;
        if (Date.now() > deadline)
          throw new Error(
            `requests still in flight after ${timeoutMs} ms: ${[...inFlight].map((r) => r.url()).join(', ')}`,
          );
        await new Promise((resolve) => setTimeout(resolve, inFlight.size === 0 ? quietMs - still : 50));
      }
    },
  };
}
