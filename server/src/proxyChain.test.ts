import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { atStartOfWindow, WINDOW_WAIT_TIMEOUT_MS } from '@azi/api/testing/rateLimitWindow';
import { buildSite } from './site';
import { parseTrustProxy } from './trustedOrigin';
import { throwAwayDatabase } from '@azi/api/testing/pgliteImage';

/**
 * A load balancer in front of nginx in front of the copies (deploy/nginx-forwarding-balancer.conf):
 * X-Forwarded-For arrives as "<what the client claimed…>, <client>, <balancer>" and the balancer's
 * X-Forwarded-Proto is passed on. With TRUST_PROXY=2 the copy sees the visitor's own address (so
 * the per-address limits stay per visitor), and the console's cookie and Origin check hold.
 */
const NGINX = '10.0.0.2';
const BALANCER = '10.0.0.1';
const CONSOLE = { host: 'admin.example.com' };
const TOKEN = 'proxy-chain-admin-token-0123456789abcdef';
const EMAIL = 'root@example.com';
const PASSWORD = 'proxy chain test password';

let site: FastifyInstance;
let siteDir: string;

beforeAll(async () => {
  siteDir = fs.mkdtempSync(path.join(os.tmpdir(), 'azi-proxy-chain-test-'));
  fs.mkdirSync(path.join(siteDir, 'shell'), { recursive: true });
  fs.writeFileSync(
    path.join(siteDir, 'shell', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  fs.writeFileSync(path.join(siteDir, 'remotes.json'), '{}');
  site = await buildSite({
    siteDir,
    publicUrl: 'https://www.example.com',
    consoleUrl: 'https://admin.example.com',
    trustProxy: parseTrustProxy('2'),
    api: {
      ...(await throwAwayDatabase()),
      adminToken: TOKEN,
      adminEmail: EMAIL,
      adminPassword: PASSWORD,
      captchaFixed: '1234',
      nodeEnv: 'test',
      leadLimitPerMinute: 2,
    },
    releases: { tokens: new Map(), maxBytes: 1024, keep: 2, graceMs: 0 },
  });
}, 60_000);

afterAll(async () => {
  await site.close();
  fs.rmSync(siteDir, { recursive: true, force: true });
});

/** As nginx passes a request on: from nginx's address, the chain the balancer appended to, the balancer's scheme. */
const viaBalancer = (client: string, claimed = '') => ({
  remoteAddress: NGINX,
  headers: {
    'x-forwarded-for': `${claimed ? `${claimed}, ` : ''}${client}, ${BALANCER}`,
    'x-forwarded-proto': 'https',
  },
});

async function postLead(client: string, claimed = '') {
  const captcha = (await site.inject({ url: '/api-official-web/captcha', ...viaBalancer(client) })).json().data
    .captchaId as string;
  const body = {
    name: 'Proxy Chain',
    telephone: '13812345678',
    email: 'chain@example.com',
    type: 'analyst',
    content: `from ${client}`,
    captchaId: captcha,
    captchaCode: '1234',
    consent: 'true',
  };
  const via = viaBalancer(client, claimed);
  return site.inject({
    method: 'POST',
    url: '/api-official-web/clueManage/save',
    remoteAddress: via.remoteAddress,
    headers: { ...via.headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(body).toString(),
  });
}

it('sees each visitor’s own address through balancer and nginx, whatever the visitor claimed', async () => {
  expect((await postLead('203.0.113.9', '6.6.6.6')).statusCode).toBe(200);
  expect((await postLead('203.0.113.10')).statusCode).toBe(200);
  const leads = (
    await site.inject({
      url: '/api-official-web/admin/clues',
      headers: { ...CONSOLE, authorization: `Bearer ${TOKEN}` },
    })
  ).json().data.list as { content: string; clientIp: string }[];
  expect(Object.fromEntries(leads.map((lead) => [lead.content, lead.clientIp]))).toEqual({
    'from 203.0.113.9': '203.0.113.9',
    'from 203.0.113.10': '203.0.113.10',
  });
});

it(
  'keeps the per-address limits per visitor, not one for everybody behind the balancer',
  async () => {
    // Two posts a minute per address here: the third from one visitor waits, another visitor does not.
    // The burst starts early in a minute's window, so its third post counts in the same one.
    await atStartOfWindow();
    expect((await postLead('198.51.100.20')).statusCode).toBe(200);
    expect((await postLead('198.51.100.20')).statusCode).toBe(200);
    expect((await postLead('198.51.100.20')).statusCode).toBe(429);
    expect((await postLead('198.51.100.21')).statusCode).toBe(200);
  },
  WINDOW_WAIT_TIMEOUT_MS,
);

it('signs staff in with a Secure cookie, records their address, and checks the Origin', async () => {
  const signIn = (origin: string) =>
    site.inject({
      method: 'POST',
      url: '/api-official-web/admin/session',
      ...viaBalancer('203.0.113.30'),
      headers: { ...viaBalancer('203.0.113.30').headers, ...CONSOLE, origin },
      payload: { email: EMAIL, password: PASSWORD },
    });
  expect((await signIn('http://admin.example.com')).statusCode).toBe(403);
  const signedIn = await signIn('https://admin.example.com');
  expect(signedIn.statusCode).toBe(200);
  expect(String(signedIn.headers['set-cookie'])).toMatch(/; Secure/);
  const audit = (
    await site.inject({
      url: '/api-official-web/admin/audit?action=session.signIn',
      headers: { ...CONSOLE, authorization: `Bearer ${TOKEN}` },
    })
  ).json().data.list as { clientIp: string }[];
  expect(audit[0]?.clientIp).toBe('203.0.113.30');
});
