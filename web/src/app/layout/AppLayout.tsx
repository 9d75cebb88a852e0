import { Suspense } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { useColorMode } from '../ColorModeProvider';
import { navEntriesFor } from '../navigation';
import { useSession } from '../session/SessionProvider';
import { AppLayoutView } from './AppLayoutView';

/** The signed-in shell: reads the session and the colour mode, renders the current route inside. */
export function AppLayout() {
  const { user, logout } = useSession();
  const { mode, toggle } = useColorMode();
  const location = useLocation();
  const navigate = useNavigate();
  if (!user) return null;
  return (
    <AppLayoutView
      username={user.username}
      role={user.role}
      entries={navEntriesFor(user.role)}
      currentPath={location.pathname}
      mode={mode}
      onToggleMode={toggle}
      onLogout={() => void logout().then(() => navigate('/login', { replace: true }))}
    >
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </AppLayoutView>
  );
}
