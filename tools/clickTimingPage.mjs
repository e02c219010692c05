// @ts-check
/**
 * The browser side of tools/click-timing.mjs: a page opened in a fresh context (the phone's
 * throttling on the mobile profile) with the probe that times h1s, and what is read from it.
 * Apart from the command so that it reads as the measurement itself.
 */
import { MOBILE, MOBILE_CPU_SLOWDOWN, MOBILE_NETWORK } from './mobilePreset.mjs';

/**
 * Installed before any of the page's own scripts: records, per h1 text, the first animation frame
 * in which an h1 with that text is laid out and visible (performance.now(), ms since the
 * document's navigation started), and the time of the last click (a tap's click too).
 */
function probe() {
  /* global window, document, requestAnimationFrame, getComputedStyle, MutationObserver, Element -- runs in the page */
  /** @type {Record<string, number>} */
  const seen = {};
  const state = { seen, clicked: 0, lastChange: 0, h1AfterClick: '' };
  Object.defineProperty(window, '__clickTiming', { value: state });
  window.addEventListener(
    'click',
    (event) => {
      state.clicked = event.timeStamp;
      // The h1 once the click's own task is over: the new one if the page was drawn in it (its code
      // and data were here), the old one if it waited for something.
      setTimeout(() => (state.h1AfterClick = (document.querySelector('main h1')?.textContent ?? '').trim()), 0);
    },
    { capture: true },
  );
  // The last change to the page's content (inside <main>): when a drawn page is complete.
  new MutationObserver((records) => {
    if (
      records.some((record) =>
        (record.target instanceof Element ? record.target : record.target.parentElement)?.closest('main'),
      )
    )
      state.lastChange = performance.now();
  }).observe(document, { subtree: true, childList: true, characterData: true });
  const tick = () => {
    for (const h1 of document.querySelectorAll('h1')) {
      const text = (h1.textContent ?? '').trim();
      if (!text || seen[text] !== undefined) continue;
      const box = h1.getBoundingClientRect();
      if (box.width > 0 && box.height > 0 && getComputedStyle(h1).visibility !== 'hidden')
        seen[text] = performance.now();
    }
    requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
}

/** @param {import('@playwright/test').Browser} browser @param {'desktop' | 'mobile'} profile */
export async function openPage(browser, profile) {
  const context = await browser.newContext(profile === 'mobile' ? MOBILE : { viewport: { width: 1280, height: 800 } });
  await context.addInitScript(probe);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  if (profile === 'mobile') {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE_CPU_SLOWDOWN });
    await cdp.send('Network.emulateNetworkConditions', MOBILE_NETWORK);
  }
  return { context, page, cdp };
}

/**
 * Records the requests that went to the network (not those the browser's caches answered, such
 * as files prefetched earlier) from now until `stop()`.
 * @param {import('@playwright/test').CDPSession} cdp
 */
export function networkRequests(cdp) {
  /** @type {Map<string, string>} */
  const urls = new Map();
  /** @type {Set<string>} */
  const cached = new Set();
  /** @param {any} event */
  const sent = (event) => urls.set(event.requestId, new URL(event.request.url).pathname);
  /** @param {any} event */
  const fromCache = (event) => cached.add(event.requestId);
  /** @param {any} event */
  const received = (event) => {
    if (event.response.fromDiskCache || event.response.fromPrefetchCache || event.response.fromServiceWorker)
      cached.add(event.requestId);
  };
  cdp.on('Network.requestWillBeSent', sent);
  cdp.on('Network.requestServedFromCache', fromCache);
  cdp.on('Network.responseReceived', received);
  return {
    stop() {
      cdp.off('Network.requestWillBeSent', sent);
      cdp.off('Network.requestServedFromCache', fromCache);
      cdp.off('Network.responseReceived', received);
      return [...urls].filter(([id]) => !cached.has(id)).map(([, url]) => url);
    },
  };
}

/** Waits until `link` is live (React's props on it) and the page has been quiet for a moment. */
export async function settle(
  /** @type {import('@playwright/test').Page} */ page,
  /** @type {import('@playwright/test').Locator} */ link,
) {
  await link.waitFor({ state: 'attached', timeout: 30_000 });
  await link.evaluate(
    (element) =>
      new Promise((resolve) => {
        const check = () =>
          Object.keys(element).some((key) => key.startsWith('__reactProps'))
            ? resolve(undefined)
            : setTimeout(check, 20);
        check();
      }),
  );
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1000);
  await page.waitForLoadState('networkidle');
}

/** The time the probe saw an h1 with `text` (ms on the page's clock), waiting up to 30 s. */
export async function seenAt(/** @type {import('@playwright/test').Page} */ page, /** @type {string} */ text) {
  const handle = await page.waitForFunction((wanted) => /** @type {any} */ (window).__clickTiming?.seen[wanted], text, {
    timeout: 30_000,
    polling: 50,
  });
  return Number(await handle.jsonValue());
}
