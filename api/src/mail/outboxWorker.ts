/**
 * One outbox worker per API copy (only with SMTP_URL): every `pollMs`, and at once when this
 * copy queued mail, it claims a small batch, renews the lease of each row just before its SMTP
 * conversation and marks it sent right after the server accepted it. A refusal is retried after
 * a growing delay; after the last try the row is failed and shows so in the console.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { type PeriodicJob, startPeriodicJob } from '@azi/shared/jobs/periodicJob';
import type { Queryable } from '../db/database';
import type { Mailer } from './mailer';
import { SMTP_TIMEOUT_MS } from './mailer';
import { claimDue, failExhausted, holdClaim, markAttemptFailed, markSent } from './outbox';

export interface OutboxSettings {
  pollMs: number;
  batchSize: number;
  maxAttempts: number;
  /** The first retry waits this long, each later one four times longer. */
  retryBaseMs: number;
  /** How long a claim holds one row; past it, another copy may take the row. */
  leaseMs: number;
}

export const OUTBOX_DEFAULTS: OutboxSettings = {
  pollMs: 2000,
  batchSize: 20,
  maxAttempts: 6,
  retryBaseMs: 60_000,
  leaseMs: 2 * SMTP_TIMEOUT_MS,
};

export const retryDelay = (attempt: number, baseMs: number) => baseMs * 4 ** Math.max(0, attempt - 1);

export interface RunResult {
  sent: number;
  failed: number;
  retrying: number;
}

export class OutboxWorker {
  private job: PeriodicJob | undefined;
  private stopped = false;
  readonly workerId = randomUUID();

  constructor(
    private readonly db: Queryable,
    private readonly mailer: Mailer,
    private readonly settings: OutboxSettings,
    private readonly log?: FastifyBaseLogger,
  ) {}

  start(): void {
    this.job = startPeriodicJob(async () => void (await this.drain()), {
      everyMs: this.settings.pollMs,
      onError: (error) => this.log?.warn({ err: error }, 'mail outbox run failed'),
    });
    this.kick();
  }

  /** Sends what is due now (once started); a kick during a run makes it go round once more. */
  kick(): void {
    void this.job?.runNow();
  }

  async stop(): Promise<void> {
    // Read by a batch under way, which then leaves the rest of its claim to others at once.
    this.stopped = true;
    await this.job?.stop();
    this.mailer.close();
  }

  /** Batches until nothing is due (or stopped); for tests and benches too. */
  async drain(): Promise<RunResult> {
    const total: RunResult = { sent: 0, failed: 0, retrying: 0 };
    for (;;) {
      const result = await this.runOnce();
      total.sent += result.sent;
      total.failed += result.failed;
      total.retrying += result.retrying;
      if (this.stopped || result.sent + result.failed + result.retrying === 0) return total;
    }
  }

  async runOnce(): Promise<RunResult> {
    const result: RunResult = { sent: 0, failed: 0, retrying: 0 };
    const { maxAttempts, leaseMs, batchSize, retryBaseMs } = this.settings;
    result.failed += await failExhausted(this.db, maxAttempts);
    // One claim per batch: if this copy dies, only this batch waits out the lease.
    const claimId = `${this.workerId}:${randomUUID()}`;
    const mails = await claimDue(this.db, claimId, batchSize, leaseMs);
    for (const mail of mails) {
      if (this.stopped) break;
      if (!(await holdClaim(this.db, mail.id, claimId, leaseMs))) continue;
      try {
        await this.mailer.send(mail);
      } catch (error) {
        const reason = smtpReason(error);
        const last = mail.attempts >= maxAttempts;
        await markAttemptFailed(
          this.db,
          mail.id,
          claimId,
          reason,
          last ? undefined : retryDelay(mail.attempts, retryBaseMs),
        );
        if (last) result.failed += 1;
        else result.retrying += 1;
        this.log?.warn(
          { outboxId: mail.id, attempt: mail.attempts, last, reason },
          last ? 'mail failed after its last try' : 'mail refused; will retry',
        );
        continue;
      }
      // Accepted: mark it before anything else can happen (the window decision 014 describes).
      if (await markSent(this.db, mail.id, claimId)) result.sent += 1;
    }
    // Rows this claim could not reach (stopped) go back at once instead of waiting out the lease.
    if (mails.length > 0 && this.stopped) {
      await this.db.query(
        `update mail_outbox set status = 'pending', claim_id = null, claimed_until = null, attempts = attempts - 1 where claim_id = $1 and status = 'sending'`,
        [claimId],
      );
    }
    return result;
  }
}

/** The SMTP server's answer (code and text) without anything of ours. */
function smtpReason(error: unknown): string {
  const e = error as { responseCode?: number; response?: string; code?: string; message?: string };
  if (e.response) return e.response;
  return [e.code, e.message].filter(Boolean).join(': ') || 'unknown error';
}
