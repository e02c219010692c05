/** Accounts for admins: add, change, disable, reset; the last active admin stays; all of it audited. */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { ensureAdminAccount } from '../../src/console/bootstrapAdmin';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { API, form, newCaptchaId, validLead } from '../helpers/testApp';
import { pgliteImage, throwAwayDatabase } from '../helpers/pgliteImage';
import { prefillDataDir } from '../helpers/pristineCluster';
import { DATABASE_TARGETS } from '../helpers/testDatabases';
import { emailOf, signIn, startConsoleApp, type ConsoleTestApp, type SignedIn } from '../helpers/consoleSession';

describe.each(DATABASE_TARGETS)('console accounts on %s', (target) => {
  let t: ConsoleTestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await startConsoleApp(target, {}, ['admin', 'sales']);
  });
  beforeEach(async () => {
    admin = await signIn(t.app, emailOf('admin'));
  });
  afterAll(async () => t.close());

  const idOf = async (email: string) =>
    ((await admin.inject('GET', 'admin/accounts')).json().data.list as { id: number; email: string }[]).find(
      (a) => a.email === email,
    )?.id as number;

  it('adds an account with a generated password, shown once, that signs in', async () => {
    const created = await admin.inject('POST', 'admin/accounts', { email: 'New.IR@Example.com', role: 'ir' });
    expect(created.statusCode).toBe(201);
    const { account, password } = created.json().data;
    expect(account).toMatchObject({ email: 'New.IR@Example.com', role: 'ir', disabled: false });
    expect(password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    // E-mail addresses match whatever their case.
    expect((await signIn(t.app, 'new.ir@example.com', password)).csrfToken).toBeTruthy();
    const again = await admin.inject('POST', 'admin/accounts?lang=en', { email: 'new.ir@example.com', role: 'media' });
    expect(again.statusCode).toBe(409);
    expect(JSON.stringify((await admin.inject('GET', 'admin/accounts')).json())).not.toMatch(/argon2|passwordHash/);
  });

  it('refuses a password that breaks the rules, saying what they are', async () => {
    for (const password of ['short', 'aaaaaaaaaaaaaaaa', 'weak@example.com']) {
      const response = await admin.inject('POST', 'admin/accounts?lang=en', {
        email: 'weak@example.com',
        role: 'media',
        password,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^Please choose another password: it needs 12 to 256 characters/);
    }
  });

  it('changes roles, and a new role applies to open sessions at once', async () => {
    const sales = await signIn(t.app, emailOf('sales'));
    expect((await sales.inject('GET', 'admin/notice')).statusCode).toBe(403);
    const id = await idOf(emailOf('sales'));
    expect((await admin.inject('PATCH', `admin/accounts/${id}`, { role: 'ir' })).json().data.account.role).toBe('ir');
    expect((await sales.inject('GET', 'admin/notice')).statusCode).toBe(200);
    expect((await sales.inject('GET', 'admin/clues')).statusCode).toBe(403);
    await admin.inject('PATCH', `admin/accounts/${id}`, { role: 'sales' });
  });

  it('never disables or demotes the last active admin', async () => {
    const adminId = await idOf(emailOf('admin'));
    const demote = await admin.inject('PATCH', `admin/accounts/${adminId}?lang=en`, { role: 'media' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json()).toEqual({
      code: 409,
      message: 'The last active admin cannot be disabled or given another role',
      errors: { role: 'lastAdmin' },
    });
    expect((await admin.inject('PATCH', `admin/accounts/${adminId}`, { disabled: true })).statusCode).toBe(409);
    // With a second admin, the first may go; then the second is the last.
    const second = (
      await admin.inject('POST', 'admin/accounts', {
        email: 'second.admin@example.com',
        role: 'admin',
        password: 'second admin password',
      })
    ).json().data.account.id as number;
    expect((await admin.inject('PATCH', `admin/accounts/${adminId}`, { role: 'ir' })).statusCode).toBe(200);
    const other = await signIn(t.app, 'second.admin@example.com', 'second admin password');
    expect((await other.inject('PATCH', `admin/accounts/${second}`, { disabled: true })).statusCode).toBe(409);
    expect((await other.inject('PATCH', `admin/accounts/${adminId}`, { role: 'admin' })).statusCode).toBe(200);
    expect((await other.inject('PATCH', `admin/accounts/${second}`, { disabled: true })).statusCode).toBe(200);
  });

  it('writes the audit log, which admins page and filter', async () => {
    admin = await signIn(t.app, emailOf('admin'));
    const entries = (await admin.inject('GET', 'admin/audit?action=account.update&pageSize=2')).json().data;
    expect(entries).toMatchObject({ pageNo: 1, pageSize: 2 });
    expect(entries.total).toBeGreaterThanOrEqual(4);
    expect(entries.list).toHaveLength(2);
    expect(entries.list[0]).toMatchObject({
      action: 'account.update',
      contentType: 'account',
      summary: expect.stringMatching(/^second\.admin@example\.com: disabled/),
    });
    const page2 = (await admin.inject('GET', 'admin/audit?action=account.update&pageSize=2&pageNo=2')).json().data.list;
    expect(page2[0].id).toBeLessThan(entries.list[1].id);
    const byActor = (
      await admin.inject('GET', `admin/audit?actor=${encodeURIComponent('SECOND.admin@example.com')}`)
    ).json().data.list as { actor: string }[];
    expect(byActor.length).toBeGreaterThan(0);
    expect(byActor.every((e) => e.actor === 'second.admin@example.com')).toBe(true);
    const future = (await admin.inject('GET', `admin/audit?from=${encodeURIComponent('2100-01-01T00:00:00Z')}`)).json()
      .data;
    expect(future.total).toBe(0);
    expect((await admin.inject('GET', 'admin/audit?action=session.signIn')).json().data.total).toBeGreaterThan(3);
  });

  it('lets sales list leads by day range and type, export them as CSV, and audits each read', async () => {
    for (const type of ['analyst', 'domesticMedia']) {
      const captchaId = await newCaptchaId(t.app);
      expect(
        (await t.app.inject({ method: 'POST', url: `${API}/clueManage/save`, ...form(validLead(captchaId, { type })) }))
          .statusCode,
      ).toBe(200);
    }
    const sales = await signIn(t.app, emailOf('sales'));
    const today = new Date().toISOString().slice(0, 10);
    const analysts = (await sales.inject('GET', `admin/clues?type=analyst&since=${today}&until=${today}`)).json().data;
    expect(analysts.list.map((c: { type: string }) => c.type)).toEqual(['analyst']);
    expect((await sales.inject('GET', 'admin/clues?until=2000-01-01')).json().data.total).toBe(0);
    const csv = await sales.inject('GET', 'admin/clues?format=csv&type=domesticMedia');
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    const audit = (await admin.inject('GET', 'admin/audit?contentType=leads')).json().data.list as {
      action: string;
      actor: string;
      summary: string;
    }[];
    expect(audit[0]).toMatchObject({
      action: 'leads.export',
      actor: 'sales@example.com',
      summary: expect.stringContaining('type=domesticMedia'),
    });
  });
});

describe('the first admin from ADMIN_EMAIL and ADMIN_PASSWORD', () => {
  it('signs in on a fresh database', async () => {
    const app = await buildApp({
      // Migrated, no rows: what a first start finds once its migrations ran (an initdb spared).
      ...(await throwAwayDatabase('migrated')),
      seed: false,
      nodeEnv: 'test',
      maintenanceIntervalMs: 0,
      adminEmail: 'root@example.com',
      adminPassword: 'first admin password',
    });
    try {
      const session = await signIn(app, 'root@example.com', 'first admin password');
      expect((await session.inject('GET', 'admin/accounts')).json().data.list).toEqual([
        expect.objectContaining({ email: 'root@example.com', role: 'admin' }),
      ]);
    } finally {
      await app.close();
    }
  });

  it('is created only while no active admin exists, and otherwise changes nothing, whatever the password', async () => {
    const db = await openDatabase({ dataDir: 'memory://', image: await pgliteImage('migrated') });
    try {
      await migrate(db);
      expect(await ensureAdminAccount(db, 'root@example.com', 'first admin password')).toBe('created');
      expect(await ensureAdminAccount(db, 'ROOT@example.com', 'first admin password')).toBe('adminExists');
      const [before] = await db.query<{ hash: string }>(`select password_hash as hash from console_account`);
      expect(await ensureAdminAccount(db, 'root@example.com', 'another admin password')).toBe('adminExists');
      expect(await ensureAdminAccount(db, 'other@example.com', 'another admin password')).toBe('adminExists');
      expect(await db.query(`select password_hash as hash from console_account`)).toEqual([before]);
      // No active admin left (disabled, demoted): the pair brings that account back as the admin.
      await db.query(`update console_account set role = 'media', disabled_at = now()`);
      expect(await ensureAdminAccount(db, 'root@example.com', 'first admin password')).toBe('restored');
      expect(await db.query(`select role, disabled_at from console_account`)).toEqual([
        { role: 'admin', disabled_at: null },
      ]);
      const audit = await db.query<{ actor: string; action: string }>(
        `select actor, action from audit_log order by id`,
      );
      expect(audit).toEqual([
        { actor: 'environment', action: 'account.create' },
        { actor: 'environment', action: 'account.resetPassword' },
      ]);
    } finally {
      await db.close();
    }
  });

  it('does not undo a password the admin changed in the console when the server starts again', async () => {
    const dataDir = await prefillDataDir(await mkdtemp(path.join(os.tmpdir(), 'azi-bootstrap-')));
    const options = {
      dataDir,
      seed: false,
      nodeEnv: 'test',
      maintenanceIntervalMs: 0,
      adminEmail: 'root@example.com',
      adminPassword: 'first admin password',
    };
    try {
      let app = await buildApp(options);
      const session = await signIn(app, 'root@example.com', 'first admin password');
      expect(
        (
          await session.inject('POST', 'admin/session/password', {
            currentPassword: 'first admin password',
            newPassword: 'changed in the console',
          })
        ).statusCode,
      ).toBe(200);
      await app.close();
      app = await buildApp(options);
      try {
        await expect(signIn(app, 'root@example.com', 'first admin password')).rejects.toThrow(/401/);
        await signIn(app, 'root@example.com', 'changed in the console');
      } finally {
        await app.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses to start with a weak password or half the pair', async () => {
    const options = {
      dataDir: 'memory://',
      seed: false,
      nodeEnv: 'test',
      maintenanceIntervalMs: 0,
      adminEmail: 'root@example.com',
    };
    await expect(buildApp({ ...options, adminPassword: 'short' })).rejects.toThrow(
      /ADMIN_PASSWORD is refused \(tooShort\): at least 12 characters/,
    );
    await expect(buildApp(options)).rejects.toThrow(/go together/);
  });
});
