import { ApiError } from '@azi/shared/api/ApiError';
import {
  CONTACT_FIELDS,
  type ContactErrorCode,
  type ContactField,
  type ContactFormErrors,
} from '@azi/shared/validation/contactForm';

export type FailureReason = 'network' | 'server' | 'tooMany' | 'tooLarge' | 'fix';

export type SubmitFailure =
  | { kind: 'fields'; errors: ContactFormErrors; captchaRejected: boolean }
  | { kind: 'message'; reason: Exclude<FailureReason, 'fix'> };

const ERROR_CODES: readonly string[] = [
  'required',
  'tooLong',
  'phoneFormat',
  'emailFormat',
  'typeInvalid',
  'captcha',
  'captchaExpired',
  'consent',
] satisfies ContactErrorCode[];

/** The API's per-field codes that the form knows how to show; anything else is dropped. */
function knownFieldErrors(errors: Record<string, string> | undefined): ContactFormErrors {
  const known: ContactFormErrors = {};
  for (const [field, code] of Object.entries(errors ?? {})) {
    if ((CONTACT_FIELDS as readonly string[]).includes(field) && ERROR_CODES.includes(code))
      known[field as ContactField] = code as ContactErrorCode;
  }
  return known;
}

/**
 * What a failed post means for the visitor: field errors to show beside the fields (the
 * captcha's verdict among them), or one message about the network or the server, in which case
 * everything typed stays as it is.
 */
export function submitFailure(error: unknown): SubmitFailure {
  if (!(error instanceof ApiError) || error.status === 0) return { kind: 'message', reason: 'network' };
  if (error.status === 429) return { kind: 'message', reason: 'tooMany' };
  if (error.status === 413) return { kind: 'message', reason: 'tooLarge' };
  const errors = knownFieldErrors(error.errors);
  if (error.status === 400 && Object.keys(errors).length > 0) {
    const captchaRejected =
      errors.captchaCode === 'captcha' || errors.captchaCode === 'captchaExpired' || errors.captchaId !== undefined;
    return { kind: 'fields', errors, captchaRejected };
  }
  return { kind: 'message', reason: 'server' };
}
