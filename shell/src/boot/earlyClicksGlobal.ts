/**
 * Where the start script (startAfterPaint.ts) and the shell (earlyClicks.ts) meet. A leaf of its
 * own: importing it from the start script's module would put that whole script, which runs as it
 * loads, into the shell's bundle a second time.
 */

/** The global the start script records early clicks on, for the shell to replay (earlyClicks.ts). */
export const EARLY_CLICKS_GLOBAL = '__aziEarlyClicks';

/** Clicks on controls made before the page is live; `done` once the shell has taken over. */
export interface EarlyClicks {
  targets: Element[];
  done?: boolean;
  /**
   * Set by the shell when it takes over: a later click on a control React has not hydrated yet (a
   * section whose code is still coming) is handed to it, to be replayed once that control is live.
   */
  late?: (target: Element) => void;
}

/**
 * Whether React has hydrated this element: React DOM keeps an element's props on it under a key
 * beginning `__reactProps$` (the same since React 17). Reading it is the only way to know which
 * part of the page is live while React hydrates in slices; if a React version changed it, nothing
 * would be replayed, which is how a page behaved before early clicks were kept.
 */
export function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}
