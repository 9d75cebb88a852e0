import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { eventually } from './eventually';
import type { TestServer } from './server';

export interface RecordChange {
  entityType: string | null;
  action: string;
  ids: string[] | null;
}

export const RECORDS_CHANGED =
  'subscription Live($types: [String!]!) { recordsChanged(entityTypes: $types) { entityType action ids } }';

/** One subscription as the client sees it: what came, and how it ended. */
export interface LiveSubscription {
  /** Every event received, probes included, in order. */
  readonly events: RecordChange[];
  /** The error messages, once the server refused or failed it. */
  readonly errors: string[] | null;
  unsubscribe(): void;
}

/** A graphql-ws socket in node, signed in with `token`, as the web client connects (no retry). */
export interface LiveSocket {
  /** Set once the server acknowledged the token. */
  readonly connected: boolean;
  /** Set once the socket closed: the server's code and reason. */
  readonly closedWith: { code: number; reason: string } | null;
  subscribe(entityTypes: string[]): LiveSubscription;
  dispose(): Promise<void>;
}

export function openLiveSocket(url: string, token: string | undefined): LiveSocket {
  const state = { connected: false, closedWith: null as { code: number; reason: string } | null };
  const client = createClient({
    url: `${url.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: WebSocket,
    connectionParams: token ? { authorization: `Bearer ${token}` } : {},
    lazy: false,
    retryAttempts: 0,
    onNonLazyError: () => undefined,
    on: {
      connected: () => (state.connected = true),
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: string };
        state.closedWith ??= { code, reason: String(reason) };
      },
    },
  });
  return {
    get connected() {
      return state.connected;
    },
    get closedWith() {
      return state.closedWith;
    },
    subscribe(entityTypes) {
      const subscription = {
        events: [] as RecordChange[],
        errors: null as string[] | null,
        unsubscribe: () => undefined as void,
      };
      subscription.unsubscribe = client.subscribe<{ recordsChanged: RecordChange }>(
        { query: RECORDS_CHANGED, variables: { types: entityTypes } },
        {
          next: ({ data, errors }) => {
            if (errors) subscription.errors = errors.map((error) => error.message);
            if (data) subscription.events.push(data.recordsChanged);
          },
          error: (error) => {
            subscription.errors = Array.isArray(error)
              ? error.map((item: { message: string }) => item.message)
              : [String(error)];
          },
          complete: () => undefined,
        },
      );
      return subscription;
    },
    dispose: async () => {
      await client.dispose();
    },
  };
}

/** Waits until the server has acknowledged the socket's token. */
export const acknowledged = (socket: LiveSocket) => eventually(async () => expect(socket.connected).toBe(true));

/** Waits until the server has closed the socket, and says how. */
export async function closure(socket: LiveSocket): Promise<{ code: number; reason: string }> {
  await eventually(async () => expect(socket.closedWith).not.toBeNull());
  return socket.closedWith!;
}

let probes = 0;
const isProbe = (change: RecordChange) => change.ids?.[0]?.startsWith('probe-') === true;

/**
 * Sends a change notification of the test's own (a probe) until every subscription has received
 * one: they are then registered, and hear whatever is committed afterwards. Returns the probe's id.
 */
export async function untilHeard(
  server: TestServer,
  subscriptions: LiveSubscription[],
  entityType = 'task',
): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const probe = `probe-${(probes += 1)}`;
    await server.sql(`select pg_notify('pilotage_changes', $1)`, [
      JSON.stringify({ entity_type: entityType, action: 'update', ids: [probe] }),
    ]);
    const heard = () => subscriptions.every(({ events }) => events.some((event) => event.ids?.[0] === probe));
    try {
      await eventually(async () => expect(heard()).toBe(true), 300);
      return probe;
    } catch {
      // Some subscription was not registered yet: another probe.
    }
  }
  throw new Error('the subscriptions never became live');
}

/** What a subscription received, probes left out. */
export const changesOf = (subscription: LiveSubscription) => subscription.events.filter((event) => !isProbe(event));
