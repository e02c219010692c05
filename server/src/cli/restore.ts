/**
 * `npm run restore -- --in <file> [--data <dir>] [--site-dir <dir>] [--force]`: an archive of
 * `npm run backup` into a stopped site's data (api/src/backup/restoreSite.ts): PostgreSQL when
 * DATABASE_URL is set, else the PGlite folder of --data (default DATA_DIR, as `npm start` uses);
 * the release files into the site folder (--site-dir, default SITE_DIR or site/). The archive is
 * checked whole before anything changes; the data that was there is kept aside, and its path
 * printed. Then `npm start` serves what was backed up.
 */
import fs from 'node:fs';
import path from 'node:path';
import { restoreArchive } from '@azi/api/backup/restoreSite';
import { resolveConfig } from '@azi/api/config';
import { megabytes, parseFlags, required, seconds } from './cliArgs';
import { siteFolder } from '../siteFolder';

const USAGE =
  'usage: npm run restore -- --in <file.tar.gz> [--data <PGlite folder>] [--site-dir <site folder>] [--force]  (DATABASE_URL set: into that PostgreSQL database)';
const repo = path.resolve(__dirname, '../../..');

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), ['force'], USAGE);
  const file = path.resolve(required(flags, 'in', USAGE));
  // The same database the site would open, with no start-up account or captcha settings needed.
  const config = resolveConfig({
    captchaFixed: '',
    adminEmail: '',
    adminPassword: '',
    ...(flags.has('data') ? { dataDir: path.resolve(flags.get('data')!) } : {}),
  });
  const siteDir = flags.has('site-dir') ? path.resolve(flags.get('site-dir')!) : siteFolder(repo);
  const size = fs.existsSync(file) ? megabytes(fs.statSync(file).size) : 'missing';
  console.log(
    `Restoring ${file} (${size}) into ${config.databaseUrl ? 'the PostgreSQL database of DATABASE_URL' : config.dataDir} and ${siteDir}…`,
  );
  const summary = await restoreArchive(file, {
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    siteDir,
    force: flags.has('force'),
  });
  const { manifest } = summary;
  console.log(
    `Restored the backup of ${manifest.createdAt} (schema level ${manifest.migrationLevel}, ${manifest.database}): ${summary.rows} rows in ${manifest.tables.length} tables, ` +
      `${summary.files} release files; checked in ${seconds(summary.verifyMs)}, restored in ${seconds(summary.restoreMs)}.`,
  );
  for (const aside of summary.keptAside)
    console.log(`What was there before is kept in ${aside}: delete it once the restored site is checked.`);
  console.log('Console sessions are not in a backup: staff sign in again. `npm start` serves the restored site.');
}

main().catch((error: Error) => {
  console.error(`restore failed: ${error.message}`);
  process.exit(1);
});
