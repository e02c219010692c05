import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's router: react-router's BrowserRouter, except in how it draws the next page. A page
 * whose code and data are already here (`isReady`: prepared ahead, or visited before) is drawn at
 * once, in one go (an urgent update). `isReady` should keep its identity between renders. Any other is a transition: the page on screen stays until the
 * next one is ready (PageReady), with the progress bar. A transition is drawn in 5 ms slices with the
 * browser's frames between them (the progress bar, the link's CSS transitions), which more than
 * doubled the time a click took to show a page it had everything for (decision 013).
 */
export function SiteRouter({ isReady, children }: { isReady: (location: Location) => boolean; children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });

  useLayoutEffect(
    () =>
      history.listen((next) => {
        const update = { action: next.action, location: next.location };
        if (isReady(next.location)) setState(update);
        else startTransition(() => setState(update));
      }),
    [history, isReady],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}
