/**
 * The backup archive (issue 51, docs/decisions/019-backups.md): a gzipped tar whose first entry is
 * `header.json` (what it is and the schema level it was taken at, so a restore can refuse early),
 * then the database as JSON lines in chunks (`db/<table>/<n>.jsonl`, one row per line as PostgreSQL's
 * row_to_json writes it), then the site folder's files (`site/<path>`), and last `manifest.json`:
 * every other entry's size and sha256, each table's columns and row count, and the sequences.
 * Plain JSON and tar, so an operator can open one with `tar -xzf` and read it.
 */

export const ARCHIVE_FORMAT = 'azi-site-backup';
export const ARCHIVE_FORMAT_VERSION = 1;
export const HEADER_ENTRY = 'header.json';
export const MANIFEST_ENTRY = 'manifest.json';
export const DB_PREFIX = 'db/';
export const SITE_PREFIX = 'site/';

/**
 * The site folder's release files, the only ones an archive may hold or a restore write: every kept
 * version of each section, the registry and the release history. The shell's and the console's
 * builds are the code's, made again by `npm start`.
 */
export const SITE_ROOTS: readonly string[] = ['remotes', 'remotes.json', 'releases.json'];

/**
 * Not carried: console sessions (a restored site signs everyone out, and an archive holds no live
 * session token) and job leases (the copy that held one is not the restored site, whose scheduled
 * jobs would wait up to an hour). Everything else is, captcha and rate-limit rows included (they
 * expire by themselves).
 */
export const TABLES_LEFT_OUT: readonly string[] = ['console_session', 'job_lease'];

export interface ArchiveHeader {
  format: typeof ARCHIVE_FORMAT;
  formatVersion: number;
  createdAt: string;
  /** The last migration applied to the database the archive was taken from. */
  migrationLevel: number;
  database: 'pglite' | 'postgres';
}

export interface TableDump {
  name: string;
  /** The stored columns (generated ones are computed again on restore), in table order. */
  columns: string[];
  rows: number;
  /** Its chunk entries, in order. */
  chunks: string[];
}

export interface SequenceValue {
  table: string;
  column: string;
  lastValue: string;
  isCalled: boolean;
}

export interface EntrySum {
  bytes: number;
  sha256: string;
}

export interface ArchiveManifest extends ArchiveHeader {
  tables: TableDump[];
  sequences: SequenceValue[];
  /** Every entry but this manifest, by name. */
  entries: Record<string, EntrySum>;
}

/** A file of the site folder to carry: read from disk, or already in memory (read under the release lock). */
export type BackupFile = { name: string; path: string; size: number } | { name: string; data: Buffer };

/** The site server's side of a backup: which files of its folder belong in it (server/src/backup). */
export interface BackupFileSource {
  list(): Promise<BackupFile[]>;
}

/** SQL identifiers taken from an archive are checked against this before they are quoted. */
export const PLAIN_IDENTIFIER = /^[a-z_][a-z0-9_]{0,62}$/;

/** An entry name that stays inside the folder it is written to. */
export function safeEntryName(name: string): boolean {
  if (name.length === 0 || name.length > 400 || name.startsWith('/') || name.includes('\\') || name.includes('\0'))
    return false;
  return name.split('/').every((part) => part !== '' && part !== '.' && part !== '..');
}

export class ArchiveRefused extends Error {}
