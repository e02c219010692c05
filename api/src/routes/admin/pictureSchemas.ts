/** Request and response schemas of the picture library's console routes (adminPictures.ts). */
import { PICTURE_ALT_MAX } from '@azi/shared/api/schemas/pictures';
import { envelopeSchema } from '@azi/shared/api/schemas/envelope';
import { LANGS } from '@azi/shared/i18n/languages';
import { errorResponses } from './consoleSchemas';
import { pagingProperties } from './adminSchemas';

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;

const pictureSchema = {
  type: 'object',
  properties: {
    id: int,
    key: str,
    path: str,
    fileName: str,
    width: int,
    height: int,
    widths: { type: 'array', items: int },
    byteSize: int,
    alt: { type: 'object', properties: { zh: str, hk: str, en: str } },
    decorative: { type: 'boolean' },
    ready: { type: 'boolean' },
    uploadedBy: str,
    createdAt: str,
    updatedAt: str,
    usedBy: { type: 'array', items: { type: 'object', properties: { kind: str, id: int, title: str, status: str } } },
  },
} as const;

/** `ticket`: the console's name for this upload, to ask how many encodes are ahead of it (a UUID). */
const ticketProperty = {
  type: 'string',
  pattern: '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$',
} as const;

export const pictureUploadQuerySchema = {
  type: 'object',
  required: ['fileName'],
  properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 }, ticket: ticketProperty },
} as const;

export const pictureQueueQuerySchema = {
  type: 'object',
  required: ['ticket'],
  properties: { ticket: ticketProperty },
} as const;
export const pictureQueueResponses = {
  200: {
    type: 'object',
    properties: {
      code: { type: 'integer' },
      message: { type: 'string' },
      data: { type: 'object', properties: { ahead: { type: ['integer', 'null'] } } },
    },
  },
} as const;

export const pictureListQuerySchema = {
  type: 'object',
  properties: { ...pagingProperties(24), q: { type: 'string', maxLength: 100 } },
} as const;

/** Words in all three languages (trimmed, none empty), or explicitly decorative: nothing in between. */
export const pictureWordsSchema = {
  oneOf: [
    {
      type: 'object',
      required: ['alt'],
      additionalProperties: false,
      properties: {
        alt: {
          type: 'object',
          required: [...LANGS],
          additionalProperties: false,
          // \S: a text of spaces alone is no alternative text (it is trimmed before it is stored).
          properties: Object.fromEntries(
            LANGS.map((lang) => [lang, { type: 'string', minLength: 1, maxLength: PICTURE_ALT_MAX, pattern: '\\S' }]),
          ),
        },
      },
    },
    {
      type: 'object',
      required: ['decorative'],
      additionalProperties: false,
      properties: { decorative: { const: true } },
    },
  ],
} as const;

export const pictureResponses = {
  200: envelopeSchema(pictureSchema),
  201: envelopeSchema(pictureSchema),
  ...errorResponses,
} as const;
export const pictureListResponses = {
  200: envelopeSchema({
    type: 'object',
    properties: { list: { type: 'array', items: pictureSchema }, total: int, pageNo: int, pageSize: int },
  }),
  ...errorResponses,
} as const;
