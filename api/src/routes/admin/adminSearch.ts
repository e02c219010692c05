/**
 * The console's "Search" screen (issue 54; admin and ir, the `search` area):
 *   GET    /admin/search/synonyms        every synonym list, by language
 *   POST   /admin/search/synonyms        { lang, terms }: a new list (201)
 *   PUT    /admin/search/synonyms/:id    { lang, terms }: the list replaced
 *   DELETE /admin/search/synonyms/:id
 *   GET    /admin/search/queries         the top queries and those with no result, last 28 days
 * The lists apply from the next search (nothing is re-indexed). A list refused (fewer than two
 * terms, a term twice or in another list) is 400 with the reason in the console's language, and
 * nothing is written. Writes are audited.
 */
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { synonymInputSchema, type SynonymInput } from '@azi/shared/api/schemas/searchAdmin';
import { LANGS } from '@azi/shared/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { writeAudit } from '../../console/auditLog';
import { ApiHttpError, ok } from '../../http/envelope';
import { requestLang } from '../../http/requestLang';
import { searchQueryStats } from '../../search/queryLog';
import {
  createSynonym,
  deleteSynonym,
  listSynonyms,
  SYNONYM_MESSAGES,
  SynonymRefused,
  updateSynonym,
} from '../../search/synonymStore';
import type { Services } from '../../services';
import { actorOf, logAdminWrite } from './adminAuth';

const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };
const langQuery = { type: 'object', properties: { lang: { type: 'string', enum: LANGS } } } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1 } } } as const;

/** A refused list as the console shows it: 400 (404 for a list that is gone), in the request's language. */
async function refusedAsHttp<T>(request: FastifyRequest, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof SynonymRefused)) throw error;
    const message = SYNONYM_MESSAGES[requestLang(request)][error.problem](error.term);
    throw new ApiHttpError(error.problem === 'notFound' ? 404 : 400, message, { terms: error.problem });
  }
}

const summary = (input: SynonymInput) => `${input.lang}: ${input.terms.join(' = ')}`;

export async function adminSearchRoutes(admin: FastifyInstance, { db, clock }: Services): Promise<void> {
  const config = { area: 'search' as const };

  admin.get('/admin/search/synonyms', { config, schema: { querystring: langQuery, response: errors } }, async () =>
    ok(await listSynonyms(db)),
  );

  admin.post<{ Body: SynonymInput }>(
    '/admin/search/synonyms',
    { config, schema: { querystring: langQuery, body: synonymInputSchema, response: errors } },
    async (request, reply) => {
      const actor = actorOf(request);
      const created = await refusedAsHttp(request, () => createSynonym(db, request.body, actor.name));
      await writeAudit(db, actor, {
        action: 'search.synonym.create',
        contentType: 'searchSynonym',
        targetId: created.id,
        summary: summary(created),
      });
      logAdminWrite(request, created.id);
      return reply.code(201).send(ok(created));
    },
  );

  admin.put<{ Params: { id: number }; Body: SynonymInput }>(
    '/admin/search/synonyms/:id',
    { config, schema: { params: idParams, querystring: langQuery, body: synonymInputSchema, response: errors } },
    async (request) => {
      const actor = actorOf(request);
      const updated = await refusedAsHttp(request, () =>
        updateSynonym(db, request.params.id, request.body, actor.name),
      );
      await writeAudit(db, actor, {
        action: 'search.synonym.update',
        contentType: 'searchSynonym',
        targetId: updated.id,
        summary: summary(updated),
      });
      logAdminWrite(request, updated.id);
      return ok(updated);
    },
  );

  admin.delete<{ Params: { id: number } }>(
    '/admin/search/synonyms/:id',
    { config, schema: { params: idParams, querystring: langQuery, response: errors } },
    async (request) => {
      await refusedAsHttp(request, () => deleteSynonym(db, request.params.id));
      await writeAudit(db, actorOf(request), {
        action: 'search.synonym.delete',
        contentType: 'searchSynonym',
        targetId: request.params.id,
      });
      logAdminWrite(request, request.params.id);
      return ok({ id: request.params.id });
    },
  );

  admin.get('/admin/search/queries', { config, schema: { querystring: langQuery, response: errors } }, async () =>
    ok(await searchQueryStats(db, clock())),
  );
}
