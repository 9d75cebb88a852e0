import type { EntityManager } from '@mikro-orm/postgresql';
import { DEFAULT_ROLE, ROLES, type Role, apiMessages, normalizeUsername, today } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { recordPasswordChange } from '../../kernel/journal/sign-in-events';
import type { Actor, Context } from '../../kernel/context/context';
import { Conditions, Params, isoTimestamp, pageClause, query } from '../../kernel/database/sql';
import { endAllSessions } from '../../kernel/credentials/sessions';
import { ADMIN, requireRole } from '../../kernel/context/access';
import { conflict, forbidden, isUniqueViolation, notFound } from '../../kernel/helpers/errors';
import { type Page, type PageRequest, pageRequest } from '../../kernel/helpers/pagination';
import { optionalChoiceParam } from '../../kernel/helpers/query-params';
import { hashPassword } from '../../kernel/credentials/passwords';
import { TextSearch, searchParam } from '../../kernel/database/search';
import { validated } from '../../kernel/helpers/validation';
import { endChallenges } from '../../kernel/credentials/challenges';
import { User } from './user.entity';
import type { MessageView } from '../../kernel/helpers/views';
import {
  CreateUserInput,
  type CurrentUserView,
  ResetPasswordInput,
  UpdateUserInput,
  type UserView,
} from './users.types';

export const FIRST_ADMIN_ID = 1;

/** The signed-in actor or a loaded entity: both carry these facts. */
type UserFacts = Pick<Actor, 'id' | 'username' | 'email' | 'role' | 'createdAt' | 'telegramChatId' | 'totpEnabledAt'>;

export function userView(user: UserFacts): UserView {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    twoFactorEnabled: user.totpEnabledAt !== null,
  };
}

/**
 * The signed-in user, with the business day the web client takes for "today" (never the
 * browser's), and whether the settings make them set up two-factor sign-in before anything else.
 */
export function currentUserView(user: UserFacts, ctx: Pick<Context, 'deps' | 'twoFactorMissing'>): CurrentUserView {
  const businessTimeZone = ctx.deps.config.timezone;
  return {
    ...userView(user),
    telegramChatId: user.telegramChatId,
    businessTimeZone,
    today: today(businessTimeZone),
    twoFactorEnabled: user.totpEnabledAt !== null,
    twoFactorRequired: user.totpEnabledAt === null && ctx.twoFactorMissing === true,
  };
}

/** 409 with a precise message when the username or email (case-insensitive) belongs to another account. */
export async function assertIdentityFree(
  em: EntityManager,
  username: string,
  email: string,
  exceptId?: number,
): Promise<void> {
  const rows = await query<{ username_taken: boolean; email_taken: boolean }>(
    em,
    `select coalesce(bool_or(lower(username) = lower($1)), false) as username_taken,
            coalesce(bool_or(lower(email) = lower($2)), false) as email_taken
       from users where (lower(username) = lower($1) or lower(email) = lower($2)) and id <> $3`,
    [username, email, exceptId ?? 0],
  );
  if (rows[0]?.username_taken) throw conflict(apiMessages.usernameTaken);
  if (rows[0]?.email_taken) throw conflict(apiMessages.emailTaken);
}

/** Flushes, turning a unique-index race on username/email into the same 409 as the early check. */
export async function flushIdentity(em: EntityManager): Promise<void> {
  try {
    await em.flush();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(apiMessages.usernameOrEmailTaken);
    throw error;
  }
}

async function findUser(em: EntityManager, id: number): Promise<User> {
  const user = await em.findOne(User, { id });
  if (user === null) throw notFound(apiMessages.userNotFound);
  return user;
}

export interface UserQuery extends PageRequest {
  /** Part of the username or email, case and accents ignored. */
  search?: string;
  /** Only accounts of these roles (the manager selector asks for Admin and Manager). */
  roles?: Role[];
}

/** Search, roles and page from a query string (`role` repeated) or GraphQL arguments (`roles`). */
export function userQuery(raw: Record<string, unknown>): UserQuery {
  const roles = [raw.roles ?? raw.role ?? []].flat().flatMap((role) => optionalChoiceParam(role, 'role', ROLES) ?? []);
  return {
    search: searchParam(raw.search, 'search'),
    roles: roles.length > 0 ? roles : undefined,
    ...pageRequest(raw),
  };
}

