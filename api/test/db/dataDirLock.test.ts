import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE, readDataDirLock } from '../../src/db/dataDirLock';

const REPO = path.resolve(__dirname, '../../..');

/** Runs a snippet in a new Node process that can require the API's TypeScript. */
function runNode(code: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', '-e', code], { cwd: REPO, encoding: 'utf8', timeout: 20_000 });
}

const lockModule = JSON.stringify(path.join(REPO, 'api/src/db/dataDirLock'));

describe('the lock on a PGlite data folder', () => {
  let dir: string;
  let lockFile: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'azi-lock-'));
    lockFile = path.join(dir, LOCK_FILE);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('stops a second opener in this process, saying the folder is in use by this process', () => {
    const lock = acquireDataDirLock(dir);
    try {
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      expect(() => acquireDataDirLock(dir)).toThrow(`is in use by process ${process.pid} (this process)`);
    } finally {
      lock.release();
    }
  });

  it('stops an opener in another process at once, naming the holder by pid and command line', () => {
    const lock = acquireDataDirLock(dir);
    try {
      const child = runNode(`require(${lockModule}).acquireDataDirLock(${JSON.stringify(dir)})`);
      expect(child.status).not.toBe(0);
      // The command line as the system shows it: this test runs inside Jest.
      expect(child.stderr).toMatch(
        new RegExp(`The PGlite data folder ${dir} is in use by process ${process.pid} \\(\\S*node [^)]*jest`),
      );
      expect(child.stderr).toContain('stop that process first');
    } finally {
      lock.release();
    }
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('lets the next opener in after release, and an old handle never removes the new lock', () => {
    const first = acquireDataDirLock(dir);
    first.release();
    expect(existsSync(lockFile)).toBe(false);
    const second = acquireDataDirLock(dir);
    first.release();
    expect(readDataDirLock(dir)?.pid).toBe(process.pid);
    second.release();
    expect(readDataDirLock(dir)).toBeUndefined();
  });

  it('is released when the holding process exits without closing', () => {
    const child = runNode(`require(${lockModule}).acquireDataDirLock(${JSON.stringify(dir)}); process.exit(0)`);
    expect(child.status).toBe(0);
    expect(existsSync(lockFile)).toBe(false);
  }, 30_000);

  it('takes over the lock of a process killed with SIGKILL', () => {
    const child = runNode(
      `require(${lockModule}).acquireDataDirLock(${JSON.stringify(dir)}); process.kill(process.pid, 'SIGKILL')`,
    );
    expect(child.signal).toBe('SIGKILL');
    const stale = JSON.parse(readFileSync(lockFile, 'utf8')) as { pid: number };
    expect(stale.pid).toBe(child.pid);
    expect(readDataDirLock(dir)).toBeUndefined();
    const lock = acquireDataDirLock(dir);
    expect(readDataDirLock(dir)?.pid).toBe(process.pid);
    lock.release();
  }, 30_000);

  it('takes over a lock naming this pid that this process does not hold (a restarted container reuses pids)', () => {
    writeFileSync(
      lockFile,
      JSON.stringify({ pid: process.pid, command: 'node server.js', since: '2026-01-01T00:00:00.000Z' }),
    );
    const lock = acquireDataDirLock(dir);
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    lock.release();
  });

  it('leaves an unreadable lock alone while it may still be being written, and takes it over once old', () => {
    writeFileSync(lockFile, '');
    expect(() => acquireDataDirLock(dir)).toThrow(/being locked by another process right now/);
    const old = new Date(Date.now() - 60_000);
    utimesSync(lockFile, old, old);
    acquireDataDirLock(dir).release();
  });

  it('records where the holder listens, for the leads CLI', () => {
    const lock = acquireDataDirLock(dir);
    lock.announceUrl('http://127.0.0.1:8080/api-official-web');
    expect(readDataDirLock(dir)).toMatchObject({ pid: process.pid, url: 'http://127.0.0.1:8080/api-official-web' });
    lock.release();
  });
});
