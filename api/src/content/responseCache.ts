/**
 * Reuses list and detail results for a few seconds, keyed by the validated query. It only saves
 * work: the database stays the truth, admin writes clear this copy's cache at once, and other
 * API copies catch up within the time-to-live. Concurrent misses share one database trip.
 */
export class ResponseCache {
  private readonly entries = new Map<string, { expires: number; value: Promise<unknown> }>();

  /**
   * `boundary` gives the next moment the answers change by themselves (a scheduled item goes
   * public): nothing cached before it is served after it.
   */
  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 2000,
    private readonly boundary: () => number | undefined = () => undefined,
    private readonly now: () => number = Date.now,
  ) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs <= 0) return load();
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value as Promise<T>;
    if (hit) this.entries.delete(key);
    // Insertion order is age order, so the first key is the oldest to evict.
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    // Taken before the load: a load racing the boundary may have read the state before it.
    const expires = Math.min(now + this.ttlMs, this.boundary() ?? Infinity);
    const value = load();
    if (expires <= now) return value;
    this.entries.set(key, { expires, value });
    value.catch(() => this.entries.delete(key));
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
