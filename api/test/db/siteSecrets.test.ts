/** The site's secrets in the API's database (the release preview key): one per database, shared by every copy, not in the site folder. */
import { buildApp } from '../../src/app';
import { siteSecretOf } from '../../src/db/siteSecrets';
import { startTestApp } from '../helpers/testApp';
import { createPostgresDatabase, DATABASE_TARGETS, POSTGRES } from '../helpers/testDatabases';
import { withPart } from '@azi/shared/testing/machinePart';

describe.each(DATABASE_TARGETS)('site secrets on %s', (target) => {
  it('are made at random once and read back the same afterwards', async () => {
    const { app, close } = await startTestApp(target, { seed: false });
    try {
      const secret = siteSecretOf(app)!;
      const first = await secret('release_preview_secret');
      expect(first).toMatch(/^[0-9a-f]{64}$/);
      expect(await secret('release_preview_secret')).toBe(first);
    } finally {
      await close();
    }
  });
});

it('another database has another secret, and a server without the API has none', async () => {
  const [a, b] = await Promise.all([startTestApp('pglite', { seed: false }), startTestApp('pglite', { seed: false })]);
  try {
    expect(await siteSecretOf(a.app)!('release_preview_secret')).not.toBe(
      await siteSecretOf(b.app)!('release_preview_secret'),
    );
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
  const Fastify = (await import('fastify')).default;
  expect(siteSecretOf(Fastify())).toBeUndefined();
});

const itWithPostgres = withPart(POSTGRES);
itWithPostgres(`two copies on one PostgreSQL read the same secret, whichever asks first`, async () => {
  const database = await createPostgresDatabase();
  const options = { ...database.options, nodeEnv: 'test', seed: false };
  const [a, b] = await Promise.all([buildApp(options), buildApp(options)]);
  try {
    const [fromA, fromB] = await Promise.all([
      siteSecretOf(a)!('release_preview_secret'),
      siteSecretOf(b)!('release_preview_secret'),
    ]);
    expect(fromA).toBe(fromB);
  } finally {
    await Promise.all([a.close(), b.close()]);
    await database.drop();
  }
});
