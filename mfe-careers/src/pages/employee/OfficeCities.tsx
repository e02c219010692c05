import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { jobChoiceLabel } from '../../jobs/jobLabels';
import { HEADQUARTERS_CITY, OFFICE_CITIES } from '../../jobs/officeCities';
import styles from './OfficeCities.module.css';

/** The work-environment section: how the teams work, and the five cities they work in. */
export function OfficeCities() {
  const t = useT('careers');
  const { lang } = usePageAddress();
  return (
    <>
      <p className={styles.body}>{t('employee.workEnvironment.body')}</p>
      <h3 className={styles.heading}>{t('employee.workEnvironment.citiesHeading')}</h3>
      <ul className={styles.cities}>
        {OFFICE_CITIES.map((city) => (
          <li key={city} className={`${styles.city} ${city === HEADQUARTERS_CITY ? styles.headquarters : ''}`}>
            <span className={styles.name}>{jobChoiceLabel('city', city, lang)}</span>
            <span className={styles.role}>
              {t(
                city === HEADQUARTERS_CITY
                  ? 'employee.workEnvironment.headquarters'
                  : 'employee.workEnvironment.office',
              )}
            </span>
          </li>
        ))}
      </ul>
    </>
  );
}
