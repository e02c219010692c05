import { use } from 'react';
import { hasNamespace } from '@azi/shared/i18n/instance';
import type { Lang } from '@azi/shared/i18n/languages';
import { registerRemoteText, textLoader } from '@azi/shared/i18n/remoteText';
import { SHELL_TEXT_IMPORTS } from './text/shellTextImports';

/** Each of the shell's namespaces with its per-language loader, as a remote's module carries them. */
const SHELL_TEXTS = Object.entries(SHELL_TEXT_IMPORTS).map(([namespace, imports]) => ({ namespace, loadText: textLoader(imports) }));

/** Loads in flight or done, by language. */
const loads = new Map<Lang, Promise<void>>();

/** Whether the shell's text in `lang` is registered (a render in that language needs no wait). */
export function hasShellText(lang: Lang): boolean {
  return SHELL_TEXTS.every((text) => hasNamespace(text.namespace, lang));
}

/**
 * Fetches (once) and registers the shell's text in `lang`, the way a remote's text is
 * (registerRemoteText): the browser loads the page's language before it hydrates, and another one
 * when the visitor switches to it. A failed load is forgotten, so the next attempt fetches again.
 */
export function loadShellText(lang: Lang): Promise<void> {
  if (hasShellText(lang)) return Promise.resolve();
  let load = loads.get(lang);
  if (!load) {
    load = Promise.all(SHELL_TEXTS.map((text) => registerRemoteText(text, lang))).then(
      () => undefined,
      (error: unknown) => {
        loads.delete(lang);
        throw error;
      },
    );
    loads.set(lang, load);
  }
  return load;
}

/** What a render waits for, by language (one promise each, as React's use() asks). */
const waits = new Map<Lang, Promise<void>>();

/**
 * Waits (suspends) until the shell's text in `lang` is there. Navigations are transitions, so on a
 * switch of language the current page stays on screen until the new text has arrived. If it cannot
 * be fetched, the page is loaded from the server instead, which renders every language.
 */
export function useShellText(lang: Lang): void {
  if (hasShellText(lang)) return;
  let wait = waits.get(lang);
  if (!wait) {
    wait = loadShellText(lang).catch(() => {
      window.location.reload();
      return new Promise<void>(() => undefined);
    });
    waits.set(lang, wait);
  }
  use(wait);
}
