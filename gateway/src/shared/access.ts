import { ADMIN_ROLES, type Role, STAFF_ROLES } from '@pilotage/domain';
import type { Context } from '../context';
import type { User } from '../users/user.entity';
import { forbidden, unauthenticated } from './errors';

export const STAFF = STAFF_ROLES;
export const ADMIN = ADMIN_ROLES;

/** The signed-in user, whatever the role. */
export function requireActor(ctx: Context): User {
  if (ctx.actor === null) throw unauthenticated(ctx.authError ?? undefined);
  return ctx.actor;
}

/** The signed-in user when the role is one of `roles`; 401 when anonymous, 403 otherwise. */
export function requireRole(ctx: Context, roles: readonly Role[]): User {
  const actor = requireActor(ctx);
  if (!roles.includes(actor.role)) throw forbidden();
  return actor;
}
