import type { EntityManager } from '@mikro-orm/postgresql';
import type { AuditAction, AuditEntityType } from '@pilotage/domain';
import type { Context } from '../context/context';
import { query } from '../database/sql';
import { retryingTransaction } from '../database/transaction';

/**
 * The journal is written by database triggers (Migration20261126000000_audit_log) in the
 * transaction that changes a journaled table. They learn who acts from three transaction-local
 * settings, declared here at the start of that transaction; a change made without them (a job,
 * the first Admin at start) is journaled as the system's.
 */
export async function declareActor(em: EntityManager, ctx: Pick<Context, 'actor' | 'clientAddress'>): Promise<void> {
  await query(
    em,
    `select set_config('pilotage.actor_id', $1, true), set_config('pilotage.actor_username', $2, true), set_config('pilotage.client_address', $3, true)`,
    [ctx.actor === null ? '' : String(ctx.actor.id), ctx.actor?.username ?? '', ctx.clientAddress],
    'declare-actor',
  );
}

/** `work` in one transaction whose journal rows name the request's actor and address. */
export function auditedTransaction<T>(ctx: Context, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return ctx.em.transactional(async (em) => {
    await declareActor(em, ctx);
    return work(em);
  });
}

/** The same, run again on a deadlock (writes to money and counters: see retryingTransaction). */
export function auditedRetryingTransaction<T>(ctx: Context, work: (em: EntityManager) => Promise<T>): Promise<T> {
  return retryingTransaction(ctx.em, async (em) => {
    await declareActor(em, ctx);
    return work(em);
  });
}

export interface AuditEvent {
  action: AuditAction;
  entityType: AuditEntityType;
  entityId: string | number | null;
  /** `{field: [before, after]}`; secrets as AUDIT_SECRET. */
  changes?: Record<string, [unknown, unknown]>;
  /** Who acts, when it is not the request's actor (a sign-in: the user signing in). */
  actor?: { id: number; username: string } | null;
}

/** A journal row for an event that changes no journaled table: sign-in, failed sign-in, sign-out, password change. */
export async function recordAuditEvent(
  em: EntityManager,
  ctx: Pick<Context, 'actor' | 'clientAddress'>,
  event: AuditEvent,
): Promise<void> {
  const actor =
    event.actor !== undefined
      ? event.actor
      : ctx.actor === null
        ? null
        : { id: ctx.actor.id, username: ctx.actor.username };
  await query(
    em,
    `insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes) values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      actor?.id ?? null,
      actor?.username ?? null,
      // A command run from the server's shell has no address.
      ctx.clientAddress || null,
      event.action,
      event.entityType,
      event.entityId === null ? null : String(event.entityId),
      JSON.stringify(event.changes ?? {}),
    ],
  );
}
