/**
 * The one response envelope of every /api-official-web endpoint:
 *   success: { code: 200, message: 'ok', data }
 *   failure: { code: <HTTP status>, message: <localised text>, errors?: { field: errorCode } }
 * `code` always equals the HTTP status, so a client may look at either.
 */
export function envelopeSchema<const D>(data: D) {
  return {
    type: 'object',
    required: ['code', 'message', 'data'],
    properties: { code: { type: 'integer' }, message: { type: 'string' }, data },
  } as const;
}

export const errorBodySchema = {
  type: 'object',
  required: ['code', 'message'],
  properties: {
    code: { type: 'integer' },
    message: { type: 'string' },
    errors: { type: 'object', additionalProperties: { type: 'string' } },
  },
} as const;

export interface ErrorBody {
  code: number;
  message: string;
  /** Per-field error codes (for the contact form: see validation/contactForm). */
  errors?: Record<string, string>;
}

export interface Envelope<T> {
  code: number;
  message: string;
  data: T;
}
