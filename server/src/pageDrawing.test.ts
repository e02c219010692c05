import type { FastifyRequest } from 'fastify';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { parsePath } from '@azi/shared/routing/paths';
import { type DrawnPath, pageDrawer } from './pageDrawing';
import { RenderQuarantine } from './render/quarantine';
import type { RenderPool } from './render/renderPool';

const SEARCH_HEADER = { 'x-azi-site-render': 'internal' };
const TEMPLATE =
  '<!doctype html><html lang="zh-CN"><head><title>x</title><meta name="description" content="" /></head><body><div id="root"></div></body></html>';
const REGISTRY = { mfe_careers: '/remotes/mfe_careers/2026.11.28-1/mf-manifest.json' };

/** The headers each render's API calls were given, by the page's URL. */
async function headersOfRenders(urls: string[]): Promise<Record<string, Record<string, string> | undefined>> {
  const given: Record<string, Record<string, string> | undefined> = {};
  const pool = {
    run: async (job: { url: string }, headers?: Record<string, string>) => {
      given[job.url] = headers;
      return {
        kind: 'render',
        rendered: false,
        html: '',
        data: {},
        errors: [],
        remoteErrors: [],
        stylesheets: [],
        stylesheetTwins: [],
      };
    },
  } as unknown as RenderPool;
  const draw = pageDrawer({
    pool,
    quarantine: new RenderQuarantine(),
    config: DEFAULT_SITE_CONFIG,
    fieldSample: 0,
    siteUrl: 'https://www.example.com',
    inline: (href) => ({ href, css: undefined }),
    searchHeaders: SEARCH_HEADER,
  });
  const request = { url: '/', log: { warn: () => {}, error: () => {} } } as unknown as FastifyRequest;
  for (const address of urls) {
    const url = new URL(`http://site.invalid${address}`);
    await draw(
      request,
      url,
      parsePath(url.pathname) as DrawnPath,
      { mtimeMs: 0, html: TEMPLATE, stylesheets: [], pageStylesheets: {}, scriptHashes: [] },
      REGISTRY,
    );
  }
  return given;
}

test("only the search page's own render carries the site search's internal header; a careers page's search terms do not earn it", async () => {
  const given = await headersOfRenders([
    '/en/search?q=annual',
    '/en/job_list?q=annual',
    '/en/job_list?keyword=annual',
    '/en/contact',
  ]);
  expect(given['/en/search?q=annual']).toEqual(SEARCH_HEADER);
  expect(given['/en/job_list?q=annual']).toBeUndefined();
  expect(given['/en/job_list?keyword=annual']).toBeUndefined();
  expect(given['/en/contact']).toBeUndefined();
});
