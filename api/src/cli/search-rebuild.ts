/**
 * `npm run search:rebuild -w api`: rebuilds the site search index (issue 40) for operators, after
 * a restore of the database or when results look wrong. The content part is rebuilt here and now;
 * the remotes' declared text is marked as unread, so each running site copy reads it again from
 * the live versions within seconds (and a copy that starts reads it at once).
 *
 * It writes to PostgreSQL (DATABASE_URL) or to the PGlite folder of DATA_DIR. PGlite allows one
 * process per folder: while a server holds it, stop the server first (a start rebuilds the
 * content part too).
 */
import { migrate } from '../db/migrate';
import { openCliDatabase } from './openCliDatabase';
import { forgetPageText, rebuildContentIndex } from '../search/searchIndex';

async function main(): Promise<void> {
  const { db, config } = await openCliDatabase(
    "Stop it first: a start of the server rebuilds the index's content part as well.",
  );
  try {
    await migrate(db);
    const started = performance.now();
    const documents = await rebuildContentIndex(db);
    const remotes = await forgetPageText(db);
    const where = db.kind === 'postgres' ? 'PostgreSQL' : config.dataDir;
    process.stdout.write(
      `Search index in ${where}: ${documents} content documents written in ${Math.round(performance.now() - started)} ms; ` +
        `the declared text of ${remotes} remote(s) will be read again by the running site copies.\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
