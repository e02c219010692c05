import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import {
  archiveFileName,
  pruneArchives,
  resolveBackupConfig,
  startBackupSchedule,
} from '../../src/backup/backupSchedule';
import { backupStatus } from '../../src/backup/backupRuns';
import type { Database } from '../../src/db/database';
import { openPglite } from '../../src/db/pglite';
import { pgliteImage } from '../helpers/pgliteImage';

jest.setTimeout(60_000);

const log = pino({ level: process.env.DEBUG_BACKUP ? 'debug' : 'silent' });

describe('the backup schedule', () => {
  let db: Database;
  let dir: string;
  beforeAll(async () => {
    db = await openPglite('memory://', await pgliteImage('migrated'));
  });
  afterAll(() => db.close());
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-backup-schedule-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('reads BACKUP_DIR, BACKUP_EVERY and BACKUP_KEEP, and refuses what it cannot use', () => {
    expect(resolveBackupConfig({}, {})).toEqual({ dir: undefined, everyMs: 86_400_000, keep: 7 });
    expect(resolveBackupConfig({}, { BACKUP_DIR: '/srv/backups', BACKUP_EVERY: '6h', BACKUP_KEEP: '3' })).toEqual({
      dir: '/srv/backups',
      everyMs: 6 * 3_600_000,
      keep: 3,
    });
    expect(() => resolveBackupConfig({}, { BACKUP_EVERY: 'nightly' })).toThrow(/BACKUP_EVERY must be a duration/);
    expect(() => resolveBackupConfig({}, { BACKUP_KEEP: '0' })).toThrow(
      /BACKUP_KEEP must be a whole number of at least 1/,
    );
  });

  it('writes an archive into BACKUP_DIR when one is due, records it, and is not due again at once', async () => {
    const outcomes: boolean[] = [];
    const timer = startBackupSchedule(db, undefined, { dir, everyMs: 3_600_000, keep: 2 }, log, {
      firstLookMs: 10,
      onFinished: (outcome) => outcomes.push(outcome.ok),
    });
    try {
      for (let waited = 0; outcomes.length === 0 && waited < 30_000; waited += 100)
        await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await timer?.stop();
    }
    expect(outcomes).toEqual([true]);
    const files = fs.readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^azi-backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}Z\.tar\.gz$/);
    const status = await backupStatus(db);
    expect(status.lastSuccess).toMatchObject({
      trigger: 'schedule',
      ok: true,
      fileName: files[0],
      bytes: fs.statSync(path.join(dir, files[0]!)).size,
    });

    // Started again within the hour, it finds nothing due.
    const again: boolean[] = [];
    const second = startBackupSchedule(db, undefined, { dir, everyMs: 3_600_000, keep: 2 }, log, {
      firstLookMs: 10,
      onFinished: (outcome) => again.push(outcome.ok),
    });
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await second?.stop();
    expect(again).toEqual([]);
  });

  it('records a failure with its reason, and leaves no partial archive', async () => {
    fs.writeFileSync(path.join(dir, 'not-a-folder'), '');
    const outcomes: boolean[] = [];
    await db.query(`delete from backup_run`);
    const timer = startBackupSchedule(
      db,
      undefined,
      { dir: path.join(dir, 'not-a-folder', 'inside'), everyMs: 3_600_000, keep: 2 },
      log,
      { firstLookMs: 10, onFinished: (outcome) => outcomes.push(outcome.ok) },
    );
    for (let waited = 0; outcomes.length === 0 && waited < 30_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await timer?.stop();
    expect(outcomes).toEqual([false]);
    expect((await backupStatus(db)).lastFailure).toMatchObject({
      trigger: 'schedule',
      ok: false,
      error: expect.stringMatching(/ENOTDIR/),
    });
    expect(fs.readdirSync(dir)).toEqual(['not-a-folder']);
  });

  it('records a file it cannot write as a failure, and the site process carries on', async () => {
    await db.query(`delete from backup_run`);
    const at = new Date(Date.UTC(2026, 10, 28, 3));
    // A folder where the partial archive should go: opening it for writing fails (EISDIR).
    fs.mkdirSync(path.join(dir, `${archiveFileName(at)}.partial`));
    const outcomes: boolean[] = [];
    const timer = startBackupSchedule(db, undefined, { dir, everyMs: 3_600_000, keep: 2 }, log, {
      clock: () => at,
      firstLookMs: 10,
      onFinished: (outcome) => outcomes.push(outcome.ok),
    });
    for (let waited = 0; outcomes.length === 0 && waited < 30_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await timer?.stop();
    expect(outcomes).toEqual([false]);
    expect((await backupStatus(db)).lastFailure).toMatchObject({ ok: false, error: expect.stringMatching(/EISDIR/) });
  });

  it('tries again soon after a run whose copy stopped mid-way, not a whole period later', async () => {
    await db.query(`delete from backup_run`);
    await db.query(`insert into backup_run (trigger, started_at) values ('schedule', now() - interval '2 hours')`);
    const outcomes: boolean[] = [];
    const timer = startBackupSchedule(db, undefined, { dir, everyMs: 86_400_000, keep: 2 }, log, {
      firstLookMs: 10,
      onFinished: (outcome) => outcomes.push(outcome.ok),
    });
    for (let waited = 0; outcomes.length === 0 && waited < 30_000; waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    await timer?.stop();
    expect(outcomes).toEqual([true]);
  });

  it('keeps the newest BACKUP_KEEP archives and nothing it did not write', async () => {
    const names = [1, 2, 3, 4].map((day) => archiveFileName(new Date(Date.UTC(2026, 10, day, 3))));
    for (const name of [...names, 'notes.txt']) fs.writeFileSync(path.join(dir, name), '');
    expect(await pruneArchives(dir, 2)).toEqual(names.slice(0, 2));
    expect(fs.readdirSync(dir).sort()).toEqual([...names.slice(2), 'notes.txt'].sort());
  });
});
