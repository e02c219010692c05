/**
 * One "site copy" for bench/outboxKill.ts: opens the database (DATABASE_URL, or the PGlite folder
 * DATA_DIR), and drains the outbox to SMTP_URL with the lease OUTBOX_LEASE_MS, then exits.
 * It prints `sent <n>` after each batch.
 */
import { openDatabase } from '../src/db/openDatabase';
import { createSmtpMailer } from '../src/mail/mailer';
import { OUTBOX_DEFAULTS, OutboxWorker } from '../src/mail/outboxWorker';

async function main(): Promise<void> {
  const db = await openDatabase({
    databaseUrl: process.env.DATABASE_URL,
    dataDir: process.env.DATA_DIR ?? 'memory://',
  });
  const worker = new OutboxWorker(db, createSmtpMailer(process.env.SMTP_URL!, 'bench@example.org'), {
    ...OUTBOX_DEFAULTS,
    batchSize: Number(process.env.OUTBOX_BATCH ?? 20),
    leaseMs: Number(process.env.OUTBOX_LEASE_MS ?? 3000),
  });
  let sent = 0;
  for (;;) {
    const result = await worker.runOnce();
    sent += result.sent;
    process.stdout.write(`sent ${sent}\n`);
    if (result.sent + result.failed + result.retrying === 0) {
      const [left] = await db.query<{ n: number }>(
        `select count(*)::int as n from mail_outbox where status in ('pending', 'sending')`,
      );
      if ((left?.n ?? 0) === 0) break;
      // Rows another copy left under its lease: wait for the lease to pass.
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  await worker.stop();
  await db.close();
}

void main();
