import type { FastifyInstance } from 'fastify';
import QRCode from 'qrcode';
import { answeredNotModified, weakEtag } from '@azi/api/http/conditionalGet';
import type { SiteConfig } from '@azi/shared/config/siteConfig';
import { envName } from '@azi/shared/config/settingEnvName';

/**
 * The public settings the pages read: GET /config.json, and the official account's QR code drawn
 * from its address. A setting still at its placeholder is logged at start, since visitors would
 * see it.
 */
export function registerPublicSettingsRoutes(app: FastifyInstance, config: SiteConfig, siteUrl: string): void {
  // siteUrl is PUBLIC_URL handed down, checked where PUBLIC_URL is read: no setting of its own.
  const placeholders = Object.entries(config).filter(
    ([key, value]) => key !== 'siteUrl' && typeof value === 'string' && /example\.com|400-000-0000/.test(value),
  );
  if (placeholders.length > 0) {
    app.log.warn(
      { settings: placeholders.map(([key]) => envName(key)) },
      'PUBLIC SETTINGS STILL HOLD PLACEHOLDERS (example.com, 400-000-0000): visitors would see them; set these variables',
    );
  }

  app.get('/config.json', async (_request, reply) => {
    reply.header('cache-control', 'no-cache');
    return config;
  });

  app.get('/qr/official-account.svg', async (request, reply) => {
    const target = process.env.OFFICIAL_ACCOUNT_URL || siteUrl;
    const svg = await QRCode.toString(target, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
    reply.header('cache-control', 'public, max-age=3600');
    if (answeredNotModified(request, reply, weakEtag(svg))) return reply.send();
    return reply.type('image/svg+xml').send(svg);
  });
}
