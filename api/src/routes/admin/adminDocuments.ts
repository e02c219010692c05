/**
 * PDFs for IR: POST /admin/documents?fileName=… with the file as the body
 * (Content-Type: application/pdf, at most 50 MB; the file must start with %PDF-), a list, and
 * delete (refused while a financial report points at the file), and the file itself for staff at
 * /admin/documents/file/:key/:fileName, public or not (the public address answers only while a
 * live item uses it). This scope alone parses PDF bodies, with its own limit: the rest of the API
 * keeps 64 KB.
 */
import type { Static } from '@azi/shared/api/json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { writeAudit } from '../../console/auditLog';
import {
  cleanFileName,
  deleteDocument,
  DOCUMENT_MAX_BYTES,
  findDocumentByKey,
  insertDocument,
  isPdf,
  listDocuments,
} from '../../content/documentStore';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { Services } from '../../services';
import { documentRouteSchema, PRIVATE_DOCUMENT_CACHE, sendDocument, type DocumentRequest } from '../documents';
import { actorOf, logAdminWrite } from './adminAuth';
import { idParamsSchema } from './adminSchemas';
import {
  documentListQuerySchema,
  documentListResponses,
  documentResponses,
  documentUploadQuerySchema,
} from './consoleSchemas';

type UploadQuery = Static<typeof documentUploadQuerySchema>;
type ListQuery = Static<typeof documentListQuerySchema>;
type IdParams = Static<typeof idParamsSchema>;

const config = { area: 'documents' } as const;
const isPdfType = (request: FastifyRequest) => /^application\/pdf\s*(;|$)/i.test(request.headers['content-type'] ?? '');

export async function adminDocumentRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.addContentTypeParser(
    'application/pdf',
    { parseAs: 'buffer', bodyLimit: DOCUMENT_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );

  api.post<{ Querystring: UploadQuery; Body: Buffer }>(
    '/admin/documents',
    {
      config,
      bodyLimit: DOCUMENT_MAX_BYTES,
      schema: { querystring: documentUploadQuerySchema, response: documentResponses },
      // After the guard (scope hook), before the body is read: another type is refused unread.
      onRequest: async (request) => {
        if (!isPdfType(request))
          throw new ApiHttpError(415, API_MESSAGES[requestLang(request)].onlyPdf, { file: 'type' });
      },
    },
    async (request, reply) => {
      const data = request.body;
      if (!Buffer.isBuffer(data) || !isPdf(data))
        throw new ApiHttpError(400, API_MESSAGES[requestLang(request)].notPdf, { file: 'notPdf' });
      const fileName = cleanFileName(request.query.fileName);
      const actor = actorOf(request);
      const meta = await db.transaction(async (tx) => {
        const stored = await insertDocument(tx, fileName, data, actor.name);
        await writeAudit(tx, actor, {
          action: 'document.upload',
          contentType: 'documents',
          targetId: stored.id,
          summary: `${fileName}, ${data.byteLength} bytes, sha256 ${stored.sha256.slice(0, 16)}…`,
        });
        return stored;
      });
      logAdminWrite(request, meta.id);
      return reply.code(201).send({ code: 201, message: 'created', data: meta });
    },
  );

  api.get<{ Querystring: ListQuery }>(
    '/admin/documents',
    { config, schema: { querystring: documentListQuerySchema, response: documentListResponses } },
    async (request) => {
      const { pageNo = 1, pageSize = 50 } = request.query;
      return ok({ ...(await listDocuments(db, pageSize, (pageNo - 1) * pageSize)), pageNo, pageSize });
    },
  );

  // Staff read every upload, used or not, live or not (the console's list and previews link here).
  const staffRead = async (request: DocumentRequest, reply: FastifyReply) => {
    const doc = await findDocumentByKey(db, request.params.key);
    if (!doc) throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
    return sendDocument(db, request, reply, doc, PRIVATE_DOCUMENT_CACHE);
  };
  api.get('/admin/documents/file/:key', { config, schema: documentRouteSchema }, staffRead);
  api.get('/admin/documents/file/:key/:fileName', { config, schema: documentRouteSchema }, staffRead);

  api.delete<{ Params: IdParams }>(
    '/admin/documents/:id',
    { config, schema: { params: idParamsSchema, response: documentResponses } },
    async (request) => {
      const t = API_MESSAGES[requestLang(request)];
      const { id } = request.params;
      const deleted = await db.transaction(async (tx) => {
        const done = await deleteDocument(tx, id);
        if (done)
          await writeAudit(tx, actorOf(request), { action: 'document.delete', contentType: 'documents', targetId: id });
        return done;
      });
      if (deleted === undefined) throw new ApiHttpError(404, t.notFound);
      if (!deleted) throw new ApiHttpError(409, t.documentInUse, { id: 'inUse' });
      logAdminWrite(request, id);
      return ok({ id });
    },
  );
}
