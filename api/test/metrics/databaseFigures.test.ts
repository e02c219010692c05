import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { observeDatabaseFigures } from '../../src/metrics/databaseFigures';
import { metricsRegistry, resetSiteMetrics } from '../../src/metrics/siteMetrics';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';

jest.setTimeout(60_000);

/** The value of a gauge (with these labels) as a scrape reads it; undefined when it has none. */
async function scraped(name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const metric = await metricsRegistry.getSingleMetric(name)!.get();
  return metric.values.find((value) => Object.entries(labels).every(([key, label]) => value.labels[key] === label))
    ?.value;
}

describe.each(DATABASE_TARGETS)('the database figures of /metrics on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  let clock = 0;
  let queries = 0;
  let stop: () => void;

  const queueMail = (status: string, ageSeconds = 0) =>
    db.query(
      `insert into mail_outbox (kind, recipient, lang, subject, text_body, html_body, message_id, status, created_at)
       values ('alert', 'a@example.com', 'en', 's', 't', 'h', $1, $2, now() - $3 * interval '1 second')`,
      [`<${Math.random()}@example.com>`, status, ageSeconds],
    );

  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await migrate(db);
    const counting = {
      query: ((sql: string, params?: never[]) => ((queries += 1), db.query(sql, params))) as Database['query'],
    };
    stop = observeDatabaseFigures(counting, {
      secImport: true,
      stockClose: false,
      mailSending: true,
      now: () => clock,
    });
  });
  afterAll(async () => {
    stop();
    await db.close();
    await database.drop();
  });
  beforeEach(() => {
    resetSiteMetrics();
    clock += 60_000;
  });

  it('reports when a backup last succeeded and failed, from the runs any copy recorded', async () => {
    expect(await scraped('azi_backup_last_success_timestamp_seconds')).toBe(0);
    await db.query(
      `insert into backup_run (trigger, finished_at, ok, file_name, bytes) values ('schedule', '2026-11-27T03:00:00Z', true, 'a.tar.gz', 1)`,
    );
    await db.query(
      `insert into backup_run (trigger, finished_at, ok, error) values ('request', '2026-11-28T03:00:00Z', false, 'disk full')`,
    );
    await db.query(`insert into backup_run (trigger) values ('schedule')`);
    clock += 60_000;
    expect(await scraped('azi_backup_last_success_timestamp_seconds')).toBe(Date.parse('2026-11-27T03:00:00Z') / 1000);
    expect(await scraped('azi_backup_last_failure_timestamp_seconds')).toBe(Date.parse('2026-11-28T03:00:00Z') / 1000);
  });

  it('follows the outbox: waiting and failed mails, and how long the oldest has waited', async () => {
    expect(await scraped('azi_mail_outbox_messages', { status: 'waiting' })).toBe(0);
    expect(await scraped('azi_mail_outbox_oldest_waiting_seconds')).toBe(0);
    await queueMail('pending', 600);
    await queueMail('sending');
    await queueMail('failed');
    await queueMail('sent', 9000);
    clock += 60_000;
    expect(await scraped('azi_mail_outbox_messages', { status: 'waiting' })).toBe(2);
    expect(await scraped('azi_mail_outbox_messages', { status: 'failed' })).toBe(1);
    expect(await scraped('azi_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(600);
    await db.query(`update mail_outbox set status = 'sent' where status = 'pending'`);
    clock += 60_000;
    expect(await scraped('azi_mail_outbox_messages', { status: 'waiting' })).toBe(1);
    expect(await scraped('azi_mail_outbox_oldest_waiting_seconds')).toBeLessThan(600);
  });

  it('asks the database once for any number of scrapes within a few seconds', async () => {
    const before = queries;
    await Promise.all(Array.from({ length: 50 }, () => metricsRegistry.metrics()));
    clock += 1000;
    await metricsRegistry.metrics();
    expect(queries - before).toBe(1);
    clock += 5000;
    await metricsRegistry.metrics();
    expect(queries - before).toBe(2);
  });

  it('reports when the EDGAR import last finished without error, 0 before it ever has, and nothing of a close not recorded here', async () => {
    expect(await scraped('azi_sec_import_last_success_timestamp_seconds')).toBe(0);
    await db.query(
      `insert into sec_import_run (trigger, holder, started_at, finished_at) values ('schedule', 'h', '2026-11-01T00:00:00Z', '2026-11-01T00:01:00Z')`,
    );
    await db.query(
      `insert into sec_import_run (trigger, holder, started_at, finished_at, error) values ('schedule', 'h', '2026-11-02T00:00:00Z', '2026-11-02T00:01:00Z', 'EDGAR answered 503')`,
    );
    clock += 60_000;
    expect(await scraped('azi_sec_import_last_success_timestamp_seconds')).toBe(
      Date.parse('2026-11-01T00:01:00Z') / 1000,
    );
    expect(await scraped('azi_stock_close_last_success_timestamp_seconds')).toBeUndefined();
    expect(await scraped('azi_mail_sending_configured')).toBe(1);
  });
});
