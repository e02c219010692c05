/**
 * Failed sign-ins: slowed after a few per account, refused for 15 minutes after ten; per address
 * after more. Counters live in the database; the clock is moved, never waited for.
 */
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { emailOf, PASSWORD, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';

describe.each(DATABASE_TARGETS)('sign-in throttling on %s', (target) => {
  let t: ConsoleTestApp;
  beforeAll(async () => {
    t = await startConsoleApp(target, {}, ['admin', 'ir', 'media']);
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, remoteAddress: string, lang = 'en') =>
    t.app.inject({ method: 'POST', url: `${API}/admin/session?lang=${lang}`, payload: { email, password }, remoteAddress });

  it('slows an account down after three failures, then refuses it for 15 minutes, right password or not', async () => {
    const email = emailOf('ir');
    for (let i = 0; i < 3; i += 1) expect((await attempt(email, 'wrong password!!', '10.1.0.1')).statusCode).toBe(401);
    const slowed = await attempt(email, 'wrong password!!', '10.1.0.2');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({ message: 'Too many failed sign-ins; try again in 1 seconds', errors: { account: 'slowed' } });
    // Waiting as told lets the next attempt through; each failure doubles the wait.
    for (let failures = 4; failures <= 10; failures += 1) {
      t.clock.advance(2 ** (failures - 4) * 1000);
      expect((await attempt(email, 'wrong password!!', `10.1.0.${failures}`)).statusCode).toBe(401);
    }
    const locked = await attempt(email, PASSWORD, '10.1.1.1', 'zh');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.json().message).toBe('登录失败次数过多，已暂停登录，请在 15 分钟后再试');
    t.clock.advance(15 * 60_000 - 1000);
    expect((await attempt(email, PASSWORD, '10.1.1.2')).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await attempt(email, PASSWORD, '10.1.1.3')).statusCode).toBe(200);
    // A success starts the account afresh.
    expect((await attempt(email, 'wrong password!!', '10.1.1.4')).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD, '10.1.1.5')).statusCode).toBe(200);
  });

  it('counts unknown e-mail addresses like known ones', async () => {
    for (let i = 0; i < 3; i += 1) expect((await attempt('nobody@example.com', 'wrong password!!', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('NOBODY@example.com', 'wrong password!!', '10.2.0.2')).statusCode).toBe(429);
  });

  it('refuses an address that tries many accounts, and leaves other addresses alone', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 10; i += 1) expect((await attempt(`guess${i}@example.com`, 'wrong password!!', address)).statusCode).toBe(401);
    const slowed = await attempt('guess-next@example.com', 'wrong password!!', address);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json().errors).toEqual({ address: 'slowed' });
    for (let failures = 11; failures <= 30; failures += 1) {
      t.clock.advance(60_000);
      expect((await attempt(`guess${failures}@example.com`, 'wrong password!!', address)).statusCode).toBe(401);
    }
    const locked = await attempt(emailOf('media'), PASSWORD, address);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors).toEqual({ address: 'locked' });
    expect((await attempt(emailOf('media'), PASSWORD, '10.3.0.2')).statusCode).toBe(200);
  });

  it('lets one burst of parallel guesses through no further than the free allowance', async () => {
    const email = emailOf('admin');
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => attempt(email, 'wrong password!!', `10.4.0.${i}`)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
  });
});
