import type { RemoteText } from '@azi/shared/i18n/remoteText';
import { textLoader } from '@azi/shared/i18n/remoteText';

/** The accessibility statement's own i18n namespace (its text: ./locales, registered with the shell's). */
export const ACCESSIBILITY_NAMESPACE = 'accessibility';

/** Its text, one chunk per language, fetched with the page (usePageText), not with every first view. */
export const ACCESSIBILITY_TEXT: RemoteText[] = [
  {
    namespace: ACCESSIBILITY_NAMESPACE,
    loadText: textLoader({
      zh: () => import(/* webpackChunkName: "accessibility-text-zh" */ './locales/zh.json'),
      hk: () => import(/* webpackChunkName: "accessibility-text-hk" */ './locales/hk.json'),
      en: () => import(/* webpackChunkName: "accessibility-text-en" */ './locales/en.json'),
    }),
  },
];
