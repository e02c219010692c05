/** Schemas of the captcha challenge, the contact-form post (a lead; its path in docs/product.md says clue) and the stock quote. */
import type { Static } from '@azi/shared/api/json-schema';
import { LANGS } from '@azi/shared/i18n/languages';
import { CONTACT_FIELD_MAX, HONEYPOT_FIELD } from '@azi/shared/validation/contactForm';

/**
 * The proof of work that comes with each captcha (ALTCHA v2, SHA-256): find the counter whose
 * SHA-256 of salt + nonce + counter (4 bytes, big-endian) starts with keyPrefix. Signed by the
 * server; sent back with the solution in the form's `pow` field.
 */
export const powChallengeSchema = {
  type: 'object',
  required: ['parameters', 'signature'],
  properties: {
    parameters: {
      type: 'object',
      required: ['algorithm', 'nonce', 'salt', 'cost', 'keyLength', 'keyPrefix', 'expiresAt', 'data'],
      properties: {
        algorithm: { type: 'string' },
        nonce: { type: 'string' },
        salt: { type: 'string' },
        cost: { type: 'integer' },
        keyLength: { type: 'integer' },
        keyPrefix: { type: 'string' },
        expiresAt: { type: 'integer' },
        data: { type: 'object', required: ['captchaId'], properties: { captchaId: { type: 'string' } } },
      },
    },
    signature: { type: 'string' },
  },
} as const;
export type PowChallenge = Static<typeof powChallengeSchema>;

export const captchaSchema = {
  type: 'object',
  required: ['captchaId', 'image', 'expiresInSeconds', 'pow'],
  properties: {
    captchaId: { type: 'string' },
    /** A data: URL of an SVG image, ready for <img src>. */
    image: { type: 'string' },
    expiresInSeconds: { type: 'integer' },
    pow: powChallengeSchema,
  },
} as const;
export type Captcha = Static<typeof captchaSchema>;

const max = (n: number) => ({ type: 'string', maxLength: n }) as const;

/**
 * The body the server accepts. Lengths here are deliberately loose (twice the form's limits):
 * the shared validateContactForm gives the precise per-field codes and messages.
 */
export const leadBodySchema = {
  type: 'object',
  properties: {
    lang: { type: 'string', enum: LANGS },
    companyName: max(CONTACT_FIELD_MAX.companyName * 2),
    name: max(CONTACT_FIELD_MAX.name * 2),
    position: max(CONTACT_FIELD_MAX.position * 2),
    telephone: max(CONTACT_FIELD_MAX.telephone * 2),
    email: max(CONTACT_FIELD_MAX.email * 2),
    type: max(64),
    content: max(CONTACT_FIELD_MAX.content * 2),
    captchaId: max(CONTACT_FIELD_MAX.captchaId * 2),
    captchaCode: max(CONTACT_FIELD_MAX.captchaCode * 2),
    /** The solved proof of work: base64 of { challenge, solution } (a challenge is about 450 bytes). */
    pow: max(2000),
    consent: max(8),
    [HONEYPOT_FIELD]: max(2000),
  },
} as const;
export type LeadBody = Static<typeof leadBodySchema>;

export const leadSavedSchema = {
  type: 'object',
  required: ['saved'],
  properties: { saved: { type: 'boolean' } },
} as const;
export type LeadSaved = Static<typeof leadSavedSchema>;

const nullableNumber = { type: ['number', 'null'] } as const;

/** The quote labels of docs/product.md, Stock quote. A field the gateway did not supply is null, never guessed. */
export const stockQuoteSchema = {
  type: 'object',
  required: ['symbol', 'available', 'quote'],
  properties: {
    symbol: { type: 'string' },
    /** false when the gateway is not configured, down or answered without data. */
    available: { type: 'boolean' },
    quote: {
      type: ['object', 'null'],
      required: [
        'price',
        'open',
        'prevClose',
        'high',
        'low',
        'turnoverRate',
        'peRatio',
        'volume',
        'turnover',
        'marketValue',
        'updatedAt',
      ],
      properties: {
        price: nullableNumber,
        open: nullableNumber,
        prevClose: nullableNumber,
        high: nullableNumber,
        low: nullableNumber,
        /** Percent. */
        turnoverRate: nullableNumber,
        peRatio: nullableNumber,
        /** Shares traded. */
        volume: nullableNumber,
        /** Value traded (US dollars). */
        turnover: nullableNumber,
        marketValue: nullableNumber,
        /** When the gateway says the data is from, as it gave it. */
        updatedAt: { type: ['string', 'null'] },
      },
    },
  },
} as const;
export type StockQuote = Static<typeof stockQuoteSchema>;
