import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SUMMARY_MAX, TITLE_MAX, type ContentTextField } from '@azi/shared/content/contentField';
import { HTML_LANG, LANGS, type Lang } from '@azi/shared/i18n/languages';
import type { EditorValues, Localized } from './contentItem';
import styles from './ContentEditorPage.module.css';

// ProseMirror is loaded only when an article is edited.
const RichTextEditor = lazy(() => import('./RichTextEditor').then((m) => ({ default: m.RichTextEditor })));

interface Props {
  values: EditorValues;
  hasBody: boolean;
  /** The kind's own plain texts (an event's transcript), optional in every language. */
  texts: readonly ContentTextField[];
  missing: readonly Lang[];
  onChange(field: 'title' | 'summary' | 'body', lang: Lang, text: string): void;
  onTextChange(key: string, lang: Lang, text: string): void;
}

/** zh, hk and en side by side: one column per language, the missing ones marked. */
export function LocalizedTexts({ values, hasBody, texts, missing, onChange, onTextChange }: Props) {
  const { t } = useTranslation();
  const text = (field: 'title' | 'summary', lang: Lang, multiline: boolean) => {
    const id = `${field}-${lang}`;
    const value = (values[field] as Localized)[lang];
    const props = {
      id,
      value,
      lang: HTML_LANG[lang],
      onChange: (e: { target: { value: string } }) => onChange(field, lang, e.target.value),
    };
    return (
      <div className={styles.field}>
        <label htmlFor={id}>
          {t(field === 'title' ? 'editor.titleField' : 'editor.summaryField')} ({lang.toUpperCase()})
        </label>
        {multiline ? (
          <textarea {...props} rows={4} maxLength={SUMMARY_MAX} />
        ) : (
          <input {...props} type="text" maxLength={TITLE_MAX} />
        )}
      </div>
    );
  };
  return (
    <div className={styles.languages}>
      {LANGS.map((lang) => (
        <section
          key={lang}
          className={missing.includes(lang) ? `${styles.language} ${styles.languageMissing}` : styles.language}
          aria-labelledby={`lang-${lang}`}
        >
          <h3 id={`lang-${lang}`} className={styles.languageName}>
            {t(`langs.${lang}`)}{' '}
            <span className={styles.languageState}>
              {missing.includes(lang) ? `✗ ${t('completeness.missing')}` : `✓ ${t('completeness.complete')}`}
            </span>
          </h3>
          {text('title', lang, false)}
          {text('summary', lang, true)}
          {texts.map((field) => (
            <div key={field.key} className={styles.field}>
              <label htmlFor={`${field.key}-${lang}`}>
                {t(`editor.textFields.${field.key}`)} ({lang.toUpperCase()})
              </label>
              <p id={`${field.key}-${lang}-hint`} className={styles.hint}>
                {t(`editor.textHints.${field.key}`)}
              </p>
              <textarea
                id={`${field.key}-${lang}`}
                lang={HTML_LANG[lang]}
                rows={8}
                maxLength={field.maxLength}
                value={values.texts[field.key]?.[lang] ?? ''}
                aria-describedby={`${field.key}-${lang}-hint`}
                onChange={(e) => onTextChange(field.key, lang, e.target.value)}
              />
            </div>
          ))}
          {hasBody && (
            <div className={styles.field}>
              <span id={`body-${lang}-label`} className={styles.fieldLabel}>
                {t('editor.bodyField')} ({lang.toUpperCase()})
              </span>
              <Suspense fallback={<p>{t('app.loading')}</p>}>
                <RichTextEditor
                  labelledBy={`body-${lang}-label`}
                  lang={HTML_LANG[lang]}
                  value={values.body[lang]}
                  onChange={(html) => onChange('body', lang, html)}
                />
              </Suspense>
            </div>
          )}
        </section>
      ))}
    </div>
  );
}
