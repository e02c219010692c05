import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory, type Location } from 'react-router';
import { createSectionDeferral, SectionDeferralContext, type SectionDeferral } from '@azi/shared/ui/Section';

type BrowserHistory = ReturnType<typeof createBrowserHistory>;

/**
 * The browser's router: react-router's BrowserRouter, except in how it draws the next page.
 * - A page whose code and data are already here (`isReady`: prepared ahead, or visited before) is
 *   drawn at once (an urgent update): its top (banner, first section) in the click's own task, its later
 *   sections right after the first frame (SectionDeferral; not on the back button, nor at an anchor).
 * - Any other is a transition: the page on screen stays until the next one is ready (PageReady),
 *   with the progress bar.
 * A transition is drawn in short slices with the browser's frames between them (the progress bar,
 * the link's CSS transitions), which made a click slow to show a page it had everything for
 * (decision 013 has the figures). `isReady` should keep its identity between renders.
 */
export function SiteRouter({ isReady, children }: { isReady: (location: Location) => boolean; children: ReactNode }) {
  const [history] = useState<BrowserHistory>(() => createBrowserHistory({ window, v5Compat: true }));
  const [state, setState] = useState<{
    action: typeof history.action;
    location: Location;
    deferral: SectionDeferral | null;
  }>({
    action: history.action,
    location: history.location,
    deferral: null,
  });

  useLayoutEffect(
    () =>
      history.listen((next) => {
        if (!isReady(next.location)) {
          startTransition(() => setState({ action: next.action, location: next.location, deferral: null }));
          return;
        }
        // Its top first, its later sections right after (Section.tsx); all at once when it opens at
        // an anchor (which has to be in place to be scrolled to) or comes back (the back button).
        const deferral = next.action !== 'POP' && next.location.hash.length < 2 ? createSectionDeferral() : null;
        setState({ action: next.action, location: next.location, deferral });
      }),
    [history, isReady],
  );

  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      <SectionDeferralContext.Provider value={state.deferral}>{children}</SectionDeferralContext.Provider>
    </Router>
  );
}
