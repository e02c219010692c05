import { memo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { TFunction } from 'i18next';
import { usePageAddress, useT } from '@azi/shared/ui/PageContext';
import { PageLink } from '@azi/shared/ui/PageLink';
import type { PageKey } from '@azi/shared/routing/sitePages';
import { SearchField } from '../search/SearchField';
import { LanguageSwitcher } from './LanguageSwitcher';
import { Logo } from './Logo';
import { MENU, type MenuSection } from './menu';
import { useHeaderScrollState } from './useHeaderScrollState';
import styles from './DesktopHeader.module.css';

export interface DesktopHeaderProps {
  /** White from the start, for pages that do not open with a dark banner. */
  solid?: boolean;
}

/** A menu's links to the sections of its page: the same in every page, drawn again only for a new language. */
const Submenu = memo(function Submenu({ section, t }: { section: MenuSection; t: TFunction }) {
  return (
    <ul className={styles.submenu} aria-label={t(section.labelKey)}>
      {section.items.map((item) => (
        <li key={item.labelKey}>
          <PageLink to={item.page} hash={item.hash} className={styles.subLink}>
            {t(item.labelKey)}
          </PageLink>
        </li>
      ))}
    </ul>
  );
});

/** The fixed 72px bar: logo, six menus with anchor sub-menus, the search field and the language switcher. */
export function DesktopHeader({ solid = false }: DesktopHeaderProps) {
  const t = useT('common');
  const { page: currentPage } = usePageAddress();
  const scroll = useHeaderScrollState();
  const [open, setOpen] = useState<PageKey | null>(null);
  // Escape returns focus to the main link; that focus must not reopen the sub-menu.
  const closedByEscape = useRef(false);

  const closeOnBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };
  const closeOnEscape = (page: PageKey) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || open !== page) return;
    setOpen(null);
    closedByEscape.current = true;
    // The first link of the item is its main link: focus returns there.
    event.currentTarget.querySelector<HTMLAnchorElement>('a')?.focus();
  };

  const classes = [styles.header, solid || scroll.solid || open ? styles.solid : styles.transparent];
  if (scroll.hidden && !open) classes.push(styles.hidden);

  return (
    <header
      className={classes.join(' ')}
      data-state={scroll.hidden ? 'hidden' : scroll.solid || solid ? 'solid' : 'transparent'}
    >
      <div className={styles.inner}>
        <PageLink to="home" className={styles.logo}>
          <Logo title={t('header.logoLabel')} wordmark={t('header.wordmark')} />
        </PageLink>
        <nav className={styles.nav} aria-label={t('header.mainNav')}>
          <ul className={styles.menu}>
            {MENU.map((section) => (
              // Catches the focus and Escape key that bubble up from the links inside it (jsx-a11y's documented case for delegation).
              // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
              <li
                key={section.page}
                className={open === section.page ? `${styles.menuItem} ${styles.open}` : styles.menuItem}
                onMouseEnter={() => setOpen(section.page)}
                onMouseLeave={() => setOpen((current) => (current === section.page ? null : current))}
                onFocus={() => {
                  if (closedByEscape.current) closedByEscape.current = false;
                  else setOpen(section.page);
                }}
                onBlur={closeOnBlur}
                onKeyDown={closeOnEscape(section.page)}
              >
                <PageLink
                  to={section.page}
                  className={styles.topLink}
                  aria-current={currentPage === section.page ? 'page' : undefined}
                >
                  {t(section.labelKey)}
                </PageLink>
                <Submenu section={section} t={t} />
              </li>
            ))}
          </ul>
        </nav>
        <SearchField variant="desktop" />
        <LanguageSwitcher variant="desktop" />
        {/* The header's last element: its arrival shows the menus (DesktopHeader.module.css, .end). */}
        <span className={styles.end} />
      </div>
    </header>
  );
}
