/**
 * Two minutes before an idle session would end, says so and offers to stay signed in (one call to
 * the API restarts its idle clock). At the end, goes to sign-in with the "session ended" message
 * rather than waiting for the next click to fail.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lastApiActivity } from '../api/consoleRequest';
import { getSession } from '../features/session/api/get-session';
import { useSession } from '../features/session/SessionProvider';
import buttons from '../ui/buttons.module.css';
import styles from './ConsoleLayout.module.css';

export const WARN_BEFORE_MS = 2 * 60_000;
const CHECK_EVERY_MS = 5_000;

export function IdleWarning({ idleMs }: { idleMs: number }) {
  const { t } = useTranslation();
  const { signedOut } = useSession();
  const [remaining, setRemaining] = useState(() => lastApiActivity() + idleMs - Date.now());

  useEffect(() => {
    const timer = setInterval(() => setRemaining(lastApiActivity() + idleMs - Date.now()), CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [idleMs]);

  useEffect(() => {
    if (remaining <= 0) signedOut('expired');
  }, [remaining, signedOut]);

  if (remaining > WARN_BEFORE_MS || remaining <= 0) return null;
  const stay = async () => {
    try {
      // Null: the session ended meanwhile (elsewhere, or the account was disabled).
      if ((await getSession()) === null) {
        signedOut('expired');
        return;
      }
    } catch {
      // Kept as it was: the countdown below says when it ends.
    }
    setRemaining(lastApiActivity() + idleMs - Date.now());
  };
  return (
    <div role="alert" className={styles.idleWarning}>
      <span>{t('idle.warning', { minutes: Math.max(1, Math.ceil(remaining / 60_000)) })}</span>
      <button type="button" className={buttons.button} onClick={() => void stay()}>
        {t('idle.stay')}
      </button>
    </div>
  );
}
