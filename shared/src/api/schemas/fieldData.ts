/**
 * Field data from real visitors (issue 51): the report a page sends to `POST /rum`, the metrics and
 * Google's thresholds, and what the console's "Site speed" routes answer. One home for the shell's
 * reporter, the API that checks and stores the reports and the console that shows them.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { LANGS } from '@azi/shared/i18n/languages';
import { REMOTE_NAMES, SITE_PAGES } from '@azi/shared/routing/sitePages';

/**
 * web-vitals' five, and NAV: a click inside the site (a soft navigation), from the click to the
 * frame after its page was drawn, the site's own measure (shell/src/fieldData/softNavigations.ts).
 */
export const FIELD_METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB', 'NAV'] as const;
export type FieldMetric = (typeof FIELD_METRICS)[number];

/**
 * Google's thresholds (web.dev/articles/vitals): at or under the first, good; over the second, poor;
 * between, needs improvement. Milliseconds, but CLS (a score). NAV has none of Google's: it takes
 * LCP's, the time in which a page's main content should be on screen.
 */
export const THRESHOLDS: Record<FieldMetric, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
  NAV: [2500, 4000],
};

/**
 * Which navigations measure what: a page load has web-vitals' five (INP and CLS over the page's
 * whole life, as CrUX counts them); a click inside the site has NAV, and INP and CLS of its own
 * route segment until the next click. A report that mixes them up is refused.
 */
export const NAVIGATION_METRICS: Record<FieldNavigation, readonly FieldMetric[]> = {
  hard: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'],
  soft: ['NAV', 'INP', 'CLS'],
};

export type Rating = 'good' | 'needsImprovement' | 'poor';

export function rate(metric: FieldMetric, value: number): Rating {
  const [good, poor] = THRESHOLDS[metric];
  return value <= good ? 'good' : value <= poor ? 'needsImprovement' : 'poor';
}

/** A value as people read it: seconds from a second up, milliseconds below, CLS as a score. */
export function formatMetric(metric: FieldMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value >= 1000 ? `${Number((value / 1000).toFixed(2))} s` : `${Math.round(value)} ms`;
}

/**
 * The largest value taken per metric: a page open for ten minutes before it painted is not a
 * measurement of the site. A report past it is refused whole.
 */
export const METRIC_MAX: Record<FieldMetric, number> = {
  LCP: 120_000,
  FCP: 120_000,
  TTFB: 120_000,
  NAV: 120_000,
  INP: 60_000,
  CLS: 50,
};

/** A page view of a page of the table, or of the not-found page. */
export const FIELD_PAGES = [...SITE_PAGES.map((page) => page.key), 'notFound'] as const;
export const FIELD_LAYOUTS = ['desktop', 'mobile'] as const;
/** A navigation the browser loaded (hard) or one the shell's router drew after a click (soft). */
export const FIELD_NAVIGATIONS = ['hard', 'soft'] as const;
export type FieldNavigation = (typeof FIELD_NAVIGATIONS)[number];
/** Where an error came from: the shell or a section (its remote name). */
export const ERROR_SECTIONS = ['shell', ...REMOTE_NAMES] as const;

/** The most bytes a report may have: a page view's metrics and a few errors fit in well under it. */
export const FIELD_REPORT_MAX_BYTES = 4096;
export const FIELD_REPORT_MAX_METRICS = 40;
/** Errors a page view reports at most (the browser stops there; the API refuses more). */
export const FIELD_REPORT_MAX_ERRORS = 5;
export const ERROR_MESSAGE_MAX = 200;
/** A release's version folder name (`2026.11.23-2`); empty for the shell, which has none. */
export const VERSION_PATTERN = '^[A-Za-z0-9._-]{0,40}$';

const where = {
  page: { type: 'string', enum: FIELD_PAGES },
  layout: { type: 'string', enum: FIELD_LAYOUTS },
  lang: { type: 'string', enum: LANGS },
} as const;

export const fieldMetricSampleSchema = {
  type: 'object',
  required: ['name', 'value', 'page', 'layout', 'lang', 'navigation'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', enum: FIELD_METRICS },
    value: { type: 'number', minimum: 0 },
    ...where,
    navigation: { type: 'string', enum: FIELD_NAVIGATIONS },
  },
} as const;
export type FieldMetricSample = Static<typeof fieldMetricSampleSchema>;

export const browserErrorSampleSchema = {
  type: 'object',
  required: ['message', 'section', 'version', 'page', 'layout', 'lang'],
  additionalProperties: false,
  properties: {
    message: { type: 'string', minLength: 1, maxLength: ERROR_MESSAGE_MAX },
    section: { type: 'string', enum: ERROR_SECTIONS },
    version: { type: 'string', pattern: VERSION_PATTERN },
    ...where,
  },
} as const;
export type BrowserErrorSample = Static<typeof browserErrorSampleSchema>;

/** POST /rum: what one page view measured and which errors it met, sent when it was hidden. */
export const fieldReportSchema = {
  type: 'object',
  required: ['metrics', 'errors'],
  additionalProperties: false,
  properties: {
    metrics: { type: 'array', maxItems: FIELD_REPORT_MAX_METRICS, items: fieldMetricSampleSchema },
    errors: { type: 'array', maxItems: FIELD_REPORT_MAX_ERRORS, items: browserErrorSampleSchema },
  },
} as const;
export type FieldReport = Static<typeof fieldReportSchema>;

/** The console's filters (GET /admin/site-speed and its CSV): each absent means all. */
export interface SiteSpeedFilter {
  page?: string;
  layout?: string;
  visitorLang?: string;
  navigation?: string;
}

/** One metric's p75 on one day (null on a day without samples). */
export interface SiteSpeedDay {
  day: string;
  p75: number | null;
  samples: number;
}

/** A metric's chart over the days, worked out by the API with d3 (api/src/fieldData/speedChart.ts). */
export interface SpeedChartGeometry {
  width: number;
  height: number;
  left: number;
  right: number;
  top: number;
  bottom: number;
  /** The good, needs-improvement and poor zones, top to bottom of their y range. */
  bands: { rating: Rating; y: number; height: number }[];
  /** The daily p75 as one path, broken over days without samples. */
  p75Path: string;
  points: { x: number; y: number; day: string; p75: number }[];
  yTicks: { at: number; label: string }[];
  xTicks: { at: number; label: string }[];
}

export interface SiteSpeedMetric {
  name: FieldMetric;
  /** Over the whole period; null without samples. */
  p75: number | null;
  rating: Rating | null;
  samples: number;
  thresholds: readonly [number, number];
  days: SiteSpeedDay[];
  chart: SpeedChartGeometry;
}

export interface SiteSpeedAnswer {
  from: string;
  to: string;
  metrics: SiteSpeedMetric[];
}

/** A browser error as the console lists it: grouped by message, section and version. */
export interface BrowserErrorGroup {
  message: string;
  section: string;
  version: string;
  count: number;
  pages: string[];
  firstSeen: string;
  lastSeen: string;
}
