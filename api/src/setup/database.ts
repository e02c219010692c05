/**
 * The API's database as the plugin starts it: opened, migrated, seeded once, the console's first
 * admin, the secrets kept in it, the publishing schedule that reads it and the periodic
 * maintenance. Everything opened here is closed when the Fastify instance closes, after the hooks
 * of what was started later (mail, EDGAR), which still use the database while they stop.
 */
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import type { FastifyInstance } from 'fastify';
import { storedSecret } from '../alerts/alertContext';
import { markAllAnnounced } from '../alerts/alertQueue';
import { proofOfWorkSecret } from '../captcha/proofOfWork';
import type { ApiConfig } from '../config';
import { ensureAdminAccount } from '../console/bootstrapAdmin';
import { PublishSchedule, trackSchedule } from '../content/publishSchedule';
import type { Database } from '../db/database';
import { startMaintenance, type MaintenanceTimer } from '../db/maintenance';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { offerSiteSecrets } from '../db/siteSecrets';
import { seedIfEmpty } from '../db/seed/seed';

export interface ApiDatabase {
  db: Database;
  schedule: PublishSchedule;
  /** The captcha's proof-of-work key. */
  powSecret: string;
  /** The key of the links in alert mails (MAIL_LINK_SECRET, else the one stored in the database). */
  mailSecret: string;
}

/** The clocks the schedule reads: scheduled publishing, and the phases of investor events. */
export interface ScheduleClocks {
  clock: () => Date;
  eventClock: () => Date;
}

export async function startDatabase(
  fastify: FastifyInstance,
  config: ApiConfig,
  clocks: ScheduleClocks,
): Promise<ApiDatabase> {
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    image: config.databaseImage,
  });
  const schedule = new PublishSchedule(
    db,
    clocks.clock,
    (error) => fastify.log.warn({ err: error }, 'reading the publishing schedule failed'),
    clocks.eventClock,
  );
  let maintenance: MaintenanceTimer | undefined;
  let untrack: (() => void) | undefined;
  fastify.addHook('onClose', async () => {
    untrack?.();
    await schedule.stop();
    await maintenance?.stop();
    await db.close();
  });
  let powSecret: string;
  let mailSecret: string;
  try {
    await migrate(db);
    if (config.seed && (await seedIfEmpty(db))) await markAllAnnounced(db);
    if (config.adminEmail && config.adminPassword) {
      const result = await ensureAdminAccount(db, config.adminEmail, config.adminPassword);
      fastify.log.info(
        { email: config.adminEmail, result },
        result === 'adminExists'
          ? 'ADMIN_EMAIL and ADMIN_PASSWORD left unused: an active console admin exists (they may be removed)'
          : 'console admin from ADMIN_EMAIL',
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
  return { db, schedule, powSecret, mailSecret };
}

/** How a process on this machine reaches a server listening at `address` (TCP only). */
function localOriginOf(address: ReturnType<FastifyInstance['server']['address']>): string | undefined {
  if (!address || typeof address === 'string') return undefined;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}
