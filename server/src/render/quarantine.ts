import type { RenderFailure } from './jobs';

/**
 * Remote versions whose server render ran past its time or crashed its worker twice lately:
 * their pages are drawn by the browser for a while instead of tying up a worker for the time
 * limit on every request. Keyed by version folder URL, so a new release renders at once.
 */
export class RenderQuarantine {
  private readonly until = new Map<string, number>();
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly holdMs = 60_000,
    private readonly now: () => number = Date.now,
  ) {}

  holds(version: string): boolean {
    const until = this.until.get(version);
    if (until === undefined) return false;
    if (this.now() < until) return true;
    this.until.delete(version);
    return false;
  }

  /**
   * A render with these versions failed. The job that runs past its time is the one blamed (the
   * others on the same worker fail as 'evicted' when it is stopped). A version is held at its
   * second timeout or crash within the hold time, never at the first: one render past its time is
   * as likely a busy machine's (up to eight renders share a worker, and the CPU is shared with
   * everything else) as the version's, and holding a section back for a minute for it left every
   * page of the section without its data meanwhile. A version that stalls every render is still held
   * after two, and an upload that stalls never goes live (the release check renders it first).
   */
  failed(versions: readonly string[], reason: RenderFailure['reason']): void {
    if (reason !== 'timeout' && reason !== 'crash') return;
    const now = this.now();
    for (const version of versions) {
      const recent = [...(this.failures.get(version) ?? []).filter((time) => now - time < this.holdMs), now];
      this.failures.set(version, recent);
      if (recent.length >= 2) this.until.set(version, now + this.holdMs);
    }
    if (this.failures.size > 100) this.failures.clear();
  }
}
