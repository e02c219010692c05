import { textLoader } from '@azi/shared/i18n/remoteText';

/** The i18n namespace this remote owns. */
export const NAMESPACE = 'careers';

/**
 * Its text, a chunk per language: a page fetches only its own language's. The chunks are named
 * `text-<lang>`: the shell prefetches a page's own language only (shell/src/remotes/remoteFiles.ts).
 */
export const loadText = textLoader({
  zh: () => import(/* webpackChunkName: "text-zh" */ './zh.json'),
  hk: () => import(/* webpackChunkName: "text-hk" */ './hk.json'),
  en: () => import(/* webpackChunkName: "text-en" */ './en.json'),
});
