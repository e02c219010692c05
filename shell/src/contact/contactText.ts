import type { RemoteText } from '@azi/shared/i18n/remoteText';
import { textLoader } from '@azi/shared/i18n/remoteText';

/** The contact page's own i18n namespace (its text: ./locales, registered with the shell's). */
export const CONTACT_NAMESPACE = 'contact';

/** Its text, one chunk per language, fetched with the page (useShellText's usePageText), not with every first view. */
export const CONTACT_TEXT: RemoteText[] = [
  {
    namespace: CONTACT_NAMESPACE,
    loadText: textLoader({
      zh: () => import(/* webpackChunkName: "contact-text-zh" */ './locales/zh.json'),
      hk: () => import(/* webpackChunkName: "contact-text-hk" */ './locales/hk.json'),
      en: () => import(/* webpackChunkName: "contact-text-en" */ './locales/en.json'),
    }),
  },
];
