import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useLocation } from 'react-router';
import { signOut } from '../features/session/api/sign-out';
import { useSession, useSignedInSession } from '../features/session/SessionProvider';
import { IdleWarning } from './IdleWarning';
import { LanguageSwitch } from './LanguageSwitch';
import { sectionsFor } from './consoleSections';
import buttons from '../ui/buttons.module.css';
import styles from './ConsoleLayout.module.css';

/**
 * The frame of every signed-in screen: who is signed in, the sections of their role, sign-out.
 * On a phone (staff publish from theirs) the sections and the account controls fold behind one
 * "Menu" button, so the screen's own fields get the whole width.
 */
export function ConsoleLayout() {
  const { t } = useTranslation();
  const session = useSignedInSession();
  // The session's idle window as the API stated it when this frame opened (none for the admin token).
  const [idleMs] = useState(() => (session.idleExpiresAt ? Date.parse(session.idleExpiresAt) - Date.now() : 0));
  const { signedOut } = useSession();
  const [busy, setBusy] = useState(false);
  const { pathname } = useLocation();
  // The screen the menu was opened on: a section chosen from it is where the person wants to
  // work, so the menu folds away as soon as the screen changes.
  const [menuOpenOn, setMenuOpenOn] = useState<string | undefined>();
  const menuOpen = menuOpenOn === pathname;
  const sections = sectionsFor(session.areas);
  const content = sections.filter((s) => s.group === 'content');
  const other = sections.filter((s) => s.group === 'other');

  const leave = async (everywhere: boolean) => {
    setBusy(true);
    try {
      const { ended } = await signOut(everywhere);
      signedOut(everywhere ? { signedOutEverywhere: ended } : 'signedOut');
    } catch {
      // The session may already be gone: the sign-in page is the right place either way.
      signedOut('signedOut');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={menuOpen ? `${styles.frame} ${styles.menuOpen}` : styles.frame}>
      <a className={styles.skip} href="#main">
        {t('app.skipToContent')}
      </a>
      <header className={styles.header}>
        <NavLink to="/" className={styles.brand}>
          {t('app.title')}
        </NavLink>
        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="console-account console-nav"
          onClick={() => setMenuOpenOn(menuOpen ? undefined : pathname)}
        >
          {t('app.menu')}
        </button>
        <div id="console-account" className={styles.account}>
          <span>
            {t('app.signedInAs', { email: session.account?.email ?? 'token', role: t(`roles.${session.role}`) })}
          </span>
          {session.account && (
            <NavLink to="/password" className={styles.accountLink}>
              {t('password.link')}
            </NavLink>
          )}
          <LanguageSwitch />
          <button type="button" className={buttons.button} onClick={() => void leave(false)} disabled={busy}>
            {t('app.signOut')}
          </button>
          <button type="button" className={buttons.button} onClick={() => void leave(true)} disabled={busy}>
            {t('app.signOutEverywhere')}
          </button>
        </div>
      </header>
      <div className={styles.body}>
        <nav id="console-nav" className={styles.nav} aria-label={t('app.mainNavigation')}>
          {content.length > 0 && (
            <>
              <h2 className={styles.navHeading}>{t('nav.content')}</h2>
              <ul>
                {content.map((s) => (
                  <li key={s.area}>
                    <NavLink to={s.path}>{t(s.label)}</NavLink>
                  </li>
                ))}
              </ul>
            </>
          )}
          {other.length > 0 && (
            <ul>
              {other.map((s) => (
                <li key={s.area}>
                  <NavLink to={s.path}>{t(s.label)}</NavLink>
                </li>
              ))}
            </ul>
          )}
        </nav>
        <main id="main" className={styles.main} tabIndex={-1}>
          {idleMs > 0 && <IdleWarning idleMs={idleMs} />}
          <Outlet />
        </main>
      </div>
    </div>
  );
}
