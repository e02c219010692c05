/**
 * The one database interface the rest of the API sees. Two implementations: PGlite (embedded
 * PostgreSQL, the default) and a PostgreSQL server (DATABASE_URL). Only parameterised SQL.
 */
import type { DataDirLock } from './dataDirLock';

export type SqlValue = string | number | boolean | null | Date;

export interface Queryable {
  query<R extends object = Record<string, unknown>>(sql: string, params?: readonly SqlValue[]): Promise<R[]>;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs a script of several statements without parameters (migrations only). */
  exec(sql: string): Promise<void>;
  /** Runs fn inside BEGIN/COMMIT; rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PGlite on a folder only: this process's lock on it (released by close). */
  readonly lock?: DataDirLock;
}

export interface DatabaseOptions {
  /** postgres://... selects a PostgreSQL server. */
  databaseUrl?: string;
  /** Folder of the embedded database, or 'memory://' for a throw-away one. */
  dataDir: string;
  /**
   * A throw-away PGlite starts as a copy of this data folder (closed, made by the same engine)
   * instead of empty: tests start many databases that are all migrated and seeded alike.
   */
  image?: string;
}
