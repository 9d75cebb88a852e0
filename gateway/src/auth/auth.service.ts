import type { EntityManager } from '@mikro-orm/postgresql';
import { REGISTERED_ROLE, messages } from '@pilotage/domain';
import type { Context } from '../context';
import { query } from '../database/sql';
import { requireActor } from '../shared/access';
import { badInput, conflict, type DomainError, unauthenticated } from '../shared/errors';
import { hashPassword } from '../shared/passwords';
import { startSession } from '../sessions/sessions';
import { validated } from '../shared/validation';
import { User } from '../users/user.entity';
import { assertIdentityFree, currentUserView, flushIdentity } from '../users/users.service';
import type { MessageView } from '../shared/views';
import type { CurrentUserView } from '../users/users.types';
import { type AccessTokenView, LoginInput, MySettingsInput, RegisterInput } from './auth.types';
import { forgetAttempt, reserveRegistrationAttempt, verifyCountedGuess } from './login-throttle';

async function findByUsername(em: EntityManager, username: string): Promise<{ id: number; password_hash: string } | null> {
  const [row] = await query<{ id: number; password_hash: string }>(em, 'select id, password_hash from users where lower(username) = lower($1)', [
    username,
  ]);
  return row ?? null;
}

export async function login(ctx: Context, raw: unknown): Promise<AccessTokenView> {
  const input = await validated(LoginInput, raw);
  const username = input.username.trim().toLowerCase();
  let found: { id: number; password_hash: string } | null = null;
  const readHash = async () => (found = await findByUsername(ctx.em, username))?.password_hash ?? null;
  if (!(await verifyCountedGuess(ctx.em, username, ctx.clientAddress, readHash, input.password))) throw unauthenticated(messages.invalidCredentials);
  return { accessToken: await startSession(ctx, found!.id) };
}

// The same answer as a token too long to exist: nothing tells which tokens are real.
export const UNKNOWN_SIGNUP_TOKEN = messages.signupTokenInvalid;
export const USED_SIGNUP_TOKEN = "Ce jeton d'inscription a déjà été utilisé.";
export const EXPIRED_SIGNUP_TOKEN = "Ce jeton d'inscription a expiré. Demandez-en un nouveau à un administrateur.";

/** Why a sign-up token cannot register an account, or null when it can. */
async function signupTokenProblem(em: EntityManager, token: string, lock: boolean): Promise<DomainError | null> {
  const rows = await query<{ is_used: boolean; expired: boolean }>(
    em,
    `select is_used, expires_at <= now() as expired from signup_tokens where token = $1${lock ? ' for update' : ''}`,
    [token],
  );
  if (rows.length === 0) return badInput(UNKNOWN_SIGNUP_TOKEN);
  if (rows[0].is_used) return conflict(USED_SIGNUP_TOKEN);
  if (rows[0].expired) return badInput(EXPIRED_SIGNUP_TOKEN);
  return null;
}

/**
 * The sign-up token is judged first, so a bad token answers the same whatever the username or
 * email (nothing about existing accounts leaks), and costs no password hash. Every failure counts
 * against the client address; the hash is computed outside the transaction.
 */
export async function register(ctx: Context, raw: unknown): Promise<MessageView> {
  const input = await validated(RegisterInput, raw);
  const token = input.signupToken.trim();
  const username = input.username.trim();
  const email = input.email.trim();
  const attempt = await reserveRegistrationAttempt(ctx.em, ctx.clientAddress);
  const early = await signupTokenProblem(ctx.em, token, false);
  if (early) throw early;
  await assertIdentityFree(ctx.em, username, email);
  const passwordHash = await hashPassword(input.password);
  await ctx.em.transactional(async (em) => {
    // Locked until commit: of concurrent registrations with one token exactly one goes on, and a
    // failure below rolls back so the token stays available.
    const problem = await signupTokenProblem(em, token, true);
    if (problem) throw problem;
    await assertIdentityFree(em, username, email);
    await query(em, 'update signup_tokens set is_used = true, used_at = now() where token = $1', [token]);
    em.create(User, { username, email, passwordHash, role: REGISTERED_ROLE });
    await flushIdentity(em);
  });
  await forgetAttempt(ctx.em, attempt);
  return { message: 'Compte créé avec succès.' };
}

/** The signed-in user, with the business time zone and day that the web client follows. */
export function me(ctx: Context): CurrentUserView {
  return currentUserView(requireActor(ctx), ctx.deps.config.timezone);
}

/** Any signed-in user, Employé included, may set their own Telegram chat id (its format: mySettingsRules). */
export async function updateMySettings(ctx: Context, raw: unknown): Promise<CurrentUserView> {
  const actor = requireActor(ctx);
  const input = await validated(MySettingsInput, raw);
  const chatId = input.telegramChatId?.trim() ?? '';
  actor.telegramChatId = chatId === '' ? null : chatId;
  await ctx.em.flush();
  return currentUserView(actor, ctx.deps.config.timezone);
}
