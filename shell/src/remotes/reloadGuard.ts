/**
 * A remote or chunk that fails to load is usually a stale page after a release: one reload
 * fixes it. A second failure within a minute is an outage, and reloading again would loop, so
 * the caller shows an error page instead. The time of the last reload lives in sessionStorage.
 */
export const RELOAD_GUARD_MS = 60_000;
export const RELOAD_GUARD_KEY = 'azi:lastChunkReload';

export interface ReloadGuardDeps {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
  reload: () => void;
}

/** Reloads the page unless it did so less than a minute ago. Returns whether it reloaded. */
export function reloadOnceAMinute(deps: ReloadGuardDeps): boolean {
  const last = Number(readSafely(deps.storage));
  const now = deps.now();
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_MS) return false;
  try {
    deps.storage.setItem(RELOAD_GUARD_KEY, String(now));
  } catch {
    // Storage may be full or disabled; without it a reload could loop, so do not reload.
    return false;
  }
  deps.reload();
  return true;
}

function readSafely(storage: Pick<Storage, 'getItem'>): string | null {
  try {
    return storage.getItem(RELOAD_GUARD_KEY);
  } catch {
    return null;
  }
}

export function browserReloadGuard(): boolean {
  return reloadOnceAMinute({
    storage: window.sessionStorage,
    now: () => Date.now(),
    reload: () => window.location.reload(),
  });
}
