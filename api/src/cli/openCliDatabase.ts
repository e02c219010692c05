import { resolveConfig, type ApiConfig } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import type { Database } from '../db/database';
import { openDatabase } from '../db/openDatabase';

/**
 * The database of a command-line tool: PostgreSQL (DATABASE_URL) or the PGlite folder of DATA_DIR.
 * A PGlite folder a server holds is refused with the lock's message and `whileLocked`, what to do instead.
 */
export async function openCliDatabase(whileLocked: string): Promise<{ db: Database; config: ApiConfig }> {
  const config = resolveConfig({ captchaFixed: '', adminEmail: '', adminPassword: '' });
  try {
    return { db: await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }), config };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new Error(`${error.message}\n${whileLocked}`);
  }
}
