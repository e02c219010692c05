/**
 * `npm run leads:export -w api [-- --since 2026-11-01] [--out leads.csv]`: writes the leads as
 * CSV (stdout by default). Reads the database named by DATABASE_URL, or the PGlite folder of
 * DATA_DIR. PGlite allows one process per folder: with the embedded database, stop the server
 * first, or read GET /api-official-web/admin/clues?format=csv from the running one.
 */
import { createWriteStream } from 'node:fs';
import { parseArgs } from 'node:util';
import { resolveConfig } from '../config';
import { migrate } from '../db/migrate';
import { openDatabase } from '../db/openDatabase';
import { cluesCsvHeader, cluesCsvRows } from '../leads/cluesCsv';
import { listClues } from '../leads/clueRepository';

const BATCH = 1000;

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { since: { type: 'string' }, out: { type: 'string' } } });
  if (values.since && !/^\d{4}-\d{2}-\d{2}$/.test(values.since)) throw new Error('--since takes a date: YYYY-MM-DD');
  const config = resolveConfig({ captchaFixed: '' });
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const out = values.out ? createWriteStream(values.out) : process.stdout;
  try {
    await migrate(db);
    out.write(cluesCsvHeader());
    let count = 0;
    for (let offset = 0; ; offset += BATCH) {
      const { list } = await listClues(db, { limit: BATCH, offset, since: values.since });
      out.write(cluesCsvRows(list));
      count += list.length;
      if (list.length < BATCH) break;
    }
    process.stderr.write(`${count} leads exported${values.out ? ` to ${values.out}` : ''}\n`);
  } finally {
    if (out !== process.stdout) await new Promise<void>((resolve) => out.end(() => resolve()));
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
