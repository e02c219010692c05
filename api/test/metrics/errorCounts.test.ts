import Fastify from 'fastify';
import { ApiHttpError } from '../../src/http/envelope';
import { installErrorHandlers } from '../../src/http/errorHandlers';
import { openDatabase } from '../../src/db/openDatabase';
import { metricsRegistry, resetSiteMetrics } from '../../src/metrics/siteMetrics';
import { pgliteImage } from '../helpers/pgliteImage';

jest.setTimeout(60_000);

async function counted(name: string): Promise<Record<string, number>> {
  const metric = await metricsRegistry.getSingleMetric(name)!.get();
  return Object.fromEntries(metric.values.map((value) => [Object.values(value.labels).join(','), value.value]));
}

beforeEach(() => resetSiteMetrics());

it('counts failed queries by SQLSTATE class, inside a transaction too, and not the ones that succeed', async () => {
  const db = await openDatabase({ dataDir: 'memory://', image: await pgliteImage('migrated') });
  try {
    await db.query('select 1');
    await expect(db.query('select * from no_such_table')).rejects.toThrow();
    await expect(db.transaction((tx) => tx.query('select 1 / 0'))).rejects.toThrow();
    expect(await counted('azi_db_query_errors_total')).toEqual({ '42': 1, '22': 1 });
  } finally {
    await db.close();
  }
});

it("counts the API's 5xx answers by route pattern, and not its 4xx", async () => {
  const site = Fastify();
  await site.register(
    async (api) => {
      installErrorHandlers(api);
      api.get('/boom/:id', async () => {
        throw new Error('a bug');
      });
      api.get('/down', async () => {
        throw new ApiHttpError(503, 'The quote gateway is down');
      });
      api.get('/missing', async () => {
        throw new ApiHttpError(404, 'No such item');
      });
    },
    { prefix: '/api' },
  );
  for (const url of ['/api/boom/1', '/api/boom/2', '/api/down', '/api/missing', '/api/nowhere']) await site.inject(url);
  expect(await counted('azi_api_errors_total')).toEqual({ '/api/boom/:id': 2, '/api/down': 1 });
  await site.close();
});
