import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { setRequestLang } from '../api/consoleRequest';
import { createConsoleI18n, UI_DATE_LOCALE, UI_HTML_LANG, UI_LANG_STORAGE, type UiLang } from '../i18n/consoleI18n';

interface UiLanguageValue {
  lang: UiLang;
  setLang(lang: UiLang): void;
}

const UiLanguageContext = createContext<UiLanguageValue>({ lang: 'zh', setLang: () => undefined });
export const useUiLanguage = () => useContext(UiLanguageContext);
/** The locale the console's dates and times are written in, for its interface language. */
export const useDateLocale = () => UI_DATE_LOCALE[useUiLanguage().lang];

/** The interface language: the console's i18next instance, <html lang> and the API's messages follow it. */
export function UiLanguageProvider({ initial, children }: { initial: UiLang; children: ReactNode }) {
  const [lang, setLangState] = useState(initial);
  const [i18n] = useState(() => createConsoleI18n(initial));
  setRequestLang(lang);
  useEffect(() => {
    void i18n.changeLanguage(lang);
    document.documentElement.lang = UI_HTML_LANG[lang];
    document.title = i18n.t('app.title');
  }, [i18n, lang]);
  const value = useMemo<UiLanguageValue>(
    () => ({
      lang,
      setLang: (next) => {
        try {
          window.localStorage.setItem(UI_LANG_STORAGE, next);
        } catch {
          // not remembered: still switched
        }
        setLangState(next);
      },
    }),
    [lang],
  );
  return (
    <UiLanguageContext.Provider value={value}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </UiLanguageContext.Provider>
  );
}
