import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/app';
import { createTestDatabase, type TestDatabase } from './testDatabases';

// Starting a seeded database takes a few seconds (more on a busy 2-core CI machine).
jest.setTimeout(60_000);

export const ADMIN_TOKEN = 'test-admin-token-0123456789';
export const FIXED_CAPTCHA = 'k7m2';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  close(): Promise<void>;
}

/** A seeded API on a fresh database; captcha answers fixed, rate limits out of the way. */
export async function startTestApp(target: 'pglite' | 'postgres', overrides: BuildOptions = {}): Promise<TestApp> {
  // What the start would migrate and seed comes ready, unless the test wants its own folder or no seed.
  const database = await createTestDatabase(target, {
    seeded: overrides.seed !== false && !overrides.dataDir && !overrides.databaseUrl,
  });
  const app = await buildApp({
    ...database.options,
    adminToken: ADMIN_TOKEN,
    captchaFixed: FIXED_CAPTCHA,
    leadLimitPerMinute: 10_000,
    captchaLimitPerMinute: 10_000,
    stockGatewayUrl: '',
    stockAppCode: '',
    nodeEnv: 'test',
    ...overrides,
  });
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.drop();
    },
  };
}

export const API = '/api-official-web';

export const adminHeaders = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** The body of a complete, valid contact form (captcha id to be filled in). */
export function validLead(captchaId: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    companyName: 'Example Media',
    name: 'Li Hua',
    position: 'Editor',
    telephone: '13812345678',
    email: 'li.hua@example.com',
    type: 'domesticMedia',
    content: 'Interview request',
    captchaId,
    captchaCode: FIXED_CAPTCHA,
    consent: 'on',
    ...extra,
  };
}

export function form(body: Record<string, string>): { payload: string; headers: Record<string, string> } {
  return {
    payload: new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  };
}

export async function newCaptchaId(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const response = await app.inject({ method: 'GET', url: `${API}/captcha`, remoteAddress });
  return (response.json() as { data: { captchaId: string } }).data.captchaId;
}
