/**
 * TRUST_PROXY for the API started alone (`npm start -w api`), read as the site server reads it:
 * `true` is refused at start (it would believe any client's X-Forwarded-For), and a hop count
 * believes exactly that many proxies, e.g. 2 for a load balancer in front of nginx.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { parseTrustProxy, TrustProxyError } from '../../src/http/trustProxy';
import { adminHeaders, API, ADMIN_TOKEN, FIXED_CAPTCHA, form, newCaptchaId, validLead } from '../helpers/testApp';
import { throwAwayDatabase } from '../helpers/pgliteImage';

const REPO = path.resolve(__dirname, '../../..');

async function withTrustProxy<T>(value: string, run: () => Promise<T>): Promise<T> {
  const before = process.env.TRUST_PROXY;
  process.env.TRUST_PROXY = value;
  try {
    return await run();
  } finally {
    if (before === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = before;
  }
}

describe('TRUST_PROXY for the API alone', () => {
  it('is read like the site server reads it', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8')).toEqual(['127.0.0.1', '10.0.0.0/8']);
    for (const value of ['true', '*']) expect(() => parseTrustProxy(value)).toThrow(TrustProxyError);
    expect(() => parseTrustProxy('nginx')).toThrow('not an address or CIDR range: nginx');
  });

  it('refuses TRUST_PROXY=true: server.ts stops at once with the reason, no stack', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
      cwd: REPO,
      env: {
        ...process.env,
        TRUST_PROXY: 'true',
        DATA_DIR: 'memory://',
        PORT: '0',
        HOST: '127.0.0.1',
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
      },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe(
      'TRUST_PROXY=true would trust forwarding headers from any client: give a hop count or the proxy addresses.',
    );
  });

  it('with 2, takes the visitor from behind a load balancer and nginx, whatever the visitor claimed', async () => {
    const database = await throwAwayDatabase('migrated');
    const app = await withTrustProxy('2', () =>
      buildApp({
        ...database,
        seed: false,
        adminToken: ADMIN_TOKEN,
        captchaFixed: FIXED_CAPTCHA,
        nodeEnv: 'test',
        maintenanceIntervalMs: 0,
      }),
    );
    try {
      // nginx (10.0.0.2) appended the balancer (10.0.0.1), which appended the visitor to what the visitor sent.
      const saved = await app.inject({
        method: 'POST',
        url: `${API}/clueManage/save`,
        remoteAddress: '10.0.0.2',
        ...form(validLead(await newCaptchaId(app, '10.0.0.2'))),
        headers: { ...form({}).headers, 'x-forwarded-for': '6.6.6.6, 203.0.113.9, 10.0.0.1' },
      });
      expect(saved.statusCode).toBe(200);
      const leads = (await app.inject({ url: `${API}/admin/clues`, headers: adminHeaders })).json().data.list as {
        clientIp: string;
      }[];
      expect(leads.map((lead) => lead.clientIp)).toEqual(['203.0.113.9']);
    } finally {
      await app.close();
    }
  });
});
