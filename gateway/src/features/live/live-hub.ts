import { LIVE_CLOSE, type LiveEntityType, type Role } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppDeps } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { STAFF, TWO_FACTOR_REQUIRED_MESSAGE } from '../../kernel/context/access';
import { type LiveChange, RESYNC, mayHear } from './live-changes';
import { type PushIterator, pushIterator } from './push-iterator';

/** An Admin held by `require_2fa_for_admins`: refused (403) everywhere else too. */
export const TWO_FACTOR_HOLD_CLOSE = { code: LIVE_CLOSE.forbidden.code, reason: TWO_FACTOR_REQUIRED_MESSAGE } as const;

/** One signed-in WebSocket. */
export interface LiveConnection {
  readonly sessionId: string;
  close(code: number, reason: string): void;
}

/**
 * The subscriptions of one session to one set of entity types, whatever socket they came on:
 * whether they hear an event is decided once for them all.
 */
interface Audience {
  key: string;
  sessionId: string;
  entityTypes: ReadonlySet<LiveEntityType>;
  subscriptions: Set<PushIterator<LiveChange>>;
}

/** What a session may hear, read again at each event; absent when the session has ended. */
interface SessionAccess {
  role: Role;
  twoFactorMissing: boolean;
}

// Each event makes the client refetch its current page: beyond this many unread, more add nothing.
const MAX_PENDING_EVENTS = 50;

/**
 * This process's subscribers and what they may hear. Access is read again for every event (one
 * query for all the sessions concerned): a session found ended closes its sockets (4401), one whose
 * user may no longer subscribe (another role, or an Admin held by the two-factor requirement)
 * closes them with 4403, and the users' changes reach Admins only. A session holds at most
 * `socketsPerSession` sockets here.
 */
export class LiveHub {
  private readonly sessions = new Map<string, Set<LiveConnection>>();
  private readonly audiences = new Map<string, Audience>();
  private subscriptionCount = 0;
  // Events are delivered one after the other, in the order PostgreSQL sent them.
  private delivering: Promise<void> = Promise.resolve();

  constructor(private readonly deps: AppDeps) {}

  /**
   * Registers a connection, unless its session already has `socketsPerSession` here (null then).
   * Synchronous, so that sockets signing in at the same moment cannot all pass the count.
   */
  connect(connection: LiveConnection): (() => void) | null {
    const connections = this.sessions.get(connection.sessionId) ?? new Set<LiveConnection>();
    if (connections.size >= this.deps.config.live.socketsPerSession) return null;
    connections.add(connection);
    this.sessions.set(connection.sessionId, connections);
    return () => {
      connections.delete(connection);
      if (connections.size === 0 && this.sessions.get(connection.sessionId) === connections)
        this.sessions.delete(connection.sessionId);
    };
  }

  /** The changes `connection` may hear among `entityTypes`, until the iterator is returned. */
  subscribe(connection: LiveConnection, entityTypes: readonly LiveEntityType[]): AsyncIterableIterator<LiveChange> {
    const types = [...new Set(entityTypes)].sort();
    const key = `${connection.sessionId} ${types.join(',')}`;
    let audience = this.audiences.get(key);
    if (!audience) {
      audience = { key, sessionId: connection.sessionId, entityTypes: new Set(types), subscriptions: new Set() };
      this.audiences.set(key, audience);
    }
    const joined = audience;
    const events = pushIterator<LiveChange>(() => {
      if (joined.subscriptions.delete(events)) this.subscriptionCount -= 1;
      if (joined.subscriptions.size === 0 && this.audiences.get(key) === joined) this.audiences.delete(key);
    });
    joined.subscriptions.add(events);
    this.subscriptionCount += 1;
    return events;
  }

  /** Open subscriptions, for /metrics. */
  get subscriptions(): number {
    return this.subscriptionCount;
  }

  change(change: LiveChange): void {
    this.delivering = this.delivering
      .then(() => this.deliver(change))
      .catch((err: unknown) => this.deps.log.error({ err }, 'live changes: delivery failed'));
  }

  /** After a LISTEN reconnection: every subscriber refetches (what changed meanwhile is unknown). */
  resync(): void {
    this.delivering = this.delivering.then(() => {
      for (const audience of this.audiences.values()) audience.subscriptions.forEach((events) => push(events, RESYNC));
    });
  }

  sessionsEnded(sessionIds: readonly string[]): void {
    for (const id of sessionIds) this.closeSession(id, LIVE_CLOSE.sessionEnded);
  }

  /** Ends every subscription (the server is stopping). */
  endAll(): void {
    for (const audience of [...this.audiences.values()]) [...audience.subscriptions].forEach((events) => events.end());
  }

  private async deliver(change: LiveChange): Promise<void> {
    const { entityType } = change;
    if (entityType === null) return;
    const concerned = [...this.audiences.values()].filter(({ entityTypes }) => entityTypes.has(entityType));
    if (concerned.length === 0) return;
    const sessionIds = [...new Set(concerned.map(({ sessionId }) => sessionId))];
    const access = await this.sessionAccess(sessionIds);
    for (const sessionId of sessionIds) {
      const refusal = refusalOf(access.get(sessionId));
      if (refusal) this.closeSession(sessionId, refusal);
    }
    for (const audience of concerned) {
      const found = access.get(audience.sessionId);
      if (found && !refusalOf(found) && mayHear(found.role, entityType))
        audience.subscriptions.forEach((events) => push(events, change));
    }
  }

  private closeSession(sessionId: string, { code, reason }: { code: number; reason: string }): void {
    for (const connection of this.sessions.get(sessionId) ?? []) connection.close(code, reason);
  }

  /**
   * The role of each live session's user, and whether the two-factor requirement holds them (as
   * for HTTP requests, context.ts); ended or expired sessions are absent.
   */
  private async sessionAccess(sessionIds: string[]): Promise<Map<string, SessionAccess>> {
    const rows = await query<{ id: string; role: Role; two_factor_missing: boolean }>(
      this.deps.orm.em.fork() as EntityManager,
      `select s.id::text as id, u.role,
              u.role = 'Admin' and u.totp_enabled_at is null
                and exists (select from settings where key = 'require_2fa_for_admins' and value = 'true') as two_factor_missing
         from user_sessions s join users u on u.id = s.user_id
        where s.id = any($1::uuid[]) and s.expires_at > now()`,
      [sessionIds],
      'live-session-access',
    );
    return new Map(rows.map((row) => [row.id, { role: row.role, twoFactorMissing: row.two_factor_missing }]));
  }
}

/** Why a session may no longer hold live sockets, if it may not. */
function refusalOf(access: SessionAccess | undefined): { code: number; reason: string } | null {
  if (access === undefined) return LIVE_CLOSE.sessionEnded;
  if (!STAFF.includes(access.role)) return LIVE_CLOSE.forbidden;
  return access.twoFactorMissing ? TWO_FACTOR_HOLD_CLOSE : null;
}

function push(events: PushIterator<LiveChange>, change: LiveChange) {
  if (events.pending < MAX_PENDING_EVENTS) events.push(change);
}
