import type { RenderFailure } from './renderPool';

/**
 * Remote versions whose server render ran past its time (or crashed its worker twice) lately:
 * their pages are drawn by the browser for a while instead of tying up a worker for the time
 * limit on every request. Keyed by version folder URL, so a new release renders at once.
 */
export class RenderQuarantine {
  private readonly until = new Map<string, number>();
  private readonly crashes = new Map<string, number[]>();

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
   * others on the same worker fail as 'crash' when it is stopped); a crash is blamed on a version
   * only at its second within the hold time.
   */
  failed(versions: readonly string[], reason: RenderFailure['reason']): void {
    const now = this.now();
    for (const version of versions) {
      if (reason === 'timeout') this.until.set(version, now + this.holdMs);
      else if (reason === 'crash') {
        const recent = [...(this.crashes.get(version) ?? []).filter((time) => now - time < this.holdMs), now];
        this.crashes.set(version, recent);
        if (recent.length >= 2) this.until.set(version, now + this.holdMs);
      }
    }
    if (this.crashes.size > 100) this.crashes.clear();
  }
}
