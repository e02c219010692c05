/**
 * The content API as one encapsulated Fastify plugin. The site server registers it beside its
 * static files; everything here (routes, body parser, error and not-found handlers, body limit)
 * stays inside the /api-official-web scope and leaks nothing to the parent.
 */
import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import { resolveConfig, type ApiOptions } from './config';
import { ResponseCache } from './content/responseCache';
import { startMaintenance, type MaintenanceTimer } from './db/maintenance';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { seedIfEmpty } from './db/seed/seed';
import { BODY_LIMIT_BYTES } from './http/bodyLimit';
import { rejectControlCharacters } from './http/controlCharacters';
import { installErrorHandlers } from './http/errorHandlers';
import { rejectNonFiniteNumbers } from './http/finiteNumbers';
import { adminClueRoutes } from './routes/admin/adminClues';
import { adminContentRoutes } from './routes/admin/adminContent';
import { requireAdminToken } from './routes/admin/adminAuth';
import { assetRoutes } from './routes/assets';
import { captchaRoutes } from './routes/captcha';
import { clueRoutes } from './routes/clue';
import { contentRoutes } from './routes/content';
import { healthRoutes } from './routes/health';
import { stockRoutes } from './routes/stock';
import type { Services } from './services';
import { StockQuoteService } from './stock/stockQuoteService';

export type { ApiOptions } from './config';

export { BODY_LIMIT_BYTES } from './http/bodyLimit';
export const API_PREFIX = '/api-official-web';

export default async function apiPlugin(fastify: FastifyInstance, options: ApiOptions): Promise<void> {
  const config = resolveConfig(options);
  if (config.captchaFixed) {
    fastify.log.warn(
      { captchaFixed: true },
      'CAPTCHA_FIXED IS SET: every captcha has the same known answer and the contact form has no bot check. For automated tests only; never expose this server.',
    );
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  let maintenance: MaintenanceTimer | undefined;
  fastify.addHook('onClose', async () => {
    await maintenance?.stop();
    await db.close();
  });
  try {
    await migrate(db);
    if (config.seed) await seedIfEmpty(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  if (config.maintenanceIntervalMs > 0) maintenance = startMaintenance(db, fastify.log, config.maintenanceIntervalMs);
  // The leads CLI, finding the folder locked, exports through the server that holds it.
  const lock = db.lock;
  if (lock) {
    fastify.addHook('onListen', async () => {
      const origin = localOriginOf(fastify.server.address());
      if (origin) lock.announceUrl(`${origin}${API_PREFIX}`);
    });
  }

  const services: Services = {
    config,
    db,
    cache: new ResponseCache(config.listCacheMs),
    stock: new StockQuoteService({ gatewayUrl: config.stockGatewayUrl, appCode: config.stockAppCode }, fastify.log),
  };

  await fastify.register(
    async (api) => {
      // Before any route: every route of this scope without a limit of its own gets the 64 KB one (413 above).
      api.addHook('onRoute', (route) => {
        route.bodyLimit ??= BODY_LIMIT_BYTES;
      });
      await api.register(formbody, { bodyLimit: BODY_LIMIT_BYTES });
      installErrorHandlers(api);
      rejectControlCharacters(api);
      rejectNonFiniteNumbers(api);

      await api.register(contentRoutes, services);
      await api.register(captchaRoutes, services);
      await api.register(clueRoutes, services);
      await api.register(stockRoutes, services);
      await api.register(healthRoutes, services);
      await api.register(assetRoutes);
      // No token configured: the admin routes do not exist at all.
      const adminToken = config.adminToken;
      if (adminToken) {
        await api.register(async (admin) => {
          requireAdminToken(admin, adminToken);
          await admin.register(adminContentRoutes, services);
          await admin.register(adminClueRoutes, services);
        });
      }
    },
    { prefix: API_PREFIX },
  );
}

/** How a process on this machine reaches a server listening at `address` (TCP only). */
function localOriginOf(address: ReturnType<FastifyInstance['server']['address']>): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
