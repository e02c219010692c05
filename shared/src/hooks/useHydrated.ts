import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the render
 * after (and at once for a component first rendered in the browser). What only the browser can
 * know (the #hash, the clock) waits for it, so the first render matches the served HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
