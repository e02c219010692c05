/**
 * The content API as one encapsulated Fastify plugin. The site server registers it beside its
 * static files; everything here (routes, body parser, error and not-found handlers, body limit)
 * stays inside the /api-official-web scope and leaks nothing to the parent.
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { FastifyInstance } from 'fastify';
import { createMailContext, storedSecret, type MailContext } from './alerts/alertContext';
import { markAllAnnounced, queueAlerts, sweepDueAlerts } from './alerts/alertQueue';
import { sweepEventReminders } from './alerts/eventReminders';
import { resolveConfig, type ApiOptions } from './config';
import { proofOfWorkSecret } from './captcha/proofOfWork';
import { ensureAdminAccount } from './console/bootstrapAdmin';
import { PasswordResetQueue } from './console/passwordResetQueue';
import { PublishSchedule, trackSchedule } from './content/publishSchedule';
import { ResponseCache } from './content/responseCache';
import { startMaintenance, type MaintenanceTimer } from './db/maintenance';
import { migrate } from './db/migrate';
import { openDatabase } from './db/openDatabase';
import { offerSiteSecrets } from './db/siteSecrets';
import { seedIfEmpty } from './db/seed/seed';
import { createSmtpMailer } from './mail/mailer';
import { apiRoutes } from './routes/apiRoutes';
import { OutboxWorker } from './mail/outboxWorker';
import { createSiteSearch } from './search/siteSearch';
import { SecImporter } from './sec/secImporter';
import { startSecSchedule, type SecScheduleTimer } from './sec/secSchedule';
import type { Services } from './services';
import { CloseRecorder } from './stock/closeRecorder';
import { StockQuoteService } from './stock/stockQuoteService';
import { testClockFromEnv } from './time/testClock';

export type { ApiOptions } from './config';

export { BODY_LIMIT_BYTES } from './http/bodyLimit';
/**
 * Epoch ms of the next moment a scheduled item goes public (undefined: none scheduled), for the
 * site's page cache: a page cached before that moment must not be served after it. Cheap (no
 * query); each API copy re-reads it after its own writes and every few seconds.
 */
export { nextScheduledPublish } from './content/publishSchedule';
export { API_PREFIX };
// What the site server uses besides the plugin: this module is the API's one public entry (its
// package.json "exports"), so the site server never reaches into the API's folders.
export { parseConsoleOrigin, isConsoleHost, type ConsoleOrigin } from './console/consoleOrigin';
export { fastifyTrustProxy, parseTrustProxy, TrustProxyError, type TrustProxySetting } from './http/trustProxy';
export { DataDirLockedError } from './db/dataDirLock';
export { grantPreview, PREVIEW_HEADER, revokePreview } from './content/previewGrant';
export { CONTENT_NAMES, type ContentName } from './content/contentTypes';
export { siteSecretOf, type SiteSecretName } from './db/siteSecrets';
export type { SiteSearchHandle } from './search/siteSearch';

