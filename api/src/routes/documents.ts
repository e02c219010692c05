/**
 * GET /documents/:key/:fileName: an uploaded PDF, from the database, with its download name, an
 * ETag (its SHA-256) and single byte ranges (PDF viewers ask for them). `?download=1` asks the
 * browser to save rather than show it.
 *
 * Public only while a live item uses the document (documentStore.ts): then cached by anyone for a
 * minute and revalidated after (a 304 costs one small query), so a report taken down stops being
 * served by a CDN within a minute. Otherwise 404 (no-store: a scheduled report's PDF appears at
 * its moment), except to a preview whose granted item uses it (`x-azi-preview`), answered
 * private and no-store. Staff read any document at /admin/documents/file/:key/:fileName.
 */
import { Readable } from 'node:stream';
import type { Static } from '@azi/shared/api/json-schema';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DOCUMENT_CHUNK_BYTES,
  documentIsPublic,
  findDocumentByKey,
  itemUsesDocument,
  readDocumentSlice,
  type DocumentMeta,
} from '../content/documentStore';
import { PREVIEW_HEADER, previewedItem } from '../content/previewGrant';
import type { Queryable } from '../db/database';
import { ApiHttpError } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';
import type { Services } from '../services';

const paramsSchema = {
  type: 'object',
  required: ['key'],
  properties: { key: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' }, fileName: { type: 'string', maxLength: 600 } },
} as const;
const querySchema = { type: 'object', properties: { download: { type: 'string', enum: ['1', 'true'] } } } as const;
export const documentRouteSchema = { params: paramsSchema, querystring: querySchema };
export type DocumentRequest = FastifyRequest<{
  Params: Static<typeof paramsSchema>;
  Querystring: Static<typeof querySchema>;
}>;

/** `attachment`/`inline` with an ASCII fallback name and the exact UTF-8 one (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The single range a Range header asks for; undefined: serve it all; 'unsatisfiable': 416. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

function streamSlices(db: Queryable, id: number, start: number, end: number): Readable {
  return Readable.from(
    (async function* () {
      for (let at = start; at <= end; at += DOCUMENT_CHUNK_BYTES) {
        yield await readDocumentSlice(db, id, at, Math.min(DOCUMENT_CHUNK_BYTES, end - at + 1));
      }
    })(),
  );
}

/** Caching of a document anyone may have: a minute, then revalidated (it may be taken down). */
export const PUBLIC_DOCUMENT_CACHE = 'public, max-age=60, must-revalidate';
/** A document served to staff or a preview: never kept by a shared cache. */
export const PRIVATE_DOCUMENT_CACHE = 'private, no-store';

/** The file itself (whole, a range, or 304), once the caller has decided who may have it. */
export async function sendDocument(
  db: Queryable,
  request: DocumentRequest,
  reply: FastifyReply,
  doc: DocumentMeta,
  cacheControl: string,
) {
  const etag = `"${doc.sha256}"`;
  reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', contentDisposition(request.query.download ? 'attachment' : 'inline', doc.fileName))
    .header('cache-control', cacheControl)
    .header('etag', etag)
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  const ifRange = request.headers['if-range'];
  const range = ifRange === undefined || ifRange === etag ? parseRange(request.headers.range, doc.byteSize) : undefined;
  if (range === 'unsatisfiable') return reply.code(416).header('content-range', `bytes */${doc.byteSize}`).send();
  const { start, end } = range ?? { start: 0, end: doc.byteSize - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${doc.byteSize}`);
  reply.header('content-length', String(end - start + 1));
  if (doc.byteSize === 0) return reply.send(Buffer.alloc(0));
  return reply.send(streamSlices(db, doc.id, start, end));
}

export async function documentRoutes(api: FastifyInstance, { db, clock }: Services): Promise<void> {
  const handler = async (request: DocumentRequest, reply: FastifyReply) => {
    const doc = await findDocumentByKey(db, request.params.key);
    let cacheControl: string | undefined;
    if (doc && (await documentIsPublic(db, doc, clock()))) cacheControl = PUBLIC_DOCUMENT_CACHE;
    else if (doc) {
      const previewed = previewedItem(request.headers[PREVIEW_HEADER]);
      if (previewed && (await itemUsesDocument(db, previewed.kind, previewed.id, doc)))
        cacheControl = PRIVATE_DOCUMENT_CACHE;
    }
    if (!doc || !cacheControl) {
      reply.header('cache-control', 'no-store');
      throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
    }
    return sendDocument(db, request, reply, doc, cacheControl);
  };
  const options = { schema: documentRouteSchema };
  api.get('/documents/:key', options, handler);
  api.get('/documents/:key/:fileName', options, handler);
}
