import { INTRODUCE_ANCHORS } from '@azi/shared/routing/sitePages';
import { PageBanner } from '@azi/shared/ui/PageBanner';
import { useT } from '@azi/shared/ui/PageContext';
import { IntroduceSections } from './IntroduceSections';
import styles from './IntroduceMobilePage.module.css';

/**
 * /mobile/introduce: the same nine sections in one column, opened by a list of jump links,
 * because a phone has no header sub-menu to reach them.
 */
export function IntroduceMobilePage() {
  const t = useT('introduce');
  return (
    <>
      <PageBanner title={t('banner.title')} subtitle={t('banner.subtitle')} />
      <nav className={styles.jumps} aria-label={t('pageNav.label')}>
        <ul className={styles.list}>
          {INTRODUCE_ANCHORS.map(({ id, section }) => (
            <li key={id}>
              <a className={styles.jump} href={`#${id}`}>
                {t(`${section}.title`)}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <IntroduceSections />
    </>
  );
}