export default async function apiPlugin(fastify: FastifyInstance, options: ApiOptions): Promise<void> {
  const config = resolveConfig(options);
  if (config.captchaFixed) {
    fastify.log.warn(
      { captchaFixed: true },
      'CAPTCHA_FIXED IS SET: every captcha has the same known answer and the contact form has no bot check. For automated tests only; never expose this server.',
    );
  }
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const clock = options.clock ?? (() => new Date());
  // A browser test's clock of events' phases (TEST_CLOCK_FILE, test and development only: time/testClock.ts).
  const testClock = options.clock ? undefined : testClockFromEnv(process.env);
  const eventClock = testClock?.now ?? clock;
  const schedule = new PublishSchedule(db, clock, (error) => fastify.log.warn({ err: error }, 'reading the publishing schedule failed'), eventClock);
  let maintenance: MaintenanceTimer | undefined;
  let secSchedule: SecScheduleTimer | undefined;
  let closeSchedule: { stop(): Promise<void> } | undefined;
  let powSecret = '';
  let untrack: (() => void) | undefined;
  let mailSecret = '';
  let worker: OutboxWorker | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> | undefined;
  fastify.addHook('onClose', async () => {
    untrack?.();
    clearInterval(sweepTimer);
    await sweeping;
    await worker?.stop();
    await schedule.stop();
    await maintenance?.stop();
    await secSchedule?.stop();
    await closeSchedule?.stop();
    await db.close();
  });
  try {
    await migrate(db);
    if (config.seed && (await seedIfEmpty(db))) await markAllAnnounced(db);
    if (config.adminEmail && config.adminPassword) {
      const result = await ensureAdminAccount(db, config.adminEmail, config.adminPassword);
      fastify.log.info(
        { email: config.adminEmail, result },
        result === 'adminExists' ? 'ADMIN_EMAIL and ADMIN_PASSWORD left unused: an active console admin exists (they may be removed)' : 'console admin from ADMIN_EMAIL',
      );
    }
    powSecret = await proofOfWorkSecret(db);
    offerSiteSecrets(fastify, db);
    mailSecret = config.mailLinkSecret ?? (await storedSecret(db, 'mail_link_secret'));
    await schedule.start(config.scheduleRefreshMs);
    untrack = trackSchedule(schedule);
  } catch (error) {
    await schedule.stop();
    await db.close();
    throw error;
  }
  if (config.maintenanceIntervalMs > 0) maintenance = startMaintenance(db, fastify.log, config.maintenanceIntervalMs);
  // The leads CLI, finding the folder locked, exports through the server that holds it.
  const lock = db.lock;
  if (lock) {
    fastify.addHook('onListen', async () => {
      const origin = localOriginOf(fastify.server.address());
      if (origin) lock.announceUrl(`${origin}${API_PREFIX}`, config.console?.host);
    });
  }

  // E-mail alerts (issue 24): mail is queued in the outbox by the events' transactions; this copy
  // sends it only with SMTP_URL (otherwise it waits there, readable in the console).
  const mail: MailContext = createMailContext({
    publicUrl: config.publicUrl,
    consoleUrl: config.console?.origin ?? config.publicUrl,
    from: config.mailFrom,
    unsubscribeTo: config.mailUnsubscribeTo,
    secret: mailSecret,
  });
  if (config.smtpUrl) {
    const outbox = new OutboxWorker(db, createSmtpMailer(config.smtpUrl, config.mailFrom), config.outbox, fastify.log);
    worker = outbox;
    mail.mailQueued = () => outbox.kick();
    fastify.addHook('onReady', async () => outbox.start());
  }
  if (config.alertSweepMs > 0) {
    // Scheduled items announce themselves when their moment has passed, whichever copy sees it first.
    sweepTimer = setInterval(() => {
      if (sweeping) return;
      // …and the day-before reminders of investor events (issue 41; one copy, under a lease).
      sweeping = sweepDueAlerts(db, mail, clock())
        .then(async (queued) => queued + (await sweepEventReminders(db, mail, clock())))
        .then((queued) => {
          if (queued > 0) {
            fastify.log.info({ queued }, 'alerts queued for items that reached their scheduled moment');
            mail.mailQueued();
          }
        })
        .catch((error: unknown) => fastify.log.warn({ err: error }, 'looking for items to announce failed'))
        .finally(() => (sweeping = undefined));
    }, config.alertSweepMs);
    sweepTimer.unref();
  }

  // Password resets are handled after their answer; the sweep finds those a stopped copy left.
  const passwordResets = new PasswordResetQueue(db, mail, fastify.log);
  passwordResets.start(config.alertSweepMs);
  // onClose hooks run last-added first: this one before the database closes.
  fastify.addHook('onClose', () => passwordResets.stop());

  const cache = new ResponseCache(config.listCacheMs, 2000, () => schedule.next(), () => clock().getTime());
  // Site search (issue 40): the content part of the index follows every content change, item by
  // item (search/contentSync.ts); the remotes' declared text is the site server's to hand over (options.onSearch).
  const search = createSiteSearch(db, config.searchLimitPerMinute);
  const followSearch = () =>
    search.followContent().catch((error: unknown) => {
      fastify.log.error({ err: error }, 'updating the search index failed (it follows the next content change, or npm run search:rebuild -w api)');
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
    fastify.log.warn({ testClock: true }, 'TEST_CLOCK_FILE IS SET: the clock of investor events\' phases is moved by a file. For automated tests only.');
    testClock.onMove(() => void services.contentChanged());
    fastify.addHook('onClose', async () => testClock.stop());
  }

  // The SEC filings import (issue 23): off without SEC_CIK.
  const secImporter = config.sec
    ? new SecImporter(db, config.sec, fastify.log, undefined, async (tx, filings) => {
        // A filing EDGAR accepted in the last few days is news; the first import's history is not.
        let queued = 0;
        for (const filing of filings) queued += await queueAlerts(tx, mail, 'americaNotice', filing.id, new Date(), { announce: filing.recent });
        return queued;
      })
    : undefined;
  if (secImporter) {
    secSchedule = startSecSchedule(secImporter, fastify.log, async () => {
      mail.mailQueued();
      await services.contentChanged();
    });
  }

  // The day's close from the quote gateway (issue 39): every copy looks, one records (a lease).
  const closeRecorder =
    config.stockCloseTickMs > 0 ? new CloseRecorder(db, { quote: () => services.stock.get(), clock, tickMs: config.stockCloseTickMs }, fastify.log) : undefined;
  if (closeRecorder) {
    closeSchedule = closeRecorder.start(async () => {
      await services.contentChanged();
      options.onContentChanged?.();
    });
  }

  options.onSearch?.(search);

  await fastify.register(apiRoutes, { prefix: API_PREFIX, services, search, secImporter, closeRecorder, consoleHost: config.console?.hostPattern });
}

/** How a process on this machine reaches a server listening at `address` (TCP only). */
function localOriginOf(address: ReturnType<FastifyInstance['server']['address']>): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
