/**
 * What the console's read and write routes of one content kind share: its descriptor, path and
 * route config, the id parameter and the error responses, so both halves answer alike.
 */
import type { Static } from '@azi/shared/api/json-schema';
import { errorBodySchema } from '@azi/shared/api/schemas/envelope';
import type { FastifyRequest } from 'fastify';
import { CONTENT_TYPES, type ContentName, type ContentType } from '../../content/contentTypes';
import { ApiHttpError } from '../../http/envelope';
import { API_MESSAGES } from '../../http/messages';
import { requestLang } from '../../http/requestLang';
import type { idParamsSchema } from './adminSchemas';

export type IdParams = Static<typeof idParamsSchema>;

export const errors = { '4xx': errorBodySchema, '5xx': errorBodySchema };

export const notFound = (request: FastifyRequest) => new ApiHttpError(404, API_MESSAGES[requestLang(request)].notFound);

export interface ContentRouteKind {
  name: ContentName;
  type: ContentType;
  /** `/admin/<segment>`, the list's path and the prefix of an item's. */
  base: string;
  config: { area: ContentName };
}

export function contentRouteKind(name: ContentName): ContentRouteKind {
  const type: ContentType = CONTENT_TYPES[name];
  return { name, type, base: `/admin/${type.segment}`, config: { area: name } };
}
