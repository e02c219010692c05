/**
 * Field data and browser errors (issue 51), the part every page carries: whether this page view is
 * measured (decided once, against the boot data's RUM_SAMPLE share), and the error listeners, which
 * must be there from the start. The measuring itself (web-vitals, the report, the beacon) is a chunk
 * of its own, fieldReporter.ts, loaded once the page is interactive and idle, or at the first error:
 * never on the first view's critical path, and never in a view that is neither sampled nor failing.
 */
import type { FieldReporter, RawError } from './fieldReporter';

let loading: Promise<FieldReporter> | undefined;
let sampledView = false;
let startUrl = '';
/** When the visitor last clicked or went back (performance.now()'s clock): a soft navigation starts there. */
let lastInputAt = 0;

function reporter(): Promise<FieldReporter> {
  loading ??= import(/* webpackChunkName: "field-data" */ './fieldReporter').then(({ createFieldReporter }) =>
    createFieldReporter({ startUrl, sampled: sampledView }),
  );
  return loading;
}

/** An error to report: loads the reporter if this view has not yet (it drops errors past its limit). */
export function reportBrowserError(raw: RawError): void {
  void reporter()
    .then((r) => r.error(raw))
    .catch(() => undefined);
}

/**
 * The shell drew the page of a click inside the site (routing/PageArrival.tsx): the frame after
 * this one shows it. Measured in sampled views only.
 */
export function softNavigationDrawn(): void {
  if (!sampledView) return;
  const startedAt = lastInputAt;
  const url = window.location.href;
  requestAnimationFrame(() =>
    setTimeout(() => {
      const drawnAt = performance.now();
      void reporter()
        .then((r) => r.softNavigation({ url, startedAt, drawnAt }))
        .catch(() => undefined);
    }, 0),
  );
}

/** Runs `task` once the page has loaded and the browser is idle. */
function whenIdle(task: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(task, { timeout: 5000 }) : setTimeout(task, 1000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/** Called once by bootstrap with the boot data's `fieldSample`. */
export function startFieldData(sample: unknown): void {
  startUrl = window.location.href;
  sampledView = typeof sample === 'number' && Math.random() < sample;
  window.addEventListener('error', (event) =>
    reportBrowserError({ error: event.error ?? event.message, source: event.filename }),
  );
  window.addEventListener('unhandledrejection', (event) => reportBrowserError({ error: event.reason }));
  if (!sampledView) return;
  window.addEventListener('click', (event) => void (lastInputAt = event.timeStamp), { capture: true, passive: true });
  window.addEventListener('popstate', (event) => void (lastInputAt = event.timeStamp));
  whenIdle(() => void reporter().catch(() => undefined));
}
