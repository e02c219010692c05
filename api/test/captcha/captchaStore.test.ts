import { checkCaptcha, issueCaptcha } from '../../src/captcha/captchaStore';
import type { Database } from '../../src/db/database';
import { migrate } from '../../src/db/migrate';
import { openDatabase } from '../../src/db/openDatabase';
import { pgliteImage } from '../helpers/pgliteImage';

jest.setTimeout(30_000);

describe('captcha challenges', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openDatabase({ dataDir: 'memory://', image: await pgliteImage('migrated') });
    await migrate(db);
  });
  afterAll(async () => db.close());

  it('accepts the answer in any letter case', async () => {
    const { captchaId } = await issueCaptcha(db, 'AbCd');
    expect(await checkCaptcha(db, captchaId, ' abcd ')).toBe('ok');
  });

  it('refuses an expired challenge even with the right answer', async () => {
    const { captchaId } = await issueCaptcha(db, 'wxyz');
    await db.query(`update captcha_challenge set expires_at = now() - interval '1 second' where id = $1`, [captchaId]);
    expect(await checkCaptcha(db, captchaId, 'wxyz')).toBe('expired');
  });

  it('stores only a hash of the answer', async () => {
    const { captchaId } = await issueCaptcha(db, 'pqrs');
    const [row] = await db.query<{ answer_hash: string }>('select answer_hash from captcha_challenge where id = $1', [
      captchaId,
    ]);
    expect(row?.answer_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.answer_hash).not.toContain('pqrs');
  });

  it('runs the migrations only once', async () => {
    expect(await migrate(db)).toEqual([]);
  });
});
