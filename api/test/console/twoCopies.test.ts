/**
 * Two site copies on one PostgreSQL, as in production: a session opened on one works on the
 * other and ends on both, failed sign-ins count together, and a copy learns of an item
 * scheduled through the other one.
 */
import { buildApp } from '../../src/app';
import { nextScheduledPublish } from '../../src/content/publishSchedule';
import { createAccount, emailOf, movableClock, PASSWORD, signIn, trilingual } from '../helpers/consoleSession';
import { ADMIN_TOKEN, API } from '../helpers/testApp';
import { createPostgresDatabase, POSTGRES } from '../helpers/testDatabases';
import { withPart } from '@azi/shared/testing/machinePart';

jest.setTimeout(90_000);

const itWithPostgres = withPart(POSTGRES);

describe('console state shared by two API copies', () => {
  itWithPostgres(`accepts a session and counts failures on either copy, and schedules across them`, async () => {
    const database = await createPostgresDatabase();
    const clock = movableClock();
    const options = {
      ...database.options,
      adminToken: ADMIN_TOKEN,
      nodeEnv: 'test',
      seed: false,
      maintenanceIntervalMs: 0,
      clock: clock.read,
      scheduleRefreshMs: 50,
    };
    const [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
    let bOpen = true;
    try {
      await createAccount(a, emailOf('ir'), 'ir');
      const onA = await signIn(a, emailOf('ir'));
      const onB = {
        ...onA,
        inject: (method: 'GET' | 'DELETE', url: string) =>
          b.inject({ method, url: `${API}/${url}`, headers: { cookie: onA.cookie, 'x-csrf-token': onA.csrfToken } }),
      };
      expect((await onB.inject('GET', 'admin/session')).json().data.account.email).toBe(emailOf('ir'));
      expect((await onB.inject('DELETE', 'admin/session')).statusCode).toBe(200);
      expect((await onA.inject('GET', 'admin/session')).statusCode).toBe(401);

      const attempt = (app: typeof a, password: string) =>
        app.inject({
          method: 'POST',
          url: `${API}/admin/session`,
          payload: { email: emailOf('ir'), password },
          remoteAddress: '10.8.0.1',
        });
      for (const app of [a, b, a]) expect((await attempt(app, 'wrong password!!')).statusCode).toBe(401);
      expect((await attempt(b, PASSWORD)).statusCode).toBe(429);

      clock.advance(60_000);
      const ir = await signIn(b, emailOf('ir'), PASSWORD, '10.8.0.2');
      const publishAt = new Date(Math.floor(clock.now / 1000) * 1000 + 3_600_000);
      expect(
        (
          await ir.inject('POST', 'admin/notice', {
            title: trilingual('Scheduled on B'),
            date: '2026-12-01',
            publishAt: publishAt.toISOString(),
          })
        ).statusCode,
      ).toBe(201);
      // With B gone, only A's schedule answers: A re-reads it every 50 ms here (5 s by default).
      await b.close();
      bOpen = false;
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(nextScheduledPublish()).toBe(publishAt.getTime());
    } finally {
      await Promise.all([a.close(), bOpen ? b.close() : undefined]);
      await database.drop();
    }
  });
});
