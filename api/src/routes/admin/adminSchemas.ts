/** JSON schemas of the admin writes, built from each content descriptor. */
import { DATE_PRECISIONS } from '@azi/shared/api/schemas/content';
import type { ContentType } from '../../content/contentTypes';

const localized = (maxLength: number, minLength = 0) => ({
  type: 'object',
  required: ['zh', 'hk', 'en'],
  additionalProperties: false,
  properties: Object.fromEntries(['zh', 'hk', 'en'].map((lang) => [lang, { type: 'string', minLength, maxLength }])),
});

export function contentInputSchema(type: ContentType): object {
  const required = ['title', 'date', ...type.extras.filter((f) => f.required).map((f) => f.key)];
  if (type.hasBody) required.push('body');
  return {
    type: 'object',
    required,
    additionalProperties: false,
    properties: {
      title: localized(300, 1),
      summary: localized(2000),
      ...(type.hasBody ? { body: localized(100_000) } : {}),
      date: { type: 'string', format: 'date' },
      datePrecision: { type: 'string', enum: DATE_PRECISIONS },
      sortOrder: { type: 'integer', minimum: -100000, maximum: 100000 },
      ...Object.fromEntries(type.extras.map((f) => [f.key, f.input])),
    },
  };
}

export const idParamsSchema = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;
