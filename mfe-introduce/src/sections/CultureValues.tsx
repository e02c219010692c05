import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { Icon, type IconName } from '../components/Icon';
import { CULTURE_VALUES, type CultureValue } from '../data/cultureValues';
import styles from './CultureValues.module.css';

const ICONS: Record<CultureValue, IconName> = {
  storesFirst: 'store',
  transparency: 'eye',
  collaboration: 'handshake',
  technology: 'chip',
};

/** #qywh: the values the company works by, each with an icon. */
export function CultureValues() {
  const t = useT('introduce');
  const { layout } = usePageAddress();
  return (
    <ul className={`${styles.values} ${layout === 'mobile' ? styles.mobile : ''}`}>
      {CULTURE_VALUES.map((value, index) => (
        <li key={value} className={styles.value}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <span className={styles.icon}>
            <Icon name={ICONS[value]} size={layout === 'mobile' ? 26 : 32} />
          </span>
          <h3 className={styles.title}>{t(`culture.values.${value}.title`)}</h3>
          <p className={styles.body}>{t(`culture.values.${value}.body`)}</p>
        </li>
      ))}
    </ul>
  );
}
