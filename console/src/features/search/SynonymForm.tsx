import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import buttons from '../../ui/buttons.module.css';
import styles from './SearchWordsPage.module.css';

/** What the form holds while it is typed in: kept as typed when the API refuses it. */
export interface SynonymDraft {
  /** The list being edited; none: a new list. */
  id?: number;
  lang: Lang;
  text: string;
}

/** The terms of the form's text: one a line, or separated by commas (，、; too). */
export function termsOf(text: string): string[] {
  return text
    .split(/[\n,，、;；]+/)
    .map((term) => term.trim())
    .filter(Boolean);
}

interface SynonymFormProps {
  draft: SynonymDraft;
  busy: boolean;
  onChange(draft: SynonymDraft): void;
  onSubmit(draft: SynonymDraft): void;
  onCancel(): void;
}

/** A list's language and terms; a new list, or the one being edited. */
export function SynonymForm({ draft, busy, onChange, onSubmit, onCancel }: SynonymFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form className={styles.form} onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{draft.id === undefined ? t('searchWords.addTitle') : t('searchWords.editTitle')}</h3>
      <div className={styles.fields}>
        <label>
          {t('searchWords.lang')}
          <select value={draft.lang} onChange={(event) => onChange({ ...draft, lang: event.target.value as Lang })}>
            {LANGS.map((lang) => (
              <option key={lang} value={lang}>
                {t(`langs.${lang}`)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.terms}>
          {t('searchWords.terms')}
          <textarea
            rows={3}
            value={draft.text}
            onChange={(event) => onChange({ ...draft, text: event.target.value })}
            aria-describedby={`${id}-hint`}
          />
        </label>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {t('searchWords.termsHint')}
      </p>
      <p className={styles.actions}>
        <button type="submit" className={buttons.primary} disabled={busy}>
          {draft.id === undefined ? t('searchWords.add') : t('searchWords.save')}
        </button>
        {(draft.id !== undefined || draft.text) && (
          <button type="button" className={buttons.button} onClick={onCancel} disabled={busy}>
            {t('searchWords.cancel')}
          </button>
        )}
      </p>
    </form>
  );
}
