/**
 * The SEC import (issue 23): the filer's submissions feed into america_notice, upserted by
 * accession number, never deleting. One site copy imports at a time: it holds the `sec-import`
 * lease in job_lease (taken with the database's clock, renewed in every page's transaction, given
 * up at the end; a copy killed mid-import lets it lapse). Each page of the feed is written in one
 * transaction together with its ETag / Last-Modified, so a copy killed mid-import leaves every
 * page either wholly stored (and not fetched again until it changes) or not at all (fetched again
 * next time). Decision record: docs/decisions/010-sec-filings-import.md.
 */
import { jobLeaseHeld, type JobLease, LEASE_BUSY, LeaseLost, leasedJob, renewJobLease } from '../jobs/jobLease';
import type { FastifyBaseLogger } from 'fastify';
import type { SecImportResult, SecRun, SecStatus } from '@azi/shared/api/schemas/console';
import type { Database, Queryable } from '../db/database';
import { EdgarClient, type Validators } from './edgarClient';
import type { SecConfig } from './secConfig';
import { filingWords } from './secForms';
import {
  filingLinks,
  parseJson,
  readFilingArrays,
  readMainDocument,
  submissionsPath,
  type Filing,
} from './submissions';

export const SEC_LEASE: JobLease = { name: 'sec-import', ms: 5 * 60_000 };
/** A filing newly imported and filed this many days ago at most is announced to subscribers. */
export const ALERT_RECENT_DAYS = 7;

/** The route's answer and the status's shape are shared with the console. */
export type ImportResult = SecImportResult;
export type { SecRun, SecStatus };

interface Row {
  accession: string;
  form: string;
  filing_date: string;
  report_date: string | null;
  accepted_at: string | null;
  primary_document: string;
  description: string;
  link_url: string;
  index_url: string;
  title_zh: string;
  title_hk: string;
  title_en: string;
  summary_zh: string;
  summary_hk: string;
  summary_en: string;
}

const UPSERT = `
insert into america_notice as a (title_zh, title_hk, title_en, title_auto_zh, title_auto_hk, title_auto_en, summary_zh, summary_hk, summary_en,
  published_on, date_precision, form_type, link_url, accession_number, filing_date, report_date, accepted_at,
  primary_document, primary_doc_description, index_url, imported_at, status, publish_at)
select r.title_zh, r.title_hk, r.title_en, r.title_zh, r.title_hk, r.title_en, r.summary_zh, r.summary_hk, r.summary_en,
  r.filing_date, 'day', r.form, r.link_url, r.accession, r.filing_date, r.report_date, r.accepted_at,
  r.primary_document, r.description, r.index_url, now(), 'published', now()
from jsonb_to_recordset($1::jsonb) as r(accession text, form text, filing_date date, report_date date, accepted_at timestamptz,
  primary_document text, description text, link_url text, index_url text,
  title_zh text, title_hk text, title_en text, summary_zh text, summary_hk text, summary_en text)
on conflict (accession_number) do update set
  title_zh = case when a.title_auto_zh is not null and a.title_zh = a.title_auto_zh then excluded.title_zh else a.title_zh end,
  title_hk = case when a.title_auto_hk is not null and a.title_hk = a.title_auto_hk then excluded.title_hk else a.title_hk end,
  title_en = case when a.title_auto_en is not null and a.title_en = a.title_auto_en then excluded.title_en else a.title_en end,
  title_auto_zh = excluded.title_auto_zh, title_auto_hk = excluded.title_auto_hk, title_auto_en = excluded.title_auto_en,
  published_on = excluded.published_on, date_precision = 'day', form_type = excluded.form_type, link_url = excluded.link_url,
  filing_date = excluded.filing_date, report_date = excluded.report_date, accepted_at = excluded.accepted_at,
  primary_document = excluded.primary_document, primary_doc_description = excluded.primary_doc_description,
  index_url = excluded.index_url, imported_at = now(), updated_at = now()
where (a.published_on, a.date_precision, a.form_type, a.link_url, a.filing_date, a.report_date, a.accepted_at, a.primary_document,
    a.primary_doc_description, a.index_url, a.title_auto_zh, a.title_auto_hk, a.title_auto_en)
  is distinct from (excluded.published_on, 'day', excluded.form_type, excluded.link_url, excluded.filing_date, excluded.report_date,
    excluded.accepted_at, excluded.primary_document, excluded.primary_doc_description, excluded.index_url,
    excluded.title_auto_zh, excluded.title_auto_hk, excluded.title_auto_en)
returning (xmax = 0) as inserted, id, (a.filing_date >= current_date - $2::int) as recent`;

