import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@pilotage/domain';
import { Spinner } from '../components/Spinner';
import { useSession } from './session/SessionProvider';

/** Where an Admin goes first when the settings demand two-factor sign-in they have not set up. */
export const TWO_FACTOR_SETUP_PATH = '/account';

/**
 * Protected routes: anonymous visitors go to /login, the wrong role to /unauthorized, and an Admin
 * the settings require two-factor sign-in of to « Mon compte » until it is on (the server refuses
 * everything else meanwhile).
 */
export function RequireSession({ roles, children }: { roles?: readonly Role[]; children?: ReactNode }) {
  const { status, user } = useSession();
  const { pathname } = useLocation();
  if (status === 'loading') return <Spinner />;
  if (status !== 'authenticated' || !user) return <Navigate to="/login" replace />;
  if (user.twoFactorRequired && pathname !== TWO_FACTOR_SETUP_PATH)
    return <Navigate to={TWO_FACTOR_SETUP_PATH} replace />;
  if (roles && !(roles as readonly string[]).includes(user.role)) return <Navigate to="/unauthorized" replace />;
  return children ?? <Outlet />;
}

/** /login and /register: a signed-in user goes straight to the dashboard. */
export function PublicOnly({ children }: { children: ReactNode }) {
  const { status } = useSession();
  if (status === 'loading') return <Spinner />;
  if (status === 'authenticated') return <Navigate to="/dashboard" replace />;
  return children;
}
