import { buildApp } from '../../src/app';
import type { Database } from '../../src/db/database';
import { runMaintenance, startMaintenance } from '../../src/db/maintenance';
import { migrate } from '../../src/db/migrate';
import { createTestDatabase, DATABASE_TARGETS, openTestDatabase, type TestDatabase } from '../helpers/testDatabases';
import { throwAwayDatabase } from '../helpers/pgliteImage';

jest.setTimeout(60_000);

async function waitFor(check: () => boolean | Promise<boolean>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(DATABASE_TARGETS)('database maintenance on %s', (target) => {
  let database: TestDatabase;
  let db: Database;
  beforeAll(async () => {
    database = await createTestDatabase(target);
    db = await openTestDatabase(database);
    await migrate(db);
  });
  afterAll(async () => {
    await db.close();
    await database.drop();
  });
  beforeEach(async () => {
    await db.query('delete from captcha_challenge');
    await db.query('delete from rate_limit');
    await db.query(`insert into captcha_challenge (id, answer_hash, expires_at) values
      ('expired', 'h', now() - interval '1 second'),
      ('fresh', 'h', now() + interval '5 minutes')`);
    await db.query(
      `insert into captcha_challenge (id, answer_hash, expires_at, used_at) values ('used', 'h', now() + interval '4 minutes', now())`,
    );
    await db.query(`insert into rate_limit (bucket, client_key, window_start, hits) values
      ('clue', 'ended', now() - interval '61 seconds', 3),
      ('clue', 'current', now() - interval '10 seconds', 2)`);
  });

  const captchaIds = async () =>
    (await db.query<{ id: string }>('select id from captcha_challenge order by id')).map((r) => r.id);
  const rateKeys = async () =>
    (await db.query<{ client_key: string }>('select client_key from rate_limit order by client_key')).map(
      (r) => r.client_key,
    );

  it('purges only expired captchas and ended rate-limit windows, then vacuums', async () => {
    const exec = jest.spyOn(db, 'exec');
    expect(await runMaintenance(db)).toEqual({
      captchas: 1,
      rateLimits: 1,
      sessions: 0,
      signInFailures: 0,
      fieldData: 0,
      searchQueries: 0,
    });
    expect(exec).toHaveBeenCalledWith('vacuum captcha_challenge, rate_limit, console_session, sign_in_failure');
    exec.mockRestore();
    expect(await captchaIds()).toEqual(['fresh', 'used']);
    expect(await rateKeys()).toEqual(['current']);
    // Running again finds nothing more to purge.
    expect(await runMaintenance(db)).toEqual({
      captchas: 0,
      rateLimits: 0,
      sessions: 0,
      signInFailures: 0,
      fieldData: 0,
      searchQueries: 0,
    });
  });

  it('purges console sessions past either expiry and sign-in failure counts a day old', async () => {
    const [account] = await db.query<{ id: number }>(
      `insert into console_account (email, email_key, role, password_hash) values ('m@example.com', 'm@example.com', 'media', 'x') returning id`,
    );
    const session = (hash: string, idle: string, absolute: string) =>
      db.query(
        `insert into console_session (token_hash, account_id, csrf_token, created_at, last_seen_at, idle_expires_at, absolute_expires_at)
        values ($1, $2, 'c', now(), now(), now() + $3::interval, now() + $4::interval)`,
        [hash, account?.id ?? 0, idle, absolute],
      );
    await session('idle-over', '-1 second', '1 hour');
    await session('absolute-over', '10 minutes', '-1 second');
    await session('live', '10 minutes', '1 hour');
    await db.query(`insert into sign_in_failure (scope, subject, failures, last_failed_at, blocked_until) values
      ('account', 'old', 3, now() - interval '2 days', null),
      ('account', 'still-locked', 12, now() - interval '2 days', now() + interval '1 minute'),
      ('address', 'recent', 2, now() - interval '1 hour', null)`);
    expect(await runMaintenance(db)).toMatchObject({ sessions: 2, signInFailures: 1 });
    expect(
      (await db.query<{ token_hash: string }>('select token_hash from console_session')).map((r) => r.token_hash),
    ).toEqual(['live']);
    expect(
      (await db.query<{ subject: string }>('select subject from sign_in_failure order by subject')).map(
        (r) => r.subject,
      ),
    ).toEqual(['recent', 'still-locked']);
  });

  it('purges field data and browser errors of days past the 90 kept, and keeps the 90th', async () => {
    const day = (ago: number) => `current_date - ${ago}`;
    for (const ago of [91, 90, 0]) {
      await db.query(
        `insert into field_metric_day (day, metric, page, layout, lang, navigation, bucket, hits) values (${day(ago)}, 'LCP', 'home', 'desktop', 'zh', 'hard', 1200, 1)`,
      );
      await db.query(
        `insert into browser_error_day (day, message, section, version, page, layout, lang, hits, first_seen, last_seen) values (${day(ago)}, 'x', 'shell', '', 'home', 'desktop', 'zh', 1, now(), now())`,
      );
    }
    expect(await runMaintenance(db)).toMatchObject({ fieldData: 2 });
    const left = async (table: string) =>
      (await db.query<{ ago: number }>(`select current_date - day as ago from ${table} order by day`)).map((r) =>
        Number(r.ago),
      );
    expect(await left('field_metric_day')).toEqual([90, 0]);
    expect(await left('browser_error_day')).toEqual([90, 0]);
    await db.query('delete from field_metric_day');
    await db.query('delete from browser_error_day');
  });

  it('runs on a timer that does not keep the process alive, and stops when asked', async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const log = { info: jest.fn(), warn: jest.fn() };
    const timer = startMaintenance(db, log, 20);
    try {
      expect((setIntervalSpy.mock.results[0]?.value as NodeJS.Timeout).hasRef()).toBe(false);
      await waitFor(() => log.info.mock.calls.length > 0);
      expect(await captchaIds()).toEqual(['fresh', 'used']);
    } finally {
      setIntervalSpy.mockRestore();
      await timer.stop();
    }
    await db.query(
      `insert into captcha_challenge (id, answer_hash, expires_at) values ('late', 'h', now() - interval '1 second')`,
    );
    const runs = log.info.mock.calls.length;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(log.info.mock.calls.length).toBe(runs);
    expect(await captchaIds()).toContain('late');
    expect(log.warn).not.toHaveBeenCalled();
  });
});

describe('the API plugin', () => {
  it('runs maintenance on its timer and stops it when the app closes', async () => {
    const lines: { msg: string }[] = [];
    const stream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg: string }) };
    const app = await buildApp({
      ...(await throwAwayDatabase('migrated')),
      seed: false,
      maintenanceIntervalMs: 20,
      logger: { level: 'info', stream },
    });
    const done = () => lines.filter((l) => l.msg === 'database maintenance done').length;
    await waitFor(() => done() > 0);
    await app.close();
    const after = done();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(done()).toBe(after);
    expect(lines.some((l) => l.msg === 'database maintenance failed')).toBe(false);
  });
});
