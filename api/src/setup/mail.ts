/**
 * The API's mail (issue 24): the context every mail is written with, the outbox's sender (only
 * with SMTP_URL; otherwise mail waits in the outbox, readable in the console), the sweep that
 * announces scheduled items and investor events' reminders, and the password-reset queue.
 * Stopped when the Fastify instance closes, before the database (setup/database.ts).
 */
import type { FastifyInstance } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import { createMailContext, type MailContext } from '../alerts/alertContext';
import { sweepDueAlerts } from '../alerts/alertQueue';
import { sweepEventReminders } from '../alerts/eventReminders';
import type { ApiConfig } from '../config';
import { PasswordResetQueue } from '../console/passwordResetQueue';
import type { Database } from '../db/database';
import { createSmtpMailer } from '../mail/mailer';
import { OutboxWorker } from '../mail/outboxWorker';

export interface ApiMail {
  mail: MailContext;
  passwordResets: PasswordResetQueue;
}

export function startMail(
  fastify: FastifyInstance,
  config: ApiConfig,
  db: Database,
  secret: string,
  clock: () => Date,
): ApiMail {
  // Mail is queued in the outbox by the events' transactions; mailQueued wakes the sender.
  const mail = createMailContext({
    publicUrl: config.publicUrl,
    consoleUrl: config.console?.origin ?? config.publicUrl,
    from: config.mailFrom,
    unsubscribeTo: config.mailUnsubscribeTo,
    secret,
  });
  let worker: OutboxWorker | undefined;
  let sweep: PeriodicJob | undefined;
  fastify.addHook('onClose', async () => {
    await sweep?.stop();
    await worker?.stop();
  });
  if (config.smtpUrl) {
    const outbox = new OutboxWorker(db, createSmtpMailer(config.smtpUrl, config.mailFrom), config.outbox, fastify.log);
    worker = outbox;
    mail.mailQueued = () => outbox.kick();
    fastify.addHook('onReady', async () => outbox.start());
  }
  if (config.alertSweepMs > 0) {
    // Scheduled items announce themselves when their moment has passed, whichever copy sees it first.
    sweep = startPeriodicJob(
      async () => {
        // …and the day-before reminders of investor events (issue 41; one copy, under a lease).
        const queued = (await sweepDueAlerts(db, mail, clock())) + (await sweepEventReminders(db, mail, clock()));
        if (queued > 0) {
          fastify.log.info({ queued }, 'alerts queued for items that reached their scheduled moment');
          mail.mailQueued();
        }
      },
      {
        everyMs: config.alertSweepMs,
        onError: (error) => fastify.log.warn({ err: error }, 'looking for items to announce failed'),
      },
    );
  }

  // Password resets are handled after their answer; the sweep finds those a stopped copy left.
  const passwordResets = new PasswordResetQueue(db, mail, fastify.log, config.alertSweepMs);
  // onClose hooks run last-added first: this one before the database closes.
  fastify.addHook('onClose', () => passwordResets.stop());
  return { mail, passwordResets };
}
