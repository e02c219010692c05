import { useEffect } from 'react';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { setLanguage } from '@azi/shared/i18n/instance';
import { useT } from '@azi/shared/ui/PageContext';

/**
 * `<html lang>`, the i18next language, and the page's default title and description.
 *
 * Each is written only when it differs: the served HTML has them right already. Writing
 * `<html lang>` even with the same value makes the browser re-check every `:lang()` rule of the
 * document (theme.css has one) and restyle: under Lighthouse's trace that one write was the long
 * task after hydration (docs/decisions/007-first-view-speed.md, third round).
 */
export function useDocumentSetup(lang: Lang, metaKey: string): void {
  const t = useT('common');
  useEffect(() => {
    const root = document.documentElement;
    if (root.lang !== HTML_LANG[lang]) root.lang = HTML_LANG[lang];
    setLanguage(lang);
  }, [lang]);
  useEffect(() => {
    const title = t(`meta.${metaKey}.title`);
    if (document.title !== title) document.title = title;
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    const content = t(`meta.${metaKey}.description`);
    if (description && description.content !== content) description.content = content;
  }, [t, metaKey]);
}
