/**
 * The picture library (issue 22), for the media and IR teams:
 *   POST   /admin/pictures?fileName=…   the picture's bytes as the body (Content-Type image/…, at
 *                                      most 10 MB); checked by what the bytes are, made into its
 *                                      variants, its metadata dropped -> 201 with the picture
 *   GET    /admin/pictures              newest first, ?q= finds by file name or words, paged
 *   GET    /admin/pictures/:id          one, with where it is used
 *   PUT    /admin/pictures/:id          { alt: { zh, hk, en } } or { decorative: true }
 *   DELETE /admin/pictures/:id          refused (409, naming the items) while content uses it
 * Every write is audited. This scope alone parses picture bodies, with its own limit.
 */
import { randomUUID } from 'node:crypto';
import type { Static } from '@azi/shared/api/json-schema';
import { PICTURE_MAX_BYTES, type PictureUse } from '@azi/shared/api/schemas/pictures';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../console/auditLog';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import { deletePicture, findPicture, insertPicture, listPictures, setPictureWords } from '../../pictures/pictureStore';
import { NotAPictureError, processPicture } from '../../pictures/pictureVariants';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';
import { idParamsSchema } from './adminSchemas';
import { encodesAheadOf, PictureEncodeQueue } from '../../pictures/pictureEncodeQueue';
import {
  pictureListQuerySchema,
  pictureListResponses,
  pictureQueueQuerySchema,
  pictureQueueResponses,
  pictureResponses,
  pictureUploadQuerySchema,
  pictureWordsSchema,
} from './pictureSchemas';

type UploadQuery = Static<typeof pictureUploadQuerySchema>;
type ListQuery = Static<typeof pictureListQuerySchema>;
type IdParams = Static<typeof idParamsSchema>;
type WordsBody = { alt: Record<(typeof LANGS)[number], string> } | { decorative: true };

const config = { area: 'pictures' } as const;
const IMAGE_TYPE = /^image\/[a-z0-9.+-]+\s*(;|$)/i;

