import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { isStaffRole } from '@pilotage/domain';
import type { CurrentUserQuery } from '../../graphql/generated/graphql';
import { CurrentUserText, LoginText, LoginTwoFactorText, LogoutText } from '../../graphql/generated/operation-texts';
import { readAuthToken, removeAuthToken, storeAuthToken } from '../../lib/auth-token';
import { errorCode, httpStatusOf } from '../../lib/errors';
import { postGraphql } from '../../lib/graphql-post';
import { answeredSession, takeSessionQuery } from '../first-screen';
import { messages } from '../../lib/messages';

export type SessionUser = CurrentUserQuery['me'];

export type TwoFactorProof = { code: string } | { recoveryCode: string };

/** docs/product.md §4: loading until the user-info fetch ends; authenticated only for Admin and Manager. */
export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  /** The first step: signed in, or for an account with two-factor sign-in the challenge of `loginTwoFactor`. */
  login(username: string, password: string): Promise<{ mfaToken: string } | null>;
  /** The second step: the challenge and the authenticator's code or a recovery code. */
  loginTwoFactor(mfaToken: string, proof: TwoFactorProof): Promise<void>;
  /** Ends the session on the server, then forgets it here (even when the server cannot be reached). */
  logout(): Promise<void>;
  /** Re-reads the signed-in user, e.g. after the chat id changes. */
  refresh(): Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession outside SessionProvider');
  return session;
}

/** The user of the entry's session query when it has already answered (first-screen.ts), staff only. */
function answeredStaff(): SessionUser | null {
  const me = readAuthToken() ? answeredSession() : null;
  return me && isStaffRole(me.role) ? me : null;
}

/**
 * The session's calls go by plain fetch (lib/graphql-post.ts), not Apollo Client: the sign-in page loads
 * without it, and the signed-in shell brings it.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  // Read once, at the first render: an answer arriving after it is taken by the effect below, which must
  // then still run (asking again would leave the session loading for ever).
  const [answered] = useState(answeredStaff);
  const [user, setUser] = useState<SessionUser | null>(answered);
  // Without a stored token there is nobody to fetch: the session is anonymous from the first render; with
  // the entry's query already answered, it is known from the first render too.
  const [loading, setLoading] = useState(() => Boolean(readAuthToken()) && !answered);

  // `started`: the same query, sent by the page's entry before the application was loaded (first-screen.ts).
  const fetchUser = useCallback(async (started?: Promise<CurrentUserQuery> | null) => {
    try {
      const data = await (started ?? postGraphql(CurrentUserText));
      return data.me;
    } catch (error) {
      // docs/product.md §8: a failed user-info fetch reports its HTTP status.
      const status = httpStatusOf(error);
      if (status !== undefined) throw new Error(`Failed to fetch user info, status: ${status}`);
      throw error;
    }
  }, []);

  // The signed-in shell empties Apollo's cache itself when signing out (layout/AppLayout.tsx).
  const clear = useCallback(() => {
    removeAuthToken();
    setUser(null);
  }, []);

  useEffect(() => {
    if (!readAuthToken() || answered) return;
    // In a transition: the signed-in shell and its first screen then render in slices, not one long task.
    fetchUser(takeSessionQuery())
      .then((me) => startTransition(() => (isStaffRole(me.role) ? setUser(me) : clear())))
      .catch((error: unknown) => {
        // An UNAUTHENTICATED answer already removed the token and reloads the page (apollo.ts).
        if (errorCode(error) !== 'UNAUTHENTICATED') clear();
      })
      .finally(() => startTransition(() => setLoading(false)));
  }, [fetchUser, clear, answered]);

  // Both steps end the same way: the token stored, the user read, Employés turned away.
  const signIn = useCallback(
    async (token: string | null | undefined) => {
      if (!token) throw new Error(messages.tokenMissing);
      storeAuthToken(token);
      const me = await fetchUser();
      if (!isStaffRole(me.role)) throw new Error(messages.employeeRefused);
      setUser(me);
    },
    [fetchUser],
  );

  const login = useCallback(
    async (username: string, password: string) => {
      try {
        const data = await postGraphql(LoginText, { input: { username, password } });
        if (data.login.mfaRequired && data.login.mfaToken) return { mfaToken: data.login.mfaToken };
        await signIn(data.login.accessToken);
        return null;
      } catch (error) {
        clear();
        throw error;
      }
    },
    [signIn, clear],
  );

  const loginTwoFactor = useCallback(
    async (mfaToken: string, proof: TwoFactorProof) => {
      try {
        const data = await postGraphql(LoginTwoFactorText, { input: { mfaToken, ...proof } });
        await signIn(data.loginTwoFactor.accessToken);
      } catch (error) {
        clear();
        throw error;
      }
    },
    [signIn, clear],
  );

  const logout = useCallback(async () => {
    // docs/product.md §4: the token and the user are cleared whatever the server answers.
    await postGraphql(LogoutText).catch(() => undefined);
    clear();
  }, [clear]);

  const refresh = useCallback(async () => setUser(await fetchUser()), [fetchUser]);

  const value = useMemo<Session>(
    () => ({
      status: loading ? 'loading' : user ? 'authenticated' : 'anonymous',
      user,
      login,
      loginTwoFactor,
      logout,
      refresh,
    }),
    [loading, user, login, loginTwoFactor, logout, refresh],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
