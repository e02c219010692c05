/**
 * `npm run console:user -w api -- --email ir@example.com --role ir [--password …]`: creates a
 * console account, or updates an existing one (role, new password, enabled again). Without
 * --password it asks for one on a terminal, or generates one and prints it once.
 *
 * It writes to PostgreSQL (DATABASE_URL) or to the PGlite folder of DATA_DIR. PGlite allows one
 * process per folder: while a server holds it, stop the server, or add the account in the
 * console (or through the server's POST /admin/accounts with ADMIN_TOKEN).
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { upsertConsoleUser } from '../console/consoleUser';
import { generatePassword, PASSWORD_RULES_EN, passwordProblem } from '../console/passwords';
import { isRole, ROLES } from '@azi/shared/api/schemas/console';
import { migrate } from '../db/migrate';
import { openCliDatabase } from './openCliDatabase';

const USAGE = `usage: npm run console:user -w api -- --email <address> --role <${ROLES.join('|')}> [--password <password>]`;

/** Reads a line without echoing it. */
function askHidden(question: string): Promise<string> {
  return new Promise((resolve) => {
    const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
    const output = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    output._writeToOutput = (s: string) => {
      if (!asked) {
        process.stderr.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stderr.write('\n');
      resolve(answer);
    });
  });
}

async function choosePassword(
  given: string | undefined,
  email: string,
): Promise<{ password: string; generated: boolean }> {
  if (given !== undefined) return { password: given, generated: false };
  if (!process.stdin.isTTY) return { password: generatePassword(), generated: true };
  const first = await askHidden(`Password for ${email} (empty: generate one): `);
  if (first === '') return { password: generatePassword(), generated: true };
  if ((await askHidden('Again: ')) !== first) throw new Error('The two passwords differ.');
  return { password: first, generated: false };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, role: { type: 'string' }, password: { type: 'string' } },
  });
  const email = values.email?.trim();
  if (!email || !/^[^@\s]+@[^@\s]+$/.test(email)) throw new Error(`--email takes an e-mail address\n${USAGE}`);
  if (!isRole(values.role)) throw new Error(`--role is one of ${ROLES.join(', ')}\n${USAGE}`);
  const { password, generated } = await choosePassword(values.password, email);
  const problem = passwordProblem(password, email);
  if (problem) throw new Error(`The password is refused (${problem}): ${PASSWORD_RULES_EN}.`);

  const { db, config } = await openCliDatabase(
    "To add the account while it runs, use the console or the server's POST /api-official-web/admin/accounts (ADMIN_TOKEN).",
  );
  try {
    await migrate(db);
    const result = await upsertConsoleUser(db, email, values.role, password);
    const where = db.kind === 'postgres' ? 'PostgreSQL' : config.dataDir;
    process.stdout.write(
      `${result.action === 'created' ? 'Created' : 'Updated'} console account ${email} (id ${result.id}) in ${where}: ${result.changes.join(', ')}.\n`,
    );
    if (generated) process.stdout.write(`Generated password (shown once, give it to its owner): ${password}\n`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
