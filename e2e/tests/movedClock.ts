/**
 * The server's clock of moments pages change by themselves (an investor event's phases, a job
 * opening's hours: api/src/time/testClock.ts), moved by browser tests instead of sleeping. The file
 * is TEST_CLOCK_FILE (playwright.config.ts); an empty file is the real time.
 *
 * One clock for the whole server, and two workers: a test that moves it first takes the clock's
 * lock (a file created exclusively), so a test in another file never moves it under this one, and
 * puts it back to the real time before letting go.
 */
import fs from 'node:fs';
import { test } from '@playwright/test';
import { deleteContent } from './consoleOrigin';

const CLOCK_FILE = process.env.TEST_CLOCK_FILE!;
const LOCK_FILE = `${CLOCK_FILE}.lock`;
/** A lock older than this was left by a killed run: taken over. */
const STALE_LOCK_MS = 10 * 60_000;

/** Sets the server's clock of moments to `instant` (undefined: the real time). Written beside the file and renamed over it: the server never reads it half-written. */
export function moveClock(instant: Date | undefined): void {
  const next = `${CLOCK_FILE}.${process.pid}.next`;
  fs.writeFileSync(next, instant ? instant.toISOString() : '');
  fs.renameSync(next, CLOCK_FILE);
}

function tryLock(): boolean {
  try {
    fs.writeFileSync(LOCK_FILE, String(process.pid), { flag: 'wx' });
    return true;
  } catch {
    try {
      if (Date.now() - fs.statSync(LOCK_FILE).mtimeMs > STALE_LOCK_MS) fs.rmSync(LOCK_FILE, { force: true });
    } catch {
      // Let go of in between: the next try takes it.
    }
    return false;
  }
}

/** Waits for the clock's lock; call `releaseClock` (in afterEach) when done. */
export async function holdClock(): Promise<void> {
  while (!tryLock()) await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Puts the clock back to the real time and lets go of it. */
export function releaseClock(): void {
  try {
    moveClock(undefined);
  } finally {
    fs.rmSync(LOCK_FILE, { force: true });
  }
}

/**
 * For the tests of a describe block that move the clock: each holds it while it runs and puts it
 * back after, then deletes the item of `kind` it made (so a retry or a second run starts from the
 * same content). A test names that item with `made(id)` as soon as it exists.
 */
export function clockMovingTests(kind: string): { made: (id: number) => void } {
  let made: number | undefined;
  test.beforeEach(async () => holdClock());
  test.afterEach(async ({ request }) => {
    try {
      releaseClock();
    } finally {
      if (made !== undefined) await deleteContent(request, kind, made);
      made = undefined;
    }
  });
  return { made: (id) => void (made = id) };
}
