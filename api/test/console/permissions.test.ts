/**
 * Every admin route against every role, generated from the routes the API registers and the one
 * table AREA_ROLES (shared/src/api/schemas/console.ts): a route added later is in this matrix
 * without anyone listing it.
 */
import type { RouteOptions } from 'fastify';
import Fastify from 'fastify';
import apiPlugin from '../../src/plugin';
import { AREA_ROLES, ROLES, type Area, type Role } from '@azi/shared/api/schemas/console';
import { API, ADMIN_TOKEN } from '../helpers/testApp';
import { emailOf, signIn, startConsoleApp, type ConsoleTestApp, type SignedIn } from '../helpers/consoleSession';
import { throwAwayDatabase } from '../helpers/pgliteImage';

interface AdminRoute {
  method: string;
  url: string;
  area?: Area;
  signIn?: boolean;
}

/** The admin routes as the plugin registers them (HEAD twins left out: they follow their GET). */
async function registeredAdminRoutes(): Promise<AdminRoute[]> {
  const routes: AdminRoute[] = [];
  const app = Fastify({ pluginTimeout: 120_000 });
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(`${API}/admin/`) || route.method === 'HEAD') return;
    for (const method of [route.method].flat())
      routes.push({ method, url: route.url, area: route.config?.area, signIn: route.config?.signIn });
  });
  await app.register(apiPlugin, {
    ...(await throwAwayDatabase('migrated')),
    seed: false,
    adminToken: ADMIN_TOKEN,
    nodeEnv: 'test',
    maintenanceIntervalMs: 0,
  });
  await app.ready();
  await app.close();
  return routes;
}

describe('the permission matrix', () => {
  let t: ConsoleTestApp;
  let routes: AdminRoute[];
  const sessions = {} as Record<Role, SignedIn>;
  beforeAll(async () => {
    routes = await registeredAdminRoutes();
    t = await startConsoleApp('pglite');
    for (const role of ROLES) sessions[role] = await signIn(t.app, emailOf(role));
  });
  afterAll(async () => t.close());

  it('finds every admin route, each in an area of the role table', () => {
    expect(routes.length).toBeGreaterThan(60);
    for (const route of routes)
      expect(route.signIn || (route.area !== undefined && route.area in AREA_ROLES)).toBe(true);
    // Every area of the table is used by some route.
    expect(new Set(routes.map((r) => r.area).filter(Boolean))).toEqual(new Set(Object.keys(AREA_ROLES)));
  });

  const concrete = (url: string) =>
    url
      .replace(`${API}/`, '')
      .replace(/:id/g, '999999')
      .replace(/:(\w+)/g, 'x');

  it('lets each role reach exactly the routes of its areas, and refuses the others with 403', async () => {
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of routes.filter((r) => !r.signIn)) {
      for (const role of ROLES) {
        // Sign-out routes would end the session the rest of the matrix needs: only the role check is asked of them below.
        if (route.area === 'session' && route.method === 'DELETE') continue;
        const response = await sessions[role].inject(
          route.method as 'GET',
          concrete(route.url),
          route.method === 'GET' ? undefined : {},
        );
        const allowed = (AREA_ROLES[route.area as Area] as readonly Role[]).includes(role);
        outcomes.push(
          `${role} ${route.method} ${route.url} ${response.statusCode === 403 ? 'refused' : response.statusCode === 401 ? 'unauthenticated' : 'allowed'}`,
        );
        expected.push(`${role} ${route.method} ${route.url} ${allowed ? 'allowed' : 'refused'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('refuses every admin route but sign-in without a session or token', async () => {
    for (const route of routes.filter((r) => !r.signIn)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${API}/${concrete(route.url)}`,
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect(`${route.method} ${route.url} ${response.statusCode}`).toBe(`${route.method} ${route.url} 401`);
    }
  });

  it('lets the ADMIN_TOKEN bearer act as admin on every route, without a CSRF token', async () => {
    for (const route of routes.filter((r) => !r.signIn)) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: `${API}/${concrete(route.url)}`,
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
        ...(route.method === 'GET' ? {} : { payload: {} }),
      });
      expect([route.method, route.url, [401, 403].includes(response.statusCode)]).toEqual([
        route.method,
        route.url,
        false,
      ]);
    }
  });

  it('tells the console which areas a role may open', async () => {
    const ir = (await sessions.ir.inject('GET', 'admin/session')).json().data;
    expect(ir).toMatchObject({ role: 'ir', account: { email: 'ir@example.com', role: 'ir' } });
    expect(ir.areas).toEqual([
      'financialReport',
      'quarterlyAchievement',
      'investorNews',
      'notice',
      'investorCalendar',
      'americaNotice',
      'faq',
      'documents',
      'pictures',
      'sec',
      'stock',
      'alerts',
      'siteSpeed',
      'search',
      'session',
    ]);
    expect((await sessions.sales.inject('GET', 'admin/session')).json().data.areas).toEqual(['leads', 'session']);
  });
});
