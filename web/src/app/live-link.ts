import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { createClient } from 'graphql-ws';
import { onAuthTokenChange, readAuthToken } from '../lib/auth-token';
import { announceLiveReconnect } from '../lib/useLiveChanges';

// Close codes after which retrying with the same token is pointless: the session ended or the
// role may not subscribe (the gateway's live-server.ts). Signing in again restarts the client.
const FATAL_CLOSE_CODES = new Set([4401, 4403]);
// An application close code: graphql-ws reconnects after it, reading the token again.
const RESTART = { code: 4205, reason: 'Nouvelle session' } as const;
const MAX_RETRY_WAIT_MS = 30_000;

/**
 * GraphQL subscriptions over WebSocket on the same `/graphql` (graphql-ws). Lazy: connected while a
 * screen subscribes. The token is read at each connection; a dropped connection comes back with a
 * growing, jittered wait, and the screens then refetch once (they may have missed changes).
 */
export function createLiveLink(): GraphQLWsLink {
  let socket: WebSocket | null = null;
  let restartWanted = false;
  const restart = () => {
    if (socket?.readyState === WebSocket.OPEN) socket.close(RESTART.code, RESTART.reason);
    else restartWanted = true;
  };
  onAuthTokenChange(restart);
  const client = createClient({
    url: () => `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}/graphql`,
    lazy: true,
    connectionParams: () => {
      const token = readAuthToken();
      return token ? { authorization: `Bearer ${token}` } : {};
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: (retries) => {
      const wait = Math.min(MAX_RETRY_WAIT_MS, 500 * 2 ** retries);
      return new Promise((resolve) => setTimeout(resolve, wait / 2 + Math.random() * (wait / 2)));
    },
    shouldRetry: (event) =>
      !(event instanceof Object && 'code' in event && FATAL_CLOSE_CODES.has(event.code as number)),
    on: {
      opened: (opened) => {
        socket = opened as WebSocket;
        if (restartWanted) {
          restartWanted = false;
          restart();
        }
      },
      connected: (_socket, _payload, wasRetry) => {
        if (wasRetry) announceLiveReconnect();
      },
      closed: () => (socket = null),
    },
  });
  return new GraphQLWsLink(client);
}
