import Fastify from 'fastify';
import { DEFAULT_SITE_CONFIG } from '@azi/shared/config/siteConfig';
import { registerPublicSettingsRoutes } from './publicSettingsRoutes';

async function start(config = DEFAULT_SITE_CONFIG) {
  const warnings: unknown[] = [];
  const app = Fastify();
  jest.spyOn(app.log, 'warn').mockImplementation((...args: unknown[]) => void warnings.push(args[0]));
  registerPublicSettingsRoutes(app, config, 'https://www.example.org');
  await app.ready();
  return { app, warnings };
}

it('serves the public settings, revalidated on every use', async () => {
  const config = { ...DEFAULT_SITE_CONFIG, supportHotline: '400-820-0001' };
  const { app } = await start(config);
  const answer = await app.inject('/config.json');
  expect(answer.json()).toEqual(config);
  expect(answer.headers['cache-control']).toBe('no-cache');
  await app.close();
});

it('names, by their variables, the settings still at a placeholder', async () => {
  const { app, warnings } = await start({ ...DEFAULT_SITE_CONFIG, supportHotline: '400-820-0001' });
  const named = (warnings[0] as { settings: string[] }).settings;
  expect(named).toContain('MALL_URL');
  expect(named).not.toContain('SUPPORT_HOTLINE');
  await app.close();
});

it('draws the official account QR code as an SVG, cached an hour, then revalidated', async () => {
  const { app } = await start();
  const qr = await app.inject('/qr/official-account.svg');
  expect(qr.headers['content-type']).toContain('image/svg+xml');
  expect(qr.headers['cache-control']).toBe('public, max-age=3600');
  expect(qr.body).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
  const again = await app.inject({
    url: '/qr/official-account.svg',
    headers: { 'if-none-match': String(qr.headers.etag) },
  });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await app.close();
});
