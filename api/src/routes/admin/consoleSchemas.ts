import { LANGS } from '@azi/shared/i18n/languages';
/**
 * Request and response schemas of the console's own routes (session, accounts, audit log,
 * documents). Types come from them through Static, as for the public routes.
 */
import { envelopeSchema, errorBodySchema } from '@azi/shared/api/schemas/envelope';
import { ROLES } from '@azi/shared/api/schemas/console';
import { PASSWORD_MAX_LENGTH } from '../../console/passwords';
import { pagingProperties } from './adminSchemas';

export const errorResponses = { '4xx': errorBodySchema, '5xx': errorBodySchema } as const;

const str = { type: 'string' } as const;
const int = { type: 'integer' } as const;
const nullableStr = { type: ['string', 'null'] } as const;
const roleSchema = { type: 'string', enum: ROLES } as const;
const email = { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^@\\s]+@[^@\\s]+$' } as const;
const password = { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH * 4 } as const;

export const signInBodySchema = {
  type: 'object',
  required: ['email', 'password'],
  additionalProperties: false,
  properties: {
    email: { type: 'string', minLength: 1, maxLength: 254 },
    password,
    lang: { type: 'string', enum: [...LANGS] },
  },
} as const;

export const accountSchema = {
  type: 'object',
  required: ['id', 'email', 'role', 'disabled'],
  properties: {
    id: int,
    email: str,
    role: roleSchema,
    disabled: { type: 'boolean' },
    createdAt: str,
    lastSignInAt: nullableStr,
  },
} as const;

export const sessionSchema = {
  type: 'object',
  required: ['role', 'areas'],
  properties: {
    /** null for the ADMIN_TOKEN bearer. */
    account: { anyOf: [{ type: 'object', properties: { id: int, email: str, role: roleSchema } }, { type: 'null' }] },
    role: roleSchema,
    /** The areas of AREA_ROLES this role may use: the console shows only these. */
    areas: { type: 'array', items: str },
    /** Send it back in `x-csrf-token` with every write. null for the bearer. */
    csrfToken: nullableStr,
    idleExpiresAt: nullableStr,
    absoluteExpiresAt: nullableStr,
  },
} as const;

export const ownPasswordBodySchema = {
  type: 'object',
  required: ['currentPassword', 'newPassword'],
  additionalProperties: false,
  properties: { currentPassword: password, newPassword: password },
} as const;

export const sessionResponses = { 200: envelopeSchema(sessionSchema), ...errorResponses } as const;
/** GET /admin/session/current: the session, or null when nobody is signed in. */
export const currentSessionResponses = {
  200: envelopeSchema({ anyOf: [sessionSchema, { type: 'null' }] }),
  ...errorResponses,
} as const;

export const endedResponses = {
  200: envelopeSchema({ type: 'object', properties: { ended: int } }),
  ...errorResponses,
} as const;

export const accountListResponses = {
  200: envelopeSchema({ type: 'object', properties: { list: { type: 'array', items: accountSchema } } }),
  ...errorResponses,
} as const;

export const newAccountBodySchema = {
  type: 'object',
  required: ['email', 'role'],
  additionalProperties: false,
  properties: { email, role: roleSchema, password },
} as const;

export const accountChangeBodySchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: { role: roleSchema, disabled: { type: 'boolean' } },
} as const;

export const passwordResetBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: { password },
} as const;

/** An account after a change; `password` only when the server generated one (shown once). */
export const accountResponses = {
  200: envelopeSchema({ type: 'object', properties: { account: accountSchema, password: str } }),
  201: envelopeSchema({ type: 'object', properties: { account: accountSchema, password: str } }),
  ...errorResponses,
} as const;

export const auditQuerySchema = {
  type: 'object',
  properties: {
    ...pagingProperties(50),
    actor: { type: 'string', maxLength: 254 },
    action: { type: 'string', maxLength: 60 },
    contentType: { type: 'string', maxLength: 60 },
    targetId: { type: 'string', maxLength: 40 },
    from: { type: 'string', format: 'date-time' },
    to: { type: 'string', format: 'date-time' },
  },
} as const;

const auditRowSchema = {
  type: 'object',
  properties: {
    id: int,
    at: str,
    actor: str,
    action: str,
    contentType: str,
    targetId: str,
    summary: str,
    clientIp: str,
  },
} as const;

export const auditResponses = {
  200: envelopeSchema({
    type: 'object',
    properties: { list: { type: 'array', items: auditRowSchema }, total: int, pageNo: int, pageSize: int },
  }),
  ...errorResponses,
} as const;

export const documentSchema = {
  type: 'object',
  properties: {
    id: int,
    fileName: str,
    byteSize: int,
    sha256: str,
    url: str,
    uploadedBy: str,
    createdAt: str,
    usedBy: { type: 'array', items: int },
  },
} as const;

export const documentUploadQuerySchema = {
  type: 'object',
  required: ['fileName'],
  properties: { fileName: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const documentListQuerySchema = {
  type: 'object',
  properties: pagingProperties(50),
} as const;

export const documentResponses = {
  201: envelopeSchema(documentSchema),
  200: envelopeSchema(documentSchema),
  ...errorResponses,
} as const;

export const documentListResponses = {
  200: envelopeSchema({
    type: 'object',
    properties: { list: { type: 'array', items: documentSchema }, total: int, pageNo: int, pageSize: int },
  }),
  ...errorResponses,
} as const;
