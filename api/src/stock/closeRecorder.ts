/**
 * The scheduled job of issue 39: once per trading day, after the US close, it records the day's
 * figures from the quote gateway. Every copy looks each minute; the one that takes the
 * `stock-close` lease in job_lease (as the SEC import does, decision 010) asks the gateway and
 * writes the day. A day is recorded only when the gateway gave a price and, where it dated its
 * quote, dated it that day: otherwise the attempt is kept with its reason, tried again a few
 * minutes later until the evening ends, and the day stays missing (the console lists it). An
 * imported day is never overwritten by the job.
 */
import { type JobLease, LEASE_BUSY, leasedJob } from '../jobs/jobLease';
import type { FastifyBaseLogger } from 'fastify';
import type { StockQuote } from '@azi/shared/api/schemas/forms';
import type { Database } from '../db/database';
import { CLOSE_MINUTES, isTradingDay, newYorkTime } from './tradingCalendar';
import { type PeriodicJob, startPeriodicJob } from '@azi/shared/jobs/periodicJob';

export const CLOSE_LEASE: JobLease = { name: 'stock-close', ms: 2 * 60_000 };
/** The gateway's quote settles a little after the bell. */
export const RECORD_FROM_MINUTES = CLOSE_MINUTES + 20;
/** After a failed attempt, the next one waits this long. */
const RETRY_MS = 10 * 60_000;

export interface CloseRecorderOptions {
  /** A fresh quote from the gateway. */
  quote: () => Promise<StockQuote>;
  clock: () => Date;
  /** How often a copy looks (ms). */
  tickMs: number;
}

export type RecordOutcome = 'recorded' | 'present' | 'failed' | 'notDue' | 'busy';

/** The date a gateway's `updatedAt` names, when it names one we can read. */
export function quoteDate(updatedAt: string | null): string | undefined {
  if (!updatedAt) return undefined;
  const iso = /(\d{4})-(\d{2})-(\d{2})/.exec(updatedAt);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const epoch = /^\d{10}(\d{3})?$/.test(updatedAt)
    ? Number(updatedAt) * (updatedAt.length === 10 ? 1000 : 1)
    : undefined;
  return epoch === undefined ? undefined : newYorkTime(new Date(epoch)).date;
}

export class CloseRecorder {
  constructor(
    private readonly db: Database,
    private readonly options: CloseRecorderOptions,
    private readonly log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
  ) {}

  /** The trading day whose close is due now, if any (after RECORD_FROM_MINUTES, New York time). */
  dueDay(): string | undefined {
    const { date, minutes } = newYorkTime(this.options.clock());
    return isTradingDay(date) && minutes >= RECORD_FROM_MINUTES ? date : undefined;
  }

  private async needs(day: string): Promise<boolean> {
    const [row] = await this.db.query<{ stored: boolean; recent_failure: boolean }>(
      `select exists (select 1 from stock_price where trade_date = $1::date) as stored,
              exists (select 1 from stock_close_run where trade_date = $1::date and outcome = 'failed' and at > $2::timestamptz) as recent_failure`,
      [day, new Date(this.options.clock().getTime() - RETRY_MS)],
    );
    return !row?.stored && !row?.recent_failure;
  }

  /** One look: records the due day when this copy takes the lease and the day is still missing. */
  async tick(): Promise<RecordOutcome> {
    const day = this.dueDay();
    if (!day || !(await this.needs(day))) return 'notDue';
    const outcome = await leasedJob(this.db, CLOSE_LEASE, async (holder) =>
      // Another copy may have recorded the day between our look and our lease.
      (await this.needs(day)) ? this.record(day, holder) : ('notDue' as const),
    );
    return outcome === LEASE_BUSY ? 'busy' : outcome;
  }

  private async record(day: string, holder: string): Promise<RecordOutcome> {
    const answer = await this.options.quote();
    const quote = answer.available ? answer.quote : null;
    const dated = quote ? quoteDate(quote.updatedAt) : undefined;
    let failure: string | undefined;
    if (!quote || quote.price === null || quote.price <= 0) failure = 'the quote gateway gave no price';
    else if (dated !== undefined && dated !== day)
      failure = `the quote gateway's figures are dated ${dated}, not ${day}`;
    if (failure || !quote || quote.price === null) {
      await this.db.query(
        `insert into stock_close_run (trade_date, holder, outcome, detail) values ($1::date, $2, 'failed', $3)`,
        [day, holder, failure ?? ''],
      );
      this.log.warn({ day, reason: failure }, "the day's close was not recorded");
      return 'failed';
    }
    const positive = (v: number | null) => (v !== null && v > 0 ? v : null);
    const volume =
      quote.volume !== null && Number.isSafeInteger(quote.volume) && quote.volume >= 0 ? quote.volume : null;
    const inserted = await this.db.transaction(async (tx) => {
      const rows = await tx.query(
        `insert into stock_price (trade_date, open, high, low, close, volume, source) values ($1::date, $2, $3, $4, $5, $6, 'schedule')
         on conflict (trade_date) do nothing returning 1`,
        [day, positive(quote.open), positive(quote.high), positive(quote.low), quote.price, volume],
      );
      await tx.query(
        `insert into stock_close_run (trade_date, holder, outcome, detail) values ($1::date, $2, $3, '')`,
        [day, holder, rows.length > 0 ? 'recorded' : 'present'],
      );
      return rows.length > 0;
    });
    this.log.info(
      { day, close: quote.price },
      inserted ? "the day's close was recorded" : "the day's close was already stored",
    );
    return inserted ? 'recorded' : 'present';
  }

  /** The last attempts, newest first, for the console. */
  async recentRuns(
    limit = 10,
  ): Promise<{ date: string; at: string; outcome: 'recorded' | 'present' | 'failed'; detail: string }[]> {
    const rows = await this.db.query<{
      date: string;
      at: Date | string;
      outcome: 'recorded' | 'present' | 'failed';
      detail: string;
    }>(
      `select to_char(trade_date, 'YYYY-MM-DD') as date, at, outcome, detail from stock_close_run order by at desc, id desc limit $1`,
      [limit],
    );
    return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
  }

  /** Looks every tickMs; `changed` after a day was recorded (caches, the site's page cache). */
  start(changed: () => Promise<void>): PeriodicJob {
    return startPeriodicJob(
      async (state) => {
        if ((await this.tick()) === 'recorded' && !state.stopped) await changed();
      },
      {
        everyMs: this.options.tickMs,
        onError: (error) => this.log.warn({ err: error }, "recording the day's close failed"),
      },
    );
  }
}
