// @ts-check
/**
 * Restore drill (issue 51): `npm run backup` through nginx while visitors send the contact form,
 * then the copies stopped, the PostgreSQL schema wiped, `npm run restore` into it, the copies
 * started again: every lead acknowledged before the backup began is there, every table holds the
 * rows the archive counted, and the site serves its pages. Figures: the backup's and the restore's
 * times and the archive's size.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { solveCaptcha, solveProofOfWork } from '../captcha.mjs';
import { form, json, request } from '../http.mjs';
import { REPO } from '../../registry.mjs';
import { ADMIN_TOKEN, CONSOLE_HOST, runId } from '../settings.mjs';
import { sleep, seconds, say, check, figure, stopProcess } from '../harness.mjs';
import { copyA, copyB, copyC, nginxPort, pg, siteDir, startCopy, tmp, withDb } from '../site.mjs';

const WRITERS = 60;

/** A command of the repo through tsx; resolves with its exit code and output. */
function tsx(/** @type {string} */ script, /** @type {string[]} */ args, /** @type {NodeJS.ProcessEnv} */ env) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      [path.join(REPO, 'node_modules/tsx/dist/cli.mjs'), path.join(REPO, script), ...args],
      { cwd: REPO, env: { ...process.env, ...env } },
    );
    let output = '';
    child.stdout.on('data', (chunk) => (output += String(chunk)));
    child.stderr.on('data', (chunk) => (output += String(chunk)));
    child.on('exit', (code) => resolve({ code: code ?? 1, output: output.trim() }));
  });
}

export async function restoreDrill() {
  const marker = `cluster-restore ${runId}`;
  const visitors = Array.from({ length: WRITERS }, (_, i) => ({
    i,
    address: `127.0.2.${i + 1}`,
    content: `${marker} #${i}`,
    ackAt: 0,
  }));
  const captchas = await Promise.all(
    visitors.map(async (v) => {
      const data = json(
        await request({ port: nginxPort, localAddress: v.address, path: '/api-official-web/captcha?lang=en' }),
      )?.data;
      return data
        ? {
            captchaId: String(data.captchaId),
            code: solveCaptcha(String(data.image)),
            pow: solveProofOfWork(data.pow).field,
          }
        : undefined;
    }),
  );
  // The visitors send one after another, a few dozen milliseconds apart, from before the backup to after it.
  const writing = (async () => {
    for (const v of visitors) {
      const captcha = captchas[v.i];
      if (!captcha) continue;
      const response = await request({
        port: nginxPort,
        localAddress: v.address,
        method: 'POST',
        path: '/api-official-web/clueManage/save',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: form({
          companyName: 'Restore Drill Ltd',
          name: `Visitor ${v.i}`,
          position: 'Analyst',
          telephone: `139${String(10_000_000 + v.i).slice(-8)}`,
          email: `drill${v.i}@cluster.invalid`,
          type: 'analyst',
          content: v.content,
          captchaId: captcha.captchaId,
          captchaCode: captcha.code,
          pow: captcha.pow,
          consent: 'true',
          lang: 'en',
          website: '',
        }),
      });
      if (response.status === 200 && json(response)?.data?.saved === true) v.ackAt = Date.now();
      await sleep(40);
    }
  })();
  // A third of the visitors before the backup begins, the rest while and after it runs.
  for (let waited = 0; visitors.filter((v) => v.ackAt > 0).length < WRITERS / 3 && waited < 30_000; waited += 100)
    await sleep(100);
  const archive = path.join(tmp, 'restore-drill.tar.gz');
  const began = Date.now();
  const backup = /** @type {{ code: number, output: string }} */ (
    await tsx('server/src/cli/backup.ts', ['--site', `http://${CONSOLE_HOST}:${nginxPort}`, '--out', archive], {
      ADMIN_TOKEN,
    })
  );
  const backupMs = Date.now() - began;
  check('restore drill: npm run backup through nginx under write load', backup.code === 0, backup.output.slice(-300));
  await writing;
  if (backup.code !== 0) return;
  figure(
    'restore drill: backup (download and check)',
    `${seconds(backupMs)}, ${(fs.statSync(archive).size / 1024 / 1024).toFixed(1)} MB`,
  );
  const before = visitors.filter((v) => v.ackAt > 0 && v.ackAt < began).map((v) => v.content);
  const after = visitors.filter((v) => v.ackAt >= began).length;
  figure('restore drill: leads acknowledged before / during and after the backup', `${before.length} / ${after}`);

  // The disk is gone: copies stopped, the schema and everything in it dropped.
  // Every copy: the proxy-chain step's third one too.
  await Promise.all([copyA, copyB, copyC].map((copy) => copy?.child && stopProcess(copy.child)));
  await withDb((client) => client.query('drop schema public cascade; create schema public'));
  const restoreStarted = Date.now();
  const restored = /** @type {{ code: number, output: string }} */ (
    await tsx('server/src/cli/restore.ts', ['--in', archive, '--site-dir', siteDir], { DATABASE_URL: pg.url })
  );
  figure('restore drill: restore (check and load)', seconds(Date.now() - restoreStarted));
  check('restore drill: npm run restore into the wiped database', restored.code === 0, restored.output.slice(-300));
  say(restored.output.split('\n').slice(-3).join(' | '));
  // Before the copies start (they write captcha and log rows of their own): exactly the archive.
  const manifest = await readManifest(archive);
  const counts = await withDb(async (client) => {
    const found = new Map();
    for (const table of manifest.tables)
      found.set(table.name, Number((await client.query(`select count(*) as n from "${table.name}"`)).rows[0].n));
    return found;
  });
  const differ = manifest.tables.filter(
    (/** @type {{ name: string, rows: number }} */ t) => counts.get(t.name) !== t.rows,
  );
  check(
    'restore drill: every table holds the rows the archive counted',
    differ.length === 0 && manifest.tables.length > 20,
    differ
      .map((/** @type {{ name: string, rows: number }} */ t) => `${t.name}: ${counts.get(t.name)} of ${t.rows}`)
      .join(', ') || `${manifest.tables.length} tables`,
  );
  const stored = await withDb(
    async (client) =>
      new Set(
        (await client.query('select content from clue where content like $1', [`${marker} #%`])).rows.map(
          (/** @type {{ content: string }} */ row) => row.content,
        ),
      ),
  );
  const missing = before.filter((content) => !stored.has(content));
  check(
    'restore drill: every lead acknowledged before the backup began is restored',
    missing.length === 0 && before.length > 0,
    missing.length ? `${missing.length} missing of ${before.length}` : `${before.length} of ${before.length}`,
  );

  const restart = Date.now();
  await Promise.all([startCopy(copyA), startCopy(copyB)]);
  figure('restore drill: copies ready again after the restore', seconds(Date.now() - restart));
  const page = await request({ port: nginxPort, path: '/en/investor' });
  check('restore drill: the restored site serves the investor page', page.status === 200, String(page.status));
}

/** The archive's manifest (its last entry), read with the repo's tar. */
async function readManifest(/** @type {string} */ archive) {
  const tar = await import('tar');
  /** @type {string} */ let text = '';
  await tar.t({
    file: archive,
    onReadEntry: (entry) => {
      if (entry.path !== 'manifest.json') return entry.resume();
      entry.on('data', (chunk) => (text += String(chunk)));
    },
  });
  return JSON.parse(text);
}
