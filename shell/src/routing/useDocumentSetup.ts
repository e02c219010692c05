import { useEffect, useState } from 'react';
import { setLanguage } from '@azi/shared/i18n/instance';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { META_TEXT, pageMeta } from '../meta/metaText';
import { afterLoad, whenIdle } from '../remotes/whenWanted';
import { loadPageText, usePageText } from '../shellText';

/**
 * `<html lang>`, the i18next language, and the page's default title and description.
 *
 * Each is written only when it differs: the served HTML has them right already. Writing
 * `<html lang>` even with the same value makes the browser re-check every `:lang()` rule of the
 * document (theme.css has one) and restyle: under Lighthouse's trace that one write was the long
 * task after hydration (docs/decisions/007-first-view-speed.md, third round).
 *
 * The titles and descriptions (meta/metaText.ts) are not part of the first view: the page landed
 * on has its own in the served HTML. They are fetched once the browser is idle after the load; a
 * page a click leads to before that waits for them (navigations are transitions: the old page
 * stays on screen), so its title is right when its arrival is announced (PageArrival).
 */
export function useDocumentSetup(lang: Lang, metaKey: string): void {
  const [landing] = useState({ lang, metaKey });
  const onLandingPage = landing.lang === lang && landing.metaKey === metaKey;
  usePageText(META_TEXT, lang, !onLandingPage);
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== HTML_LANG[lang]) root.lang = HTML_LANG[lang];
    setLanguage(lang);
  }, [lang]);
  useEffect(() => afterLoad(whenIdle(5000), () => void loadPageText(META_TEXT, lang).catch(() => undefined)), [lang]);
  useEffect(() => {
    const meta = pageMeta(lang, metaKey);
    // The page landed on, before its words have come: the server's title and description stand.
    if (!meta) return;
    if (document.title !== meta.title) document.title = meta.title;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description && description.content !== meta.description) description.content = meta.description;
  }, [metaKey, lang]);
}
