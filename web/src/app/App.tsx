import { BrowserRouter } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { AppRoutes } from './AppRoutes';
import { ColorModeProvider } from './ColorModeProvider';
import { SessionProvider, useSession } from './session/SessionProvider';

function SessionGate() {
  const { status } = useSession();
  return status === 'loading' ? <FullScreenLoader /> : <AppRoutes />;
}

/**
 * Apollo Client and the toasts come with the signed-in shell (layout/AppLayout.tsx): the sign-in page
 * loads without them.
 */
export function App() {
  return (
    <ColorModeProvider>
      <SessionProvider>
        {/* Urgent location updates: lists read their variables from the URL, and Apollo's useQuery
            re-subscribing in a transition render and in the committed one would fetch both views in turn. */}
        <BrowserRouter useTransitions={false}>
          <SessionGate />
        </BrowserRouter>
      </SessionProvider>
    </ColorModeProvider>
  );
}
