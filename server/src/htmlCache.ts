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
  /** The page's entity tag (its HTML's hash), made on first need. */
  etag?: string;
  /** The page compressed, per encoding, made on first need. */
  compressed?: { br?: Buffer; gzip?: Buffer };
  /** Drawn for the browser because too many renders were waiting (never cached). */
  overloaded?: boolean;
}

/**
 * What a page holds in memory, in bytes, as near as cheaply known: its HTML (twice: a compressed
 * copy is at most as long), its data as JSON, and a little for the entry itself.
 */
function sizeOf(page: CachedPage): number {
  return 2 * Buffer.byteLength(page.html) + (page.data ? JSON.stringify(page.data).length : 0) + 256;
}

export function htmlCacheKey(url: string, registryGeneration: string, contentVersion: number): string {
  return `${contentVersion}\u0000${registryGeneration}\u0000${url}`;
}

/**
 * The cache is bounded in entries and in bytes (64 MB by default): a few outsized pages cannot
 * grow the server's memory, and a page larger than a tenth of the budget is not kept at all.
 */
export class HtmlCache {
  private readonly entries = new Map<
    string,
    { page: CachedPage; storedAt: number; expiresAt?: number; bytes: number }
  >();
  private bytes = 0;

  constructor(
    private readonly maxEntries = 500,
    private readonly maxAgeMs = 30_000,
    private readonly now: () => number = Date.now,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The bytes the cache holds now (sizeOf its pages). */
  get size(): number {
    return this.bytes;
  }

  get(key: string): CachedPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (now - entry.storedAt > this.maxAgeMs || (entry.expiresAt !== undefined && now >= entry.expiresAt)) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.page;
  }

  /** `expiresAt` (epoch ms): the page must not be served from here from that moment on (a scheduled publication). */
  set(key: string, page: CachedPage, expiresAt?: number): void {
    this.drop(key);
    const storedAt = this.now();
    if (expiresAt !== undefined && expiresAt <= storedAt) return;
    const bytes = sizeOf(page);
    if (bytes > this.maxBytes / 10) return;
    this.entries.set(key, { page, storedAt, expiresAt, bytes });
    this.bytes += bytes;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.drop(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}
