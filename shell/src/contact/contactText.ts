import type { LocaleTree } from '@azi/shared/contract/remote';
import type { Lang } from '@azi/shared/i18n/languages';
import en from './locales/en.json';
import hk from './locales/hk.json';
import zh from './locales/zh.json';

/** The contact page's own i18n namespace; the shell registers it at start-up. */
export const CONTACT_NAMESPACE = 'contact';

export const contactResources: Record<Lang, LocaleTree> = { zh, hk, en };
