import { useHydrated } from '@azi/shared/hooks/useHydrated';
import { Link, useLocation } from 'react-router';
import { LANG_NAME, SWITCHER_LABEL, HTML_LANG } from '@azi/shared/i18n/languages';
import { useT } from '@azi/shared/ui/PageContext';
import { languageLinks, rememberLanguage } from './languageLinks';
import styles from './LanguageSwitcher.module.css';

export interface LanguageSwitcherProps {
  variant: 'desktop' | 'mobile';
  /** Called after a choice (the mobile dropdown closes). */
  onChoose?: () => void;
  id?: string;
}

/** 简 / 繁 / EN: the same page in another language; the choice is remembered in the lang cookie. */
export function LanguageSwitcher({ variant, onChoose, id }: LanguageSwitcherProps) {
  const t = useT('common');
  const { pathname, search, hash } = useLocation();
  // The server never sees the #hash: the links gain it after hydration, so the first render
  // matches the served HTML.
  const mounted = useHydrated();
  return (
    <ul id={id} className={variant === 'desktop' ? styles.desktop : styles.mobile} aria-label={t('header.language')}>
      {languageLinks(pathname, search, mounted ? hash : '').map((link) => (
        <li key={link.lang}>
          <Link
            to={link.href}
            className={styles.link}
            lang={HTML_LANG[link.lang]}
            hrefLang={HTML_LANG[link.lang]}
            aria-current={link.current ? 'true' : undefined}
            onClick={() => {
              void rememberLanguage(link.lang);
              onChoose?.();
            }}
          >
            {variant === 'desktop' ? (
              // The name starts with what is shown (label in name, WCAG 2.5.3): "EN English".
              <>
                {SWITCHER_LABEL[link.lang]}
                <span className="visually-hidden"> {LANG_NAME[link.lang]}</span>
              </>
            ) : (
              LANG_NAME[link.lang]
            )}
          </Link>
        </li>
      ))}
    </ul>
  );
}
