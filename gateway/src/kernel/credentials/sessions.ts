import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../database/sql';
import { ACCESS_TOKEN_LIFETIME_SECONDS, signAccessToken } from './tokens';

/**
 * A session is one row of user_sessions, named by the access token's `sid`: deleting the row ends
 * the session at the next request (context.ts reads the user joined with it). It lives as long as
 * its token.
 */

/** Opens a session for the user and answers its signed access token; the user's expired rows go at the same time. */
export async function startSession(
  ctx: { em: EntityManager; deps: { jwtSecret: string } },
  userId: number,
): Promise<string> {
  const sessionId = crypto.randomUUID();
  await query(
    ctx.em,
    `with expired as (delete from user_sessions where user_id = $1 and expires_at <= now())
     insert into user_sessions (id, user_id, expires_at) values ($2, $1, now() + $3 * interval '1 second')`,
    [userId, sessionId, ACCESS_TOKEN_LIFETIME_SECONDS],
  );
  return signAccessToken(ctx.deps.jwtSecret, userId, sessionId);
}

export async function endSession(em: EntityManager, sessionId: string): Promise<void> {
  await query(em, 'delete from user_sessions where id = $1', [sessionId]);
}

/** Every session of the user but the one kept (the caller's, after changing their own password). */
export async function endOtherSessions(em: EntityManager, userId: number, keepSessionId: string): Promise<void> {
  await query(em, 'delete from user_sessions where user_id = $1 and id <> $2', [userId, keepSessionId]);
}

/** Every session of the user: their tokens are refused from the next request on. */
export async function endAllSessions(em: EntityManager, userId: number): Promise<void> {
  await query(em, 'delete from user_sessions where user_id = $1', [userId]);
}
