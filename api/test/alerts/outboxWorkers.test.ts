/**
 * The outbox's claim: two copies' workers on one database send every mail exactly once, and a
 * batch claimed by a copy that died is sent by another once its lease has passed.
 */
import { migrate } from '../../src/db/migrate';
import type { Database } from '../../src/db/database';
import { createSmtpMailer } from '../../src/mail/mailer';
import { claimDue, enqueueMail } from '../../src/mail/outbox';
import { OUTBOX_DEFAULTS, OutboxWorker } from '../../src/mail/outboxWorker';
import { startSmtpCatcher, type SmtpCatcher } from '../helpers/smtpCatcher';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';

jest.setTimeout(60_000);

describe.each(DATABASE_TARGETS)('the mail outbox on %s', (target) => {
  let database: TestDatabase;
  let copyA: Database;
  let copyB: Database;
  let smtp: SmtpCatcher;

  beforeAll(async () => {
    database = await createTestDatabase(target);
    copyA = await openTestDatabase(database);
    // PGlite is one process's database: both workers share it there. On PostgreSQL each copy has its own pool.
    copyB = target === 'postgres' ? await openTestDatabase(database) : copyA;
    await migrate(copyA);
    smtp = await startSmtpCatcher();
  });
  afterAll(async () => {
    if (copyB !== copyA) await copyB.close();
    await copyA.close();
    await database.drop();
    await smtp.close();
  });

  const queue = async (n: number, prefix: string) => {
    for (let i = 0; i < n; i += 1) {
      await enqueueMail(
        copyA,
        {
          kind: 'alert',
          recipient: `${prefix}${i}@example.com`,
          lang: 'en',
          subject: `${prefix} ${i}`,
          textBody: 'text',
          htmlBody: '<p>html</p>',
        },
        'example.org',
      );
    }
  };
  const worker = (db: Database, settings = {}) =>
    new OutboxWorker(db, createSmtpMailer(smtp.url, 'alerts@example.org'), {
      ...OUTBOX_DEFAULTS,
      batchSize: 10,
      ...settings,
    });

  it('sends each of 200 mails exactly once with two workers taking rows at the same time', async () => {
    await queue(200, 'pair');
    const a = worker(copyA);
    const b = worker(copyB);
    const [ra, rb] = await Promise.all([a.drain(), b.drain()]);
    await a.stop();
    await b.stop();
    expect(ra.sent + rb.sent).toBe(200);
    if (target === 'postgres') {
      // Both really worked (row locks, not one worker doing everything).
      expect(ra.sent).toBeGreaterThan(0);
      expect(rb.sent).toBeGreaterThan(0);
    }
    const caught = smtp.mails.filter((m) => m.subject.startsWith('pair '));
    expect(caught).toHaveLength(200);
    expect(new Set(caught.map((m) => m.messageId)).size).toBe(200);
    expect(new Set(caught.map((m) => m.to)).size).toBe(200);
    const [left] = await copyA.query<{ n: number }>(
      `select count(*)::int as n from mail_outbox where subject like 'pair %' and status <> 'sent'`,
    );
    expect(left!.n).toBe(0);
  });

  it('sends a batch that a dead copy had claimed, once its lease has passed, and counts it as reclaimed', async () => {
    await queue(5, 'orphan');
    // A copy claims the batch and dies before sending any of it.
    const claimed = await claimDue(copyA, 'dead-copy:1', 10, 300);
    expect(claimed.filter((m) => m.subject.startsWith('orphan'))).toHaveLength(5);
    const b = worker(copyB, { leaseMs: 300 });
    // Within the lease nobody else takes them.
    expect((await b.runOnce()).sent).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect((await b.drain()).sent).toBe(5);
    await b.stop();
    expect(smtp.mails.filter((m) => m.subject.startsWith('orphan'))).toHaveLength(5);
    const rows = await copyA.query<{ status: string; attempts: number; reclaimed: number }>(
      `select status, attempts, reclaimed from mail_outbox where subject like 'orphan%'`,
    );
    expect(rows.every((r) => r.status === 'sent' && r.attempts === 2 && r.reclaimed === 1)).toBe(true);
  });
});
