import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { readAuthToken, removeAuthToken } from '../lib/auth-token';
import { createLiveLink } from './live-link';

// Signing in (both steps) and registering answer UNAUTHENTICATED for wrong credentials or codes: that is a form error.
// Logging out of a session already ended clears it anyway (SessionProvider), without a reload.
const ANONYMOUS_OPERATIONS = new Set(['Login', 'LoginTwoFactor', 'Register', 'Logout']);

/** A rejected token ends the session the way docs/product.md §7 describes a 401: token removed, page reloaded. */
export function createApolloClient(onSessionExpired: () => void = () => window.location.reload()) {
  const auth = new SetContextLink(({ headers }) => {
    const token = readAuthToken();
    return { headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) } };
  });
  const expiry = new ErrorLink(({ error, operation }) => {
    if (ANONYMOUS_OPERATIONS.has(operation.operationName ?? '')) return;
    const unauthenticated =
      CombinedGraphQLErrors.is(error) && error.errors.some((e) => e.extensions?.code === 'UNAUTHENTICATED');
    if (unauthenticated && readAuthToken()) {
      removeAuthToken();
      onSessionExpired();
    }
  });
  return new ApolloClient({
    // Subscriptions over WebSocket (their token in connection_init), the rest over HTTP.
    link: ApolloLink.split(
      ({ query }) => isSubscriptionOperation(query),
      createLiveLink(),
      ApolloLink.from([expiry, auth, new HttpLink({ uri: '/graphql' })]),
    ),
    cache: new InMemoryCache(),
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-and-network' } },
  });
}
