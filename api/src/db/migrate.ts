/**
 * Applies the numbered migrations in order, each once, in one transaction per migration. An
 * advisory lock makes concurrent start-ups of several API copies wait for each other.
 */
import type { Database, Queryable } from './database';
import * as m001 from './migrations/001_content';
import * as m002 from './migrations/002_leads_captcha_limits';
import * as m003 from './migrations/003_clue_captcha';
import * as m004 from './migrations/004_console_accounts';
import * as m005 from './migrations/005_drafts_documents';
import * as m006 from './migrations/006_throttle_scopes';
import * as m007 from './migrations/007_clue_review';
import * as m008 from './migrations/008_sec_filings';
import * as m009 from './migrations/009_pictures';
import * as m010 from './migrations/010_mail_alerts';
import * as m011 from './migrations/011_stock_prices';
import * as m012 from './migrations/012_request_logs';
import * as m013 from './migrations/013_search';
import * as m014 from './migrations/014_investor_events';
import * as m015 from './migrations/015_search_incremental';
import * as m016 from './migrations/016_faq_transcripts';
import * as m017 from './migrations/017_search_word_pairs';
import * as m018 from './migrations/018_backup_runs';
import * as m019 from './migrations/019_field_data';
import * as m020 from './migrations/020_search_synonyms_queries';
import * as m021 from './migrations/021_jobs';
import * as m022 from './migrations/022_search_visible_until';

/** Append only: never edit or renumber a migration that has shipped. */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  { version: 1, name: 'content', sql: m001.sql },
  { version: 2, name: 'leads_captcha_limits', sql: m002.sql },
  { version: 3, name: 'clue_captcha', sql: m003.sql },
  { version: 4, name: 'console_accounts', sql: m004.sql },
  { version: 5, name: 'drafts_documents', sql: m005.sql },
  { version: 6, name: 'throttle_scopes', sql: m006.sql },
  { version: 7, name: 'clue_review', sql: m007.sql },
  { version: 8, name: 'sec_filings', sql: m008.sql },
  { version: 9, name: 'pictures', sql: m009.sql },
  { version: 10, name: 'mail_alerts', sql: m010.sql },
  { version: 11, name: 'stock_prices', sql: m011.sql },
  { version: 12, name: 'request_logs', sql: m012.sql },
  { version: 13, name: 'search', sql: m013.sql },
  { version: 14, name: 'investor_events', sql: m014.sql },
  { version: 15, name: 'search_incremental', sql: m015.sql },
  { version: 16, name: 'faq_transcripts', sql: m016.sql },
  { version: 17, name: 'search_word_pairs', sql: m017.sql },
  { version: 18, name: 'backup_runs', sql: m018.sql },
  { version: 19, name: 'field_data', sql: m019.sql },
  { version: 20, name: 'search_synonyms_queries', sql: m020.sql },
  { version: 21, name: 'jobs', sql: m021.sql },
  { version: 22, name: 'search_visible_until', sql: m022.sql },
];

/** The schema level this code creates and understands: the last migration's number. */
export const CODE_MIGRATION_LEVEL = MIGRATIONS[MIGRATIONS.length - 1]!.version;

const LOCK_KEY = 7_426_001;

export async function migrate(db: Database): Promise<number[]> {
  const applied: number[] = [];
  for (const migration of MIGRATIONS) {
    await db.transaction(async (tx) => {
      await tx.query('select pg_advisory_xact_lock($1)', [LOCK_KEY]);
      // Created under the lock: two copies racing on "if not exists" can still collide.
      await tx.query(
        'create table if not exists schema_migration (version integer primary key, name text not null, applied_at timestamptz not null default now())',
      );
      const done = await tx.query('select 1 from schema_migration where version = $1', [migration.version]);
      if (done.length > 0) return;
      for (const statement of splitStatements(migration.sql)) await tx.query(statement);
      await tx.query('insert into schema_migration (version, name) values ($1, $2)', [
        migration.version,
        migration.name,
      ]);
      applied.push(migration.version);
    });
  }
  return applied;
}

/**
 * A restore's schema (backup/restoreDatabase.ts): every migration up to `level`, in the caller's
 * transaction, recorded as the archive recorded them (its schema_migration rows replace these).
 */
export async function createSchemaAt(tx: Queryable, level: number): Promise<void> {
  await tx.query(
    'create table schema_migration (version integer primary key, name text not null, applied_at timestamptz not null default now())',
  );
  for (const migration of MIGRATIONS) {
    if (migration.version > level) break;
    for (const statement of splitStatements(migration.sql)) await tx.query(statement);
  }
}

/** Our migrations hold no semicolons inside literals or bodies, so a plain split is exact. */
function splitStatements(sql: string): string[] {
  return sql
    .split(';')
    .map((s) => s.trim())
    .filter((s) => s.length > 0);
}
