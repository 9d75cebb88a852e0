import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context/context';
import { normalizeUsername } from '@pilotage/domain';
import { recordAuditEvent } from './audit-actor';

/**
 * The journal rows of signing in and out. A failed sign-in is written outside any transaction (on
 * `ctx.em`), so it stays although the request fails.
 */

/** A successful sign-in: the user signing in is the actor (the request has none yet). */
export function recordSignIn(em: EntityManager, ctx: Context, user: { id: number; username: string }): Promise<void> {
  return recordAuditEvent(em, ctx, {
    action: 'login',
    entityType: 'user',
    entityId: user.id,
    actor: { id: user.id, username: user.username },
  });
}

/**
 * What the journal keeps of a name that matches no account: `sha256:` and 16 hex digits of an HMAC
 * keyed with the server's secret. A password typed into the username field never lands in the
 * journal, yet repeated attempts at one name still show as the same value.
 */
export function unknownUsernameDigest(secret: string, attemptedUsername: string): string {
  const digest = crypto
    .createHmac('sha256', secret)
    .update(normalizeUsername(attemptedUsername).toLowerCase())
    .digest('hex');
  return `sha256:${digest.slice(0, 16)}`;
}

/**
 * A wrong password or an unknown username: the account's own name when the name attempted is one
 * (never the password), otherwise only its digest.
 */
export function recordFailedSignIn(
  em: EntityManager,
  ctx: Context,
  attemptedUsername: string,
  account: { id: number; username: string } | null,
): Promise<void> {
  return recordAuditEvent(em, ctx, {
    action: 'login_failed',
    entityType: 'user',
    entityId: account?.id ?? null,
    changes: { username: [null, account?.username ?? unknownUsernameDigest(ctx.deps.jwtSecret, attemptedUsername)] },
    actor: null,
  });
}

/** A signed-in user's wrong password or code while changing a factor (auth/reauthentication.ts). */
export function recordFailedProof(em: EntityManager, ctx: Context, userId: number): Promise<void> {
  return recordAuditEvent(em, ctx, { action: 'login_failed', entityType: 'user', entityId: userId });
}

/** Two-factor sign-in turned on or off for the user: by themselves, an Admin, or the system (`admin:reset-2fa`). */
export function recordTwoFactorChange(
  em: EntityManager,
  ctx: Pick<Context, 'actor' | 'clientAddress'>,
  userId: number,
  enabled: boolean,
): Promise<void> {
  return recordAuditEvent(em, ctx, {
    action: enabled ? 'two_factor_enabled' : 'two_factor_disabled',
    entityType: 'user',
    entityId: userId,
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
