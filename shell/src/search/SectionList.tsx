import { PageLink } from '@azi/shared/ui/PageLink';
import { useT } from '@azi/shared/ui/PageContext';
import { MENU } from '../header/menu';
import styles from './SearchPage.module.css';

/** The six sections of the site, for a search that found nothing (or none typed yet). */
export function SectionList() {
  const t = useT('common');
  return (
    <ul className={styles.sections}>
      {MENU.map((section) => (
        <li key={section.page}>
          <PageLink to={section.page} className={styles.sectionLink}>
            {t(section.labelKey)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
}
