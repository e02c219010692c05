import { useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'ready'; data: T };

export type LoadResult<T> = LoadState<T> & { retry: () => void };

/**
 * Loads data in an effect (never during render, so a page can be prerendered) and reloads
 * whenever `key` changes. Answers of a superseded request are dropped, so a slow old page of
 * results never overwrites a newer one.
 */
export function useLoad<T>(load: () => Promise<T>, key: string): LoadResult<T> {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loadRef = useRef(load);

  useEffect(() => {
    loadRef.current = load;
  });

  useEffect(() => {
    // The shared API functions take no abort signal: a superseded answer is ignored instead.
    let current = true;
    setState((previous) => (previous.status === 'loading' ? previous : { status: 'loading' }));
    loadRef.current().then(
      (data) => {
        if (current) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (current) setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
