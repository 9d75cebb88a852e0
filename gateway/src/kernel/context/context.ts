import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '@pilotage/domain';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { Orm } from '../database/orm';
import { query } from '../database/sql';
import { verifyAccessToken } from '../credentials/tokens';
import { type CachedSession, SessionCache } from '../credentials/session-cache';

/** What lives as long as the process: shared by every request. */
export interface AppDeps {
  config: Config;
  orm: Orm;
  jwtSecret: string;
  log: Logger;
  /** The sessions checked lately (kept true by the LISTEN connection, features/live). */
  sessionCache: SessionCache<Actor>;
}

/** A process's cache of sessions, which trusts nothing until its LISTEN connection is up. */
export const newSessionCache = (): SessionCache<Actor> => new SessionCache<Actor>();

/**
 * The signed-in user as every floor may know it: plain facts read with the session on each
 * request, not an ORM entity (a service that changes the user loads its own entity).
 */
export interface Actor {
  id: number;
  username: string;
  email: string;
  role: Role;
  telegramChatId: string | null;
  createdAt: Date;
  /** When two-factor sign-in was turned on; null when it is off. */
  totpEnabledAt: Date | null;
}

/** What a service receives for one request, whichever transport it came through. */
export interface Context {
  deps: AppDeps;
  em: EntityManager;
  actor: Actor | null;
  /** The signed-in session (a row of user_sessions), ended by logging out. */
  sessionId: string | null;
  /** Why a bearer token was refused, when one was sent and refused. */
  authError: string | null;
  clientAddress: string;
  /** The actor is an Admin without two-factor sign-in while the setting `require_2fa_for_admins` demands it. */
  twoFactorMissing?: boolean;
}

export const INVALID_TOKEN_MESSAGE = apiMessages.invalidToken;

interface ActorRow {
  id: number;
  username: string;
  email: string;
  role: Role;
  telegram_chat_id: string | null;
  created_at: Date;
  totp_enabled_at: Date | null;
  two_factor_missing: boolean;
  expires_at: Date;
}

// One indexed lookup of the user joined with its live session (a deleted or expired row ends the
// session at once), unless the session cache holds it. A prepared statement: each connection plans it once.
async function findActor(em: EntityManager, userId: number, sessionId: string): Promise<CachedSession<Actor> | null> {
  const [row] = await query<ActorRow>(
    em,
    `select u.id, u.username, u.email, u.role, u.telegram_chat_id, u.created_at, u.totp_enabled_at,
            u.role = 'Admin' and u.totp_enabled_at is null
              and exists (select from settings where key = 'require_2fa_for_admins' and value = 'true') as two_factor_missing,
            s.expires_at
       from users u join user_sessions s on s.user_id = u.id
      where u.id = $1 and s.id = $2 and s.expires_at > now()`,
    [userId, sessionId],
    'request-actor',
  );
  if (!row) return null;
  const actor: Actor = {
    id: row.id,
    username: row.username,
    email: row.email,
    role: row.role,
    telegramChatId: row.telegram_chat_id,
    createdAt: row.created_at,
    totpEnabledAt: row.totp_enabled_at,
  };
  return { userId, actor, twoFactorMissing: row.two_factor_missing, expiresAt: row.expires_at.getTime() };
}

/** The session from the cache, or looked up (and cached unless something changed meanwhile). */
async function sessionOf(deps: AppDeps, em: EntityManager, userId: number, sessionId: string) {
  const cached = deps.sessionCache.get(sessionId, userId);
  if (cached === 'expired') return null;
  if (cached !== undefined) return cached;
  const generation = deps.sessionCache.begin();
  const found = await findActor(em, userId, sessionId);
  if (found !== null) deps.sessionCache.fill(generation, sessionId, found);
  return found;
}

export async function createContext(
  deps: AppDeps,
  authorization: string | undefined,
  clientAddress: string,
): Promise<Context> {
  const em = deps.orm.em.fork() as EntityManager;
  const context: Context = { deps, em, actor: null, sessionId: null, authError: null, clientAddress };
  if (authorization === undefined || authorization === '') return context;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
  const claims = match ? verifyAccessToken(deps.jwtSecret, match[1]) : null;
  // A deleted user's or ended session's token stops working, a new role applies: at once on this
  // replica, on the others once the database's notification is through (credentials/session-cache.ts).
  const found = claims === null ? null : await sessionOf(deps, em, claims.userId, claims.sessionId);
  if (found === null) context.authError = INVALID_TOKEN_MESSAGE;
  else {
    // A copy: services set fields of their request's actor (a new email, two-factor sign-in on).
    context.actor = { ...found.actor };
    context.sessionId = claims!.sessionId;
    context.twoFactorMissing = found.twoFactorMissing;
  }
  return context;
}
