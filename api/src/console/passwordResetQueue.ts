/**
 * Console password resets, asked and handled apart. The request only records what was asked (one
 * insert, the same for any address), so its time says nothing about which addresses are accounts;
 * this copy handles the waiting requests right after answering, and every copy sweeps now and
 * then for those a stopped copy left. Handling looks the address up and, for an active account
 * within its hourly allowance, writes the token, the mail (into the outbox, sent by the worker)
 * and the audit line, in one transaction per request, then deletes the request.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import type { MailContext } from '../alerts/alertContext';
import type { Database, Queryable } from '../db/database';
import { writeAudit } from './auditLog';
import { requestPasswordReset } from './passwordReset';

/** Requests handled per transaction round; the rest wait for the next round. */
const BATCH = 20;

export async function recordPasswordResetRequest(
  db: Queryable,
  email: string,
  lang: Lang,
  clientAddress: string,
  now: Date,
): Promise<void> {
  await db.query(
    `insert into password_reset_request (email, lang, client_address, requested_at) values ($1, $2, $3, $4)`,
    [email, lang, clientAddress, now],
  );
}

interface WaitingRequest {
  id: number;
  email: string;
  lang: Lang;
  clientAddress: string;
  requestedAt: Date;
}

/** Handles up to BATCH waiting requests (skipping those another copy holds); how many mails it queued. */
export async function handlePasswordResetRequests(
  db: Database,
  mail: MailContext,
): Promise<{ handled: number; queued: number }> {
  let handled = 0;
  let queued = 0;
  for (let i = 0; i < BATCH; i += 1) {
    const done = await db.transaction(async (tx) => {
      const [request] = await tx.query<WaitingRequest>(
        `select id, email, lang, client_address as "clientAddress", requested_at as "requestedAt" from password_reset_request order by id limit 1 for update skip locked`,
      );
      if (!request) return undefined;
      const result = await requestPasswordReset(tx, mail, request.email, request.lang, new Date(request.requestedAt));
      if (result.account) {
        await writeAudit(
          tx,
          { name: result.account.email, accountId: result.account.id, clientIp: request.clientAddress },
          { action: 'account.passwordResetMailed', contentType: 'account', targetId: result.account.id },
        );
      }
      await tx.query(`delete from password_reset_request where id = $1`, [request.id]);
      return result.outcome;
    });
    if (!done) break;
    handled += 1;
    if (done === 'queued') queued += 1;
  }
  return { handled, queued };
}

/** This copy's handler: kicked after each answer, and a sweep every `sweepMs` (0: kicks only). */
export class PasswordResetQueue {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly mail: MailContext,
    log?: FastifyBaseLogger,
    /** How often it looks for requests a stopped copy left (0: on kicks only). */
    sweepMs = 0,
  ) {
    this.job = startPeriodicJob(() => this.drain(), {
      everyMs: sweepMs,
      onError: (error) => log?.warn({ err: error }, 'handling password reset requests failed'),
    });
  }

  /** Handles what waits, soon (never within the request that asked). */
  kick(): void {
    void this.job.runNow();
  }

  private async drain(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    for (;;) {
      const { handled, queued } = await handlePasswordResetRequests(this.db, this.mail);
      if (queued > 0) this.mail.mailQueued();
      if (handled === 0) return;
    }
  }

  stop(): Promise<void> {
    return this.job.stop();
  }
}
