import { use } from 'react';
import { hasNamespace } from '@azi/shared/i18n/instance';
import type { Lang } from '@azi/shared/i18n/languages';
import { registerRemoteText, textLoader, type RemoteText } from '@azi/shared/i18n/remoteText';
import { SHELL_TEXT_IMPORTS } from './text/shellTextImports';

/** Each of the shell's namespaces with its per-language loader, as a remote's module carries them. */
const SHELL_TEXTS = Object.entries(SHELL_TEXT_IMPORTS).map(([namespace, imports]) => ({
  namespace,
  loadText: textLoader(imports),
}));

/** Loads in flight or done, by text and language. */
const loads = new Map<RemoteText[], Map<Lang, Promise<void>>>();

const hasText = (texts: RemoteText[], lang: Lang) => texts.every((text) => hasNamespace(text.namespace, lang));

/** Whether the shell's text in `lang` is registered (a render in that language needs no wait). */
export function hasShellText(lang: Lang): boolean {
  return hasText(SHELL_TEXTS, lang);
}

/**
 * Fetches (once) and registers the shell's text in `lang`, the way a remote's text is
 * (registerRemoteText): the browser loads the page's language before it hydrates, and another one
 * when the visitor switches to it. A failed load is forgotten, so the next attempt fetches again.
 */
export function loadShellText(lang: Lang): Promise<void> {
  return loadText(SHELL_TEXTS, lang);
}

/** Fetches (once) and registers the text of one of the shell's pages in `lang`, without waiting in a render. */
export function loadPageText(texts: RemoteText[], lang: Lang): Promise<void> {
  return loadText(texts, lang);
}

function loadText(texts: RemoteText[], lang: Lang): Promise<void> {
  if (hasText(texts, lang)) return Promise.resolve();
  const byLang = loads.get(texts) ?? new Map<Lang, Promise<void>>();
  loads.set(texts, byLang);
  let load = byLang.get(lang);
  if (!load) {
    load = Promise.all(texts.map((text) => registerRemoteText(text, lang))).then(
      () => undefined,
      (error: unknown) => {
        byLang.delete(lang);
        throw error;
      },
    );
    byLang.set(lang, load);
  }
  return load;
}

/** What a render waits for, by text and language (one promise each, as React's use() asks). */
const waits = new Map<RemoteText[], Map<Lang, Promise<void>>>();

/**
 * Waits (suspends) until the shell's text in `lang` is there. Navigations are transitions, so on a
 * switch of language the current page stays on screen until the new text has arrived. If it cannot
 * be fetched, the page is loaded from the server instead, which renders every language.
 */
export function useShellText(lang: Lang): void {
  usePageText(SHELL_TEXTS, lang);
}

/**
 * The same for the text of one of the shell's pages that comes with the page rather than with
 * every first view (the contact form's). The server has every text registered: it never waits.
 * `wanted` false: not needed in this render (no wait, nothing fetched).
 */
export function usePageText(texts: RemoteText[], lang: Lang, wanted = true): void {
  if (!wanted || hasText(texts, lang)) return;
  const byLang = waits.get(texts) ?? new Map<Lang, Promise<void>>();
  waits.set(texts, byLang);
  let wait = byLang.get(lang);
  if (!wait) {
    wait = loadText(texts, lang).catch(() => {
      window.location.reload();
      return new Promise<void>(() => undefined);
    });
    byLang.set(lang, wait);
  }
  use(wait);
}
