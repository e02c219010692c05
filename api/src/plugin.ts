/**
 * The content API as one encapsulated Fastify plugin. The site server registers it beside its
 * static files; everything here (routes, body parser, error and not-found handlers, body limit)
 * stays inside the /api-official-web scope and leaks nothing to the parent. Its parts start by
 * concern: the database (setup/database.ts), mail (setup/mail.ts), the EDGAR import
 * (setup/edgar.ts); this file joins them into the services the routes use.
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { FastifyInstance } from 'fastify';
import { startBackupSchedule } from './backup/backupSchedule';
import { resolveConfig, type ApiOptions } from './config';
import { ResponseCache } from './content/responseCache';
import { apiRoutes } from './routes/apiRoutes';
import { observeDatabaseFigures } from './metrics/databaseFigures';
import { createSiteSearch } from './search/siteSearch';
import type { Services } from './services';
import { startDatabase } from './setup/database';
import { startEdgarImport } from './setup/edgar';
import { startMail } from './setup/mail';
import { CloseRecorder } from './stock/closeRecorder';
import { StockQuoteService } from './stock/stockQuoteService';
import { testClockFromEnv } from './time/testClock';

// The plugin's options, and the search handle its onSearch option hands over.
export type { ApiOptions } from './config';
export type { SiteSearchHandle } from './search/siteSearch';

export default async function apiPlugin(fastify: FastifyInstance, options: ApiOptions): Promise<void> {
  const config = resolveConfig(options);
  if (config.captchaFixed) {
    fastify.log.warn(
      { captchaFixed: true },
      'CAPTCHA_FIXED IS SET: every captcha has the same known answer and the contact form has no bot check. For automated tests only; never expose this server.',
    );
  }
  const clock = options.clock ?? (() => new Date());
  // A browser test's clock of events' phases (TEST_CLOCK_FILE, test and development only: time/testClock.ts).
  const testClock = options.clock ? undefined : testClockFromEnv(process.env);
  const eventClock = testClock?.now ?? clock;
  const { db, schedule, powSecret, mailSecret } = await startDatabase(fastify, config, { clock, eventClock });
  const { mail, passwordResets } = startMail(fastify, config, db, mailSecret, clock);
  // The outbox, EDGAR and close figures of GET /metrics; stopped before the database closes.
  const stopFigures = observeDatabaseFigures(db, {
    secImport: Boolean(config.sec),
    stockClose: config.stockCloseTickMs > 0,
    mailSending: Boolean(config.smtpUrl),
  });
  fastify.addHook('onClose', async () => stopFigures());

  const cache = new ResponseCache(
    config.listCacheMs,
    2000,
    () => schedule.next(),
    () => clock().getTime(),
  );
  // Site search (issue 40): the content part of the index follows every content change, item by
  // item (search/contentSync.ts); the remotes' declared text is the site server's to hand over (options.onSearch).
  const search = createSiteSearch(db, config.searchLimitPerMinute);
  const followSearch = () =>
    search.followContent().catch((error: unknown) => {
      fastify.log.error(
        { err: error },
        'updating the search index failed (it follows the next content change, or npm run search:rebuild -w api)',
      );
    });
  await followSearch();
  const services: Services = {
    config,
    db,
    cache,
    stock: new StockQuoteService({ gatewayUrl: config.stockGatewayUrl, appCode: config.stockAppCode }, fastify.log),
    clock,
    eventClock,
    sleep: options.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    schedule,
    powSecret,
    passwordResets,
    mail,
    backupFiles: options.backupFiles,
    // The one signal that what pages show has changed: the API's own caches, the schedule, and
    // whoever embeds the API (the site server's page cache).
    contentChanged: async () => {
      cache.clear();
      await schedule.refresh();
      await followSearch();
      options.onContentChanged?.();
    },
  };

  if (testClock) {
    fastify.log.warn(
      { testClock: true },
      "TEST_CLOCK_FILE IS SET: the clock of investor events' phases is moved by a file. For automated tests only.",
    );
    testClock.onMove(() => void services.contentChanged());
    fastify.addHook('onClose', async () => testClock.stop());
  }

  // The SEC filings import (issue 23): off without SEC_CIK.
  const secImporter = startEdgarImport(fastify, config, db, mail, () => services.contentChanged());

  // The day's close from the quote gateway (issue 39): every copy looks, one records (a lease).
  const closeRecorder =
    config.stockCloseTickMs > 0
      ? new CloseRecorder(
          db,
          { quote: () => services.stock.get(), clock, tickMs: config.stockCloseTickMs },
          fastify.log,
        )
      : undefined;
  if (closeRecorder) {
    // contentChanged tells whoever embeds the API too (the site server's page cache): once.
    const closeSchedule = closeRecorder.start(() => services.contentChanged());
    fastify.addHook('onClose', async () => closeSchedule.stop());
  }

  // Scheduled backups (issue 51): off without BACKUP_DIR; one copy at a time (a lease).
  const backups = startBackupSchedule(db, options.backupFiles, config.backup, fastify.log);
  if (backups) fastify.addHook('onClose', async () => backups.stop());

  options.onSearch?.(search);

  await fastify.register(apiRoutes, {
    prefix: API_PREFIX,
    services,
    search,
    secImporter,
    closeRecorder,
    consoleHost: config.console?.hostPattern,
  });
}
