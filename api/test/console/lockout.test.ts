/**
 * Failed sign-ins: an account tried from one address is slowed after a few failures and refused
 * there for 15 minutes after ten; an address trying many accounts after more; the account alone,
 * from everywhere, only ever waits a short delay, so a stranger cannot keep its owner out. Wrong
 * current passwords in a password change are throttled per account and end the session at the
 * lock. Counters live in the database; the clock is moved and the delay recorded, never waited for.
 */
import { API } from '../helpers/testApp';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { emailOf, PASSWORD, signIn, startConsoleApp, type ConsoleTestApp } from '../helpers/consoleSession';

describe.each(DATABASE_TARGETS)('sign-in throttling on %s', (target) => {
  let t: ConsoleTestApp;
  /** Every delay the API waited out, in ms (recorded, not slept). */
  const delays: number[] = [];
  beforeAll(async () => {
    t = await startConsoleApp(target, { sleep: async (ms) => void delays.push(ms) }, ['admin', 'ir', 'media', 'sales']);
  });
  afterAll(async () => t.close());

  const attempt = (email: string, password: string, remoteAddress: string, lang = 'en') =>
    t.app.inject({
      method: 'POST',
      url: `${API}/admin/session?lang=${lang}`,
      payload: { email, password },
      remoteAddress,
    });

  it('slows an account tried from one address after three failures, then refuses it there for 15 minutes, right password or not', async () => {
    const email = emailOf('ir');
    const here = '10.1.0.1';
    for (let i = 0; i < 3; i += 1) expect((await attempt(email, 'wrong password!!', here)).statusCode).toBe(401);
    const slowed = await attempt(email, 'wrong password!!', here);
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({
      message: 'Too many failed sign-ins; try again in 1 seconds',
      errors: { account: 'slowed' },
    });
    // Waiting as told lets the next attempt through; each failure doubles the wait.
    for (let failures = 4; failures <= 10; failures += 1) {
      t.clock.advance(2 ** (failures - 4) * 1000);
      expect((await attempt(email, 'wrong password!!', here)).statusCode).toBe(401);
    }
    const locked = await attempt(email, PASSWORD, here, 'zh');
    expect(locked.statusCode).toBe(429);
    expect(locked.headers['retry-after']).toBe(String(15 * 60));
    expect(locked.json().message).toBe('登录失败次数过多，已暂停登录，请在 15 分钟后再试');
    t.clock.advance(15 * 60_000 - 1000);
    expect((await attempt(email, PASSWORD, here)).statusCode).toBe(429);
    t.clock.advance(2000);
    expect((await attempt(email, PASSWORD, here)).statusCode).toBe(200);
    // A success starts the pair afresh.
    expect((await attempt(email, 'wrong password!!', here)).statusCode).toBe(401);
    expect((await attempt(email, PASSWORD, here)).statusCode).toBe(200);
  });

  it('never keeps the owner out: a stranger locks only their own address, the account alone is merely delayed', async () => {
    const email = emailOf('sales');
    const stranger = '10.6.0.1';
    // The stranger guesses, each time waiting as told, until refused for 15 minutes.
    for (let failures = 1; failures <= 10; failures += 1) {
      if (failures > 3) t.clock.advance(2 ** (failures - 4) * 1000);
      expect((await attempt(email, 'wrong password!!', stranger)).statusCode).toBe(401);
    }
    expect((await attempt(email, PASSWORD, stranger)).statusCode).toBe(429);
    // The owner, from their own address, at once: in, after a delay they barely notice.
    delays.length = 0;
    const owner = await attempt(email, PASSWORD, '10.6.9.9');
    expect(owner.statusCode).toBe(200);
    expect(delays.length).toBeLessThanOrEqual(1);
    expect(Math.max(0, ...delays)).toBeLessThanOrEqual(1000);
    // Repeating the stranger's attempts does not change that.
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt(email, 'wrong password!!', stranger)).statusCode).toBe(429);
      expect((await attempt(email, PASSWORD, '10.6.9.9')).statusCode).toBe(200);
    }
  });

  it('delays, without refusing, an account guessed at from many addresses', async () => {
    const email = emailOf('media');
    delays.length = 0;
    for (let i = 0; i < 5; i += 1)
      expect((await attempt(email, 'wrong password!!', `10.7.0.${i}`)).statusCode).toBe(401);
    expect(delays).toEqual([]);
    for (let i = 5; i < 25; i += 1)
      expect((await attempt(email, 'wrong password!!', `10.7.0.${i}`)).statusCode).toBe(401);
    expect(delays).toEqual(Array.from({ length: 20 }, () => 1000));
    // Quiet for the window: forgotten.
    t.clock.advance(15 * 60_000 + 1000);
    delays.length = 0;
    expect((await attempt(email, PASSWORD, '10.7.1.1')).statusCode).toBe(200);
    expect(delays).toEqual([]);
  });

  it('counts unknown e-mail addresses like known ones', async () => {
    for (let i = 0; i < 3; i += 1)
      expect((await attempt('nobody@example.com', 'wrong password!!', '10.2.0.1')).statusCode).toBe(401);
    expect((await attempt('NOBODY@example.com', 'wrong password!!', '10.2.0.1')).statusCode).toBe(429);
  });

  it('refuses an address that tries many accounts, and leaves other addresses alone', async () => {
    const address = '10.3.0.1';
    for (let i = 0; i < 10; i += 1)
      expect((await attempt(`guess${i}@example.com`, 'wrong password!!', address)).statusCode).toBe(401);
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

  it('lets one burst of parallel guesses from one address through no further than the free allowance', async () => {
    const email = emailOf('admin');
    const results = await Promise.all(Array.from({ length: 8 }, () => attempt(email, 'wrong password!!', '10.4.0.1')));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 401).length).toBeLessThanOrEqual(3);
    expect(codes.filter((c) => c === 429).length).toBeGreaterThanOrEqual(5);
  });

  it('throttles wrong current passwords in a password change per account, and ends the session at the lock', async () => {
    const email = emailOf('admin');
    t.clock.advance(60 * 60_000);
    const here = await signIn(t.app, email, PASSWORD, '10.8.0.1');
    const other = await signIn(t.app, email, PASSWORD, '10.8.0.2');
    const change = (session: typeof here, currentPassword: string) =>
      session.inject('POST', 'admin/session/password?lang=en', {
        currentPassword,
        newPassword: 'a new admin password 1',
      });
    for (let i = 0; i < 3; i += 1) expect((await change(here, 'not it at all')).statusCode).toBe(400);
    const slowed = await change(here, 'not it at all');
    expect(slowed.statusCode).toBe(429);
    expect(slowed.headers['retry-after']).toBe('1');
    expect(slowed.json()).toMatchObject({
      message: 'Too many wrong current passwords; try again in 1 seconds',
      errors: { password: 'slowed' },
    });
    // Another session of the same account shares the count.
    expect((await change(other, PASSWORD)).statusCode).toBe(429);
    for (let failures = 4; failures <= 9; failures += 1) {
      t.clock.advance(2 ** (failures - 4) * 1000);
      expect((await change(here, 'not it at all')).statusCode).toBe(400);
    }
    t.clock.advance(60_000);
    const locked = await change(here, 'not it at all');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({
      message: 'Too many wrong current passwords: you have been signed out; try again in 15 minutes',
      errors: { password: 'locked' },
    });
    expect(String(locked.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect((await here.inject('GET', 'admin/session')).statusCode).toBe(401);
    // While locked, any other session trying ends too, without its password being checked.
    const refused = await change(other, PASSWORD);
    expect(refused.statusCode).toBe(429);
    expect((await other.inject('GET', 'admin/session')).statusCode).toBe(401);
    // Signing in is not affected; after the lock the right password changes it.
    t.clock.advance(15 * 60_000 + 1000);
    const again = await signIn(t.app, email, PASSWORD, '10.8.0.1');
    expect((await change(again, PASSWORD)).statusCode).toBe(200);
  });
});
