import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Icon } from '../components/Icon';
import { OFFICES } from '../data/offices';
import styles from './OfficesList.module.css';

/** #bgdd: the five office cities; a street address only where the company publishes one. */
export function OfficesList() {
  const t = useT('introduce');
  const { lang, layout } = usePageAddress();
  return (
    <ul className={`${styles.offices} ${layout === 'mobile' ? styles.mobile : ''}`}>
      {OFFICES.map((office) => (
        <li
          key={office.key}
          className={[
            styles.office,
            office.headquarters ? styles.headquarters : '',
            office.publishedAddress ? '' : styles.cityOnly,
          ].join(' ')}
        >
          <div className={styles.heading}>
            <Icon name="pin" size={26} className={styles.pin} />
            <h3 className={styles.city}>{t(`offices.cities.${office.key}.name`)}</h3>
            {office.headquarters ? <span className={styles.tag}>{t('offices.headquarters')}</span> : null}
          </div>
          {office.publishedAddress ? (
            <>
              <p className={styles.area}>{t(`offices.cities.${office.key}.area`)}</p>
              <p className={styles.addressLabel}>{t('offices.addressLabel')}</p>
              {/* Published in English: marked so screen readers pronounce it as English on every page. */}
              <address className={styles.address} lang={lang === 'en' ? undefined : 'en'}>
                {office.publishedAddress}
              </address>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
