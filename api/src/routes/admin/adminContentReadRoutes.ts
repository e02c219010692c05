/**
 * The console's read routes of one content kind: the list (every status, all languages; state,
 * keyword, year filters), one item as edited, and the item as the public API would answer it.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { mediaDetailSchema } from '@azi/shared/api/schemas/content';
import { envelopeSchema } from '@azi/shared/api/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { listContentForAdmin, readContent } from '../../content/contentAdminRepository';
import { findById } from '../../content/contentRepository';
import { sanitizeNewsHtml } from '../../content/sanitizeHtml';
import { ok } from '../../http/envelope';
import type { Services } from '../../services';
import { adminListQuerySchema, idParamsSchema, previewQuerySchema, storedContentSchema } from './adminSchemas';
import { errors, notFound, type ContentRouteKind, type IdParams } from './contentRouteKind';

type AdminListQuery = Static<typeof adminListQuerySchema>;
type PreviewQuery = Static<typeof previewQuerySchema>;

export function adminContentReadRoutes(
  api: FastifyInstance,
  { db, clock }: Services,
  { type, base, config }: ContentRouteKind,
): void {
  const stored = storedContentSchema(type);

  api.get<{ Querystring: AdminListQuery }>(
    base,
    {
      config,
      schema: {
        querystring: adminListQuerySchema,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              list: { type: 'array', items: stored },
              total: { type: 'integer' },
              pageNo: { type: 'integer' },
              pageSize: { type: 'integer' },
            },
          }),
          ...errors,
        },
      },
    },
    async (request) => {
      const { pageNo = 1, pageSize = 20, state, languages, keyword, year } = request.query;
      const { list, total } = await listContentForAdmin(
        db,
        type,
        { state, languages, keyword, year, now: clock() },
        pageSize,
        (pageNo - 1) * pageSize,
      );
      return ok({ list, total, pageNo, pageSize });
    },
  );

  api.get<{ Params: IdParams }>(
    `${base}/:id`,
    { config, schema: { params: idParamsSchema, response: { 200: envelopeSchema(stored), ...errors } } },
    async (request) => {
      const item = await readContent(db, type, request.params.id, clock());
      if (!item) throw notFound(request);
      return ok(item);
    },
  );

  api.get<{ Params: IdParams; Querystring: PreviewQuery }>(
    `${base}/:id/preview`,
    {
      config,
      schema: {
        params: idParamsSchema,
        querystring: previewQuerySchema,
        response: { 200: envelopeSchema(type.hasBody ? mediaDetailSchema : type.itemSchema), ...errors },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? 'zh';
      // As getById answers it, neighbours included (among the items live now).
      const row = await findById(db, type, lang, request.params.id, null, type.hasBody ? clock() : undefined);
      if (!row) throw notFound(request);
      return ok(type.hasBody ? { ...row, body: sanitizeNewsHtml(String(row.body ?? '')) } : row);
    },
  );
}
