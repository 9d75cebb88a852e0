import { LRUCache } from 'lru-cache';

/** What a session's lookup found: the user as the request knows it, and when the session ends. */
export interface CachedSession<Actor> {
  userId: number;
  actor: Actor;
  twoFactorMissing: boolean;
  /** The session's `expires_at`, in milliseconds: checked here on every request. */
  expiresAt: number;
}

const MAX_SESSIONS = 10_000;
// A safety net: the notifications evict an entry as soon as what it says changes.
const TTL_MS = 30_000;

/**
 * The sessions this process checked lately, so that a request whose session was looked up a moment
 * ago sends no statement for it. Trusted only while the LISTEN connection is up (`listening`):
 * the database's notifications evict what changed (a session ended or updated, a user changed or
 * deleted, the two-factor requirement switched); without them nothing is served from here.
 *
 * A lookup that started before an eviction must not put back what it read (it may have read the
 * row just before the change was committed): `begin` gives the generation a lookup started in,
 * and `fill` refuses when anything was evicted since. A service of this process changing a user or
 * the requirement does it in `changing`: the user (or everyone) is read from PostgreSQL until its
 * transaction has ended, then evicted again, so on this replica the change applies from the next
 * request, without waiting for the notification.
 */
export class SessionCache<Actor> {
  private readonly sessions = new LRUCache<string, CachedSession<Actor>>({ max: MAX_SESSIONS, ttl: TTL_MS });
  /** Users (or 'all') changed by a transaction of this process still running, and how many. */
  private readonly held = new Map<number | 'all', number>();
  private generation = 0;
  private trusted = false;

  /** Whether the notifications arrive, so that what is cached may be served. */
  get listening(): boolean {
    return this.trusted;
  }

  /**
   * The cached session when it is still this user's and has not expired; 'expired' when it has
   * (refused at once, whatever the notifications say); undefined when it must be looked up.
   */
  get(sessionId: string, userId: number): CachedSession<Actor> | 'expired' | undefined {
    if (!this.trusted) return undefined;
    const found = this.sessions.get(sessionId);
    if (found === undefined || found.userId !== userId) return undefined;
    if (found.expiresAt <= Date.now()) {
      this.sessions.delete(sessionId);
      return 'expired';
    }
    return found;
  }

  /** The generation a lookup starts in, handed back to `fill`. */
  begin(): number {
    return this.generation;
  }

  fill(generation: number, sessionId: string, entry: CachedSession<Actor>): void {
    if (!this.trusted || generation !== this.generation) return;
    if (this.held.has('all') || this.held.has(entry.userId)) return;
    this.sessions.set(sessionId, entry);
  }

  evictSessions(sessionIds: readonly string[]): void {
    this.generation += 1;
    for (const id of sessionIds) this.sessions.delete(id);
  }

  /** The sessions of these users; all of them when the ids are unknown (null: too many to list). */
  evictUsers(userIds: readonly number[] | null): void {
    if (userIds === null) return this.clear();
    this.generation += 1;
    const users = new Set(userIds);
    for (const [sessionId, entry] of this.sessions.entries())
      if (users.has(entry.userId)) this.sessions.delete(sessionId);
  }

  clear(): void {
    this.generation += 1;
    this.sessions.clear();
  }

  /**
   * Runs `work`, which changes the user (their sessions, role, identity, two-factor sign-in) or, for
   * 'all', what every session depends on (the two-factor requirement): they are not served from
   * here until it has ended, committed or not, and are evicted before and after.
   */
  async changing<T>(who: number | 'all', work: () => Promise<T>): Promise<T> {
    const evict = () => (who === 'all' ? this.clear() : this.evictUsers([who]));
    this.held.set(who, (this.held.get(who) ?? 0) + 1);
    evict();
    try {
      return await work();
    } finally {
      const count = this.held.get(who)! - 1;
      if (count === 0) this.held.delete(who);
      else this.held.set(who, count);
      evict();
    }
  }

  /** LISTEN is up again: what was notified meanwhile is lost, so nothing cached before is kept. */
  listen(): void {
    this.clear();
    this.trusted = true;
  }

  /** LISTEN is down: every session is looked up in PostgreSQL until it is back. */
  deafen(): void {
    this.trusted = false;
    this.clear();
  }
}
