/** Any number of API copies share one PostgreSQL: a captcha issued by one is accepted by another. */
import { buildApp } from '../src/app';
import { API, form, newCaptchaId, validLead, FIXED_CAPTCHA } from './helpers/testApp';
import { atStartOfWindow } from './helpers/rateLimitWindow';
import { createPostgresDatabase, POSTGRES } from './helpers/testDatabases';
import { withPart } from '@azi/shared/testing/machinePart';

jest.setTimeout(60_000);

const itWithPostgres = withPart(POSTGRES);

describe('two API copies on one PostgreSQL', () => {
  itWithPostgres(`start together, migrate once, and accept each other's captcha and rate-limit counts`, async () => {
    const database = await createPostgresDatabase();
    const options = { ...database.options, captchaFixed: FIXED_CAPTCHA, nodeEnv: 'test', leadLimitPerMinute: 3 };
    const [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
    try {
      // Four posts below count against one minute's limit: all in the same window.
      await atStartOfWindow();
      const captchaFromA = await newCaptchaId(a);
      const savedOnB = await b.inject({
        method: 'POST',
        url: `${API}/clueManage/save`,
        remoteAddress: '10.9.0.1',
        ...form(validLead(captchaFromA)),
      });
      expect(savedOnB.statusCode).toBe(200);
      // The challenge B accepted is spent on A too (for anything but the same submission again).
      const reusedOnA = await a.inject({
        method: 'POST',
        url: `${API}/clueManage/save`,
        remoteAddress: '10.9.0.1',
        ...form(validLead(captchaFromA, { content: 'Another message with a spent challenge' })),
      });
      expect(reusedOnA.json().errors).toEqual({ captchaCode: 'captchaExpired' });
      // Two posts counted above; the third on B is allowed, the fourth anywhere is not.
      expect(
        (await b.inject({ method: 'POST', url: `${API}/clueManage/save`, remoteAddress: '10.9.0.1', ...form({}) }))
          .statusCode,
      ).toBe(400);
      expect(
        (await a.inject({ method: 'POST', url: `${API}/clueManage/save`, remoteAddress: '10.9.0.1', ...form({}) }))
          .statusCode,
      ).toBe(429);
      // The seed ran once although both copies started on the empty database together.
      expect((await a.inject({ method: 'GET', url: `${API}/banner/findPage/1/50` })).json().data.total).toBe(4);
    } finally {
      await Promise.all([a.close(), b.close()]);
      await database.drop();
    }
  });
});
