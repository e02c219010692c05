import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSignedInSession } from '../features/session/SessionProvider';
import { sectionsFor } from './consoleSections';
import styles from './Overview.module.css';

export function Overview() {
  const { t } = useTranslation();
  const sections = sectionsFor(useSignedInSession().areas);
  return (
    <section aria-labelledby="overview">
      <h1 id="overview">{t('app.home')}</h1>
      <p>{t('app.homeIntro')}</p>
      <ul className={styles.cards}>
        {sections.map((s) => (
          <li key={s.area}>
            <Link to={s.path}>{t(s.label)}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
