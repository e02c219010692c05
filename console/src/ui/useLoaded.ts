import { useCallback, useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  loading: boolean;
  reload(): void;
}

/**
 * Data for a screen: `load` runs again whenever `key` changes (or on reload); until its answer
 * for the current key arrives, `loading` is true and the previous key's data is not shown. A
 * reload keeps showing the data it replaces, so the rows (and the control that has the focus)
 * stay in place while an action's outcome is read again. `load` must be stable for a given key
 * (useCallback).
 */
export function useLoaded<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [version, setVersion] = useState(0);
  const fullKey = `${key}#${version}`;
  const [result, setResult] = useState<{ key: string; fullKey: string; data?: T; error?: string }>();
  useEffect(() => {
    let live = true;
    load().then(
      (data) => live && setResult({ key, fullKey, data }),
      (error: unknown) =>
        live && setResult({ key, fullKey, error: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      live = false;
    };
  }, [load, key, fullKey]);
  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const current = result?.fullKey === fullKey ? result : undefined;
  const replaced = result?.key === key ? result : undefined;
  return { data: (current ?? replaced)?.data, error: current?.error, loading: !current, reload };
}
