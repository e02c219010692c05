import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SWITCHER_LABEL } from '@azi/shared/i18n/languages';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import { SearchField } from '../search/SearchField';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MENU } from './menu';
import styles from './MobileHeader.module.css';

type Panel = 'menu' | 'language' | null;

/** The dark mobile bar: logo, language dropdown and menu button (its panel opens with the search field); opening one panel closes the other. */
export function MobileHeader() {
  const t = useT('common');
  const { lang, page: currentPage } = usePageAddress();
  const location = useLocation();
  const [panel, setPanel] = useState<Panel>(null);
  const toggle = (which: Exclude<Panel, null>) => setPanel((current) => (current === which ? null : which));

  // Any navigation closes the panels (set while rendering, not in an effect after it).
  const place = `${location.pathname}${location.hash}`;
  const [panelPlace, setPanelPlace] = useState(place);
  if (panelPlace !== place) {
    setPanelPlace(place);
    setPanel(null);
  }

  useEffect(() => {
    if (!panel) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setPanel(null);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [panel]);

  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <PageLink to="home" className={styles.logo}>
          <Logo className={styles.logoSvg} title={t('header.logoLabel')} wordmark={t('header.wordmark')} />
        </PageLink>
        <div className={styles.actions}>
          <button
            type="button"
            className={styles.langButton}
            aria-expanded={panel === 'language'}
            aria-controls="mobile-language-list"
            onClick={() => toggle('language')}
          >
            {/* The accessible name includes the visible label (简 / 繁 / EN). */}
            <span className="visually-hidden">{t('header.language')}: </span>
            {SWITCHER_LABEL[lang]}
            <span aria-hidden="true" className={styles.caret} />
          </button>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={panel === 'menu'}
            aria-controls="mobile-menu"
            aria-label={t('header.menu')}
            onClick={() => toggle('menu')}
          >
            <span
              className={panel === 'menu' ? `${styles.burger} ${styles.burgerOpen}` : styles.burger}
              aria-hidden="true"
            />
          </button>
        </div>
      </div>
      <div className={styles.panel} hidden={panel !== 'language'}>
        <LanguageSwitcher variant="mobile" id="mobile-language-list" onChoose={() => setPanel(null)} />
      </div>
      <nav id="mobile-menu" className={styles.panel} hidden={panel !== 'menu'} aria-label={t('header.mainNav')}>
        <SearchField variant="mobile" />
        <ul className={styles.menuList}>
          {MENU.map((section) => (
            <li key={section.page}>
              <PageLink
                to={section.page}
                className={styles.menuLink}
                aria-current={currentPage === section.page ? 'page' : undefined}
              >
                {t(section.labelKey)}
              </PageLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
