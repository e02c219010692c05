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
}
