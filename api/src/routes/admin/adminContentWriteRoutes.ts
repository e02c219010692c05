/**
 * The console's write routes of one content kind: create, replace, publish (now or at publishAt,
 * only when zh, hk and en are complete), unpublish and delete. Each change runs with its audit
 * entry and queued alerts in one transaction, then clears this copy's caches at once.
 */
import { CONTENT_KINDS } from '@azi/shared/content/contentKinds';
import type { Static } from '@azi/shared/api/json-schema';
import { envelopeSchema } from '@azi/shared/api/schemas/envelope';
import { LANGS } from '@azi/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { queueAlerts } from '../../alerts/alertQueue';
import { writeAudit } from '../../console/auditLog';
import { missingTexts, readContent } from '../../content/contentAdminRepository';
import type { ContentType } from '../../content/contentTypes';
import {
  deleteContent,
  insertContent,
  PictureChoiceError,
  setPublishState,
  UnknownDocumentError,
  updateContent,
  type ContentInput,
} from '../../content/contentWriter';
import type { Queryable } from '../../db/database';
import { jsonBodyLimitFor } from '../../http/bodyLimit';
import { ApiHttpError, ok } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';
import { contentInputSchema, idParamsSchema, publishBodySchema } from './adminSchemas';
import { changedFields, label } from './changedFields';
import { errors, notFound, type ContentRouteKind, type IdParams } from './contentRouteKind';

type PublishBody = Static<typeof publishBodySchema>;

const idEnvelope = envelopeSchema({ type: 'object', properties: { id: { type: 'integer' } } });
const responses = { 200: idEnvelope, 201: idEnvelope, ...errors };

/** Refuses to publish an item whose texts are incomplete, naming the languages and fields. */
function checkPublishable(
  request: FastifyRequest,
  type: ContentType,
  input: Pick<ContentInput, 'title' | 'summary' | 'body'>,
): void {
  const missing = missingTexts(type, input);
  if (missing.length === 0) return;
  const langs = LANGS.filter((lang) => missing.some((field) => field.endsWith(`.${lang}`)));
  const message = API_MESSAGES[requestLang(request)].incomplete.replace('{langs}', langs.join(', '));
  throw new ApiHttpError(400, message, Object.fromEntries(missing.map((field) => [field, 'missingLanguage'])));
}

/** A job opening's salary range reads from low to high (the console checks it too; a script's write is checked here). */
function checkRanges(request: FastifyRequest, input: Record<string, unknown>): void {
  const { salaryMin, salaryMax } = input;
  if (typeof salaryMin === 'number' && typeof salaryMax === 'number' && salaryMax < salaryMin)
    throw new ApiHttpError(400, API_MESSAGES[requestLang(request)].salaryRange, { salaryMax: 'belowSalaryMin' });
}

