/**
 * The console's SEC filings screen: GET /admin/sec/status (the last import, the next run) and
 * POST /admin/sec/import ("Import now": runs an import and answers `{ added, updated, total }`
 * when it ends; ir, admin and the ADMIN_TOKEN bearer). An import is a write: its answer passes
 * through the site's onResponse hook like every admin write, which renews the page cache.
 */
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../console/auditLog';
import { ApiHttpError, ok } from '../../http/envelope';
import type { SecImporter } from '../../sec/secImporter';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';

export interface SecRouteOptions {
  services: Services;
  importer: SecImporter | undefined;
}

/** How long "Import now" waits for another copy's run to end before answering 409. */
const WAIT_FOR_OTHER_RUN_MS = 60_000;

export const SEC_OFF_STATUS = {
  enabled: false,
  cik: null,
  everyMs: 0,
  running: false,
  lastRun: null,
  nextRunAt: null,
} as const;

export async function adminSecRoutes(admin: FastifyInstance, { services, importer }: SecRouteOptions): Promise<void> {
  admin.get('/admin/sec/status', { config: { area: 'sec' } }, async () =>
    ok(importer ? await importer.status() : SEC_OFF_STATUS),
  );

  admin.post('/admin/sec/import', { config: { area: 'sec' } }, async (request) => {
    if (!importer) throw new ApiHttpError(409, 'The SEC import is off: SEC_CIK is not set');
    const result = await importer.run('manual', WAIT_FOR_OTHER_RUN_MS);
    if (!result) throw new ApiHttpError(409, 'Another site copy is importing SEC filings; try again in a minute');
    if (result.added + result.updated > 0) await services.contentChanged();
    await writeAudit(services.db, actorOf(request), {
      action: 'sec.import',
      contentType: 'americaNotice',
      summary: `added ${result.added}, updated ${result.updated}, total ${result.total}${result.error ? `; error: ${result.error}` : ''}`,
    });
    logAdminWrite(request, 'sec-import');
    return ok(result);
  });
}
