/**
 * The site folder's release lock: every site copy writes the registry, so two releases through two
 * copies at once must take turns or one would lose the other's entry.
 */
import fs from 'node:fs';
import { releasePaths } from './releaseHistory';

const LOCK_STALE_MS = 120_000;
const LOCK_WAIT_MS = 30_000;

export class ReleaseBusyError extends Error {}

/**
 * Runs `work` while holding the site folder's release lock (a folder: mkdir is atomic on every
 * file system the copies share). A lock older than two minutes belongs to a process that died.
 */
export async function withReleaseLock<T>(siteDir: string, work: () => T | Promise<T>): Promise<T> {
  const lock = releasePaths(siteDir).lock;
  fs.mkdirSync(siteDir, { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > LOCK_STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      } catch {
        // Released meanwhile: try again.
      }
      if (Date.now() > deadline)
        throw new ReleaseBusyError('another release or rollback is in progress: try again in a minute');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await work();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}
