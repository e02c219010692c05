/**
 * E-mail alerts (issue 24): the categories a visitor subscribes to (each content kind's file in
 * shared/src/content names the one that announces it) and the rules of the subscribe form, shared
 * by the API (which checks them) and the forms on the investor and media pages (which show them).
 */
import { isLang, type Lang } from '@azi/shared/i18n/languages';
import en from './alertLocales/en.json';
import hk from './alertLocales/hk.json';
import zh from './alertLocales/zh.json';

export const ALERT_CATEGORIES = [
  'pressReleases',
  'results',
  'announcements',
  'financialReports',
  'secFilings',
  'events',
  'careers',
] as const;
export type AlertCategory = (typeof ALERT_CATEGORIES)[number];

export const isAlertCategory = (value: unknown): value is AlertCategory =>
  (ALERT_CATEGORIES as readonly string[]).includes(value as string);

/**
 * The wording of the consent line a subscriber agreed to. Raise it whenever the consent text in
 * any language changes: each subscriber keeps the version they saw.
 */
export const CONSENT_VERSION = '2026-11-24';

/** The form's field names (the no-script form posts them as they are). */
export const ALERT_FIELDS = {
  email: 'email',
  lang: 'lang',
  categories: 'categories',
  consent: 'consent',
  captchaCode: 'captchaCode',
  honeypot: 'website',
} as const;

export const ALERT_EMAIL_MAX = 254;
const EMAIL_PATTERN = /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:".]{2,}$/;

/** Whether a trimmed text has the shape of an e-mail address (the alerts form's rule; the console's reset form asks it too). */
export const isEmailAddress = (text: string): boolean => text.length <= ALERT_EMAIL_MAX && EMAIL_PATTERN.test(text);

export type AlertFormError =
  | 'emailRequired'
  | 'emailFormat'
  | 'categoriesRequired'
  | 'consentRequired'
  | 'langInvalid'
  | 'captcha'
  | 'captchaExpired';

export interface AlertChoice {
  email: string;
  lang: Lang;
  categories: AlertCategory[];
}

/** Categories as a form sends them: one value, several (repeated field), or a comma list (JSON clients). */
export function parseCategories(value: unknown): AlertCategory[] | undefined {
  const values = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : [];
  const trimmed = values.map((v) => (typeof v === 'string' ? v.trim() : '')).filter((v) => v !== '');
  if (!trimmed.every(isAlertCategory)) return undefined;
  return ALERT_CATEGORIES.filter((category) => trimmed.includes(category));
}

export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** The first problem of a subscription or of a change of its choices (consent only when subscribing). */
export function checkAlertChoice(
  input: { email?: unknown; lang?: unknown; categories?: unknown; consent?: unknown },
  subscribing: boolean,
): { ok: true; value: AlertChoice } | { ok: false; error: AlertFormError; field: string } {
  const email = typeof input.email === 'string' ? normaliseEmail(input.email) : '';
  if (subscribing) {
    if (email === '') return { ok: false, error: 'emailRequired', field: 'email' };
    if (email.length > ALERT_EMAIL_MAX || !EMAIL_PATTERN.test(email))
      return { ok: false, error: 'emailFormat', field: 'email' };
  }
  if (!isLang(input.lang)) return { ok: false, error: 'langInvalid', field: 'lang' };
  const categories = parseCategories(input.categories);
  if (!categories || categories.length === 0) return { ok: false, error: 'categoriesRequired', field: 'categories' };
  if (subscribing && !(input.consent === 'yes' || input.consent === true || input.consent === 'on'))
    return { ok: false, error: 'consentRequired', field: 'consent' };
  return { ok: true, value: { email, lang: input.lang, categories } };
}

export type AlertMessageKey = keyof typeof en.messages;
export type AlertTexts = typeof en;

/** Every word of the alerts feature (form, result pages, messages), in one language. */
export const ALERT_TEXTS: Record<Lang, AlertTexts> = { zh, hk, en };

export function alertMessage(key: AlertMessageKey, lang: Lang, values: Record<string, string> = {}): string {
  return ALERT_TEXTS[lang].messages[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');
}
