/**
 * The SEC filings import from EDGAR (issue 23; off without SEC_CIK): the importer, which queues
 * an alert for each filing that is news, and its schedule. Stopped when the Fastify instance
 * closes, before the database (setup/database.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { MailContext } from '../alerts/alertContext';
import { queueAlerts } from '../alerts/alertQueue';
import type { ApiConfig } from '../config';
import type { Database } from '../db/database';
import { SecImporter } from '../sec/secImporter';
import { startSecSchedule } from '../sec/secSchedule';

/** The importer (for the console's routes), or undefined when the import is off. */
export function startEdgarImport(
  fastify: FastifyInstance,
  config: ApiConfig,
  db: Database,
  mail: MailContext,
  contentChanged: () => Promise<void>,
): SecImporter | undefined {
  if (!config.sec) return undefined;
  const importer = new SecImporter(db, config.sec, fastify.log, undefined, async (tx, filings) => {
    // A filing EDGAR accepted in the last few days is news; the first import's history is not.
    let queued = 0;
    for (const filing of filings)
      queued += await queueAlerts(tx, mail, 'americaNotice', filing.id, new Date(), { announce: filing.recent });
    return queued;
  });
  const schedule = startSecSchedule(importer, fastify.log, async () => {
    mail.mailQueued();
    await contentChanged();
  });
  fastify.addHook('onClose', async () => schedule?.stop());
  return importer;
}
