/**
 * POST /admin/<kind>, PUT /admin/<kind>/:id, DELETE /admin/<kind>/:id for every content kind,
 * so the IR and media teams publish without a deploy. Writes clear the response cache.
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { FastifyInstance } from 'fastify';
import { CONTENT_NAMES, CONTENT_TYPES } from '../../content/contentTypes';
import { deleteContent, insertContent, updateContent, type ContentInput } from '../../content/contentWriter';
import { jsonBodyLimitFor } from '../../http/bodyLimit';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { Services } from '../../services';
import { logAdminWrite } from './adminAuth';
import { contentInputSchema, idParamsSchema } from './adminSchemas';

const idEnvelope = {
  type: 'object',
  required: ['code', 'message', 'data'],
  properties: { code: { type: 'integer' }, message: { type: 'string' }, data: { type: 'object', properties: { id: { type: 'integer' } } } },
};
const responses = { 200: idEnvelope, 201: idEnvelope, '4xx': errorBodySchema, '5xx': errorBodySchema };

export async function adminContentRoutes(api: FastifyInstance, { db, cache }: Services): Promise<void> {
  for (const name of CONTENT_NAMES) {
    const type = CONTENT_TYPES[name];
    const body = contentInputSchema(type);
    // Articles may be long: the schema's maxLengths decide, not the public 64 KB. Only a
    // request with the token gets this far (the token is checked before the body is read).
    const writeOptions = { bodyLimit: jsonBodyLimitFor(body), config: { multilineFields: ['summary', 'body'] } };

    api.post<{ Body: ContentInput }>(`/admin/${type.segment}`, { ...writeOptions, schema: { body, response: responses } }, async (request, reply) => {
      const id = await insertContent(db, type, request.body);
      cache.clear();
      logAdminWrite(request, id);
      return reply.code(201).send({ code: 201, message: 'created', data: { id } });
    });

    api.put<{ Params: { id: number }; Body: ContentInput }>(
      `/admin/${type.segment}/:id`,
      { ...writeOptions, schema: { params: idParamsSchema, body, response: responses } },
      async (request) => {
        const found = await updateContent(db, type, request.params.id, request.body);
        cache.clear();
        if (!found) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
        logAdminWrite(request, request.params.id);
        return ok({ id: request.params.id });
      },
    );

    api.delete<{ Params: { id: number } }>(`/admin/${type.segment}/:id`, { schema: { params: idParamsSchema, response: responses } }, async (request) => {
      const found = await deleteContent(db, type, request.params.id);
      cache.clear();
      if (!found) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
      logAdminWrite(request, request.params.id);
      return ok({ id: request.params.id });
    });
  }
}
