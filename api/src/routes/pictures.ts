/**
 * GET /pictures/:key/:width.:ext: a variant of a library picture (AVIF, WebP or JPEG), from the
 * database. A picture's key is random and its variants are made once, at upload, and never change:
 * each address always means the same bytes, so browsers and CDNs keep them for a year without
 * asking again. A deleted picture's addresses answer 404 (caches may still hold them: decision 011).
 */
import { PICTURE_FORMATS } from '@azi/shared/api/schemas/pictures';
import type { FastifyInstance } from 'fastify';
import { ApiHttpError } from '../http/envelope';
import { API_MESSAGES } from '../http/messages';
import { requestLang } from '../http/requestLang';
import { readVariant } from '../pictures/pictureStore';
import type { Services } from '../services';

export const PICTURE_CACHE = 'public, max-age=31536000, immutable';

const paramsSchema = {
  type: 'object',
  required: ['key', 'file'],
  properties: {
    key: { type: 'string', pattern: '^[A-Za-z0-9_-]{22}$' },
    file: { type: 'string', pattern: `^[1-9][0-9]{0,4}\\.(${PICTURE_FORMATS.map((f) => f.extension).join('|')})$` },
  },
} as const;

export async function pictureRoutes(api: FastifyInstance, { db }: Services): Promise<void> {
  api.get<{ Params: { key: string; file: string } }>(
    '/pictures/:key/:file',
    { schema: { params: paramsSchema } },
    async (request, reply) => {
      const [width, extension] = request.params.file.split('.');
      const format = PICTURE_FORMATS.find((f) => f.extension === extension);
      const data = format && (await readVariant(db, request.params.key, Number(width), format.format));
      if (!format || !data) {
        reply.header('cache-control', 'no-store');
        throw new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);
      }
      return (
        reply
          .type(format.type)
          .header('cache-control', PICTURE_CACHE)
          .header('x-content-type-options', 'nosniff')
          // A picture opened on its own runs nothing (as the API's SVG artwork).
          .header('content-security-policy', "default-src 'none'")
          .header('content-length', String(data.byteLength))
          .send(data)
      );
    },
  );
}
