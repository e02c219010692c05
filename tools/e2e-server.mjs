// @ts-check
/**
 * The site as the browser tests see it: the built site/ folder, a fresh embedded database in a
 * temporary folder, a fixed captcha answer (test-only), an admin token to read leads back, and the
 * content console's first admin (ADMIN_EMAIL + ADMIN_PASSWORD; e2e/tests/console.spec.ts signs in with them),
 * the console on its own origin, http://admin.localhost:<PORT> (CONSOLE_URL), and the SEC import
 * pointed at a local stand-in for EDGAR serving the recorded fixtures (on demand only:
 * SEC_IMPORT_EVERY=0, so no scheduled run changes the filings under the other tests), and mail
 * sent to a local SMTP catcher whose catch e2e/tests/alerts.spec.ts reads over HTTP at
 * E2E_MAIL_PORT (default: the site's port + 1).
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startEdgarFixtureServer } from './edgar-fixture-server.mjs';
import { startSmtpCatcher } from './smtp-catcher.mjs';
import { REPO } from './registry.mjs';

const edgar = await startEdgarFixtureServer();
const sitePort = Number(process.env.PORT ?? '4173');
const mailCatcher = await startSmtpCatcher({ httpPort: Number(process.env.E2E_MAIL_PORT ?? sitePort + 1) });

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-e2e-db-'));
const tsx = path.join(REPO, 'node_modules/tsx/dist/cli.mjs');
// The database folder starts as a copy of the engine's fresh cluster, made once per machine (the
// unit tests make it before the browser tests run): the server's first start then migrates and
// seeds it as ever, without the engine's initdb (about 5 s of this start, alone on the machine).
const prefill = spawnSync(
  process.execPath,
  [tsx, '--eval', 'require("./api/test/helpers/pristineCluster.ts").prefillDataDir(process.argv.at(-1))', dataDir],
  { cwd: REPO, stdio: 'inherit' },
);
if (prefill.status !== 0) throw new Error(`could not prefill ${dataDir} (exit ${prefill.status})`);
// The clock of investor events' phases starts at the real time (e2e/tests/events.spec.ts moves it).
if (process.env.TEST_CLOCK_FILE) fs.writeFileSync(process.env.TEST_CLOCK_FILE, '');
const env = {
  ...process.env,
  PORT: process.env.PORT ?? '4173',
  DATA_DIR: dataDir,
  CAPTCHA_FIXED: process.env.CAPTCHA_FIXED ?? '1234',
  ADMIN_TOKEN: process.env.ADMIN_TOKEN ?? 'e2e-admin-token-0123456789',
  ADMIN_EMAIL: process.env.ADMIN_EMAIL ?? 'admin@e2e.example.com',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-console-admin-password',
  NODE_ENV: 'test',
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://127.0.0.1:${process.env.PORT ?? '4173'}`,
  // The console and its API answer only there (e2e/tests/console.spec.ts runs at this address).
  CONSOLE_URL: process.env.CONSOLE_URL ?? `http://admin.localhost:${process.env.PORT ?? '4173'}`,
  // e2e/tests/sec-filings.spec.ts imports with "Import now"; nothing imports by itself.
  SEC_CIK: process.env.SEC_CIK ?? '1959726',
  SEC_USER_AGENT: process.env.SEC_USER_AGENT ?? 'Autozi e2e tests e2e@example.com',
  SEC_BASE_URL: process.env.SEC_BASE_URL ?? edgar.baseUrl,
  SEC_IMPORT_EVERY: process.env.SEC_IMPORT_EVERY ?? '0',
  // Issue 24's e-mail alerts go to the catcher (e2e/tests/alerts.spec.ts reads them back).
  SMTP_URL: process.env.SMTP_URL ?? mailCatcher.smtpUrl,
  MAIL_FROM: process.env.MAIL_FROM ?? 'Autozi IR <ir-alerts@e2e.example.com>',
  // Every browser test posts the alerts forms from this one address, in parallel: the visitor's
  // limit (5 a minute) would make them wait on each other. The limit itself is the API tests'.
  ALERTS_LIMIT_PER_MINUTE: process.env.ALERTS_LIMIT_PER_MINUTE ?? '60',
  // The same for captcha challenges (30 a minute): every view of the contact page and of the alert
  // forms asks for one, and the tests that seed leads ask too; in the headless browser (a third less
  // time, issue 57) they ask more than 30 in one minute. The limit itself is the API tests'.
  CAPTCHA_LIMIT_PER_MINUTE: process.env.CAPTCHA_LIMIT_PER_MINUTE ?? '600',
  // The same for site search (30 a minute): search.spec alone asks 36 times, and its tests may
  // finish within one minute on two workers. The limit itself is the API tests'.
  SEARCH_LIMIT_PER_MINUTE: process.env.SEARCH_LIMIT_PER_MINUTE ?? '600',
  // Field data (issue 51): every page view of the browser tests reports (e2e/tests/field-data.spec.ts
  // reads the reports back), all from one address; the visitor limit (20 a minute) is the API tests'.
  RUM_SAMPLE: process.env.RUM_SAMPLE ?? '1',
  RUM_LIMIT_PER_MINUTE: process.env.RUM_LIMIT_PER_MINUTE ?? '6000',
};
const server = spawn(process.execPath, [tsx, path.join(REPO, 'server/src/main.ts')], {
  cwd: REPO,
  env,
  stdio: 'inherit',
});
const stop = () => {
  server.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  void edgar.close();
  void mailCatcher.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
