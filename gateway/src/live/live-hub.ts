import type { Role } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../context';
import { query } from '../database/sql';
import { type LiveChange, type LiveEntityType, RESYNC, mayHear } from './live-changes';
import { type PushIterator, pushIterator } from './push-iterator';

/** graphql-ws's client gives up on 4401 (no retry with a token that no longer works). */
export const SESSION_ENDED_CLOSE = { code: 4401, reason: 'Session terminée. Veuillez vous reconnecter.' } as const;

/** One signed-in WebSocket. */
export interface LiveConnection {
  readonly sessionId: string;
  close(code: number, reason: string): void;
}

interface LiveSubscription {
  connection: LiveConnection;
  entityTypes: ReadonlySet<LiveEntityType>;
  events: PushIterator<LiveChange>;
}

// Each event makes the client refetch its current page: beyond this many unread, more add nothing.
const MAX_PENDING_EVENTS = 50;

/**
 * This process's subscribers and what they may hear. The role is read again for every event (one
 * query for all the connected sessions), so a role change or an ended session applies at the next
 * event; a session found gone closes its socket.
 */
export class LiveHub {
  private readonly connections = new Set<LiveConnection>();
  private readonly subscriptions = new Set<LiveSubscription>();
  // Events are delivered one after the other, in the order PostgreSQL sent them.
  private delivering: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AppDeps) {}

  /** Registers a connection; the returned function forgets it. */
  connect(connection: LiveConnection): () => void {
    this.connections.add(connection);
    return () => this.connections.delete(connection);
  }

  /** The changes `connection` may hear among `entityTypes`, until the iterator is returned. */
  subscribe(connection: LiveConnection, entityTypes: readonly LiveEntityType[]): AsyncIterableIterator<LiveChange> {
    const subscription: LiveSubscription = {
      connection,
      entityTypes: new Set(entityTypes),
      events: pushIterator<LiveChange>(() => this.subscriptions.delete(subscription)),
    };
    this.subscriptions.add(subscription);
    return subscription.events;
  }

  change(change: LiveChange): void {
    this.delivering = this.delivering
      .then(() => this.deliver(change))
      .catch((err: unknown) => this.deps.log.error({ err }, 'live changes: delivery failed'));
  }

  /** After a LISTEN reconnection: every subscriber refetches (what changed meanwhile is unknown). */
  resync(): void {
    this.delivering = this.delivering.then(() => this.subscriptions.forEach((subscription) => push(subscription, RESYNC)));
  }

  sessionsEnded(sessionIds: readonly string[]): void {
    const ended = new Set(sessionIds);
    for (const connection of this.connections) {
      if (ended.has(connection.sessionId)) connection.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }

  /** Ends every subscription (the server is stopping). */
  endAll(): void {
    for (const subscription of [...this.subscriptions]) subscription.events.end();
  }

  private async deliver(change: LiveChange): Promise<void> {
    const audience = [...this.subscriptions].filter(({ entityTypes }) => change.entityType !== null && entityTypes.has(change.entityType));
    if (audience.length === 0) return;
    const roles = await this.sessionRoles([...new Set(audience.map(({ connection }) => connection.sessionId))]);
    for (const subscription of audience) {
      const role = roles.get(subscription.connection.sessionId);
      if (role === undefined) subscription.connection.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
      else if (mayHear(role, change.entityType!)) push(subscription, change);
    }
  }

  /** The role of each live session's user; ended or expired sessions are absent. */
  private async sessionRoles(sessionIds: string[]): Promise<Map<string, Role>> {
    const rows = await query<{ id: string; role: Role }>(
      this.deps.orm.em.fork() as EntityManager,
      `select s.id::text as id, u.role
         from user_sessions s join users u on u.id = s.user_id
        where s.id = any($1::uuid[]) and s.expires_at > now()`,
      [sessionIds],
      'live-session-roles',
    );
    return new Map(rows.map((row) => [row.id, row.role]));
  }
}

function push(subscription: LiveSubscription, change: LiveChange) {
  if (subscription.events.pending < MAX_PENDING_EVENTS) subscription.events.push(change);
}
