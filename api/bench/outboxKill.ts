/**
 * `npm run bench:outbox-kill -w api`: what a copy killed mid-send costs. Queues MAILS mails
 * (default 1000), starts a copy (bench/outboxChild.ts) draining them to a local smtp-server,
 * SIGKILLs it once the SMTP server has received KILL_AFTER (default 310, mid-batch), starts a second copy, and when all
 * are sent counts what the SMTP server received: every row sent, how many messages arrived, how
 * many Message-IDs arrived twice (the mails accepted by the server whose "sent" mark the killed
 * copy never wrote; docs/decisions/014-mail-outbox.md). PGlite (a folder, reopened by the second
 * copy) and, with DATABASE_URL or TEST_DATABASE_URL, PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { migrate } from '../src/db/migrate';
import { openDatabase } from '../src/db/openDatabase';
import { startSmtpCatcher } from '../test/helpers/smtpCatcher';

const MAILS = Number(process.env.MAILS ?? 1000);
const KILL_AFTER = Number(process.env.KILL_AFTER ?? 310);
const LEASE_MS = 3000;

/** One process (`node --import tsx`, not the tsx command, which would leave its node child alive after a SIGKILL). */
function child(
  env: Record<string, string>,
  onSent: (n: number) => void,
): { process: ChildProcess; done: Promise<number | null> } {
  const proc = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'outboxChild.ts')], {
    env: { ...process.env, ...env, OUTBOX_LEASE_MS: String(LEASE_MS) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let buffer = '';
  proc.stdout!.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) if (line.startsWith('sent ')) onSent(Number(line.slice(5)));
  });
  return { process: proc, done: new Promise((resolve) => proc.on('exit', (code) => resolve(code))) };
}

/**
 * `moment`: 'mid-batch' kills as the SMTP server receives the KILL_AFTER-th message (the rest of
 * its batch claimed, not sent); 'after-accept' kills the instant the server has answered 250 to it,
 * before the copy can mark it sent: the window decision 014 describes.
 */
async function experiment(
  label: string,
  dbOptions: { databaseUrl?: string; dataDir: string },
  env: Record<string, string>,
  moment: 'mid-batch' | 'after-accept',
): Promise<void> {
  let kill = () => undefined as void;
  const catcher = await startSmtpCatcher(0, '127.0.0.1', {
    onAccepted: (n: number) => (moment === 'after-accept' && n === KILL_AFTER ? kill() : undefined),
  });
  const db = await openDatabase(dbOptions);
  await migrate(db);
  for (let i = 0; i < MAILS; i += 1) {
    await db.query(
      `insert into mail_outbox (kind, recipient, lang, subject, text_body, html_body, message_id) values ('alert', $1, 'en', $2, 'text', '<p>html</p>', $3)`,
      [`reader${i}@example.com`, `Kill ${i}`, `<${randomBytes(12).toString('hex')}@example.org>`],
    );
  }
  // PGlite is one process's folder: this one lets go before the copies open it.
  if (!dbOptions.databaseUrl) await db.close();

  const started = Date.now();
  const first = child({ ...env, SMTP_URL: catcher.url }, () => undefined);
  kill = () => void first.process.kill('SIGKILL');
  // Killed as the SMTP server receives the KILL_AFTER-th message: in the middle of a batch of 20,
  // with the next mails of the batch claimed and not yet sent.
  const watch = setInterval(() => {
    if (moment === 'mid-batch' && catcher.count() >= KILL_AFTER) {
      clearInterval(watch);
      first.process.kill('SIGKILL');
    }
  }, 1);
  await first.done;
  clearInterval(watch);
  const receivedAtKill = catcher.count();
  const second = child({ ...env, SMTP_URL: catcher.url }, () => undefined);
  await second.done;
  const seconds = (Date.now() - started) / 1000;

  const check = dbOptions.databaseUrl ? db : await openDatabase(dbOptions);
  const [rows] = await check.query<{ sent: number; reclaimed: number; failed: number }>(
    `select count(*) filter (where status = 'sent')::int as sent, count(*) filter (where reclaimed > 0)::int as reclaimed, count(*) filter (where status = 'failed')::int as failed from mail_outbox`,
  );
  await check.close();
  const ids = catcher.mails.map((m) => m.messageId);
  const distinct = new Set(ids).size;
  console.log(
    `${label}, killed ${moment}: ${MAILS} queued; killed -9 after ${receivedAtKill} received; rows sent ${rows!.sent}, failed ${rows!.failed}, taken over after the lease ${rows!.reclaimed}; ` +
      `SMTP server received ${ids.length} messages, ${distinct} distinct (${ids.length - distinct} duplicates, ${MAILS - distinct} missing); ${seconds.toFixed(1)} s including the ${LEASE_MS / 1000} s lease`,
  );
  await catcher.close();
}

async function main(): Promise<void> {
  for (const moment of ['mid-batch', 'after-accept'] as const) {
    const folder = mkdtempSync(path.join(tmpdir(), 'h2-outbox-kill-'));
    await experiment('PGlite', { dataDir: folder }, { DATA_DIR: folder }, moment);
    rmSync(folder, { recursive: true, force: true });
  }
  const serverUrl = process.env.DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return console.log('PostgreSQL: skipped (set DATABASE_URL or TEST_DATABASE_URL)');
  const name = `h2_outbox_kill_${process.pid}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  for (const moment of ['mid-batch', 'after-accept'] as const) {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
    await experiment(
      'PostgreSQL',
      { databaseUrl: url.toString(), dataDir: 'memory://' },
      { DATABASE_URL: url.toString() },
      moment,
    );
  }
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}

void main();
