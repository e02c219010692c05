import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { SignInError, signIn } from './api/sign-in';
import { useSession, type SignInReason } from './SessionProvider';
import styles from './SignInPage.module.css';

/** Only a path inside the console may be returned to (no //host, no scheme). */
export function safeNext(next: string | null): string {
  return next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/sign-in') ? next : '/';
}

/** A countdown started from an event (a throttled answer): seconds left, ticking once a second. */
function useCountdown(): [number, (seconds: number | undefined) => void] {
  const [clock, setClock] = useState<{ until: number; now: number }>({ until: 0, now: 0 });
  useEffect(() => {
    if (clock.until <= clock.now) return undefined;
    const timer = window.setTimeout(() => setClock((c) => ({ ...c, now: Date.now() })), 1000);
    return () => window.clearTimeout(timer);
  }, [clock]);
  const start = useCallback((seconds: number | undefined) => {
    const now = Date.now();
    setClock({ until: seconds ? now + seconds * 1000 : 0, now });
  }, []);
  return [Math.max(0, Math.ceil((clock.until - clock.now) / 1000)), start];
}

export function SignInPage() {
  const { t } = useTranslation();
  const { state, signedIn } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const reason = (location.state as { reason?: SignInReason } | null)?.reason;
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; hint?: string } | undefined>();
  const [wait, startWait] = useCountdown();
  const errorId = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const next = safeNext(params.get('next'));

  useEffect(() => emailRef.current?.focus(), []);

  if (state.status === 'signedIn') return <Navigate to={next} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !password) {
      setError({ message: t('signIn.required') });
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const session = await signIn(email.trim(), password);
      signedIn(session);
      navigate(next, { replace: true });
    } catch (caught) {
      const failure = caught instanceof SignInError ? caught : new SignInError(0, String(caught));
      if (failure.status === 0) setError({ message: t('signIn.unreachable') });
      else if (failure.status === 429) {
        setError({ message: failure.message });
        startWait(failure.retryAfterSeconds);
      } else if (failure.status === 401) setError({ message: failure.message, hint: t('signIn.failedHint') });
      else setError({ message: failure.message });
      setPassword('');
    } finally {
      setBusy(false);
    }
  };

  const notice =
    reason === 'expired'
      ? t('signIn.expired')
      : reason === 'signedOut'
        ? t('signIn.signedOut')
        : reason
          ? t('signIn.signedOutEverywhere', { count: reason.signedOutEverywhere })
          : params.has('next')
            ? t('signIn.continue')
            : undefined;

  return (
    <main id="main" className={styles.page}>
      <form className={styles.card} onSubmit={submit} noValidate aria-describedby={error ? errorId : undefined}>
        <h1 className={styles.title}>{t('signIn.title')}</h1>
        {notice && !error && (
          <p className={styles.notice} role="status">
            {notice}
          </p>
        )}
        <div role="alert" id={errorId} className={styles.errorSlot}>
          {error && (
            <div className={styles.error}>
              <p>{error.message}</p>
              {error.hint && <p>{error.hint}</p>}
              {wait > 0 && <p>{t('signIn.waitHint', { seconds: wait })}</p>}
            </div>
          )}
        </div>
        <label className={styles.label}>
          {t('signIn.email')}
          <input
            ref={emailRef}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={error && !email.trim() ? true : undefined}
            required
          />
        </label>
        <label className={styles.label}>
          {t('signIn.password')}
          <input
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={error && !password ? true : undefined}
            required
          />
        </label>
        <button type="submit" className={styles.submit} disabled={busy || wait > 0}>
          {busy ? t('signIn.submitting') : t('signIn.submit')}
        </button>
        <Link to="/forgot-password">{t('reset.forgot')}</Link>
      </form>
    </main>
  );
}
