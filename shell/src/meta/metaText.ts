import { hasNamespace, i18n, prepareLanguage } from '@azi/shared/i18n/instance';
import type { Lang } from '@azi/shared/i18n/languages';
import type { RemoteText } from '@azi/shared/i18n/remoteText';
import { textLoader } from '@azi/shared/i18n/remoteText';

/**
 * Every page's title and description (its own i18n namespace, ./locales). The page landed on has
 * them in the served HTML already, so the first view does not fetch them: they come when the
 * browser is idle, or with the first page a click leads to (routing/useDocumentSetup.ts).
 */
export const META_NAMESPACE = 'meta';

export const META_TEXT: RemoteText[] = [
  {
    namespace: META_NAMESPACE,
    loadText: textLoader({
      zh: () => import(/* webpackChunkName: "meta-text-zh" */ './locales/zh.json'),
      hk: () => import(/* webpackChunkName: "meta-text-hk" */ './locales/hk.json'),
      en: () => import(/* webpackChunkName: "meta-text-en" */ './locales/en.json'),
    }),
  },
];

/**
 * The title and description of `page` in `lang`, or undefined while they have not come. Read at
 * the moment of asking: a translate function memoised by the page (useT) may predate their arrival.
 */
export function pageMeta(lang: Lang, page: string): { title: string; description: string } | undefined {
  if (!hasNamespace(META_NAMESPACE, lang)) return undefined;
  prepareLanguage(lang);
  const t = i18n.getFixedT(lang, META_NAMESPACE);
  return { title: t(`${page}.title`), description: t(`${page}.description`) };
}
