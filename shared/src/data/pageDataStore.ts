import { ApiError } from '@azi/shared/api/ApiError';

/** What one request for page data came to, in a form that survives JSON (the boot block). */
export type Settled<T = unknown> = { status: 'ready'; data: T } | { status: 'failed'; error: ApiError };

/** A failure as it travels from the server to the browser. */
interface SerializedFailure {
  status: 'failed';
  error: { status: number; message: string };
}
export type SerializedSettled = { status: 'ready'; data: unknown } | SerializedFailure;

/**
 * The data of one page render, by key. On the server it collects every answer a page waited
 * for (and the status and head the page asked for); the browser starts from what the server sent
 * and adds what it fetches itself on client-side navigation.
 */
export interface PageDataStore {
  readonly onServer: boolean;
  peek(key: string): Settled | undefined;
  /** Starts (or joins) the request for `key`; never rejects. */
  request(key: string, load: () => Promise<unknown>): Promise<Settled>;
  remember(key: string, settled: Settled): void;
  /**
   * Answers in their boot-block form, fetched for a page the browser is about to show (the site
   * server's page data, server/src/pageRoute.ts): they replace what the store knew of those keys.
   */
  absorb(answers: Record<string, unknown>): void;
  /** Every settled answer, ready for the boot block. */
  serialize(): Record<string, SerializedSettled>;
}

function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, error instanceof Error ? error.message : String(error));
}

function settle(load: () => Promise<unknown>, timeoutMs: number | undefined): Promise<Settled> {
  const answer = Promise.resolve()
    .then(load)
    .then(
      (data): Settled => ({ status: 'ready', data }),
      (error: unknown): Settled => ({ status: 'failed', error: toApiError(error) }),
    );
  if (timeoutMs === undefined) return answer;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<Settled>((resolve) => {
    timer = setTimeout(
      () => resolve({ status: 'failed', error: new ApiError(504, 'The content API did not answer in time') }),
      timeoutMs,
    );
  });
  return Promise.race([answer, late]).finally(() => clearTimeout(timer));
}

export interface StoreOptions {
  onServer: boolean;
  /** Answers the server already gave (the boot block's `data`). */
  initial?: Record<string, unknown>;
  /** Server only: a page must not wait longer than this for one answer (ms). */
  timeoutMs?: number;
  /** Keep what the browser fetched for a later visit of the same view (default true). */
  keepAnswers?: boolean;
}

function revive(value: unknown): Settled | undefined {
  const entry = value as Partial<SerializedSettled> | null;
  if (!entry || typeof entry !== 'object') return undefined;
  if (entry.status === 'ready') return { status: 'ready', data: entry.data };
  if (entry.status === 'failed') {
    const error = (entry as SerializedFailure).error ?? { status: 0, message: '' };
    return { status: 'failed', error: new ApiError(Number(error.status) || 0, String(error.message ?? '')) };
  }
  return undefined;
}

export function createPageDataStore({
  onServer,
  initial = {},
  timeoutMs,
  keepAnswers = true,
}: StoreOptions): PageDataStore {
  const settled = new Map<string, Settled>();
  const pending = new Map<string, Promise<Settled>>();
  for (const [key, value] of Object.entries(initial)) {
    const entry = revive(value);
    if (entry) settled.set(key, entry);
  }
  return {
    onServer,
    peek: (key) => settled.get(key),
    request(key, load) {
      // One promise per key for the store's life, marked as React marks the promises it tracks:
      // use() then reads a settled answer at once, and a component that asks for several keys
      // sees each promise at the same place on every render (React matches them by order).
      let promise = pending.get(key);
      if (!promise) {
        const known = settled.get(key);
        const created: Promise<Settled> & { status?: string; value?: Settled } = known
          ? Promise.resolve(known)
          : settle(load, timeoutMs).then((result) => {
              settled.set(key, result);
              return result;
            });
        if (known) Object.assign(created, { status: 'fulfilled', value: known });
        else void created.then((value) => Object.assign(created, { status: 'fulfilled', value }));
        promise = created;
        pending.set(key, promise);
      }
      return promise;
    },
    remember: (key, result) => {
      if (keepAnswers) settled.set(key, result);
    },
    absorb(answers) {
      for (const [key, value] of Object.entries(answers)) {
        const entry = revive(value);
        if (entry) settled.set(key, entry);
      }
    },
    serialize() {
      const out: Record<string, SerializedSettled> = {};
      for (const [key, entry] of settled) {
        out[key] =
          entry.status === 'ready'
            ? entry
            : { status: 'failed', error: { status: entry.error.status, message: entry.error.message } };
      }
      return out;
    },
  };
}
