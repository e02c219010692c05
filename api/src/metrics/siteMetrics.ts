/**
 * The site's metrics in the Prometheus text format (GET /metrics on the site's port): one registry
 * for the whole process, which the API and the site server both record into. It is this module's
 * own registry, never prom-client's global one, so nothing another package registers there is
 * exported by accident, and a test empties it with resetSiteMetrics().
 *
 * Every label takes a bounded set of values: route patterns (never a request's URL), status codes,
 * sections of the render pool, reasons and outcomes from fixed lists. Figures that live in another
 * object or in the database (the render pool's workers, the page cache's bytes, the mail outbox)
 * are read when Prometheus scrapes, from the sources their owners register (observe*), so nothing
 * is kept up to date between scrapes. Several sources of one kind (several sites in one test
 * process) add up.
 */
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

export const metricsRegistry = new Registry();

let processMetrics = false;

/**
 * Node's own figures (CPU, memory, event-loop delay, GC, handles) under their usual names
 * (process_*, nodejs_*), which the common dashboards and alerts expect; everything of ours is
 * azi_*. Started by the server that answers /metrics, not by every process that opens the
 * database (a CLI needs no event-loop monitor).
 */
export function collectProcessMetrics(): void {
  if (processMetrics) return;
  processMetrics = true;
  collectDefaultMetrics({ register: metricsRegistry });
  // Gauges named like counters, which promtool's lint refuses; nodejs_active_handles (and
  // requests, resources) by type say the same.
  for (const name of ['nodejs_active_handles_total', 'nodejs_active_requests_total', 'nodejs_active_resources_total'])
    metricsRegistry.removeSingleMetric(name);
}

const registers = [metricsRegistry];

/** Status codes as their class (2xx … 5xx) where a code would multiply a histogram's series. */
export function statusClass(status: number): string {
  return status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';
}

/** The label of a request's route: its pattern ('/api-official-web/news/:id'), never its URL; 'unmatched' when no route took it. */
export function routePattern(request: { routeOptions: { url?: string } }): string {
  return request.routeOptions.url ?? 'unmatched';
}

export const httpRequests = new Counter({
  name: 'azi_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern (unmatched: no route) and status code; the API calls of server renders (made in-process) included.',
  labelNames: ['method', 'route', 'status'] as const,
  registers,
});

export const httpRequestDuration = new Histogram({
  name: 'azi_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status_class'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers,
});

export const apiErrors = new Counter({
  name: 'azi_api_errors_total',
  help: 'Content API requests its error handler answered with a 5xx (an unexpected failure), by route pattern.',
  labelNames: ['route'] as const,
  registers,
});

export const databaseQueryErrors = new Counter({
  name: 'azi_db_query_errors_total',
  help: 'Database queries that failed, by SQLSTATE class (23: a constraint, 40: a rollback, 08: the connection; none: no code).',
  labelNames: ['sqlstate_class'] as const,
  registers,
});

export const pageCacheHits = new Counter({
  name: 'azi_page_cache_hits_total',
  help: 'Pages answered from the page cache.',
  registers,
});
export const pageCacheMisses = new Counter({
  name: 'azi_page_cache_misses_total',
  help: 'Pages looked up in the page cache and not found there (drawn, or joined to a drawing under way).',
  registers,
});

export const renders = new Counter({
  name: 'azi_renders_total',
  help: 'Server renders of pages, by section and outcome (rendered, or why not: timeout, crash, evicted, overloaded, unavailable, error).',
  labelNames: ['section', 'outcome'] as const,
  registers,
});

export const renderWorkersStopped = new Counter({
  name: 'azi_render_workers_stopped_total',
  help: 'Render workers stopped for breaking a rule, by section and the rule (output, memory, cpu, time, crash, message, start).',
  labelNames: ['section', 'reason'] as const,
  registers,
});

/** A figure of a source: its labels and value. */
export interface Sample<L extends string> {
  labels: Partial<Record<L, string>>;
  value: number;
}

type Source<L extends string> = () => Sample<L>[] | Promise<Sample<L>[]>;

/**
 * A gauge read at scrape time from its sources: figures with the same labels are combined
 * (`sum`, or `max` for timestamps); `observe` adds a source and returns how to remove it.
 */
function sourcedGauge<L extends string>(
  name: string,
  help: string,
  labelNames: readonly L[],
  combine: 'sum' | 'max' = 'sum',
) {
  const sources = new Set<Source<L>>();
  new Gauge<L>({
    name,
    help,
    labelNames,
    registers,
    async collect() {
      // Emptied, not reset(): a gauge without labels would show 0 when no source says anything
      // (the EDGAR import off must read as absent, not as "last success in 1970").
      (this as unknown as { hashMap: object }).hashMap = {};
      const combined = new Map<string, Sample<L>>();
      for (const source of sources) {
        for (const sample of await source()) {
          const key = JSON.stringify(labelNames.map((label) => sample.labels[label] ?? ''));
          const before = combined.get(key);
          if (!before) combined.set(key, { ...sample });
          else before.value = combine === 'sum' ? before.value + sample.value : Math.max(before.value, sample.value);
        }
      }
      for (const { labels, value } of combined.values()) this.set(labels, value);
    },
  });
  return (source: Source<L>) => {
    sources.add(source);
    return () => void sources.delete(source);
  };
}

/** The render pool's workers alive and renders waiting, by section (the pool's own state). */
export const observeRenderWorkers = sourcedGauge('azi_render_workers', 'Render workers alive, by section.', [
  'section',
]);
export const observeRenderQueue = sourcedGauge('azi_render_queue_length', 'Renders waiting for a worker, by section.', [
  'section',
]);
export const observePageCacheBytes = sourcedGauge(
  'azi_page_cache_bytes',
  'Bytes the page cache holds (pages, their compressed copies and data).',
  [],
);

/** Read from the database (metrics/databaseFigures.ts): the same on every copy of the site. */
export const observeOutbox = sourcedGauge(
  'azi_mail_outbox_messages',
  'Mails in the outbox, by status (waiting: to be sent or being sent; failed: given up).',
  ['status'],
);
export const observeOutboxOldest = sourcedGauge(
  'azi_mail_outbox_oldest_waiting_seconds',
  'Age of the oldest mail waiting in the outbox (0: none waits).',
  [],
  'max',
);
export const observeMailSending = sourcedGauge(
  'azi_mail_sending_configured',
  '1 when this copy sends mail (SMTP_URL set); 0: mail waits in the outbox for staff to read.',
  [],
  'max',
);
export const observeSecImport = sourcedGauge(
  'azi_sec_import_last_success_timestamp_seconds',
  'When an EDGAR import last finished without error (Unix time; 0: never). Absent while the import is off.',
  [],
  'max',
);
export const observeBackupSuccess = sourcedGauge(
  'azi_backup_last_success_timestamp_seconds',
  'When a backup last succeeded, scheduled or downloaded, on any copy (Unix time; 0: never).',
  [],
  'max',
);
export const observeBackupFailure = sourcedGauge(
  'azi_backup_last_failure_timestamp_seconds',
  'When a backup last failed, on any copy (Unix time; 0: never).',
  [],
  'max',
);
export const observeStockClose = sourcedGauge(
  'azi_stock_close_last_success_timestamp_seconds',
  "When the day's share-price close was last recorded or found present (Unix time; 0: never). Absent while recording is off.",
  [],
  'max',
);

/** Every counter and gauge back to zero (tests); the sources stay registered. */
export function resetSiteMetrics(): void {
  metricsRegistry.resetMetrics();
}
