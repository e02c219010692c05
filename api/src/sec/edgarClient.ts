/**
 * Reads EDGAR's JSON the way the SEC's fair-access policy asks: a User-Agent naming the company
 * and a contact, at most 10 requests a second, conditional requests (If-None-Match /
 * If-Modified-Since from the last answer), and backing off on 429 (its Retry-After) and 5xx. Every
 * request has a time limit, so a server that accepts and then hangs costs one timeout, not an import.
 * Answers are read as a stream and cut off past `maxBytes` (decompressed), and only SEC_BASE_URL's
 * origin is ever asked: a redirect elsewhere (another host, or from https to http) fails the page.
 */
import { SEC_MAX_RESPONSE_BYTES } from './secConfig';

export interface Validators {
  etag?: string | null;
  lastModified?: string | null;
}

export type FetchResult =
  { status: 'notModified' } | { status: 'ok'; text: string; etag: string | null; lastModified: string | null };

export class EdgarError extends Error {}

export interface EdgarClientOptions {
  userAgent: string;
  timeoutMs: number;
  /** First wait after a 5xx or a failed connection; doubled each time. */
  backoffMs: number;
  /** Tries per request, the first included. */
  attempts?: number;
  /** The longest Retry-After honoured (a longer one fails the request instead of stalling the run). */
  maxRetryAfterMs?: number;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  /** The largest answer read, decompressed (default SEC_MAX_RESPONSE_BYTES). */
  maxBytes?: number;
  /** SEC_BASE_URL: requests and redirects stay on its origin (default: the first URL asked's). */
  baseUrl?: string;
}

/** Redirects followed within the origin, at most. */
const MAX_REDIRECTS = 3;

/** 10 a second at most: requests start at least 100 ms apart (one importer per process). */
export const MIN_REQUEST_GAP_MS = 100;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Retry-After in seconds or as an HTTP date; undefined when absent or unreadable. */
export function retryAfterMs(header: string | null, now: number): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? undefined : Math.max(0, at - now);
}

export class EdgarClient {
  private nextStart = 0;
  private readonly attempts: number;
  private readonly maxRetryAfterMs: number;
  private readonly sleep: (ms: number) => Promise<void>;
  private readonly now: () => number;
  private readonly maxBytes: number;
  /** Requests sent (tests count them). */
  requests = 0;

  constructor(private readonly options: EdgarClientOptions) {
    this.attempts = options.attempts ?? 4;
    this.maxRetryAfterMs = options.maxRetryAfterMs ?? 60_000;
    this.sleep = options.sleep ?? wait;
    this.now = options.now ?? Date.now;
    this.maxBytes = options.maxBytes ?? SEC_MAX_RESPONSE_BYTES;
  }

  /** The answer, following redirects only within `origin`. */
  private async request(
    url: string,
    origin: string,
    init: { headers: Record<string, string>; signal: AbortSignal },
  ): Promise<Response> {
    let target = url;
    for (let hop = 0; ; hop += 1) {
      if (new URL(target).origin !== origin)
        throw new EdgarError(`${url}: ${target} is not on ${origin} (SEC_BASE_URL); it is not asked`);
      const response = await fetch(target, { ...init, redirect: 'manual' });
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null;
      if (location === null) return response;
      await response.body?.cancel();
      if (hop >= MAX_REDIRECTS) throw new EdgarError(`${url}: more than ${MAX_REDIRECTS} redirects`);
      target = new URL(location, target).toString();
    }
  }

  /** The body as text, or an EdgarError the moment it passes maxBytes. */
  private async readCapped(url: string, response: Response): Promise<string> {
    const declared = Number(response.headers.get('content-length') ?? NaN);
    // A declared length counts compressed bytes: only an uncompressed one can refuse before reading.
    if (!response.headers.get('content-encoding') && declared > this.maxBytes) {
      await response.body?.cancel();
      throw new EdgarError(`${url}: the answer is larger than ${this.maxBytes} bytes`);
    }
    if (!response.body) return '';
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let bytes = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.byteLength;
      if (bytes > this.maxBytes) {
        await reader.cancel();
        throw new EdgarError(`${url}: the answer is larger than ${this.maxBytes} bytes`);
      }
      chunks.push(value);
    }
    return Buffer.concat(chunks).toString('utf8');
  }

  /**
   * Waits for this request's slot. The clock is read again after each wait: a Node timer counts
   * from the event loop's last reading of the time, so on a busy loop it fires a few ms early
   * by Date.now. The next slot counts from when this one really began.
   */
  private async paced(): Promise<void> {
    for (let now = this.now(); now < this.nextStart; now = this.now()) await this.sleep(this.nextStart - now);
    this.nextStart = this.now() + MIN_REQUEST_GAP_MS;
  }

  async fetchJson(url: string, validators: Validators = {}): Promise<FetchResult> {
    let lastProblem = '';
    for (let attempt = 1; attempt <= this.attempts; attempt += 1) {
      await this.paced();
      const headers: Record<string, string> = {
        'user-agent': this.options.userAgent,
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate',
      };
      if (validators.etag) headers['if-none-match'] = validators.etag;
      if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
      let backoff = this.options.backoffMs * 2 ** (attempt - 1);
      try {
        this.requests += 1;
        const response = await this.request(url, new URL(this.options.baseUrl ?? url).origin, {
          headers,
          signal: AbortSignal.timeout(this.options.timeoutMs),
        });
        if (response.status === 304) {
          await response.body?.cancel();
          return { status: 'notModified' };
        }
        if (response.ok) {
          const text = await this.readCapped(url, response);
          return {
            status: 'ok',
            text,
            etag: response.headers.get('etag'),
            lastModified: response.headers.get('last-modified'),
          };
        }
        await response.body?.cancel();
        lastProblem = `HTTP ${response.status}`;
        if (response.status === 429) {
          const asked = retryAfterMs(response.headers.get('retry-after'), this.now());
          if (asked !== undefined && asked > this.maxRetryAfterMs)
            throw new EdgarError(`${url}: HTTP 429, Retry-After ${Math.round(asked / 1000)} s is longer than we wait`);
          backoff = asked ?? backoff;
        } else if (response.status < 500) {
          throw new EdgarError(`${url}: HTTP ${response.status}`);
        }
      } catch (error) {
        if (error instanceof EdgarError) throw error;
        const name = (error as Error).name;
        lastProblem =
          name === 'TimeoutError' || name === 'AbortError'
            ? `no answer within ${this.options.timeoutMs} ms`
            : (error as Error).message;
      }
      if (attempt < this.attempts) await this.sleep(backoff);
    }
    throw new EdgarError(`${url}: ${lastProblem} (${this.attempts} tries)`);
  }
}
