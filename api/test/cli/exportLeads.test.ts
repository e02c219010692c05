/**
 * `npm run leads:export` beside a running server on the same PGlite folder. Opening the folder a
 * second time lost committed leads; now the CLI never opens a held folder and exports through
 * the server that holds it, and a second server stops at once.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { LOCK_FILE } from '../../src/db/dataDirLock';
import { API, ADMIN_TOKEN, FIXED_CAPTCHA, form, newCaptchaId, validLead } from '../helpers/testApp';
import { prefillDataDir } from '../helpers/pristineCluster';

jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '../../..');

interface CliResult {
  code: number | null;
  stderr: string;
}

/** Runs the CLI as the operator would; asynchronous, so the server in this process keeps answering. */
function runCli(dataDir: string, env: Record<string, string>, args: string[]): Promise<CliResult> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/cli/export-leads.ts', ...args], {
    cwd: REPO,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_TOKEN: '', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (code) => resolve({ code, stderr })));
}

function csvNames(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  expect(text.startsWith('\uFEFFid,createdAt,')).toBe(true);
  return text
    .trim()
    .split('\r\n')
    .slice(1)
    .map((line) => line.split('","')[4] ?? '')
    .sort();
}

const names = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `Lead ${from + i}`).sort();

describe('leads:export and a second server beside a running server on one PGlite folder', () => {
  let dataDir: string;
  let server: FastifyInstance | undefined;
  let port: number;

  const saveLeads = async (app: FastifyInstance, from: number, to: number) => {
    for (let i = from; i <= to; i++) {
      const saved = await app.inject({
        method: 'POST',
        url: `${API}/clueManage/save`,
        ...form(validLead(await newCaptchaId(app), { name: `Lead ${i}` })),
      });
      expect(saved.statusCode).toBe(200);
    }
  };

  beforeAll(async () => {
    dataDir = await prefillDataDir(mkdtempSync(path.join(tmpdir(), 'azi-export-')));
    // Its admin routes answer only for the console's host (any port), as the site server's do.
    const consoleUrl = 'http://admin.localhost';
    server = await buildApp({
      dataDir,
      adminToken: ADMIN_TOKEN,
      captchaFixed: FIXED_CAPTCHA,
      nodeEnv: 'test',
      leadLimitPerMinute: 10_000,
      captchaLimitPerMinute: 10_000,
      consoleUrl,
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    port = (server.server.address() as { port: number }).port;
    await saveLeads(server, 1, 30);
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops a second server at once, naming the process that holds the folder', async () => {
    const started = Date.now();
    await expect(buildApp({ dataDir })).rejects.toThrow(
      `The PGlite data folder ${dataDir} is in use by process ${process.pid}`,
    );
    expect(Date.now() - started).toBeLessThan(5000);
    expect((await server!.inject({ method: 'GET', url: `${API}/health` })).statusCode).toBe(200);
  });

  it('stops the CLI without ADMIN_TOKEN, naming the server process and how to export through it', async () => {
    const out = path.join(tmpdir(), `${path.basename(dataDir)}-none.csv`);
    try {
      const result = await runCli(dataDir, {}, ['--out', out]);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain(`is in use by process ${process.pid}`);
      expect(result.stderr).toContain(
        `To export through that server (http://127.0.0.1:${port}/api-official-web) without stopping it, set ADMIN_TOKEN`,
      );
      expect(existsSync(out)).toBe(false);
    } finally {
      rmSync(out, { force: true });
    }
  });

  it("exports every lead through the running server, found from the lock or given with --url (the console's address)", async () => {
    const out = path.join(tmpdir(), `${path.basename(dataDir)}-through.csv`);
    try {
      const found = await runCli(dataDir, { ADMIN_TOKEN }, ['--out', out]);
      expect(found.stderr).toContain(
        `30 leads exported through the running server http://127.0.0.1:${port}/api-official-web (process ${process.pid}`,
      );
      expect(found.code).toBe(0);
      expect(csvNames(out)).toEqual(names(1, 30));

      // admin.localhost is this machine, as for a browser (Node's resolver need not know it).
      const given = await runCli(dataDir, { ADMIN_TOKEN }, ['--out', out, '--url', `http://admin.localhost:${port}`]);
      expect(given.code).toBe(0);
      expect(csvNames(out)).toEqual(names(1, 30));

      // The server's own address is not the console's: its admin routes do not exist there.
      const wrongHost = await runCli(dataDir, { ADMIN_TOKEN }, ['--out', out, '--url', `http://127.0.0.1:${port}`]);
      expect(wrongHost.code).toBe(1);
      expect(wrongHost.stderr).toContain("answer only at the console's address (CONSOLE_URL)");
    } finally {
      rmSync(out, { force: true });
    }
  });

  it("loses nothing: after the exports and more leads, the stopped server's folder holds every lead, and the CLI reads it directly", async () => {
    await saveLeads(server!, 31, 35);
    await server!.close();
    server = undefined;
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const out = path.join(tmpdir(), `${path.basename(dataDir)}-direct.csv`);
    try {
      const result = await runCli(dataDir, {}, ['--out', out]);
      expect(result.stderr).toContain(`35 leads exported from ${dataDir}`);
      expect(result.code).toBe(0);
      expect(csvNames(out)).toEqual(names(1, 35));
      expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
    } finally {
      rmSync(out, { force: true });
    }
  });
});
