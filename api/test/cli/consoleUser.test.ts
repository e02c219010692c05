/** `npm run console:user`: creates an account or updates it, and says what it did. */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { signIn } from '../helpers/consoleSession';
import { prefillDataDir } from '../helpers/pristineCluster';

jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '../../..');

function runCli(dataDir: string, args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/console-user.ts', ...args], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_EMAIL: '', ADMIN_PASSWORD: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run console:user', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await prefillDataDir(mkdtempSync(path.join(tmpdir(), 'azi-console-user-')));
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an account with a generated password, then changes its role and password', async () => {
    const created = await runCli(dataDir, ['--email', 'ir.lead@example.com', '--role', 'ir']);
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    expect(created.stdout).toMatch(
      /^Created console account ir\.lead@example\.com \(id \d+\) in .*: role ir\.\nGenerated password \(shown once, give it to its owner\): [A-Za-z0-9_-]{20}\n$/,
    );
    const generated = /: ([A-Za-z0-9_-]{20})\n$/.exec(created.stdout)?.[1] as string;

    const updated = await runCli(dataDir, [
      '--email',
      'IR.lead@example.com',
      '--role',
      'admin',
      '--password',
      'a chosen password 1',
    ]);
    expect(updated.stdout).toMatch(
      /^Updated console account IR\.lead@example\.com \(id \d+\) in .*: role ir -> admin, password reset \(its sessions ended\)\.\n$/,
    );

    const refused = await runCli(dataDir, ['--email', 'x@example.com', '--role', 'boss']);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^--role is one of admin, ir, media, sales/);
    expect((await runCli(dataDir, ['--email', 'x@example.com', '--role', 'ir', '--password', 'short'])).stderr).toMatch(
      /The password is refused \(tooShort\)/,
    );

    const app = await buildApp({ dataDir, seed: false, nodeEnv: 'test', maintenanceIntervalMs: 0 });
    try {
      await expect(signIn(app, 'ir.lead@example.com', generated)).rejects.toThrow(/401/);
      const session = await signIn(app, 'ir.lead@example.com', 'a chosen password 1');
      expect((await session.inject('GET', 'admin/session')).json().data.role).toBe('admin');
      const audit = (await session.inject('GET', 'admin/audit?actor=cli')).json().data.list as { action: string }[];
      expect(audit.map((e) => e.action)).toEqual(['account.update', 'account.create']);
    } finally {
      await app.close();
    }
  });
});