/** A file name safe to show and store: no separators, quotes or control characters. */
export function cleanPictureName(name: string): string {
  const cleaned = name
    .replace(/[\p{Cc}"\\/:*?<>|]+/gu, '_')
    .trim()
    .replace(/^\.+/, '')
    .slice(0, 200);
  return cleaned === '' ? 'picture' : cleaned;
}

const KIND_NAMES: Record<Lang, Record<PictureUse['kind'], string>> = {
  zh: { media: '新闻稿', banner: '横幅' },
  hk: { media: '新聞稿', banner: '橫幅' },
  en: { media: 'press release', banner: 'banner' },
};

/** "press release 12 «title», banner 3 «title»" for the refusal to delete. */
const describeUses = (lang: Lang, uses: PictureUse[]) =>
  uses.map((use) => `${KIND_NAMES[lang][use.kind]} ${use.id} «${use.title}»`).join(', ');

export async function adminPictureRoutes(api: FastifyInstance, { db, contentChanged }: Services): Promise<void> {
  const t = (request: FastifyRequest) => API_MESSAGES[requestLang(request)];
  // One encode at a time on this copy: the others wait their turn.
  const encoder = new PictureEncodeQueue(db);
  // Any declared image type is read (up to the limit); what the bytes are decides, not this header.
  api.addContentTypeParser(/^image\//i, { parseAs: 'buffer', bodyLimit: PICTURE_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  api.post<{ Querystring: UploadQuery; Body: Buffer }>(
    '/admin/pictures',
    {
      config,
      bodyLimit: PICTURE_MAX_BYTES,
      schema: { querystring: pictureUploadQuerySchema, response: pictureResponses },
      // After the guard (scope hook), before the body is read: another type is refused unread.
      onRequest: async (request) => {
        if (!IMAGE_TYPE.test(request.headers['content-type'] ?? ''))
          throw new ApiHttpError(415, t(request).onlyPicture, { file: 'type' });
      },
    },
    async (request, reply) => {
      const data = request.body;
      if (!Buffer.isBuffer(data) || data.byteLength === 0)
        throw new ApiHttpError(415, t(request).notPicture, { file: 'notPicture' });
      let processed;
      try {
        processed = await encoder.run(request.query.ticket ?? randomUUID(), () => processPicture(data));
      } catch (error) {
        if (!(error instanceof NotAPictureError)) throw error;
        const message = error.reason === 'tooManyPixels' ? t(request).pictureTooManyPixels : t(request).notPicture;
        throw new ApiHttpError(error.reason === 'tooManyPixels' ? 413 : 415, message, { file: error.reason });
      }
      const fileName = cleanPictureName(request.query.fileName);
      const actor = actorOf(request);
      const meta = await db.transaction(async (tx) => {
        const stored = await insertPicture(tx, fileName, processed, actor.name);
        await writeAudit(tx, actor, {
          action: 'picture.upload',
          contentType: 'pictures',
          targetId: stored.id,
          summary: `${fileName}: ${processed.source} ${stored.width}x${stored.height}, ${data.byteLength} bytes; variants at ${stored.widths.join(', ')} px`,
        });
        return stored;
      });
      logAdminWrite(request, meta.id);
      return reply.code(201).send({ code: 201, message: 'created', data: meta });
    },
  );

  // While an upload waits: how many encodes are ahead of it (null: not waiting here, or done).
  api.get<{ Querystring: { ticket: string } }>(
    '/admin/pictures/queue',
    { config, schema: { querystring: pictureQueueQuerySchema, response: pictureQueueResponses } },
    async (request) => ok({ ahead: (await encodesAheadOf(db, request.query.ticket)) ?? null }),
  );

  api.get<{ Querystring: ListQuery }>(
    '/admin/pictures',
    { config, schema: { querystring: pictureListQuerySchema, response: pictureListResponses } },
    async (request) => {
      const { pageNo = 1, pageSize = 24, q } = request.query;
      return ok({ ...(await listPictures(db, q, pageSize, (pageNo - 1) * pageSize)), pageNo, pageSize });
    },
  );

  api.get<{ Params: IdParams }>(
    '/admin/pictures/:id',
    { config, schema: { params: idParamsSchema, response: pictureResponses } },
    async (request) => {
      const meta = await findPicture(db, request.params.id);
      if (!meta) throw new ApiHttpError(404, t(request).notFound);
      return ok(meta);
    },
  );

  api.put<{ Params: IdParams; Body: WordsBody }>(
    '/admin/pictures/:id',
    { config, schema: { params: idParamsSchema, body: pictureWordsSchema, response: pictureResponses } },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const words: WordsBody =
        'alt' in body
          ? {
              alt: Object.fromEntries(LANGS.map((lang) => [lang, body.alt[lang].trim()])) as Record<
                (typeof LANGS)[number],
                string
              >,
            }
          : { decorative: true };
      const meta = await db.transaction(async (tx) => {
        if (!(await setPictureWords(tx, id, words))) return undefined;
        await writeAudit(tx, actorOf(request), {
          action: 'picture.words',
          contentType: 'pictures',
          targetId: id,
          summary: 'alt' in words ? `alt: ${JSON.stringify(words.alt.en).slice(0, 120)}` : 'marked decorative',
        });
        return findPicture(tx, id);
      });
      if (!meta) throw new ApiHttpError(404, t(request).notFound);
      // The pages that show it carry its words: the API's cached answers go (the site renews its pages on any admin write).
      await contentChanged();
      logAdminWrite(request, id);
      return ok(meta);
    },
  );

  api.delete<{ Params: IdParams }>(
    '/admin/pictures/:id',
    { config, schema: { params: idParamsSchema, response: pictureResponses } },
    async (request) => {
      const { id } = request.params;
      const result = await db.transaction(async (tx) => {
        const done = await deletePicture(tx, id);
        if (done?.deleted)
          await writeAudit(tx, actorOf(request), { action: 'picture.delete', contentType: 'pictures', targetId: id });
        return done;
      });
      if (!result) throw new ApiHttpError(404, t(request).notFound);
      if (!result.deleted) {
        throw new ApiHttpError(
          409,
          t(request).pictureInUse.replace('{uses}', describeUses(requestLang(request), result.usedBy)),
          {
            id: 'inUse',
            ...Object.fromEntries(result.usedBy.map((use) => [`${use.kind}.${use.id}`, use.title])),
          },
        );
      }
      logAdminWrite(request, id);
      return ok({ id });
    },
  );
}
