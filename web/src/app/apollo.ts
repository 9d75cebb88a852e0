import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { SetContextLink } from '@apollo/client/link/context';
import { ErrorLink } from '@apollo/client/link/error';
import { isSubscriptionOperation } from '@apollo/client/utilities';
import { readAuthToken, removeAuthToken } from '../lib/auth-token';
import { ANONYMOUS_OPERATIONS } from '../lib/graphql-post';
import { DashboardDocument } from '../graphql/generated/graphql';
import { FIRST_DASHBOARD_VARIABLES, takeDashboardAnswer } from './first-screen';
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
  if (shared) return shared;
  shared = createApolloClient();
  // The dashboard's figures the page's entry already fetched (first-screen.ts): its first render reads them.
  const dashboard = takeDashboardAnswer();
  if (dashboard) {
    shared.writeQuery({ query: DashboardDocument, variables: FIRST_DASHBOARD_VARIABLES, data: dashboard });
    firstDashboardCached = true;
  }
  return shared;
}

let firstDashboardCached = false;

/**
 * Whether the dashboard's figures in the cache are the ones the page's entry fetched a moment ago, asked once
 * by the dashboard's first render: it reads them without asking the server again.
 */
export function takeFirstDashboardCached(): boolean {
  const cached = firstDashboardCached;
  firstDashboardCached = false;
  return cached;
}
