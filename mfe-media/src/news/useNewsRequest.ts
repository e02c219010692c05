import { useCallback, useEffect, useState } from 'react';

export type NewsRequest<T> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void }
  | { status: 'failed'; error: unknown; retry: () => void };

type Settled<T> = { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Loads content after the first render (the first render is always 'loading', so it is the same
 * on a prerendering server and in the browser), again whenever `key` changes, and on retry().
 * A response that arrives after the key has moved on is ignored.
 */
export function useNewsRequest<T>(load: () => Promise<T>, key: string): NewsRequest<T> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; result: Settled<T> } | undefined>();
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setSettled({ key, attempt, result: { status: 'ready', data } }),
      (error: unknown) => current && setSettled({ key, attempt, result: { status: 'failed', error } }),
    );
    return () => {
      current = false;
    };
    // `load` is a fresh closure each render; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt]);

  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading', retry };
  return { ...settled.result, retry };
}
