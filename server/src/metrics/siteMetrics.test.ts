import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { resetSiteMetrics } from '@azi/api/metrics/siteMetrics';
import { buildSite } from '../site';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

/**
 * GET /metrics of a real site (its API, page cache and render workers over a stand-in shell
 * renderer): what Prometheus reads after visitors came, and what promtool says of it.
 */
const TEMPLATE = `<!doctype html>
<html lang="zh-CN"><head><title>x</title><meta name="description" content="" /></head>
<body><div id="root"></div></body></html>`;
const RENDERER = `
exports.sharedModules = {};
exports.setApiTransport = () => {};
exports.activateRemoteText = () => {};
exports.renderPage = async ({ url, remotes }) => {
  const careers = remotes.mfe_careers ? remotes.mfe_careers.draw() : '';
  return { html: '<main>' + url + careers + '</main>', report: {}, data: {}, errors: [] };
};
`;
const careersVersion = (draw: string) =>
  `module.exports = { namespace: 'careers', resources: { zh: {}, hk: {}, en: {} }, pages: {}, draw: ${draw} };`;

const TOKEN = 'metrics-test-token-0123456789';
const auth = { authorization: `Bearer ${TOKEN}` };
let site: FastifyInstance;
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-metrics-'));
  fs.mkdirSync(path.join(siteDir, 'shell', 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(siteDir, 'shell', 'index.html'), TEMPLATE);
  fs.writeFileSync(path.join(siteDir, 'shell', 'ssr', 'render.js'), RENDERER);
  // A careers version whose render never ends: its worker is stopped at the time limit.
  const dir = path.join(siteDir, 'remotes', 'mfe_careers', '2026.11.28-1');
  fs.mkdirSync(path.join(dir, 'ssr'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  fs.writeFileSync(path.join(dir, 'ssr', 'module.js'), careersVersion('() => { while (true) {} }'));
  fs.writeFileSync(
    path.join(siteDir, 'remotes.json'),
    JSON.stringify({ mfe_careers: '/remotes/mfe_careers/2026.11.28-1/mf-manifest.json' }),
  );
  site = await buildSite({
    siteDir,
    publicUrl: 'https://www.example.com',
    api: await throwAwayDatabase(),
    render: { workers: 2, timeoutMs: 500, memoryMb: 256 },
    metricsToken: TOKEN,
  });
  resetSiteMetrics();
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** The samples of one metric in a /metrics answer, as `{labels} value` lines. */
function samples(text: string, name: string): string[] {
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .map((line) => line.slice(name.length));
}

const scrape = async (host?: string) => {
  const response = await site.inject({ url: '/metrics', headers: { ...auth, ...(host ? { host } : {}) } });
  expect(response.statusCode).toBe(200);
  return response.body;
};

it('labels requests by route pattern: 100 different page URLs, API paths and unrouted requests make one series each', async () => {
  for (let i = 0; i < 100; i += 1) {
    await site.inject(`/en/no-such-page-${i}?utm=${i}`);
    await site.inject(`/api-official-web/no-such-thing/${i}`);
    await site.inject({ method: 'POST', url: `/nowhere/${i}` });
  }
  const text = await scrape();
  const requests = samples(text, 'azi_http_requests_total');
  expect(requests).toContain('{method="GET",route="/*",status="404"} 100');
  expect(requests).toContain('{method="GET",route="/api-official-web/*",status="404"} 100');
  expect(requests).toContain('{method="POST",route="unmatched",status="404"} 100');
  expect(text).not.toMatch(/no-such|nowhere|utm/);
  expect(samples(text, 'azi_http_request_duration_seconds_count')).toContain(
    '{method="GET",route="/*",status_class="4xx"} 100',
  );
});

it('counts the page cache: a page drawn once is a miss, then hits; its bytes are shown', async () => {
  resetSiteMetrics();
  for (let i = 0; i < 3; i += 1) expect((await site.inject('/en/introduce')).statusCode).toBe(200);
  const text = await scrape();
  expect(samples(text, 'azi_page_cache_misses_total')).toEqual([' 1']);
  expect(samples(text, 'azi_page_cache_hits_total')).toEqual([' 2']);
  expect(Number(samples(text, 'azi_page_cache_bytes')[0])).toBeGreaterThan(0);
  expect(samples(text, 'azi_renders_total')).toEqual(['{section="shell",outcome="rendered"} 1']);
  expect(samples(text, 'azi_render_workers')).toContain('{section="shell"} 1');
});

it('counts a render past its time and its stopped worker by section and reason', async () => {
  expect((await site.inject('/en/job_list')).statusCode).toBe(200);
  const text = await scrape();
  expect(samples(text, 'azi_renders_total')).toContain('{section="mfe_careers",outcome="timeout"} 1');
  expect(samples(text, 'azi_render_workers_stopped_total')).toEqual(['{section="mfe_careers",reason="time"} 1']);
  expect(samples(text, 'azi_render_queue_length')).toContain('{section="mfe_careers"} 0');
}, 30_000);

it('answers on the console name too, with the outbox and the default process figures, never to be stored', async () => {
  const text = await scrape('admin.localhost');
  expect(samples(text, 'azi_mail_outbox_messages')).toEqual(['{status="waiting"} 0', '{status="failed"} 0']);
  expect(text).toContain('process_cpu_user_seconds_total');
  expect(text).toContain('nodejs_eventloop_lag_seconds');
  // No EDGAR import configured: its figure is absent, not "never".
  expect(samples(text, 'azi_sec_import_last_success_timestamp_seconds')).toEqual([]);
  const again = await site.inject({ url: '/metrics', headers: auth });
  expect(again.headers['cache-control']).toBe('no-store');
  // Not a page: the page cache was not even asked.
  expect(samples(again.body, 'azi_page_cache_misses_total')).toEqual(samples(text, 'azi_page_cache_misses_total'));
  expect(samples(again.body, 'azi_http_requests_total').find((line) => line.includes('route="/metrics"'))).toMatch(
    /status="200"} [2-9]/,
  );
});

it('is accepted by promtool check metrics', async () => {
  if (!fs.existsSync('/usr/bin/promtool')) {
    console.warn('promtool is not installed (Debian package prometheus): the /metrics answer was not checked with it');
    return;
  }
  const checked = spawnSync('/usr/bin/promtool', ['check', 'metrics'], { input: await scrape(), encoding: 'utf8' });
  expect(`${checked.stdout}${checked.stderr}`).toBe('');
  expect(checked.status).toBe(0);
});
