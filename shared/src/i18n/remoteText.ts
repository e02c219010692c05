import type { LocaleTree, RemoteModule, RemoteTextLoader } from '@azi/shared/contract/remote';
import { addNamespace, hasNamespace } from '@azi/shared/i18n/instance';
import type { Lang } from '@azi/shared/i18n/languages';

/**
 * A remote's text loader from one dynamic import per language, e.g.
 *   textLoader({ zh: () => import('./zh.json'), hk: () => import('./hk.json'), en: () => import('./en.json') })
 * so each language is a chunk of its own and a page fetches only its own. With each import's chunk
 * named `text-<lang>` (webpackChunkName), the shell's prefetch of a section takes the page's
 * language only (chunks named otherwise: every one).
 */
export function textLoader(imports: Record<Lang, () => Promise<{ default: LocaleTree }>>): RemoteTextLoader {
  return async (lang) => (await imports[lang]()).default;
}

export type RemoteText = Pick<RemoteModule, 'namespace' | 'loadText' | 'resources'>;

/**
 * Makes a remote's text in `lang` readable through i18next (the page's language only, for a
 * remote that loads it per language; every language for one built before that). Resolves at once
 * when it already is. The shell registers its own namespaces the same way (shell/src/shellText.ts).
 */
export async function registerRemoteText(module: RemoteText, lang: Lang): Promise<void> {
  if (hasNamespace(module.namespace, lang)) return;
  if (module.loadText) {
    addNamespace(module.namespace, { [lang]: await module.loadText(lang) });
  } else if (module.resources) {
    addNamespace(module.namespace, module.resources);
  } else {
    throw new Error(`${module.namespace}: the remote module has no text`);
  }
}
