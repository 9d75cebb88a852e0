import type { ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import type { Role } from '@pilotage/domain';
import { Spinner } from '../components/Spinner';
import { useSession } from './session/SessionProvider';

/** Protected routes: anonymous visitors go to /login, the wrong role to /unauthorized. */
export function RequireSession({ roles, children }: { roles?: readonly Role[]; children?: ReactNode }) {
  const { status, user } = useSession();
  if (status === 'loading') return <Spinner />;
  if (status !== 'authenticated' || !user) return <Navigate to="/login" replace />;
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
