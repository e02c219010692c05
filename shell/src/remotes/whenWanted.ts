/**
 * When a part of a server-rendered page first needs its code: the visitor reaches into it
 * (pointer, touch, focus, a key pressed inside it), or a moment after the page has loaded,
 * whichever comes first. Until then React keeps the part's server HTML as it is (a Suspense
 * boundary whose code has not come), so a first view evaluates less script before the visitor
 * can use the page (decision 007).
 */

const REACHING = ['pointerover', 'pointerdown', 'touchstart', 'focusin', 'keydown'] as const;

/**
 * Test and measurement hook: a page whose init script sets this global hydrates every deferred
 * part at once (e2e tests and tools that need a live page at load ask for it; README, "Tests").
 */
export const HYDRATE_AT_ONCE_GLOBAL = '__aziHydrateAtOnce';

export function hydrateAtOnce(): boolean {
  return (
    typeof window !== 'undefined' && (window as unknown as Record<string, unknown>)[HYDRATE_AT_ONCE_GLOBAL] === true
  );
}

export interface WantedOptions {
  /** Started once the page has loaded; calls `go` when the part should come anyway. Returns a cancel. */
  later: (go: () => void) => () => void;
  /** A key pressed anywhere counts (a carousel answers the arrow keys wherever the focus is). */
  anyKey?: boolean;
}

/** Resolves when `area` is wanted (see above); at once without a document, an area or with the hook. */
export function whenWanted(area: Element | null | undefined, { later, anyKey = false }: WantedOptions): Promise<void> {
  if (typeof document === 'undefined' || !area || hydrateAtOnce()) return Promise.resolve();
  return new Promise((resolve) => {
    // Assigned after the listeners: a `later` that answers at once finds nothing to cancel yet.
    let cancelWait: (() => void) | undefined = undefined;
    const done = () => {
      cancelWait?.();
      for (const type of REACHING) document.removeEventListener(type, onReach, true);
      resolve();
    };
    // The reach's own answer (a pressed button, a checked box, the form sent) is painted before
    // the part's code runs: that code and its hydration are long tasks on a slow phone, and ahead
    // of the next frame they would count in the tap's interaction to next paint.
    const onReach = (event: Event) => {
      if ((anyKey && event.type === 'keydown') || (event.target instanceof Node && area.contains(event.target)))
        afterNextPaint(done);
    };
    for (const type of REACHING) document.addEventListener(type, onReach, { capture: true, passive: true });
    cancelWait = afterLoad(later, done);
  });
}

/** Starts `later` once the page has loaded (at once if it has), to call `go`; returns a cancel for either wait. */
export function afterLoad(later: WantedOptions['later'], go: () => void): () => void {
  let cancelLater: (() => void) | undefined;
  const onLoad = () => {
    cancelLater = later(go);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelLater?.();
  };
}

/** Once the browser has painted the next frame (a timer where animation frames are missing). */
function afterNextPaint(go: () => void): void {
  if (typeof window.requestAnimationFrame !== 'function') {
    window.setTimeout(go, 0);
    return;
  }
  // An animation frame's callback runs just before that frame's paint; a task queued there runs after it.
  window.requestAnimationFrame(() => window.setTimeout(go, 0));
}

/** After `ms` of waiting. */
export function afterDelay(ms: number): WantedOptions['later'] {
  return (go) => {
    const timer = window.setTimeout(go, ms);
    return () => window.clearTimeout(timer);
  };
}

/** When the browser is next idle, and at most `deadlineMs` later (a timer where requestIdleCallback is missing). */
export function whenIdle(deadlineMs: number): WantedOptions['later'] {
  return (go) => {
    if (typeof window.requestIdleCallback !== 'function') return afterDelay(Math.min(deadlineMs, 200))(go);
    const handle = window.requestIdleCallback(go, { timeout: deadlineMs });
    return () => window.cancelIdleCallback(handle);
  };
}
