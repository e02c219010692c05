import type { SerializedSettled } from '@azi/shared/data/pageDataStore';

/**
 * Rendered pages, kept briefly. The key holds everything a page's HTML depends on: the URL (path
 * and query), the registry generation (which remote versions render it) and the content version
 * (bumped by every write to the content API), so a release, a rollback or a new article is
 * never served stale. The age limit covers what one process cannot see: a write made through
 * another copy of the site. A page also expires when the next scheduled item goes public.
 */
export interface CachedPage {
  status: number;
  html: string;
  /** The API answers the page was drawn with (its boot block's data), for a click that opens it in the browser. */
  data?: Record<string, SerializedSettled>;
  /** The page compressed, per encoding, made on first need. */
  compressed?: { br?: Buffer; gzip?: Buffer };
}

export function htmlCacheKey(url: string, registryGeneration: string, contentVersion: number): string {
  return `${contentVersion}\u0000${registryGeneration}\u0000${url}`;
}

export class HtmlCache {
  private readonly entries = new Map<string, { page: CachedPage; storedAt: number; expiresAt?: number }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
  ) {}

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > this.maxAgeMs || (entry.expiresAt !== undefined && now >= entry.expiresAt)) {
      this.entries.delete(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** `expiresAt` (epoch ms): the page must not be served from here from that moment on (a scheduled publication). */
  set(key: string, page: CachedPage, expiresAt?: number): void {
    this.entries.delete(key);
    const storedAt = this.now();
    if (expiresAt !== undefined && expiresAt <= storedAt) return;
    this.entries.set(key, { page, storedAt, expiresAt });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
