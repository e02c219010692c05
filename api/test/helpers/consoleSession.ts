/**
 * Console test helpers: an API whose clock the test moves, accounts of every role, sign-in, and
 * requests made as a signed-in browser would make them (session cookie, CSRF header).
 */
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { ROLES, type Role } from '@azi/shared/api/schemas/console';
import type { BuildOptions } from '../../src/app';
import { adminHeaders, API, startTestApp, type TestApp } from './testApp';

export const PASSWORD = 'correct horse battery staple';
export const emailOf = (role: Role) => `${role}@example.com`;

export interface MovableClock {
  now: number;
  advance(ms: number): void;
  read: () => Date;
}

export function movableClock(start = Date.now()): MovableClock {
  const clock: MovableClock = {
    now: start,
    advance: (ms) => {
      clock.now += ms;
    },
    read: () => new Date(clock.now),
  };
  return clock;
}

export interface ConsoleTestApp extends TestApp {
  clock: MovableClock;
}

/** A seeded API with one account per role (password PASSWORD) and a clock the test moves. */
export async function startConsoleApp(
  target: 'pglite' | 'postgres',
  overrides: BuildOptions = {},
  roles: readonly Role[] = ROLES,
): Promise<ConsoleTestApp> {
  const clock = movableClock();
  const t = await startTestApp(target, { clock: clock.read, ...overrides });
  // From the end of the start: the seed was published at the database's now(), which must not lie ahead.
  clock.now = Date.now();
  for (const role of roles) await createAccount(t.app, emailOf(role), role);
  return { ...t, clock };
}

/** Adds an account through the API, with the automation's bearer token. */
export async function createAccount(
  app: FastifyInstance,
  email: string,
  role: Role,
  password = PASSWORD,
): Promise<void> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/admin/accounts`,
    headers: adminHeaders,
    payload: { email, role, password },
  });
  if (response.statusCode !== 201) throw new Error(`account ${email}: ${response.statusCode} ${response.body}`);
}

export interface SignedIn {
  cookie: string;
  csrfToken: string;
  setCookie: string;
  /** A request as the console makes it: cookie always, CSRF header on writes. */
  inject(
    method: InjectOptions['method'],
    url: string,
    payload?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
}

export async function signIn(
  app: FastifyInstance,
  email: string,
  password = PASSWORD,
  remoteAddress = '127.0.0.1',
): Promise<SignedIn> {
  const response = await app.inject({
    method: 'POST',
    url: `${API}/admin/session`,
    payload: { email, password },
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-in ${email}: ${response.statusCode} ${response.body}`);
  const setCookie = String(response.headers['set-cookie']);
  const cookie = setCookie.split(';')[0] ?? '';
  const csrfToken = (response.json() as { data: { csrfToken: string } }).data.csrfToken;
  return {
    cookie,
    csrfToken,
    setCookie,
    inject: (method, url, payload, headers = {}) =>
      app.inject({
        method,
        url: `${API}/${url}`,
        remoteAddress,
        headers: {
          cookie,
          ...(method === 'GET' || method === 'HEAD' ? {} : { 'x-csrf-token': csrfToken }),
          ...headers,
        },
        ...(payload === undefined ? {} : { payload: payload as InjectOptions['payload'] }),
      }),
  };
}

export const trilingual = (en: string) => ({ zh: `${en}（简）`, hk: `${en}（繁）`, en });
