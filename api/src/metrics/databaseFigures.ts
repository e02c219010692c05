/**
 * The metrics read from the database: the mail outbox's waiting and failed mails, when the EDGAR
 * import and the share-price close last succeeded, and when a backup last succeeded and failed. They come from the tables every copy
 * shares, so any copy reports them, whichever copy did the work. One read serves every scrape
 * for a few seconds: a storm of scrapes (or several Prometheus servers) costs the database one
 * small read per CACHE_MS, counted on indexed columns.
 */
import type { Queryable } from '../db/database';
import {
  observeBackupFailure,
  observeBackupSuccess,
  observeMailSending,
  observeOutbox,
  observeOutboxOldest,
  observeSecImport,
  observeStockClose,
} from './siteMetrics';

const CACHE_MS = 5000;

export interface DatabaseFiguresOptions {
  /** The EDGAR import is on (SEC_CIK): without it, its figure is absent rather than "never". */
  secImport: boolean;
  /** This copy records the day's close (a quote gateway is configured). */
  stockClose: boolean;
  /** This copy sends mail (SMTP_URL); without it mail waits in the outbox by design. */
  mailSending: boolean;
  /** Tests: the clock of the cache. */
  now?: () => number;
}

interface Figures {
  waiting: number;
  failed: number;
  oldest: number | null;
  sec: number | null;
  stock: number | null;
  backupOk: number | null;
  backupFailed: number | null;
}

/** Registers the database's figures with the metrics; returns how to stop (before the database closes). */
export function observeDatabaseFigures(db: Queryable, options: DatabaseFiguresOptions): () => void {
  const now = options.now ?? Date.now;
  let cached: { at: number; figures: Promise<Figures | undefined> } | undefined;
  const read = (): Promise<Figures | undefined> => {
    if (cached && now() - cached.at < CACHE_MS) return cached.figures;
    const figures = db
      .query<Figures>(
        `select count(*) filter (where status in ('pending', 'sending'))::int as waiting,
           count(*) filter (where status = 'failed')::int as failed,
           extract(epoch from now() - min(created_at) filter (where status in ('pending', 'sending')))::float8 as oldest,
           (select extract(epoch from max(finished_at))::float8 from sec_import_run where error is null and finished_at is not null) as sec,
           (select extract(epoch from max(at))::float8 from stock_close_run where outcome in ('recorded', 'present')) as stock,
           (select extract(epoch from max(finished_at))::float8 from backup_run where ok) as "backupOk",
           (select extract(epoch from max(finished_at))::float8 from backup_run where ok = false) as "backupFailed"
         from mail_outbox where status in ('pending', 'sending', 'failed')`,
      )
      .then(([row]) => row)
      // A failed read (the database down or closing) leaves these figures out of the scrape; the
      // failure itself is counted in azi_db_query_errors_total.
      .catch(() => undefined);
    cached = { at: now(), figures };
    return figures;
  };
  const stops = [
    observeOutbox(async () => {
      const figures = await read();
      return figures
        ? [
            { labels: { status: 'waiting' }, value: figures.waiting },
            { labels: { status: 'failed' }, value: figures.failed },
          ]
        : [];
    }),
    observeOutboxOldest(async () => {
      const figures = await read();
      return figures ? [{ labels: {}, value: Math.max(0, figures.oldest ?? 0) }] : [];
    }),
    observeMailSending(() => [{ labels: {}, value: options.mailSending ? 1 : 0 }]),
    observeBackupSuccess(async () => {
      const figures = await read();
      return figures ? [{ labels: {}, value: figures.backupOk ?? 0 }] : [];
    }),
    observeBackupFailure(async () => {
      const figures = await read();
      return figures ? [{ labels: {}, value: figures.backupFailed ?? 0 }] : [];
    }),
  ];
  if (options.secImport) {
    stops.push(
      observeSecImport(async () => {
        const figures = await read();
        return figures ? [{ labels: {}, value: figures.sec ?? 0 }] : [];
      }),
    );
  }
  if (options.stockClose) {
    stops.push(
      observeStockClose(async () => {
        const figures = await read();
        return figures ? [{ labels: {}, value: figures.stock ?? 0 }] : [];
      }),
    );
  }
  return () => {
    for (const stop of stops) stop();
  };
}
