/**
 * Taps on the page's controls before React has hydrated them are kept and replayed once it has.
 * The server's HTML is on screen (and its buttons look ready) a little before the shell's script
 * runs (shell/src/boot/startAfterPaint.ts waits for the first paint), and React replays only the
 * input that arrives after hydrateRoot(). Links need nothing: they work as plain HTML.
 *
 * The start script records (captureEarlyClicks in startAfterPaint.ts: it runs before any other
 * script); the shell replays (replayEarlyClicks, after hydrateRoot). They meet on a global.
 */

import { EARLY_CLICKS_GLOBAL, isLive, type EarlyClicks } from './earlyClicksGlobal';

/** How long the shell waits for a clicked control to come alive, in ms. */
export const REPLAY_WAIT_MS = 5000;

type WithClicks = { [EARLY_CLICKS_GLOBAL]?: EarlyClicks };

/**
 * Replays each recorded click once its control is live (the shell, right after hydrateRoot()),
 * and from then on each click the start script hands over on a control not live yet (a section
 * still loading its code: React drops such a click). Each waits at most REPLAY_WAIT_MS.
 * `wait` is called between checks (an animation frame in the browser).
 */
export function replayEarlyClicks(
  doc: Document,
  {
    wait = (next: () => void) => requestAnimationFrame(next),
    now = () => performance.now(),
  }: { wait?: (next: () => void) => void; now?: () => number } = {},
): void {
  const view = doc.defaultView as (Window & WithClicks) | null;
  const record = view?.[EARLY_CLICKS_GLOBAL];
  if (!record || record.done) return;
  record.done = true;
  let pending: { element: Element; until: number }[] = [];
  let checking = false;
  const step = () => {
    const time = now();
    pending = pending.filter(({ element, until }) => {
      if (!element.isConnected) return false;
      if (!isLive(element)) return time < until;
      (element as HTMLElement).click();
      return false;
    });
    checking = pending.length > 0;
    if (checking) wait(step);
  };
  const replay = (elements: Element[]) => {
    const until = now() + REPLAY_WAIT_MS;
    // The last tap on a control is the one that counts.
    pending = pending
      .filter(({ element }) => !elements.includes(element))
      .concat(elements.map((element) => ({ element, until })));
    if (!checking) step();
  };
  record.late = (element) => replay([element]);
  const early = record.targets;
  record.targets = [];
  replay(early);
}
