/**
 * `npm run backup -- --site <console URL> --out <file>`: asks the running site for one archive
 * (GET /api-official-web/admin/backup, as admin: ADMIN_TOKEN from the environment or
 * `--token-file`), streams it to `<file>.partial`, checks every entry against its manifest, and
 * only then names it `<file>`. The console's address (CONSOLE_URL) is the one to give: the admin
 * routes exist only there. A `*.localhost` name is reached on this machine (Node does not resolve it).
 */
import fs from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { pipeline } from 'node:stream/promises';
import { verifyArchive } from '@azi/api/backup/archiveReader';
import { megabytes, parseFlags, required, seconds, tokenFromFile } from './cliArgs';

const USAGE =
  'usage: npm run backup -- --site <the console URL, e.g. https://admin.example.com> --out <file.tar.gz> [--token-file <path>]';
const BACKUP_PATH = '/api-official-web/admin/backup';

function get(url: URL, token: string): Promise<http.IncomingMessage> {
  const local = url.hostname.endsWith('.localhost');
  const options: http.RequestOptions = {
    method: 'GET',
    host: local ? '127.0.0.1' : url.hostname,
    port: url.port || (url.protocol === 'https:' ? 443 : 80),
    path: url.pathname,
    headers: { host: url.host, authorization: `Bearer ${token}`, 'accept-encoding': 'identity' },
  };
  return new Promise((resolve, reject) => {
    const request = (url.protocol === 'https:' ? https : http).request(options, resolve);
    request.on('error', reject);
    request.end();
  });
}

async function refusal(response: http.IncomingMessage, site: string): Promise<string> {
  let text = '';
  for await (const chunk of response) text += String(chunk);
  let message = text.slice(0, 300);
  try {
    message = (JSON.parse(text) as { message?: string }).message ?? message;
  } catch {
    // Not the API's JSON: shown as it came.
  }
  if (response.statusCode === 404)
    return `${site} has no backup route (404): give the console's address (CONSOLE_URL), where the admin routes are`;
  if (response.statusCode === 401)
    return `the site refused the token (401 ${message}): ADMIN_TOKEN or --token-file must hold the site's ADMIN_TOKEN`;
  return `the site answered ${response.statusCode}: ${message}`;
}

async function main(): Promise<void> {
  const flags = parseFlags(process.argv.slice(2), [], USAGE);
  const site = required(flags, 'site', USAGE).replace(/\/+$/, '');
  const out = required(flags, 'out', USAGE);
  const tokenFile = flags.get('token-file');
  const token = tokenFile ? tokenFromFile(tokenFile) : process.env.ADMIN_TOKEN?.trim();
  if (!token) throw new Error(`no admin token: set ADMIN_TOKEN or pass --token-file\n${USAGE}`);
  const url = new URL(BACKUP_PATH, `${site}/`);
  const began = Date.now();
  const response = await get(url, token);
  if (response.statusCode !== 200) throw new Error(await refusal(response, site));
  const partial = `${out}.partial`;
  try {
    try {
      await pipeline(response, fs.createWriteStream(partial));
    } catch (error) {
      throw new Error(
        `the site stopped sending the archive (${(error as Error).message}): the console's Backups screen and the site's log say why`,
      );
    }
    const downloaded = Date.now();
    // Integrity only: whether this code could restore it is the restore's question.
    const manifest = await verifyArchive(partial, Number.MAX_SAFE_INTEGER);
    fs.renameSync(partial, out);
    const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
    const files = Object.keys(manifest.entries).filter((name) => name.startsWith('site/')).length;
    console.log(
      `${out}: ${megabytes(fs.statSync(out).size)}, schema level ${manifest.migrationLevel}, ${rows} rows in ${manifest.tables.length} tables, ${files} release files; ` +
        `downloaded in ${seconds(downloaded - began)}, checked in ${seconds(Date.now() - downloaded)}`,
    );
  } catch (error) {
    fs.rmSync(partial, { force: true });
    throw error;
  }
}

main().catch((error: Error) => {
  console.error(`backup failed: ${error.message}`);
  process.exit(1);
});
