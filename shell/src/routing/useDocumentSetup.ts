import { useEffect } from 'react';
import { HTML_LANG, type Lang } from '@azi/shared/i18n/languages';
import { setLanguage } from '@azi/shared/i18n/instance';
import { useT } from '@azi/shared/ui/PageContext';

/** `<html lang>`, the i18next language, and the page's default title and description. */
export function useDocumentSetup(lang: Lang, metaKey: string): void {
  const t = useT('common');
  useEffect(() => {
    document.documentElement.lang = HTML_LANG[lang];
    setLanguage(lang);
  }, [lang]);
  useEffect(() => {
    document.title = t(`meta.${metaKey}.title`);
    const description = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (description) description.content = t(`meta.${metaKey}.description`);
  }, [t, metaKey]);
}
