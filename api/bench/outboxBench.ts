/**
 * `npm run bench:outbox -w api`: the mail outbox's throughput on this machine. Queues MAILS mails
 * (default 2000) and drains them to a local smtp-server (api/test/helpers/smtpCatcher.ts, counting and
 * discarding), with one worker on PGlite, and with one and two workers on PostgreSQL when
 * DATABASE_URL (or TEST_DATABASE_URL) names a server (a throw-away database is made there).
 * Prints mails/s for each.
 */
import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import type { Database } from '../src/db/database';
import { createSmtpMailer } from '../src/mail/mailer';
import { OUTBOX_DEFAULTS, OutboxWorker } from '../src/mail/outboxWorker';
import { startSmtpCatcher } from '../test/helpers/smtpCatcher';

const MAILS = Number(process.env.MAILS ?? 2000);

async function queue(db: Database, n: number): Promise<void> {
  const rows = Array.from({ length: n }, (_, i) => ({
    kind: 'alert',
    recipient: `reader${i}@example.com`,
    lang: 'en',
    subject: `[Press releases] Bench ${i}`,
    text_body: `A bench mail ${i}\n`.repeat(20),
    html_body: `<p>A bench mail ${i}</p>`.repeat(20),
    headers: JSON.stringify({
      'List-Unsubscribe': '<https://www.example.org/u>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    }),
    message_id: `<${randomBytes(12).toString('hex')}@example.org>`,
  }));
  for (let i = 0; i < rows.length; i += 500) {
    await db.query(
      `insert into mail_outbox (kind, recipient, lang, subject, text_body, html_body, headers, message_id)
       select kind, recipient, lang, subject, text_body, html_body, headers, message_id
         from jsonb_to_recordset($1::jsonb) as r(kind text, recipient text, lang text, subject text, text_body text, html_body text, headers text, message_id text)`,
      [JSON.stringify(rows.slice(i, i + 500))],
    );
  }
}

async function run(label: string, dbs: Database[], smtpUrl: string, count: () => number): Promise<void> {
  await dbs[0]!.query('delete from mail_outbox');
  await queue(dbs[0]!, MAILS);
  const before = count();
  const workers = dbs.map(
    (db) => new OutboxWorker(db, createSmtpMailer(smtpUrl, 'bench@example.org'), { ...OUTBOX_DEFAULTS, batchSize: 50 }),
  );
  const started = performance.now();
  const results = await Promise.all(workers.map((w) => w.drain()));
  const seconds = (performance.now() - started) / 1000;
  for (const w of workers) await w.stop();
  const sent = results.reduce((sum, r) => sum + r.sent, 0);
  console.log(
    `${label}: ${sent} mails in ${seconds.toFixed(1)} s = ${(sent / seconds).toFixed(0)} mails/s (SMTP server received ${count() - before})`,
  );
}

async function main(): Promise<void> {
  const catcher = await startSmtpCatcher(0, '127.0.0.1', { keep: false });
  const pglite = await openDatabase({ dataDir: 'memory://' });
  await migrate(pglite);
  await run('PGlite, 1 worker', [pglite], catcher.url, catcher.count);
  await pglite.close();

  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `h2_outbox_bench_${process.pid}`;
    const admin = new Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const a = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    const b = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    await migrate(a);
    await run('PostgreSQL, 1 worker', [a], catcher.url, catcher.count);
    await run('PostgreSQL, 2 workers (two copies)', [a, b], catcher.url, catcher.count);
    await a.close();
    await b.close();
    await admin.query(`drop database ${name} with (force)`);
    await admin.end();
  } else {
    console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
  }
  await catcher.close();
}

void main();
