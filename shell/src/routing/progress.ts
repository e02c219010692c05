import 'nprogress/nprogress.css';

/** The bar appears only for work that takes longer than this (ms)… */
export const PROGRESS_THROTTLE_MS = 200;
/**
 * …and stays until the work is done: a slow page keeps its bar until it is drawn (issue 38: a
 * 5 s cap hid it at 5.4 s of a 9 s load, and the visitor took the site for stuck). Only work that
 * never settles is given up, after this long (ms: the reload guard's minute).
 */
export const PROGRESS_GIVE_UP_MS = 60_000;

export interface ProgressDeps {
  show: () => void;
  finish: () => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (handle: unknown) => void;
}

/** Counts pending work (navigations, remote loads) and drives one progress bar for all of it. */
export function createProgress({ show, finish, setTimer, clearTimer }: ProgressDeps) {
  let pending = 0;
  let shown = false;
  let showTimer: unknown;
  let capTimer: unknown;

  const reset = () => {
    clearTimer(showTimer);
    clearTimer(capTimer);
    showTimer = capTimer = undefined;
    pending = 0;
    if (shown) finish();
    shown = false;
  };

  return {
    start() {
      pending += 1;
      if (pending > 1) return;
      showTimer = setTimer(() => {
        shown = true;
        show();
      }, PROGRESS_THROTTLE_MS);
      capTimer = setTimer(reset, PROGRESS_GIVE_UP_MS);
    },
    done() {
      if (pending === 0) return;
      pending -= 1;
      if (pending === 0) reset();
    },
    get pending() {
      return pending;
    },
  };
}

/**
 * The bar's script comes with the first work slow enough to show it: no first view needs it.
 * The bar is a visual cue only (role="bar" of the default template is not an ARIA role).
 */
let bar: Promise<typeof import('nprogress')> | undefined;
const loadBar = () =>
  (bar ??= import('nprogress').then(({ default: NProgress }) => {
    NProgress.configure({
      showSpinner: false,
      trickleSpeed: 200,
      minimum: 0.1,
      template: '<div class="bar" aria-hidden="true"><div class="peg"></div></div>',
      barSelector: '.bar',
    });
    return NProgress;
  }));

export const progress = createProgress({
  // In order: a bar finished before its script arrived starts and ends at once.
  show: () => void loadBar().then((NProgress) => NProgress.start()),
  finish: () => void loadBar().then((NProgress) => NProgress.done()),
  setTimer: (fn, ms) => setTimeout(fn, ms),
  clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
});

/** Runs the progress bar while a promise is pending. */
export function trackLoading<T>(promise: Promise<T>): Promise<T> {
  progress.start();
  const done = () => progress.done();
  promise.then(done, done);
  return promise;
}
