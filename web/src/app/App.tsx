import { useMemo } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { BrowserRouter } from 'react-router';
import { FullScreenLoader } from '../components/FullScreenLoader';
import { ToastProvider } from '../components/ToastProvider';
import { createApolloClient } from './apollo';
import { AppRoutes } from './AppRoutes';
import { ColorModeProvider } from './ColorModeProvider';
import { SessionProvider, useSession } from './session/SessionProvider';

function SessionGate() {
  const { status } = useSession();
  return status === 'loading' ? <FullScreenLoader /> : <AppRoutes />;
}

export function App() {
  const client = useMemo(() => createApolloClient(), []);
  return (
    <ColorModeProvider>
      <ToastProvider>
        <ApolloProvider client={client}>
          <SessionProvider>
            {/* Urgent location updates: lists read their variables from the URL, and Apollo's useQuery
              re-subscribing in a transition render and in the committed one would fetch both views in turn. */}
            <BrowserRouter useTransitions={false}>
              <SessionGate />
            </BrowserRouter>
          </SessionProvider>
        </ApolloProvider>
      </ToastProvider>
    </ColorModeProvider>
  );
}
