import { Client } from 'pg';
import type { Logger } from 'pino';
import {
  CHANGES_CHANNEL,
  type LiveChange,
  SESSIONS_ENDED_CHANNEL,
  SESSIONS_STALE_CHANNEL,
  parseChange,
  parseEndedSessions,
  parseStaleSessions,
} from './live-changes';

export interface ChangeHandlers {
  change(change: LiveChange): void;
  sessionsEnded(sessionIds: string[]): void;
  /** Sessions updated (their ids), or anything every session depends on (null). */
  sessionsStale(sessionIds: string[] | null): void;
  /** Listening again after a drop: what was notified meanwhile is lost. */
  reconnected(): void;
  /** Listening (the first time or again): from now on every change is notified. */
  listening(): void;
  /** The connection dropped: changes go unheard until `listening`. */
  deaf(): void;
}

export interface ChangeListener {
  /** Resolves once listening, or after `timeoutMs` (a subscriber then waits for the reconnection's resync). */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const FIRST_RETRY_MS = 250;
const MAX_RETRY_MS = 10_000;
const CONNECT_TIMEOUT_MS = 5_000;
// A half-open TCP connection (a host gone, a NAT forgetting it) would leave LISTEN silent forever.
const KEEPALIVE_DELAY_MS = 10_000;

/**
 * The one dedicated connection of this process that LISTENs to the triggers' channels (a pooled
 * connection cannot: LISTEN belongs to the session). Dropped, it comes back with an exponential
 * backoff, and `reconnected` tells subscribers to refetch.
 */
export function startChangeListener(connectionString: string, handlers: ChangeHandlers, log: Logger): ChangeListener {
  let client: Client | null = null;
  let closed = false;
  let listening = false;
  let everListened = false;
  let retryMs = FIRST_RETRY_MS;
  let retryTimer: NodeJS.Timeout | null = null;
  let waiters: (() => void)[] = [];

  const onNotification = ({ channel, payload }: { channel: string; payload?: string }) => {
    if (channel === SESSIONS_ENDED_CHANNEL) {
      const ids = parseEndedSessions(payload);
      if (ids.length > 0) handlers.sessionsEnded(ids);
      return;
    }
    if (channel === SESSIONS_STALE_CHANNEL) return handlers.sessionsStale(parseStaleSessions(payload));
    const change = channel === CHANGES_CHANNEL ? parseChange(payload) : null;
    if (change) handlers.change(change);
  };

  const scheduleRetry = () => {
    if (closed || retryTimer) return;
    retryTimer = setTimeout(() => {
      retryTimer = null;
      void connect();
    }, retryMs);
    retryTimer.unref();
    retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
  };

  const dropped = (current: Client, error?: Error) => {
    if (client !== current) return;
    client = null;
    handlers.deaf();
    if (listening) log.warn({ error: error?.message }, 'live changes: LISTEN connection lost, reconnecting');
    listening = false;
    current.removeAllListeners('notification');
    // An 'error' after this must not crash the process.
    current.on('error', () => undefined);
    void current.end().catch(() => undefined);
    scheduleRetry();
  };

  // A failed connection becomes a retry, not a rejection: callers start it and forget it.
  const connect = async () => {
    const current = new Client({
      connectionString,
      application_name: 'pilotage-live',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      keepAlive: true,
      keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
    });
    client = current;
    current.on('error', (error) => dropped(current, error));
    current.on('end', () => dropped(current));
    current.on('notification', onNotification);
    try {
      await current.connect();
      await current.query(
        `listen ${CHANGES_CHANNEL}; listen ${SESSIONS_ENDED_CHANNEL}; listen ${SESSIONS_STALE_CHANNEL}`,
      );
    } catch (error) {
      if (!closed) log.debug({ error: (error as Error).message }, 'live changes: LISTEN connection failed');
      dropped(current, error as Error);
      return;
    }
    if (closed || client !== current) return;
    listening = true;
    handlers.listening();
    retryMs = FIRST_RETRY_MS;
    if (everListened) {
      log.info('live changes: listening again');
      handlers.reconnected();
    }
    everListened = true;
    for (const resolve of waiters) resolve();
    waiters = [];
  };

  void connect();
  return {
    ready(timeoutMs = CONNECT_TIMEOUT_MS) {
      if (listening || closed) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        waiters.push(() => (clearTimeout(timer), resolve()));
      });
    },
    async close() {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      for (const resolve of waiters) resolve();
      waiters = [];
      const current = client;
      client = null;
      listening = false;
      handlers.deaf();
      if (current) {
        current.removeAllListeners();
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    },
  };
}
