import { ADMIN_ROLES, type Role, STAFF_ROLES, apiMessages } from '@pilotage/domain';
import type { Actor, Context } from './context';
import { forbidden, unauthenticated } from '../helpers/errors';

export const STAFF = STAFF_ROLES;
export const ADMIN = ADMIN_ROLES;

export const TWO_FACTOR_REQUIRED_MESSAGE = apiMessages.twoFactorRequired;

/**
 * The signed-in user, whatever the role. An Admin whose two-factor sign-in the settings demand
 * (`require_2fa_for_admins`) is refused (403) everywhere but where setting it up takes them:
 * reading `me`, the two-factor setup, signing out (`duringTwoFactorSetup`).
 */
export function requireActor(ctx: Context, options: { duringTwoFactorSetup?: boolean } = {}): Actor {
  if (ctx.actor === null) throw unauthenticated(ctx.authError ?? undefined);
  if (ctx.twoFactorMissing && !options.duringTwoFactorSetup) throw forbidden(TWO_FACTOR_REQUIRED_MESSAGE);
  return ctx.actor;
}

/** The signed-in user when the role is one of `roles`; 401 when anonymous, 403 otherwise. */
export function requireRole(ctx: Context, roles: readonly Role[]): Actor {
  const actor = requireActor(ctx);
  if (!roles.includes(actor.role)) throw forbidden();
  return actor;
}