/**
 * Hand-made rows that link a filing's folder on sec.gov (the seed's 20-F and 6-K) take its
 * accession number, so the import completes them instead of listing the filing twice. Their
 * titles stay: they are not the importer's (title_auto_* is null).
 */
const ADOPT = `
update america_notice a set accession_number = v.acc
from jsonb_array_elements_text($1::jsonb) as v(acc)
where a.accession_number is null
  and a.link_url like '%/Archives/edgar/data/%/' || replace(v.acc, '-', '') || '/%'
  and not exists (select 1 from america_notice b where b.accession_number = v.acc)`;

export class SecImporter {
  readonly client: EdgarClient;
  private readonly mainUrl: string;
  private readonly startedAt = Date.now();

  constructor(
    private readonly db: Database,
    readonly config: SecConfig,
    private readonly log: FastifyBaseLogger,
    client?: EdgarClient,
    /**
     * Queues the alerts of the filings a page added, in that page's transaction (issue 24);
     * `recent`: filed within ALERT_RECENT_DAYS, so worth a mail.
     */
    private readonly announce?: (tx: Queryable, filings: { id: number; recent: boolean }[]) => Promise<number>,
  ) {
    this.client =
      client ??
      new EdgarClient({
        userAgent: config.userAgent,
        timeoutMs: config.requestTimeoutMs,
        backoffMs: config.backoffMs,
        maxBytes: config.maxResponseBytes,
        baseUrl: config.baseUrl,
      });
    this.mainUrl = `${config.baseUrl}${submissionsPath(config.cik)}`;
  }

  /**
   * One import. Waits up to `waitMs` for another copy's run to end; undefined when the lease
   * stayed taken. Never throws for the feed's faults: they are the result's `error`.
   */
  async run(
    trigger: 'schedule' | 'manual',
    waitMs = 0,
    sleep?: (ms: number) => Promise<void>,
  ): Promise<ImportResult | undefined> {
    const result = await leasedJob(this.db, SEC_LEASE, (holder) => this.importUnderLease(trigger, holder), {
      waitMs,
      sleep,
    });
    return result === LEASE_BUSY ? undefined : result;
  }

  private async importUnderLease(trigger: 'schedule' | 'manual', holder: string): Promise<ImportResult> {
    const [run] = await this.db.query<{ id: number }>(
      `insert into sec_import_run (trigger, holder, started_at) values ($1, $2, now()) returning id`,
      [trigger, holder],
    );
    const counts = { added: 0, updated: 0 };
    const errors: string[] = [];
    try {
      await this.importPages(holder, counts, errors);
    } catch (error) {
      errors.push((error as Error).message);
    }
    const [{ total } = { total: 0 }] = await this.db.query<{ total: number }>(
      'select count(*)::int as total from america_notice where accession_number is not null and imported_at is not null',
    );
    const error = errors.length > 0 ? errors.join('; ').slice(0, 2000) : undefined;
    await this.db.query(
      `update sec_import_run set finished_at = now(), added = $2, updated = $3, total = $4, error = $5 where id = $1`,
      [run!.id, counts.added, counts.updated, total, error ?? null],
    );
    const result = { ...counts, total, ...(error ? { error } : {}) };
    this.log[error ? 'warn' : 'info']({ trigger, ...result }, 'SEC import finished');
    return result;
  }

  private async validators(url: string): Promise<Validators> {
    const [row] = await this.db.query<{ etag: string | null; last_modified: string | null }>(
      'select etag, last_modified from sec_feed_page where url = $1',
      [url],
    );
    return { etag: row?.etag ?? null, lastModified: row?.last_modified ?? null };
  }

