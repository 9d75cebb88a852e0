import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context/context';
import { recordAuditEvent } from './audit-actor';

/**
 * The journal rows of signing in and out. A failed sign-in is written outside any transaction (on
 * `ctx.em`), so it stays although the request fails.
 */

/** A successful sign-in: the user signing in is the actor (the request has none yet). */
export function recordSignIn(em: EntityManager, ctx: Context, user: { id: number; username: string }): Promise<void> {
  return recordAuditEvent(em, ctx, { action: 'login', entityType: 'user', entityId: user.id, actor: { id: user.id, username: user.username } });
}

/** A wrong password or an unknown username: the name attempted only (never the password), and the account when it exists. */
export function recordFailedSignIn(em: EntityManager, ctx: Context, attemptedUsername: string, userId: number | null): Promise<void> {
  return recordAuditEvent(em, ctx, {
    action: 'login_failed',
    entityType: 'user',
    entityId: userId,
    changes: { username: [null, attemptedUsername] },
    actor: null,
  });
}

/** The caller signs out of this session. */
export function recordSignOut(em: EntityManager, ctx: Context): Promise<void> {
  return recordAuditEvent(em, ctx, { action: 'logout', entityType: 'user', entityId: ctx.actor?.id ?? null });
}

/** A password changed, by its owner or reset by an Admin (the actor): never the password itself. */
export function recordPasswordChange(em: EntityManager, ctx: Context, userId: number): Promise<void> {
  return recordAuditEvent(em, ctx, { action: 'password_change', entityType: 'user', entityId: userId });
}
