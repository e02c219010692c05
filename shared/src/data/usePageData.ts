import { createContext, use, useCallback, useContext, useEffect, useEffectEvent, useState } from 'react';
import { createPageDataStore, type PageDataStore, type Settled } from '@azi/shared/data/pageDataStore';

export type PageData<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'failed'; error: unknown; retry: () => void };

/**
 * The store of the page being rendered. Without a provider (a component test) a browser store
 * that keeps nothing: every render fetches afresh, as a test expects.
 */
export const PageDataContext = createContext<PageDataStore>(
  createPageDataStore({ onServer: false, keepAnswers: false }),
);

/**
 * The one way a page gets its data, on the server and in the browser alike.
 *
 * - On the server the render waits for the answer (React suspends until it is there), so the
 *   served HTML holds the data; the store then travels to the browser in the boot block.
 * - In the browser the first render uses what the server sent, so hydration matches the HTML and
 *   nothing is fetched twice. A key the server did not see (client-side navigation, a new filter)
 *   is loaded after render, with 'loading' meanwhile; an answer for a key the page has left is
 *   dropped. retry() asks again whatever is known.
 *
 * `key` names what `load` returns (language, page, filters): the same key on both sides.
 */
export function usePageData<T>(key: string, load: () => Promise<T>): PageData<T> {
  const store = useContext(PageDataContext);
  const [attempt, setAttempt] = useState(0);
  const [fetched, setFetched] = useState<{ key: string; attempt: number; result: Settled } | undefined>();
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  let result: Settled | undefined;
  if (store.onServer) {
    // The server render waits here for the answer. Always through use(), even for a known key:
    // React tells a component's promises apart by the order it asks for them.
    result = use(store.request(key, load));
  } else if (fetched && fetched.key === key && fetched.attempt === attempt) {
    result = fetched.result;
  } else if (attempt === 0) {
    result = store.peek(key);
  }
  const known = result !== undefined;
  // `load` is a fresh closure on every render; `key` names what it loads, so only the key (and a
  // retry) starts a new request.
  const loadNow = useEffectEvent(load);

  useEffect(() => {
    if (store.onServer || known) return;
    let current = true;
    loadNow().then(
      (data) => {
        const settled: Settled = { status: 'ready', data };
        store.remember(key, settled);
        if (current) setFetched({ key, attempt, result: settled });
      },
      (error: unknown) => {
        if (current) setFetched({ key, attempt, result: { status: 'failed', error: error as never } });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, known, store]);

  if (!result) return { status: 'loading', retry };
  return result.status === 'ready'
    ? { status: 'ready', data: result.data as T, retry }
    : { status: 'failed', error: result.error, retry };
}
