import { Suspense } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner';
import { ToastProvider } from '../../components/ToastProvider';
import { appApolloClient } from '../apollo';
import { useColorMode } from '../ColorModeProvider';
import { navEntriesFor } from '../navigation';
import { useSession } from '../session/SessionProvider';
import { AppLayoutView } from './AppLayoutView';

/**
 * The signed-in shell: reads the session and the colour mode, renders the current route inside, and gives
 * the screens Apollo Client (loaded with this chunk, after sign-in).
 */
export function AppLayout() {
  const { user, logout } = useSession();
  const { mode, toggle } = useColorMode();
  const location = useLocation();
  const navigate = useNavigate();
  if (!user) return null;
  const client = appApolloClient();
  const signOut = async () => {
    await logout();
    // The next user of this page must not see the previous one's cached answers.
    await client.clearStore();
    await navigate('/login', { replace: true });
  };
  return (
    <ApolloProvider client={client}>
      <AppLayoutView
        username={user.username}
        role={user.role}
        entries={navEntriesFor(user.role)}
        currentPath={location.pathname}
        mode={mode}
        onToggleMode={toggle}
        onLogout={() => void signOut()}
      >
        <ToastProvider>
          <Suspense fallback={<Spinner />}>
            <Outlet />
          </Suspense>
        </ToastProvider>
      </AppLayoutView>
    </ApolloProvider>
  );
}
