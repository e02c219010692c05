import { expect, test } from '@playwright/test';

/**
 * A revisit and a feed reader's poll ask again with the ETag they hold (If-None-Match): what has
 * not changed comes back as 304 with no body, the same Cache-Control and Vary, over real HTTP.
 */
const ADDRESSES = [
  '/en/investor',
  '/mobile/media',
  '/hk/rss.xml',
  '/en/sec-filings.xml',
  '/investor-events.ics',
  '/sitemap.xml',
  '/api-official-web/assets/banner-platform.svg',
];

for (const address of ADDRESSES) {
  test(`${address} answers a client whose copy is current with 304 and no body`, async ({ request }) => {
    const headers = { 'accept-encoding': 'gzip, br' };
    const first = await request.get(address, { headers });
    expect(first.status()).toBe(200);
    const etag = first.headers().etag ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    for (const method of ['get', 'head'] as const) {
      const again = await request[method](address, { headers: { ...headers, 'if-none-match': etag } });
      // Another spec may publish meanwhile: then the page is new, and its new tag is what it says.
      if (again.status() === 200) {
        expect(again.headers().etag).not.toBe(etag);
        continue;
      }
      expect(again.status()).toBe(304);
      expect((await again.body()).length).toBe(0);
      expect(again.headers().etag).toBe(etag);
      expect(again.headers()['cache-control']).toBe(first.headers()['cache-control']);
      expect(again.headers().vary).toBe(first.headers().vary);
    }
    // A tag the server never gave gets the whole answer.
    expect(
      (await request.get(address, { headers: { ...headers, 'if-none-match': 'W/"not-this-one"' } })).status(),
    ).toBe(200);
  });
}
