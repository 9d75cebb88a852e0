import type { EntityManager } from '@mikro-orm/postgresql';
import { REGISTERED_ROLE, apiMessages, messages, normalizeUsername } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { recordFailedSignIn, recordSignIn } from '../../kernel/journal/sign-in-events';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { requireActor } from '../../kernel/context/access';
import { badInput, conflict, type DomainError, isUniqueViolation, unauthenticated } from '../../kernel/helpers/errors';
import { hashPassword } from '../../kernel/credentials/passwords';
import { lookupHashes } from '../../kernel/credentials/secret-box';
import { SIGNUP_TOKEN_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { startSession } from '../../kernel/credentials/sessions';
import { validated } from '../../kernel/helpers/validation';
import { User } from '../users/user.entity';
import { assertIdentityFree, currentUserView, flushIdentity } from '../users/users.service';
import type { MessageView } from '../../kernel/helpers/views';
import type { CurrentUserView } from '../users/users.types';
import { EmailChangeInput, LoginInput, MySettingsInput, RegisterInput } from './auth.types';
import { forgetAttempt, reserveRegistrationAttempt, verifyCountedGuess } from '../../kernel/credentials/login-throttle';
import { confirmPassword, throttleKey } from '../../kernel/reauthentication/reauthentication';
import { startChallenge } from '../../kernel/credentials/challenges';
import type { AccessTokenView } from '../../kernel/helpers/views';

interface Credentials {
  id: number;
  username: string;
  password_hash: string;
  two_factor: boolean;
}

async function findByUsername(em: EntityManager, username: string): Promise<Credentials | null> {
  const [row] = await query<Credentials>(
    em,
    'select id, username, password_hash, totp_enabled_at is not null as two_factor from users where lower(username) = lower($1)',
    [username],
  );
  return row ?? null;
}

/** The password right: the access token, or for a user with two-factor sign-in the challenge of the second step (two-factor.service.ts). */
export type LoginAnswer = AccessTokenView | { mfaRequired: true; mfaToken: string };

export async function login(ctx: Context, raw: unknown): Promise<LoginAnswer> {
  const input = await validated(LoginInput, raw);
  // Looked up as stored: NFKC, case ignored (a full-width « ａｄｍｉｎ » is « admin »).
  const username = throttleKey(input.username);
  let found: Credentials | null = null;
  const readHash = async () => (found = await findByUsername(ctx.em, username))?.password_hash ?? null;
  if (!(await verifyCountedGuess(ctx.em, username, ctx.clientAddress, readHash, input.password))) {
    await recordFailedSignIn(ctx.em, ctx, input.username, found as Credentials | null);
    throw unauthenticated(messages.invalidCredentials);
  }
  const user: Credentials = found!;
  // Not signed in yet: the journal's `login` row waits for the second step.
  if (user.two_factor) return { mfaRequired: true, mfaToken: await startChallenge(ctx.em, user.id) };
  const accessToken = await startSession(ctx, user.id);
  await recordSignIn(ctx.em, ctx, user);
  return { accessToken };
}

// The same answer as a token too long to exist: nothing tells which tokens are real.
export const UNKNOWN_SIGNUP_TOKEN = messages.signupTokenInvalid;
export const USED_SIGNUP_TOKEN = apiMessages.signupTokenUsed;
export const EXPIRED_SIGNUP_TOKEN = apiMessages.signupTokenExpired;

/** Why a sign-up token cannot register an account, or null when it can. */
async function signupTokenProblem(em: EntityManager, token: string, lock: boolean): Promise<DomainError | null> {
  const rows = await query<{ is_used: boolean; expired: boolean }>(
    em,
    `select is_used, expires_at <= now() as expired from signup_tokens where token_hash = any($1)${lock ? ' for update' : ''}`,
    [lookupHashes(token, SIGNUP_TOKEN_CONTEXT)],
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
  const username = normalizeUsername(input.username);
  const email = input.email.trim();
  const attempt = await reserveRegistrationAttempt(ctx.em, ctx.clientAddress);
  const early = await signupTokenProblem(ctx.em, token, false);
  if (early) throw early;
  await assertIdentityFree(ctx.em, username, email);
  const passwordHash = await hashPassword(input.password);
  await auditedTransaction(ctx, async (em) => {
    // Locked until commit: of concurrent registrations with one token exactly one goes on, and a
    // failure below rolls back so the token stays available.
    const problem = await signupTokenProblem(em, token, true);
    if (problem) throw problem;
    await assertIdentityFree(em, username, email);
    await query(em, 'update signup_tokens set is_used = true, used_at = now() where token_hash = any($1)', [
      lookupHashes(token, SIGNUP_TOKEN_CONTEXT),
    ]);
    em.create(User, { username, email, passwordHash, role: REGISTERED_ROLE });
    await flushIdentity(em);
  });
  await forgetAttempt(ctx.em, attempt);
  return { message: apiMessages.accountCreated };
}

/** The signed-in user, with the business time zone and day that the web client follows. */
export function me(ctx: Context): CurrentUserView {
  return currentUserView(requireActor(ctx, { duringTwoFactorSetup: true }), ctx);
}

/** Any signed-in user, Employé included, may set their own Telegram chat id (its format: mySettingsRules). */
export async function updateMySettings(ctx: Context, raw: unknown): Promise<CurrentUserView> {
  const actor = requireActor(ctx);
  const input = await validated(MySettingsInput, raw);
  const chatId = input.telegramChatId?.trim() ?? '';
  actor.telegramChatId = chatId === '' ? null : chatId;
  await ctx.deps.sessionCache.changing(actor.id, () =>
    auditedTransaction(ctx, (em) => em.nativeUpdate(User, { id: actor.id }, { telegramChatId: actor.telegramChatId })),
  );
  return currentUserView(actor, ctx);
}

/**
 * One's own email, with the password: the address is where an Admin sends a new password, so a
 * stolen access token alone must not change it. A wrong password counts as a failed sign-in.
 */
export async function changeMyEmail(ctx: Context, raw: unknown): Promise<CurrentUserView> {
  const actor = requireActor(ctx);
  const input = await validated(EmailChangeInput, raw);
  const email = input.email.trim();
  // The password first: whether an address is taken is not for a token alone to learn.
  await confirmPassword(ctx, actor, input.password);
  await ctx.deps.sessionCache.changing(actor.id, () =>
    auditedTransaction(ctx, async (em) => {
      await assertIdentityFree(em, actor.username, email, actor.id);
      try {
        await em.nativeUpdate(User, { id: actor.id }, { email });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(apiMessages.emailTaken);
        throw error;
      }
    }),
  );
  actor.email = email;
  return currentUserView(actor, ctx);
}