  private async importPages(
    holder: string,
    counts: { added: number; updated: number },
    errors: string[],
  ): Promise<void> {
    const main = await this.client.fetchJson(this.mainUrl, await this.validators(this.mainUrl));
    if (main.status === 'ok') {
      const doc = readMainDocument(parseJson(main.text, this.mainUrl), this.config.cik, this.mainUrl);
      const olderUrls = doc.older.map((page) => `${this.config.baseUrl}/submissions/${page.name}`);
      await this.storePage(holder, this.mainUrl, doc.recent, main, counts, olderUrls);
    }
    // The older pages the feed has listed (remembered, so a 304 of the main document still
    // retries one that failed before); each only when it changed.
    const older = await this.db.query<{ url: string }>(
      `select url from sec_feed_page where url like $1 and url <> $2 order by url`,
      [`${this.config.baseUrl}/submissions/CIK${this.config.cik.padStart(10, '0')}-submissions-%`, this.mainUrl],
    );
    for (const { url } of older) {
      try {
        const page = await this.client.fetchJson(url, await this.validators(url));
        if (page.status === 'ok')
          await this.storePage(holder, url, readFilingArrays(parseJson(page.text, url), url), page, counts);
      } catch (error) {
        if (error instanceof LeaseLost) throw error;
        errors.push((error as Error).message);
      }
    }
  }

  /** One page in one transaction: its filings, its validators, and (main document) the older pages' names. */
  private async storePage(
    holder: string,
    url: string,
    filings: Filing[],
    validators: { etag: string | null; lastModified: string | null },
    counts: { added: number; updated: number },
    olderUrls: string[] = [],
  ): Promise<void> {
    const byAccession = new Map(filings.map((f) => [f.accessionNumber, f]));
    const rows: Row[] = [...byAccession.values()].map((f) => {
      const words = filingWords(f.form, f.primaryDocDescription, f.filingDate, f.reportDate);
      const links = filingLinks(this.config.cik, f);
      return {
        accession: f.accessionNumber,
        form: f.form,
        filing_date: f.filingDate,
        report_date: f.reportDate,
        accepted_at: f.acceptedAt,
        primary_document: f.primaryDocument,
        description: f.primaryDocDescription,
        link_url: links.documentUrl,
        index_url: links.indexUrl,
        title_zh: words.title.zh,
        title_hk: words.title.hk,
        title_en: words.title.en,
        summary_zh: words.summary.zh,
        summary_hk: words.summary.hk,
        summary_en: words.summary.en,
      };
    });
    const changed = await this.db.transaction(async (tx) => {
      await renewJobLease(tx, SEC_LEASE, holder);
      await tx.query(ADOPT, [JSON.stringify(rows.map((r) => r.accession))]);
      const result =
        rows.length > 0
          ? await tx.query<{ inserted: boolean; id: number; recent: boolean }>(UPSERT, [
              JSON.stringify(rows),
              ALERT_RECENT_DAYS,
            ])
          : [];
      if (this.announce)
        await this.announce(
          tx,
          result.filter((r) => r.inserted).map((r) => ({ id: r.id, recent: r.recent })),
        );
      await tx.query(
        `insert into sec_feed_page (url, etag, last_modified, fetched_at) values ($1, $2, $3, now())
         on conflict (url) do update set etag = excluded.etag, last_modified = excluded.last_modified, fetched_at = now()`,
        [url, validators.etag, validators.lastModified],
      );
      for (const older of olderUrls)
        await tx.query('insert into sec_feed_page (url) values ($1) on conflict (url) do nothing', [older]);
      return result;
    });
    for (const row of changed) {
      if (row.inserted) counts.added += 1;
      else counts.updated += 1;
    }
  }

  async status(): Promise<SecStatus> {
    const [last] = await this.db.query<SecRun & { startedMs: number }>(
      `select trigger, to_char(started_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "startedAt",
        to_char(finished_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "finishedAt", added, updated, total, error
       from sec_import_run order by started_at desc, id desc limit 1`,
    );
    const next =
      this.config.everyMs > 0
        ? new Date((last ? Date.parse(last.startedAt) : this.startedAt) + this.config.everyMs)
        : null;
    return {
      enabled: true,
      cik: this.config.cik,
      everyMs: this.config.everyMs,
      running: await jobLeaseHeld(this.db, SEC_LEASE),
      lastRun: last
        ? {
            trigger: last.trigger,
            startedAt: last.startedAt,
            finishedAt: last.finishedAt,
            added: last.added,
            updated: last.updated,
            total: last.total,
            error: last.error,
          }
        : null,
      nextRunAt: next ? next.toISOString() : null,
    };
  }

  /** Whether the schedule is due: no run has started within `everyMs` on any copy. */
  async due(): Promise<boolean> {
    if (this.config.everyMs <= 0) return false;
    const [row] = await this.db.query<{ due: boolean }>(
      `select coalesce(max(started_at) <= now() - $1 * interval '1 millisecond', true) as due from sec_import_run`,
      [this.config.everyMs],
    );
    return Boolean(row?.due);
  }
}
