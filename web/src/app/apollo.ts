import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { readAuthToken, removeAuthToken } from '../lib/auth-token';
import { ANONYMOUS_OPERATIONS } from '../lib/graphql-post';
import { createLiveLink } from './live-link';

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

let shared: ReturnType<typeof createApolloClient> | null = null;

/**
 * The signed-in app's one client, made when the app shell first loads (never on the sign-in page) and kept
 * for the page's life: its live link listens to token changes, so one per page.
 */
export function appApolloClient(): ReturnType<typeof createApolloClient> {
  shared ??= createApolloClient();
  return shared;
}
