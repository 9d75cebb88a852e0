import type { EntityManager } from '@mikro-orm/postgresql';
import type { Context } from '../context';
import { requireActor } from '../shared/access';
import { badInput, conflict, type DomainError, unauthenticated } from '../shared/errors';
import { hashPassword, verifyPassword } from '../shared/passwords';
import { startSession } from '../sessions/sessions';
import { validated } from '../shared/validation';
import { User } from '../users/user.entity';
import { assertIdentityFree, currentUserView, flushIdentity } from '../users/users.service';
import type { CurrentUserView, MessageView } from '../users/users.types';
import { type AccessTokenView, CHAT_ID_MESSAGE, LoginInput, MySettingsInput, RegisterInput } from './auth.types';
import { forgetAttempt, reserveLoginAttempt, reserveRegistrationAttempt } from './login-throttle';

export const INVALID_CREDENTIALS = 'Identifiants invalides.';

async function findByUsername(em: EntityManager, username: string): Promise<{ id: number; password_hash: string } | null> {
  const rows = await em
    .getConnection()
    .execute<{ id: number; password_hash: string }[]>('select id, password_hash from users where lower(username) = lower(?)', [username], 'all');
  return rows[0] ?? null;
}

export async function login(ctx: Context, raw: unknown): Promise<AccessTokenView> {
  const input = await validated(LoginInput, raw);
  const username = input.username.trim().toLowerCase();
  const attempt = await reserveLoginAttempt(ctx.em, username, ctx.clientAddress);
  const found = await findByUsername(ctx.em, username);
  const valid = await verifyPassword(found?.password_hash ?? null, input.password).catch(async (error: unknown) => {
    // Refused for load, not for the password: that is no failed guess.
    await forgetAttempt(ctx.em, attempt);
    throw error;
  });
  if (!valid) throw unauthenticated(INVALID_CREDENTIALS);
  await forgetAttempt(ctx.em, attempt);
  return { accessToken: await startSession(ctx, found!.id) };
}

export const UNKNOWN_SIGNUP_TOKEN = "Jeton d'inscription invalide.";
export const USED_SIGNUP_TOKEN = "Ce jeton d'inscription a déjà été utilisé.";
export const EXPIRED_SIGNUP_TOKEN = "Ce jeton d'inscription a expiré. Demandez-en un nouveau à un administrateur.";

/** Why a sign-up token cannot register an account, or null when it can. */
async function signupTokenProblem(em: EntityManager, token: string, lock: boolean): Promise<DomainError | null> {
  const rows = await em.execute<{ is_used: boolean; expired: boolean }[]>(
    `select is_used, expires_at <= now() as expired from signup_tokens where token = ?${lock ? ' for update' : ''}`,
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
    await em.execute('update signup_tokens set is_used = true, used_at = now() where token = ?', [token]);
    em.create(User, { username, email, passwordHash, role: 'Manager' });
    await flushIdentity(em);
  });
  await forgetAttempt(ctx.em, attempt);
  return { message: 'Compte créé avec succès.' };
}

export function me(ctx: Context): CurrentUserView {
  return currentUserView(requireActor(ctx));
}

const CHAT_ID_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

/** Any signed-in user, Employé included, may set their own Telegram chat id. */
export async function updateMySettings(ctx: Context, raw: unknown): Promise<CurrentUserView> {
  const actor = requireActor(ctx);
  const input = await validated(MySettingsInput, raw);
  const chatId = input.telegramChatId?.trim() ?? '';
  if (chatId !== '' && !CHAT_ID_PATTERN.test(chatId)) throw badInput(CHAT_ID_MESSAGE);
  actor.telegramChatId = chatId === '' ? null : chatId;
  await ctx.em.flush();
  return currentUserView(actor);
}