export function adminContentWriteRoutes(
  api: FastifyInstance,
  { db, clock, contentChanged, mail }: Services,
  { name, type, base, config }: ContentRouteKind,
): void {
  /** Runs a change and its audit entry together; a reference to a missing document is the caller's 400. */
  async function change<T>(request: FastifyRequest, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction(work);
      await contentChanged();
      mail.mailQueued();
      return result;
    } catch (error) {
      if (error instanceof UnknownDocumentError)
        throw new ApiHttpError(400, API_MESSAGES[requestLang(request)].unknownDocument, { documentId: 'unknown' });
      if (error instanceof PictureChoiceError) {
        const t = API_MESSAGES[requestLang(request)];
        const message = { missing: t.unknownPicture, noWords: t.pictureWithoutWords, required: t.bannerNeedsPicture }[
          error.reason
        ];
        throw new ApiHttpError(400, message, { pictureId: error.reason });
      }
      throw error;
    }
  }

  const body = contentInputSchema(type);
  // Articles may be long: the schema's maxLengths decide, not the public 64 KB. The guard has
  // checked who is calling before the body is read.
  const writeOptions = {
    bodyLimit: jsonBodyLimitFor(body),
    config: {
      area: name,
      multilineFields: [
        'summary',
        'body',
        ...CONTENT_KINDS[name].texts.map((text) => text.key),
        ...CONTENT_KINDS[name].fields.filter((field) => field.type === 'lines').map((field) => field.key),
      ],
    },
  };

  api.post<{ Body: ContentInput }>(
    base,
    { ...writeOptions, schema: { body, response: responses } },
    async (request, reply) => {
      const input: ContentInput = {
        ...request.body,
        status: request.body.status ?? 'published',
        publishAt: request.body.publishAt ?? clock().toISOString(),
      };
      if (input.status === 'published') checkPublishable(request, type, input);
      checkRanges(request, input);
      const id = await change(request, async (tx) => {
        const created = await insertContent(tx, type, input);
        await writeAudit(tx, actorOf(request), {
          action: 'content.create',
          contentType: name,
          targetId: created,
          summary: `${label(input)}, ${input.status}, public from ${input.publishAt}`,
        });
        // Public now: its alerts are queued with it (scheduled ones by the sweep, when their moment comes).
        await queueAlerts(tx, mail, name, created, clock());
        return created;
      });
      logAdminWrite(request, id);
      return reply.code(201).send({ code: 201, message: 'created', data: { id } });
    },
  );

  api.put<{ Params: IdParams; Body: ContentInput }>(
    `${base}/:id`,
    { ...writeOptions, schema: { params: idParamsSchema, body, response: responses } },
    async (request) => {
      const { id } = request.params;
      await change(request, async (tx) => {
        const before = await readContent(tx, type, id, clock());
        if (!before) throw notFound(request);
        // A draft published by its save (the console's "publish" is one request) without a time is public from now.
        const input: ContentInput =
          request.body.status === 'published' && before.status !== 'published' && !request.body.publishAt
            ? { ...request.body, publishAt: clock().toISOString() }
            : request.body;
        if ((input.status ?? before.status) === 'published') checkPublishable(request, type, input);
        checkRanges(request, input);
        await updateContent(tx, type, id, input);
        const fields = changedFields(type, before, input);
        await writeAudit(tx, actorOf(request), {
          action: 'content.update',
          contentType: name,
          targetId: id,
          summary: `${label(input)}: ${fields.length > 0 ? fields.join(', ') : 'no change'}`,
        });
        await queueAlerts(tx, mail, name, id, clock());
      });
      logAdminWrite(request, id);
      return ok({ id });
    },
  );

  api.post<{ Params: IdParams; Body: PublishBody }>(
    `${base}/:id/publish`,
    { config, schema: { params: idParamsSchema, body: publishBodySchema, response: responses } },
    async (request) => {
      const { id } = request.params;
      const now = clock();
      const publishAt = request.body?.publishAt ? new Date(request.body.publishAt) : now;
      await change(request, async (tx) => {
        const before = await readContent(tx, type, id, now);
        if (!before) throw notFound(request);
        checkPublishable(request, type, before);
        await setPublishState(tx, type, id, 'published', publishAt);
        const when =
          publishAt.getTime() > now.getTime()
            ? `scheduled for ${publishAt.toISOString()}`
            : `public from ${publishAt.toISOString()}`;
        await writeAudit(tx, actorOf(request), {
          action: 'content.publish',
          contentType: name,
          targetId: id,
          summary: `${label(before)}: ${when}`,
        });
        await queueAlerts(tx, mail, name, id, now);
      });
      logAdminWrite(request, id);
      return ok({ id });
    },
  );

  api.post<{ Params: IdParams }>(
    `${base}/:id/unpublish`,
    { config, schema: { params: idParamsSchema, response: responses } },
    async (request) => {
      const { id } = request.params;
      await change(request, async (tx) => {
        const before = await readContent(tx, type, id, clock());
        if (!before) throw notFound(request);
        await setPublishState(tx, type, id, 'draft');
        await writeAudit(tx, actorOf(request), {
          action: 'content.unpublish',
          contentType: name,
          targetId: id,
          summary: `${label(before)}: back to draft`,
        });
      });
      logAdminWrite(request, id);
      return ok({ id });
    },
  );

  api.delete<{ Params: IdParams }>(
    `${base}/:id`,
    { config, schema: { params: idParamsSchema, response: responses } },
    async (request) => {
      const { id } = request.params;
      await change(request, async (tx) => {
        const before = await readContent(tx, type, id, clock());
        if (!before) throw notFound(request);
        await deleteContent(tx, type, id);
        await writeAudit(tx, actorOf(request), {
          action: 'content.delete',
          contentType: name,
          targetId: id,
          summary: `${label(before)} deleted`,
        });
      });
      logAdminWrite(request, id);
      return ok({ id });
    },
  );
}
