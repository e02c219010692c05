/**
 * The contact form's rules, run by the browser form before it posts and by the API when the
 * post arrives, so both always agree. Errors are stable codes; their messages and the category
 * names are in ./locales (zh, hk, en), which the locale test reads like every other namespace.
 */
import type { Lang } from '@azi/shared/i18n/languages';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

/** The media-contact categories of docs/product.md, Contact form, as stable codes. */
export const CONTACT_TYPES = [
  'domesticMedia',
  'hkMacaoTaiwanMedia',
  'overseasMedia',
  'analyst',
  'institutionalInvestor',
  'individualInvestor',
  'individualShareholder',
] as const;
export type ContactType = (typeof CONTACT_TYPES)[number];

/** The categories' names, from this folder's locale files. */
export const CONTACT_TYPE_LABELS: Record<Lang, Record<ContactType, string>> = {
  zh: zh.types,
  hk: hk.types,
  en: en.types,
};

/** The hidden field people never fill in; a value there marks a bot. */
export const HONEYPOT_FIELD = 'website';

export const CONTACT_FIELDS = [
  'companyName',
  'name',
  'position',
  'telephone',
  'email',
  'type',
  'content',
  'captchaId',
  'captchaCode',
  'consent',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Maximum lengths in characters. The API's body schema uses the same numbers. */
export const CONTACT_FIELD_MAX: Record<Exclude<ContactField, 'consent' | 'type'>, number> = {
  companyName: 100,
  name: 50,
  position: 50,
  telephone: 32,
  email: 254,
  content: 2000,
  captchaId: 64,
  captchaCode: 8,
};

const REQUIRED: readonly ContactField[] = [
  'name',
  'telephone',
  'email',
  'type',
  'content',
  'captchaId',
  'captchaCode',
  'consent',
];

export type ContactErrorCode =
  'required' | 'tooLong' | 'phoneFormat' | 'emailFormat' | 'typeInvalid' | 'captcha' | 'captchaExpired' | 'consent';

export type ContactFormErrors = Partial<Record<ContactField, ContactErrorCode>>;

/** What the form sends: strings as a form post carries them (consent may be a boolean in the browser). */
export type ContactFormInput = Partial<Record<ContactField | typeof HONEYPOT_FIELD, string | boolean | undefined>>;

export interface ContactFormValues {
  companyName: string;
  name: string;
  position: string;
  /** Normalised: separators removed, a 00 international prefix written as +. */
  telephone: string;
  email: string;
  type: ContactType;
  content: string;
  captchaId: string;
  captchaCode: string;
}

export type ContactFormResult = { ok: true; values: ContactFormValues } | { ok: false; errors: ContactFormErrors };

const MAINLAND_MOBILE = /^1[3-9]\d{9}$/;
const E164 = /^\+[1-9]\d{7,14}$/;
/** Area rules for the calling codes the form names explicitly; other codes follow E.164 alone. */
const AREA_RULES: readonly { prefix: string; rest: RegExp }[] = [
  { prefix: '+86', rest: /^1[3-9]\d{9}$/ },
  { prefix: '+852', rest: /^[2-9]\d{7}$/ },
  { prefix: '+853', rest: /^[2-9]\d{7}$/ },
  { prefix: '+886', rest: /^[2-9]\d{7,8}$/ },
];

/** Removes spaces, hyphens, dots and brackets people type, and writes 00 as +. */
export function normalizePhone(raw: string): string {
  const compact = raw.trim().replace(/[\s\-.()]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Accepts a mainland China mobile (11 digits starting 13-19, optionally with +86), a Hong Kong,
 * Macao or Taiwan number with +852/+853/+886, or any other international number in E.164 form.
 */
export function isValidPhone(raw: string): boolean {
  const phone = normalizePhone(raw);
  if (MAINLAND_MOBILE.test(phone)) return true;
  if (!E164.test(phone)) return false;
  // No prefix in the table is a prefix of another, so the first match is the only one.
  const area = AREA_RULES.find((r) => phone.startsWith(r.prefix));
  return area ? area.rest.test(phone.slice(area.prefix.length)) : true;
}

const EMAIL =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,63}$/;

export function isValidEmail(raw: string): boolean {
  const email = raw.trim();
  const local = email.split('@')[0] ?? '';
  return (
    email.length <= CONTACT_FIELD_MAX.email &&
    local.length <= 64 &&
    !local.startsWith('.') &&
    !local.includes('..') &&
    EMAIL.test(email)
  );
}

export function isContactType(value: unknown): value is ContactType {
  return typeof value === 'string' && (CONTACT_TYPES as readonly string[]).includes(value);
}

const CONSENT_VALUES: readonly unknown[] = [true, 'true', 'on', '1', 'yes'];

function text(input: ContactFormInput, field: ContactField): string {
  const value = input[field];
  return typeof value === 'string' ? value.trim() : '';
}

/** Checks every field (the captcha's answer is checked by the server, not here). */
export function validateContactForm(input: ContactFormInput): ContactFormResult {
  const errors: ContactFormErrors = {};
  for (const field of CONTACT_FIELDS) {
    if (field === 'consent') {
      if (!CONSENT_VALUES.includes(input.consent)) errors.consent = 'consent';
      continue;
    }
    const value = text(input, field);
    if (value === '') {
      if (REQUIRED.includes(field)) errors[field] = 'required';
      continue;
    }
    if (field !== 'type' && value.length > CONTACT_FIELD_MAX[field]) errors[field] = 'tooLong';
    else if (field === 'telephone' && !isValidPhone(value)) errors.telephone = 'phoneFormat';
    else if (field === 'email' && !isValidEmail(value)) errors.email = 'emailFormat';
    else if (field === 'type' && !isContactType(value)) errors.type = 'typeInvalid';
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    values: {
      companyName: text(input, 'companyName'),
      name: text(input, 'name'),
      position: text(input, 'position'),
      telephone: normalizePhone(text(input, 'telephone')),
      email: text(input, 'email'),
      type: text(input, 'type') as ContactType,
      content: text(input, 'content'),
      captchaId: text(input, 'captchaId'),
      captchaCode: text(input, 'captchaCode'),
    },
  };
}

/** True when the hidden honeypot field carries anything. */
export function isHoneypotFilled(input: ContactFormInput): boolean {
  const value = input[HONEYPOT_FIELD];
  return typeof value === 'string' ? value.trim() !== '' : Boolean(value);
}

export type ContactMessageKey = ContactErrorCode | 'success';

/**
 * The form's messages, from this folder's locale files (the browser form and the API answer
 * with the same words); phoneFormat, emailFormat, captcha and success are docs/product.md's (Contact form).
 */
export const CONTACT_FORM_MESSAGES: Record<Lang, Record<ContactMessageKey, string>> = {
  zh: zh.messages,
  hk: hk.messages,
  en: en.messages,
};

export function contactFormMessage(key: ContactMessageKey, lang: Lang): string {
  return CONTACT_FORM_MESSAGES[lang][key];
}

/** The message to show for a failed form: the first field's, in form order. */
export function firstErrorMessage(errors: ContactFormErrors, lang: Lang): string | undefined {
  const field = CONTACT_FIELDS.find((f) => errors[f] !== undefined);
  const code = field ? errors[field] : undefined;
  return code ? contactFormMessage(code, lang) : undefined;
}
