/**
 * The measuring chunk (issue 51): web-vitals' LCP, INP, CLS, FCP and TTFB of a sampled page view,
 * and the errors of any view, kept per page view and sent with navigator.sendBeacon (fetch with
 * keepalive where there is none) when the page is hidden or left, to POST /api-official-web/rum.
 *
 * The page load's metrics are web-vitals' own, counted for the page the visitor landed on (INP and
 * CLS over the page's whole life, as CrUX counts them). A click inside the site counts as its own
 * navigation of its page kind, marked `soft`, measured by softNavigations.ts (why not by web-vitals:
 * there).
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type MetricType } from 'web-vitals';
import { API_PREFIX } from '@azi/shared/api/apiPrefix';
import { normaliseErrorMessage } from '@azi/shared/api/errorMessage';
import {
  FIELD_REPORT_MAX_BYTES,
  FIELD_REPORT_MAX_ERRORS,
  FIELD_REPORT_MAX_METRICS,
  type BrowserErrorSample,
  type FieldMetricSample,
  type FieldReport,
} from '@azi/shared/api/schemas/fieldData';
import { parsePath } from '@azi/shared/routing/paths';
import { REMOTE_NAMES, type RemoteName } from '@azi/shared/routing/sitePages';
import { trackSoftNavigations } from './softNavigations';
import { registeredEntry } from '../remotes/registry';

const ENDPOINT = `${API_PREFIX}/rum`;
/** Beacons a page view sends at most (one per hiding, a long visit with many soft navigations). */
const MAX_BEACONS = 10;

/** What the reporter needs to know of an error as it happened. */
export interface RawError {
  error: unknown;
  /** The script it was thrown in, when the browser says. */
  source?: string;
}

export interface FieldReporter {
  error(raw: RawError): void;
  softNavigation(navigation: { url: string; startedAt: number; drawnAt: number }): void;
}

/** Page kind, layout and language of an address: the page table's name, never the URL. */
export function placeOf(url: string): Pick<FieldMetricSample, 'page' | 'layout' | 'lang'> | undefined {
  let parsed;
  try {
    parsed = parsePath(new URL(url, window.location.origin).pathname);
  } catch {
    return undefined;
  }
  if (parsed.kind === 'redirect') return undefined;
  return { page: parsed.kind === 'page' ? parsed.page : 'notFound', layout: parsed.layout, lang: parsed.lang };
}

const REMOTE_FILE = new RegExp(`/remotes/(${REMOTE_NAMES.join('|')})/([A-Za-z0-9._-]{1,40})/`);

/** The section an error came from: the remote whose files its stack or message names, else the shell. */
export function sectionOf(text: string): Pick<BrowserErrorSample, 'section' | 'version'> {
  const match = REMOTE_FILE.exec(text);
  if (!match) return { section: 'shell', version: '' };
  const section = match[1] as RemoteName;
  // The version the registry named for this page; the file's own folder if it has none.
  const registered = REMOTE_FILE.exec(registeredEntry(section) ?? '');
  return { section, version: registered?.[2] ?? match[2]! };
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** The error's message, and the text its section is read from (stack, message, script). */
function describe({ error, source = '' }: RawError): { message: string; where: string } {
  if (error instanceof Error)
    return { message: `${error.name}: ${error.message}`, where: `${error.stack ?? ''} ${error.message} ${source}` };
  const text = textOf(error);
  return { message: text, where: `${text} ${source}` };
}

export function createFieldReporter({ startUrl, sampled }: { startUrl: string; sampled: boolean }): FieldReporter {
  let metrics: FieldMetricSample[] = [];
  let errors: BrowserErrorSample[] = [];
  const seenErrors = new Set<string>();
  const sentMetrics = new Set<string>();
  let beacons = 0;

  const send = (report: FieldReport) => {
    if (beacons >= MAX_BEACONS) return;
    beacons += 1;
    const body = JSON.stringify(report);
    if (body.length > FIELD_REPORT_MAX_BYTES) return;
    const blob = new Blob([body], { type: 'application/json' });
    if (navigator.sendBeacon?.(ENDPOINT, blob)) return;
    void fetch(ENDPOINT, { method: 'POST', body: blob, keepalive: true, credentials: 'omit' }).catch(() => undefined);
  };

  const soft = trackSoftNavigations((sample) => metrics.push(sample));
  const flush = () => {
    soft.finish();
    while (metrics.length > 0 || errors.length > 0) {
      const batch = { metrics: metrics.slice(0, FIELD_REPORT_MAX_METRICS), errors };
      metrics = metrics.slice(FIELD_REPORT_MAX_METRICS);
      errors = [];
      send(batch);
    }
  };
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
  window.addEventListener('pagehide', flush);

  const landing = placeOf(startUrl);
  const record = (metric: MetricType) => {
    // Each metric is counted once, with the value it had when first final.
    if (!landing || sentMetrics.has(metric.id)) return;
    sentMetrics.add(metric.id);
    metrics.push({ name: metric.name, value: Math.round(metric.value * 1000) / 1000, ...landing, navigation: 'hard' });
  };
  if (sampled) {
    onLCP(record);
    onINP(record);
    onCLS(record);
    onFCP(record);
    onTTFB(record);
  }

  return {
    softNavigation({ url, startedAt, drawnAt }) {
      const place = placeOf(url);
      if (sampled && place) soft.arrived(place, startedAt, drawnAt);
    },
    error(raw) {
      if (seenErrors.size >= FIELD_REPORT_MAX_ERRORS) return;
      const place = placeOf(window.location.href);
      if (!place) return;
      const { message, where } = describe(raw);
      const sample = { message: normaliseErrorMessage(message), ...sectionOf(where), ...place };
      const key = `${sample.message}|${sample.section}|${sample.page}`;
      if (seenErrors.has(key)) return;
      seenErrors.add(key);
      errors.push(sample);
    },
  };
}
