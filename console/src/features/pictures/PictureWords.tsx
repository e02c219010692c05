import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PICTURE_ALT_MAX } from '@azi/shared/api/schemas/pictures';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import buttons from '../../ui/buttons.module.css';
import { setPictureWords, type StoredPicture } from './api/pictures-api';
import styles from './Pictures.module.css';

interface Props {
  picture: StoredPicture;
  onSaved(picture: StoredPicture, message: string): void;
}

/**
 * A picture's alternative text in zh, hk and en (all three), or the explicit decorative mark. A
 * refusal is said here, under the fields, with focus on the first field to fix: on a phone the
 * screen's message area is far above this card.
 */
export function PictureWords({ picture, onSaved }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [alt, setAlt] = useState<Record<Lang, string>>(picture.alt);
  const [invalid, setInvalid] = useState<Lang[]>([]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const errorRef = useRef<HTMLParagraphElement>(null);

  const send = async (words: Parameters<typeof setPictureWords>[1], done: string) => {
    setBusy(true);
    setError(undefined);
    try {
      onSaved(await setPictureWords(picture.id, words), done);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
      // After the render that shows it.
      requestAnimationFrame(() => errorRef.current?.focus());
    } finally {
      setBusy(false);
    }
  };
  const save = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = Object.fromEntries(LANGS.map((lang) => [lang, alt[lang].trim()])) as Record<Lang, string>;
    const wrong = LANGS.filter((lang) => trimmed[lang] === '' || trimmed[lang].length > PICTURE_ALT_MAX);
    setInvalid(wrong);
    if (wrong.length > 0) {
      setError(t(wrong.some((lang) => trimmed[lang] === '') ? 'pictures.wordsMissing' : 'pictures.wordsTooLong'));
      document.getElementById(`${id}-${wrong[0]}`)?.focus();
      return;
    }
    setError(undefined);
    void send({ alt: trimmed }, t('pictures.wordsSaved', { name: picture.fileName }));
  };

  return (
    <form className={styles.words} onSubmit={save} noValidate>
      <fieldset>
        <legend>{t('pictures.wordsLegend', { name: picture.fileName })}</legend>
        <p className={styles.hint}>{t('pictures.wordsHint')}</p>
        {LANGS.map((lang) => (
          <div key={lang} className={styles.wordField}>
            <label htmlFor={`${id}-${lang}`}>{t(`pictures.alt.${lang}`)}</label>
            <input
              id={`${id}-${lang}`}
              lang={lang === 'en' ? 'en' : lang === 'hk' ? 'zh-HK' : 'zh-CN'}
              value={alt[lang]}
              maxLength={PICTURE_ALT_MAX}
              aria-invalid={invalid.includes(lang) || undefined}
              aria-describedby={invalid.includes(lang) && error ? `${id}-error` : undefined}
              onChange={(e) => setAlt((a) => ({ ...a, [lang]: e.target.value }))}
            />
          </div>
        ))}
        {error ? (
          <p id={`${id}-error`} ref={errorRef} role="alert" tabIndex={-1} className={styles.error}>
            {error}
          </p>
        ) : null}
        <div className={styles.wordActions}>
          <button type="submit" className={buttons.primary} disabled={busy}>
            {t('pictures.saveWords')}
          </button>
          <button
            type="button"
            className={buttons.button}
            disabled={busy}
            onClick={() => void send({ decorative: true }, t('pictures.markedDecorative', { name: picture.fileName }))}
          >
            {t('pictures.markDecorative')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
