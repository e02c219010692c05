/**
 * Taps on the page's controls before React has hydrated them are kept and replayed once it has.
 * The server's HTML is on screen (and its buttons look ready) a little before the shell's script
 * runs (shell/src/boot/startAfterPaint.ts waits for the first paint), and React replays only the
 * input that arrives after hydrateRoot(). Links need nothing: they work as plain HTML.
 *
 * The start script records (captureEarlyClicks in startAfterPaint.ts: it runs before any other
 * script); the shell replays (replayEarlyClicks, after hydrateRoot). They meet on a global.
 */

import { EARLY_CLICKS_GLOBAL, type EarlyClicks } from './earlyClicksGlobal';

/** How long the shell waits for a clicked control to come alive, in ms. */
export const REPLAY_WAIT_MS = 5000;

type WithClicks = { [EARLY_CLICKS_GLOBAL]?: EarlyClicks };

/**
 * Whether React has hydrated this element: React DOM keeps an element's props on it under a key
 * beginning `__reactProps$` (the same since React 17). Reading it is the only way to know which
 * part of the page is live while React hydrates in slices; if a React version changed it, nothing
 * would be replayed, which is how a page behaved before this file.
 */
function isLive(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactProps$'));
}

/**
 * Replays each recorded click once its control is live (the shell, right after hydrateRoot()).
 * `wait` is called between checks (an animation frame in the browser).
 */
export function replayEarlyClicks(
  doc: Document,
  { wait = (next: () => void) => requestAnimationFrame(next), now = () => performance.now() }: { wait?: (next: () => void) => void; now?: () => number } = {},
): void {
  const view = doc.defaultView as (Window & WithClicks) | null;
  const record = view?.[EARLY_CLICKS_GLOBAL];
  if (!record || record.done) return;
  record.done = true;
  let pending = record.targets;
  record.targets = [];
  const deadline = now() + REPLAY_WAIT_MS;
  const step = () => {
    pending = pending.filter((element) => {
      if (!element.isConnected) return false;
      if (!isLive(element)) return true;
      (element as HTMLElement).click();
      return false;
    });
    if (pending.length > 0 && now() < deadline) wait(step);
  };
  step();
}
