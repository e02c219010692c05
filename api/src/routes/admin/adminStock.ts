/**
 * The console's share prices (issue 39; ir and admin, the `stock` area):
 *   GET    /admin/stock/status                what is stored, the job's last attempts, missed days, dividends
 *   POST   /admin/stock/prices                a CSV (text/csv; Nasdaq's download or ISO dates), upserted by
 *                                             date in one transaction: { added, updated, total }.
 *                                             ?preview=true: what would change, nothing written.
 *                                             A line that does not read: 400 naming it, nothing written.
 *   POST   /admin/stock/dividends             { exDate, amount }: a cash dividend per share (replaces that ex-date's)
 *   DELETE /admin/stock/dividends/:exDate
 * Writes pass the site's onResponse hook like every admin write (the page cache renews) and are audited.
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { StockAdminStatus } from '@azi/shared/api/schemas/stock';
import { ISO_DATE_PATTERN, isIsoDate } from '@azi/shared/api/stockLimits';
import type { FastifyInstance } from 'fastify';
import { writeAudit } from '../../console/auditLog';
import { ApiHttpError, ok } from '../../http/envelope';
import type { Services } from '../../services';
import type { CloseRecorder } from '../../stock/closeRecorder';
import { missedDays } from '../../stock/missedDays';
import { parsePriceCsv } from '../../stock/priceCsv';
import {
  deleteDividend,
  importPrices,
  listDividends,
  previewImport,
  saveDividend,
  storedSummary,
} from '../../stock/priceRepository';
import { actorOf, logAdminWrite } from './adminAuth';

/** Nasdaq's download of ten years is about 130 KB. */
export const PRICE_CSV_LIMIT_BYTES = 2 * 1024 * 1024;

export interface StockRouteOptions {
  services: Services;
  /** Undefined when this site does not record the close (no quote gateway). */
  recorder: CloseRecorder | undefined;
}

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const isoDate = { type: 'string', pattern: ISO_DATE_PATTERN } as const;

export async function adminStockRoutes(
  admin: FastifyInstance,
  { services, recorder }: StockRouteOptions,
): Promise<void> {
  const { db, clock } = services;
  const config = { area: 'stock' as const };
  admin.addContentTypeParser(
    ['text/csv', 'text/plain'],
    { parseAs: 'string', bodyLimit: PRICE_CSV_LIMIT_BYTES },
    (_request, body, done) => done(null, body),
  );

  admin.get('/admin/stock/status', { config }, async () => {
    const status: StockAdminStatus = {
      ...(await storedSummary(db)),
      recorderEnabled: recorder !== undefined,
      missed: await missedDays(db, clock()),
      runs: recorder ? await recorder.recentRuns() : [],
      dividends: await listDividends(db),
    };
    return ok(status);
  });

  admin.post<{ Querystring: { preview?: boolean }; Body: string }>(
    '/admin/stock/prices',
    {
      config: { ...config, multilineFields: ['body'] },
      bodyLimit: PRICE_CSV_LIMIT_BYTES,
      schema: { querystring: { type: 'object', properties: { preview: { type: 'boolean' } } }, response: errors },
    },
    async (request) => {
      if (typeof request.body !== 'string')
        throw new ApiHttpError(415, 'Send the prices as CSV (Content-Type: text/csv)');
      const parsed = parsePriceCsv(request.body);
      if (!parsed.ok) {
        const lines = parsed.errors.map((e) => `line ${e.line}: ${e.message}`);
        throw new ApiHttpError(
          400,
          `Nothing was imported. ${lines.join(' ')}`,
          Object.fromEntries(parsed.errors.map((e) => [`line ${e.line}`, e.message])),
        );
      }
      if (request.query.preview) return ok(await previewImport(db, parsed.prices));
      const result = await db.transaction((tx) => importPrices(tx, parsed.prices));
      await writeAudit(db, actorOf(request), {
        action: 'stock.import',
        contentType: 'stockPrice',
        summary: `${parsed.prices.length} days ${parsed.prices[0]!.date} to ${parsed.prices.at(-1)!.date}: added ${result.added}, updated ${result.updated}, total ${result.total}`,
      });
      if (result.added + result.updated > 0) await services.contentChanged();
      logAdminWrite(request, 'stock-prices');
      return ok(result);
    },
  );

  admin.post<{ Body: { exDate: string; amount: number } }>(
    '/admin/stock/dividends',
    {
      config,
      schema: {
        body: {
          type: 'object',
          required: ['exDate', 'amount'],
          additionalProperties: false,
          properties: { exDate: isoDate, amount: { type: 'number', exclusiveMinimum: 0, maximum: 100000 } },
        },
        response: errors,
      },
    },
    async (request) => {
      const { exDate, amount } = request.body;
      if (!isIsoDate(exDate)) throw new ApiHttpError(400, 'exDate is not a date (YYYY-MM-DD)', { exDate: 'format' });
      const actor = actorOf(request);
      await saveDividend(db, { exDate, amount }, actor.name);
      await writeAudit(db, actor, {
        action: 'stock.dividend.save',
        contentType: 'stockDividend',
        targetId: exDate,
        summary: `${amount} per share, ex-date ${exDate}`,
      });
      await services.contentChanged();
      logAdminWrite(request, exDate);
      return ok(await listDividends(db));
    },
  );

  admin.delete<{ Params: { exDate: string } }>(
    '/admin/stock/dividends/:exDate',
    {
      config,
      schema: { params: { type: 'object', required: ['exDate'], properties: { exDate: isoDate } }, response: errors },
    },
    async (request) => {
      const { exDate } = request.params;
      if (!(await deleteDividend(db, exDate))) throw new ApiHttpError(404, 'No dividend with that ex-date');
      await writeAudit(db, actorOf(request), {
        action: 'stock.dividend.delete',
        contentType: 'stockDividend',
        targetId: exDate,
      });
      await services.contentChanged();
      logAdminWrite(request, exDate);
      return ok(await listDividends(db));
    },
  );
}
