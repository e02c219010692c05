import { useTranslation } from 'react-i18next';
import { LANGS, type Lang } from '@azi/shared/i18n/languages';
import styles from './LanguageCompleteness.module.css';

/** Which of zh, hk and en are complete, as badges a colour-blind reader can also tell apart (✓/✗ and words). */
export function LanguageCompleteness({ missing, compact = false }: { missing: readonly Lang[]; compact?: boolean }) {
  const { t } = useTranslation();
  const names = missing.map((lang) => t(`langs.${lang}`)).join(t('completeness.separator'));
  return (
    <div className={styles.box}>
      <ul className={styles.badges} aria-label={t('completeness.title')}>
        {LANGS.map((lang) => {
          const isMissing = missing.includes(lang);
          return (
            <li key={lang} className={isMissing ? styles.missing : styles.complete}>
              <span aria-hidden="true">{isMissing ? '✗' : '✓'}</span> {lang.toUpperCase()}
              <span className="visually-hidden">
                {' '}
                {t(`langs.${lang}`)}
                {t('app.colon')}
                {isMissing ? t('completeness.missing') : t('completeness.complete')}
              </span>
            </li>
          );
        })}
      </ul>
      {!compact && (
        <p className={styles.text}>
          {missing.length === 0 ? t('completeness.allComplete') : t('completeness.missingList', { langs: names })}
        </p>
      )}
    </div>
  );
}
