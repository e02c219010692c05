/**
 * The contact form's rules, run by the browser form before it posts and by the API when the
 * post arrives, so both always agree. Errors are stable codes; messages live in
 * CONTACT_FORM_MESSAGES (SPEC.md section 8) in zh, hk and en.
 */
import type { Lang } from '@azi/shared/i18n/languages';

/** The media-contact categories of SPEC.md section 3, as stable codes. */
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

export const CONTACT_TYPE_LABELS: Record<Lang, Record<ContactType, string>> = {
  zh: {
    domesticMedia: '境内媒体',
    hkMacaoTaiwanMedia: '港澳台媒体',
    overseasMedia: '中国境内或海外驻华媒体',
    analyst: '分析师',
    institutionalInvestor: '机构投资者',
    individualInvestor: '个人投资者',
    individualShareholder: '个人股东',
  },
  hk: {
    domesticMedia: '境內傳媒',
    hkMacaoTaiwanMedia: '港澳台傳媒',
    overseasMedia: '中國境內或海外駐華傳媒',
    analyst: '分析師',
    institutionalInvestor: '機構投資者',
    individualInvestor: '個人投資者',
    individualShareholder: '個人股東',
  },
  en: {
    domesticMedia: 'Domestic media',
    hkMacaoTaiwanMedia: 'Hong Kong, Macao or Taiwan media',
    overseasMedia: 'Media based in China or overseas',
    analyst: 'Analyst',
    institutionalInvestor: 'Institutional investor',
    individualInvestor: 'Individual investor',
    individualShareholder: 'Individual shareholder',
  },
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

const REQUIRED: readonly ContactField[] = ['name', 'telephone', 'email', 'type', 'content', 'captchaId', 'captchaCode', 'consent'];

export type ContactErrorCode =
  | 'required'
  | 'tooLong'
  | 'phoneFormat'
  | 'emailFormat'
  | 'typeInvalid'
  | 'captcha'
  | 'captchaExpired'
  | 'consent';

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
  return email.length <= CONTACT_FIELD_MAX.email && local.length <= 64 && !local.startsWith('.') && !local.includes('..') && EMAIL.test(email);
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

export type ContactMessageKey = ContactErrorCode | 'success' | 'noData';

/** The form's messages; the first five keys of each language are SPEC.md section 8 verbatim. */
export const CONTACT_FORM_MESSAGES: Record<Lang, Record<ContactMessageKey, string>> = {
  zh: {
    phoneFormat: '手机号格式不正确',
    emailFormat: '请输入正确的邮箱地址',
    captcha: '验证码不正确',
    success: '提交成功',
    noData: '暂无数据',
    required: '此项为必填项',
    tooLong: '内容过长',
    typeInvalid: '请选择类型',
    captchaExpired: '验证码已失效，请刷新后重试',
    consent: '请阅读并同意隐私声明',
  },
  hk: {
    phoneFormat: '手機號碼格式不正確',
    emailFormat: '請輸入正確的電郵地址',
    captcha: '驗證碼不正確',
    success: '提交成功',
    noData: '暫無資料',
    required: '此項為必填項',
    tooLong: '內容過長',
    typeInvalid: '請選擇類型',
    captchaExpired: '驗證碼已失效，請重新整理後再試',
    consent: '請閱讀並同意私隱聲明',
  },
  en: {
    phoneFormat: 'The mobile number format is incorrect',
    emailFormat: 'Please enter the correct email address',
    captcha: 'Incorrect verification code',
    success: 'Submitted successfully',
    noData: 'No data at present',
    required: 'This field is required',
    tooLong: 'This field is too long',
    typeInvalid: 'Please select a type',
    captchaExpired: 'The verification code has expired; please refresh it and try again',
    consent: 'Please read and accept the privacy statement',
  },
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
