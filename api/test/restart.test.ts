/**
 * "A 2xx means the lead is committed": checked across a clean restart and across a process
 * killed with SIGKILL right after it answered.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { API, ADMIN_TOKEN, FIXED_CAPTCHA, adminHeaders, form, newCaptchaId, validLead } from './helpers/testApp';
import { prefillDataDir } from './helpers/pristineCluster';

jest.setTimeout(180_000);

const REPO = path.resolve(__dirname, '../..');

async function leadNames(dataDir: string): Promise<string[]> {
  const app = await buildApp({ dataDir, adminToken: ADMIN_TOKEN });
  try {
    const response = await app.inject({ method: 'GET', url: `${API}/admin/clues?pageSize=500`, headers: adminHeaders });
    return (response.json().data.list as { name: string }[]).map((c) => c.name);
  } finally {
    await app.close();
  }
}

describe('leads survive', () => {
  let dataDir: string;
  beforeEach(async () => {
    // A cluster made once per machine (no initdb here): the app's first start on it migrates and seeds.
    dataDir = await prefillDataDir(mkdtempSync(path.join(tmpdir(), 'azi-api-')));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  it('a restart of the app on the same data folder', async () => {
    const app = await buildApp({ dataDir, captchaFixed: FIXED_CAPTCHA, nodeEnv: 'test' });
    const saved = await app.inject({
      method: 'POST',
      url: `${API}/clueManage/save`,
      ...form(validLead(await newCaptchaId(app), { name: 'Before Restart' })),
    });
    expect(saved.statusCode).toBe(200);
    await app.close();
    expect(await leadNames(dataDir)).toEqual(['Before Restart']);
  });

  it('the process being killed right after it acknowledged the lead', async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: REPO,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        CAPTCHA_FIXED: FIXED_CAPTCHA,
        NODE_ENV: 'test',
        DATABASE_URL: '',
        ADMIN_TOKEN: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('server did not start')), 120_000);
        child.stdout.on('data', (chunk: Buffer) => {
          if (chunk.toString().includes('Server listening')) {
            clearTimeout(timer);
            resolve();
          }
        });
        child.on('exit', (code) => reject(new Error(`server exited early (${String(code)})`)));
      });
      const base = `http://127.0.0.1:${port}${API}`;
      const captcha = (await (await fetch(`${base}/captcha`)).json()) as { data: { captchaId: string } };
      const saved = await fetch(`${base}/clueManage/save`, {
        method: 'POST',
        body: new URLSearchParams(validLead(captcha.data.captchaId, { name: 'Before Crash' })),
      });
      expect(saved.status).toBe(200);
    } finally {
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
    }
    expect(await leadNames(dataDir)).toEqual(['Before Crash']);
  });
});
