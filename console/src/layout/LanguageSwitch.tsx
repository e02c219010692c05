import { useTranslation } from 'react-i18next';
import { UI_LANGS, UI_LANG_LABEL, isUiLang } from '../i18n/consoleI18n';
import { useUiLanguage } from '../app/UiLanguage';

export function LanguageSwitch() {
  const { t } = useTranslation();
  const { lang, setLang } = useUiLanguage();
  return (
    <label>
      <span className="visually-hidden">{t('app.language')}</span>
      <select value={lang} onChange={(e) => isUiLang(e.target.value) && setLang(e.target.value)}>
        {UI_LANGS.map((l) => (
          <option key={l} value={l} lang={l === 'zh' ? 'zh-CN' : 'en'}>
            {UI_LANG_LABEL[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
