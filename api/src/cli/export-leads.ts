/**
 * `npm run leads:export -w api [-- --since 2026-11-01] [--out leads.csv] [--url http://admin.localhost:8080]`:
 * writes the leads as CSV (UTF-8 with a BOM; stdout by default).
 *
 * Where it reads them:
 * - `--url`: from that running server's admin route, at the console's address (CONSOLE_URL; a
 *   `*.localhost` name is reached at 127.0.0.1); ADMIN_TOKEN must be the server's token;
 * - DATABASE_URL: from PostgreSQL directly;
 * - otherwise the PGlite folder of DATA_DIR. PGlite allows one process per folder, so when a
 *   server holds the folder the CLI never opens it (that lost committed leads): it exports
 *   through that server instead, at the address the server wrote into the folder's lock file,
 *   with ADMIN_TOKEN. Without a token it stops and says which process holds the folder.
 */
import { createWriteStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { parseArgs } from 'node:util';
import { resolveConfig } from '../config';
import { DataDirLockedError } from '../db/dataDirLock';
import type { Database } from '../db/database';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { databasePages, serverPages, writeLeadsCsv, type LeadPageReader } from '../leads/exportLeads';

interface Source {
  readPage: LeadPageReader;
  /** Said on stderr, so stdout stays pure CSV. */
  note: string;
  db?: Database;
}

async function openSource(url: string | undefined, since: string | undefined): Promise<Source> {
  const config = resolveConfig({ captchaFixed: '' });
  if (url) {
    if (!config.adminToken)
      throw new Error("--url reads the leads through the server's admin route: set ADMIN_TOKEN to the server's token.");
    return { readPage: serverPages(url, config.adminToken, since), note: `through the server at ${url}` };
  }
  try {
    const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await migrate(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return {
      readPage: databasePages(db, since),
      note: `from ${db.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}`,
      db,
    };
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    const { holder } = error;
    if (!holder.url) {
      throw new Error(
        `${error.message}\nIt has not said where it listens (it may be another CLI, or a server still starting): wait, or pass --url with the server's address.`,
      );
    }
    if (!config.adminToken) {
      throw new Error(
        `${error.message}\nTo export through that server (${holder.url}) without stopping it, set ADMIN_TOKEN to its admin token.`,
      );
    }
    return {
      readPage: serverPages(holder.url, config.adminToken, since, holder.adminHost),
      note: `through the running server ${holder.url} (process ${holder.pid}, which holds ${config.dataDir})`,
    };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { since: { type: 'string' }, out: { type: 'string' }, url: { type: 'string' } },
  });
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new Error('--since takes a date: YYYY-MM-DD');
  const source = await openSource(values.url, values.since);
  const out: Writable = values.out ? createWriteStream(values.out) : process.stdout;
  try {
    const count = await writeLeadsCsv(source.readPage, out);
    process.stderr.write(`${count} leads exported ${source.note}${values.out ? ` to ${values.out}` : ''}\n`);
  } finally {
    if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
    await source.db?.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
