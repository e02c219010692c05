import type { Database, DatabaseOptions, Queryable, SqlValue } from './database';
import { databaseQueryErrors } from '../metrics/siteMetrics';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return countQueryErrors(
    await (options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.image)),
  );
}

/** The SQLSTATE class of a failed query ('23' for a unique violation), or 'none' (a closed connection, a dead engine). */
export function sqlstateClass(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code.slice(0, 2) : 'none';
}

/**
 * Every failed query is counted (azi_db_query_errors_total), inside transactions too, at the one
 * place both engines pass through. The database object itself is kept (only its two entry points
 * are wrapped), so whatever else it carries stays as it is.
 */
function countQueryErrors(db: Database): Database {
  const counted =
    (queryable: Queryable): Queryable['query'] =>
    <R extends object>(sql: string, params?: readonly SqlValue[]) =>
      queryable.query<R>(sql, params).catch((error: unknown) => {
        databaseQueryErrors.inc({ sqlstate_class: sqlstateClass(error) });
        throw error;
      });
  const transaction = db.transaction.bind(db);
  db.query = counted({ query: db.query.bind(db) });
  db.transaction = (fn) => transaction((tx) => fn({ query: counted(tx) }));
  return db;
}
