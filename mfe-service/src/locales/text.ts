import { textLoader } from '@azi/shared/i18n/remoteText';

/** The i18n namespace this remote owns. */
export const NAMESPACE = 'service';

/** Its text, a chunk per language: a page fetches only its own language's. */
export const loadText = textLoader({
  zh: () => import('./zh.json'),
  hk: () => import('./hk.json'),
  en: () => import('./en.json'),
});
