/**
 * "Forgot your password?" (issue 24): /forgot-password asks for the mail (the same answer for any
 * address), /reset-password#token=… sets a new password with the mailed token (30 minutes, once).
 * The token is read from the fragment, which browsers never send to a server.
 */
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { ApiError } from '@azi/shared/api/ApiError';
import { isEmailAddress } from '@azi/shared/validation/alertSubscription';
import { askPasswordReset, checkPasswordReset, completePasswordReset } from './api/password-reset';
import { SIGN_IN_PATH } from './SessionProvider';
import styles from './SignInPage.module.css';

const failureText = (error: unknown, unreachable: string) =>
  error instanceof ApiError && error.status > 0 ? error.message : unreachable;

export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) return setError(t('reset.emailRequired'));
    // "A mail is on its way" to something that is not an address would be a promise nobody keeps.
    if (!isEmailAddress(email.trim())) return setError(t('reset.notAnEmail'));
    setBusy(true);
    setError(undefined);
    try {
      await askPasswordReset(email.trim());
      setDone(true);
    } catch (caught) {
      setError(failureText(caught, t('signIn.unreachable')));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main id="main" className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('reset.askTitle')}</h1>
        {done ? (
          <p className={styles.notice} role="status">
            {t('reset.asked')}
          </p>
        ) : (
          <p>{t('reset.askLead')}</p>
        )}
        <div role="alert" className={styles.errorSlot}>
          {error && <div className={styles.error}>{error}</div>}
        </div>
        <label className={styles.label}>
          {t('signIn.email')}
          <input
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
          />
        </label>
        <button type="submit" className={styles.submit} disabled={busy}>
          {t('reset.askSubmit')}
        </button>
        <Link to={SIGN_IN_PATH}>{t('reset.backToSignIn')}</Link>
      </form>
    </main>
  );
}

export function ResetPasswordPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
  const [password, setPassword] = useState('');
  const [again, setAgain] = useState('');
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | undefined>();
  // The link is checked first: a used or tampered one is said at once, not after two passwords typed.
  const [link, setLink] = useState<{ token: string; state: 'checking' | 'usable' | 'unusable'; message?: string }>({
    token,
    state: 'checking',
  });
  useEffect(() => {
    if (!token) return;
    let live = true;
    checkPasswordReset(token).then(
      () => live && setLink({ token, state: 'usable' }),
      (caught: unknown) =>
        live &&
        setLink({
          token,
          state: caught instanceof ApiError && caught.status === 400 ? 'unusable' : 'usable',
          message: failureText(caught, t('signIn.unreachable')),
        }),
    );
    return () => {
      live = false;
    };
  }, [token, t]);
  const linkState = link.token === token ? link.state : 'checking';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || password !== again) return setError(t('reset.mismatch'));
    setBusy(true);
    setError(undefined);
    try {
      await completePasswordReset(token, password);
      setDone(true);
    } catch (caught) {
      setError(failureText(caught, t('signIn.unreachable')));
    } finally {
      setBusy(false);
    }
  };

  if (!token || linkState !== 'usable')
    return (
      <main id="main" className={styles.page}>
        <div className={styles.card}>
          <h1 className={styles.title}>{t('reset.setTitle')}</h1>
          {token && linkState === 'checking' ? (
            <p role="status">{t('reset.checking')}</p>
          ) : (
            <>
              <p role="alert">{token ? link.message : t('reset.noToken')}</p>
              <Link to="/forgot-password">{t('reset.askAgain')}</Link>
            </>
          )}
        </div>
      </main>
    );

  return (
    <main id="main" className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate>
        <h1 className={styles.title}>{t('reset.setTitle')}</h1>
        {done ? (
          <>
            <p className={styles.notice} role="status">
              {t('reset.done')}
            </p>
            <Link to={SIGN_IN_PATH}>{t('reset.backToSignIn')}</Link>
          </>
        ) : (
          <>
            <p>{t('reset.rules')}</p>
            <div role="alert" className={styles.errorSlot}>
              {error && <div className={styles.error}>{error}</div>}
            </div>
            <label className={styles.label}>
              {t('reset.newPassword')}
              <input
                type="password"
                name="newPassword"
                autoComplete="new-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
              />
            </label>
            <label className={styles.label}>
              {t('reset.repeat')}
              <input
                type="password"
                name="repeat"
                autoComplete="new-password"
                value={again}
                onChange={(e) => setAgain(e.target.value)}
                required
              />
            </label>
            <button type="submit" className={styles.submit} disabled={busy}>
              {t('reset.setSubmit')}
            </button>
            <Link to="/forgot-password">{t('reset.askAgain')}</Link>
          </>
        )}
      </form>
    </main>
  );
}