/** The filters and order of the user list (shared with its export): by id, or with a search usernames starting with it first. */
export function userListClauses(filters: Pick<UserQuery, 'search' | 'roles'>): { where: Conditions; orderBy: string } {
  const where = new Conditions();
  if (filters.roles) where.add(`u.role = any(${where.bind(filters.roles)}::text[])`);
  if (filters.search === undefined) return { where, orderBy: 'order by u.id' };
  const text = new TextSearch(where, filters.search);
  where.add(`(${text.matches('u.username')} or ${text.matches('u.email')})`);
  return { where, orderBy: `order by ${text.startsWith('u.username')} desc, lower(u.username), u.id` };
}

export async function listUsers(ctx: Context, page: UserQuery): Promise<Page<UserView>> {
  requireRole(ctx, ADMIN);
  const { where, orderBy } = userListClauses(page);
  const list = new Params(where.values);
  const listSql = `select u.id, u.username, u.email, u.role, ${isoTimestamp('u.created_at')} as "createdAt",
    u.totp_enabled_at is not null as "twoFactorEnabled" from users u
    ${where.sql} ${orderBy} ${pageClause(list, page)}`;
  const [items, [{ total }]] = await Promise.all([
    query<UserView>(ctx.em, listSql, list.values),
    query<{ total: number }>(ctx.em, `select count(*)::int as total from users u ${where.sql}`, where.values),
  ]);
  return { items, total };
}

export async function createUser(ctx: Context, raw: unknown): Promise<UserView> {
  requireRole(ctx, ADMIN);
  const input = await validated(CreateUserInput, raw);
  const username = normalizeUsername(input.username);
  const email = input.email.trim();
  await assertIdentityFree(ctx.em, username, email);
  const passwordHash = await hashPassword(input.password);
  return auditedTransaction(ctx, async (em) => {
    const user = em.create(User, { username, email, passwordHash, role: input.role ?? DEFAULT_ROLE });
    await flushIdentity(em);
    return userView(user);
  });
}

export async function updateUser(ctx: Context, id: number, raw: unknown): Promise<UserView> {
  const actor = requireRole(ctx, ADMIN);
  const input = await validated(UpdateUserInput, raw);
  return ctx.deps.sessionCache.changing(id, () =>
    auditedTransaction(ctx, async (em) => {
      const user = await findUser(em, id);
      const role = input.role ?? user.role;
      if (role !== 'Admin' && (id === FIRST_ADMIN_ID || id === actor.id)) {
        throw forbidden(id === FIRST_ADMIN_ID ? apiMessages.firstAdminRoleFixed : apiMessages.ownAdminRoleKept);
      }
      const username = normalizeUsername(input.username);
      const email = input.email.trim();
      await assertIdentityFree(em, username, email, id);
      // A new role signs the user out everywhere, so no open page goes on with the old rights.
      const roleChanged = role !== user.role;
      em.assign(user, { username, email, role });
      await flushIdentity(em);
      if (roleChanged) await endAllSessions(em, id);
      return userView(user);
    }),
  );
}

export async function deleteUser(ctx: Context, id: number): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  if (id === FIRST_ADMIN_ID) throw forbidden(apiMessages.firstAdminUndeletable);
  if (id === actor.id) throw forbidden(apiMessages.ownAccountUndeletable);
  // Its sessions, recovery codes and pending sign-in challenges go with it (the foreign keys' cascade).
  const deleted = await ctx.deps.sessionCache.changing(id, () =>
    auditedTransaction(ctx, (em) => em.nativeDelete(User, { id })),
  );
  if (deleted === 0) throw notFound(apiMessages.userNotFound);
  return { message: apiMessages.userDeleted };
}

/**
 * The hash is computed outside the transaction; storing it, signing the user out everywhere and
 * ending their pending sign-in challenges (made with the old password) is one change.
 */
export async function resetUserPassword(ctx: Context, id: number, raw: unknown): Promise<MessageView> {
  requireRole(ctx, ADMIN);
  const input = await validated(ResetPasswordInput, raw);
  await findUser(ctx.em, id);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.deps.sessionCache.changing(id, () =>
    auditedTransaction(ctx, async (em) => {
      if ((await em.nativeUpdate(User, { id }, { passwordHash })) === 0) throw notFound(apiMessages.userNotFound);
      await endAllSessions(em, id);
      await endChallenges(em, id);
      await recordPasswordChange(em, ctx, id);
    }),
  );
  return { message: apiMessages.passwordReset };
}
