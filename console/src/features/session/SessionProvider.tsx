/**
 * The signed-in account for the whole console. Asks the API once at start (null: nobody); any 401 later (the
 * session idled out, was ended elsewhere, or the account was disabled) signs the console out and
 * sends the person to sign-in with a message, remembering the page they were on.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ApiError } from '@azi/shared/api/ApiError';
import { onSessionExpired, setCsrfToken } from '../../api/consoleRequest';
import { getSession } from './api/get-session';
import type { Session } from './api/session-types';

type SessionState =
  | { status: 'loading' }
  | { status: 'signedOut'; reason?: SignInReason }
  | { status: 'signedIn'; session: Session }
  | { status: 'failed'; message: string };

/** Why the person is on the sign-in page, shown there once. */
export type SignInReason = 'expired' | 'signedOut' | { signedOutEverywhere: number };

interface SessionContextValue {
  state: SessionState;
  reload(): void;
  signedIn(session: Session): void;
  signedOut(reason: SignInReason): void;
}

const SessionContext = createContext<SessionContextValue | undefined>(undefined);

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/** The signed-in session; only for screens under the signed-in layout. */
export function useSignedInSession(): Session {
  const { state } = useSession();
  if (state.status !== 'signedIn') throw new Error('useSignedInSession without a session');
  return state.session;
}

export const SIGN_IN_PATH = '/sign-in';

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    getSession().then(
      (session) => {
        if (!live) return;
        if (!session) {
          setState({ status: 'signedOut' });
          return;
        }
        setCsrfToken(session.csrfToken);
        setState({ status: 'signedIn', session });
      },
      (error: unknown) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) setState({ status: 'signedOut' });
        else setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [attempt]);

  // The signed-in screens see the new state and go to sign-in themselves (ConsoleRoutes), with
  // the reason, and with the page when the session ran out under it.
  const signedOut = useCallback((reason: SignInReason) => {
    setCsrfToken(null);
    setState({ status: 'signedOut', reason });
  }, []);

  useEffect(() => onSessionExpired(() => signedOut('expired')), [signedOut]);

  const value = useMemo<SessionContextValue>(
    () => ({
      state,
      reload: () => setAttempt((n) => n + 1),
      signedIn: (session) => {
        setCsrfToken(session.csrfToken);
        setState({ status: 'signedIn', session });
      },
      signedOut,
    }),
    [state, signedOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
