import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { messages, twoFactorMessages, apiMessages } from '@pilotage/domain';
import { auditedTransaction, recordAuditEvent } from '../../kernel/journal/audit-actor';
import { recordSignIn } from '../../kernel/journal/sign-in-events';
import { forgetAttempt, reserveLoginAttempt, verifyCountedGuess } from '../../kernel/credentials/login-throttle';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { startSession } from '../../kernel/credentials/sessions';
import { ADMIN, requireActor, requireRole } from '../../kernel/context/access';
import { badInput, conflict, notFound, unauthenticated } from '../../kernel/helpers/errors';
import { randomToken } from '../../kernel/credentials/tokens';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { newRecoveryCodes, recoveryCodeHash } from '../../kernel/credentials/recovery-codes';
import { acceptedStep, newTotpSecret, otpauthUrl } from '../../kernel/credentials/totp';
import {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  LoginTwoFactorInput,
  type RecoveryCodesView,
  type TwoFactorSetupView,
} from './two-factor.types';

/** The second step of a sign-in must follow the first within this time. */
const CHALLENGE_LIFETIME = "interval '5 minutes'";

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');

interface TwoFactorState {
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
}

async function twoFactorState(em: EntityManager, userId: number, lock = false): Promise<TwoFactorState> {
  const [row] = await query<TwoFactorState>(
    em,
    `select totp_secret, totp_pending_secret, totp_last_step from users where id = $1${lock ? ' for update' : ''}`,
    [userId],
  );
  if (!row) throw notFound(apiMessages.userNotFound);
  return row;
}

const lastStep = (state: TwoFactorState) => (state.totp_last_step === null ? null : Number(state.totp_last_step));

/**
 * Accepts an authenticator code for the user: valid for their secret, of a step later than the
 * last one accepted, which it becomes (the update's condition settles two requests racing with
 * one code: only one of them changes the row).
 */
async function acceptCode(em: EntityManager, userId: number, state: TwoFactorState, code: string): Promise<boolean> {
  if (state.totp_secret === null) return false;
  const step = acceptedStep(state.totp_secret, code, lastStep(state));
  if (step === null) return false;
  const updated = await query(
    em,
    `update users set totp_last_step = $2 where id = $1 and totp_secret = $3 and (totp_last_step is null or totp_last_step < $2) returning id`,
    [userId, step, state.totp_secret],
  );
  return updated.length === 1;
}

/** Uses one of the user's unused recovery codes: true when it was one (it is spent now). */
async function spendRecoveryCode(em: EntityManager, userId: number, code: string): Promise<boolean> {
  const spent = await query(
    em,
    'update user_recovery_codes set used_at = now() where user_id = $1 and code_hash = $2 and used_at is null returning id',
    [userId, recoveryCodeHash(userId, code)],
  );
  return spent.length === 1;
}

/** A new secret, pending until `enableTwoFactor` sees a code made from it. 409 when two-factor sign-in is already on. */
export async function setupTwoFactor(ctx: Context): Promise<TwoFactorSetupView> {
  const actor = requireActor(ctx, { duringTwoFactorSetup: true });
  const secret = newTotpSecret();
  await auditedTransaction(ctx, async (em) => {
    if ((await twoFactorState(em, actor.id, true)).totp_secret !== null) throw conflict(twoFactorMessages.alreadyEnabled);
    await query(em, 'update users set totp_pending_secret = $2 where id = $1', [actor.id, secret]);
  });
  return { secret, otpauthUrl: otpauthUrl(secret, actor.username) };
}

/** Turns two-factor sign-in on with the pending secret, once a code shows the authenticator holds it; answers the recovery codes, shown once. */
export async function enableTwoFactor(ctx: Context, raw: unknown): Promise<RecoveryCodesView> {
  const actor = requireActor(ctx, { duringTwoFactorSetup: true });
  const input = await validated(EnableTwoFactorInput, raw);
  const recoveryCodes = newRecoveryCodes();
  await auditedTransaction(ctx, async (em) => {
    const state = await twoFactorState(em, actor.id, true);
    if (state.totp_secret !== null) throw conflict(twoFactorMessages.alreadyEnabled);
    if (state.totp_pending_secret === null) throw badInput(twoFactorMessages.setupFirst);
    const step = acceptedStep(state.totp_pending_secret, input.code, null);
    if (step === null) throw badInput(twoFactorMessages.codeInvalid);
    await query(
      em,
      `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled_at = now(), totp_last_step = $2 where id = $1`,
      [actor.id, step],
    );
    await query(em, 'delete from user_recovery_codes where user_id = $1', [actor.id]);
    await query(em, 'insert into user_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
      actor.id,
      recoveryCodes.map((code) => recoveryCodeHash(actor.id, code)),
    ]);
  });
  actor.totpEnabledAt = new Date();
  return { recoveryCodes };
}

/** Turns it off and forgets the secret and recovery codes, in the journal as a change of the user. */
async function removeTwoFactor(em: EntityManager, userId: number): Promise<void> {
  await query(em, 'update users set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null where id = $1', [
    userId,
  ]);
  await query(em, 'delete from user_recovery_codes where user_id = $1', [userId]);
  await query(em, 'delete from mfa_challenges where user_id = $1', [userId]);
}

/**
 * The user turns it off with their password (a counted guess, like a password change) and a code
 * of the authenticator or an unused recovery code (for a lost phone). Both wrong answers are 400:
 * the caller stays signed in.
 */
export async function disableTwoFactor(ctx: Context, raw: unknown): Promise<MessageView> {
  const actor = requireActor(ctx);
  const input = await validated(DisableTwoFactorInput, raw);
  const readHash = async () =>
    (await query<{ password_hash: string }>(ctx.em, 'select password_hash from users where id = $1', [actor.id]))[0]?.password_hash ?? null;
  if (!(await verifyCountedGuess(ctx.em, actor.username.toLowerCase(), ctx.clientAddress, readHash, input.password))) {
    throw badInput(messages.currentPasswordWrong);
  }
  await auditedTransaction(ctx, async (em) => {
    const state = await twoFactorState(em, actor.id, true);
    if (state.totp_secret === null) throw conflict(twoFactorMessages.notEnabled);
    if (!(await acceptCode(em, actor.id, state, input.code)) && !(await spendRecoveryCode(em, actor.id, input.code))) {
      throw badInput(twoFactorMessages.codeInvalid);
    }
    await removeTwoFactor(em, actor.id);
  });
  actor.totpEnabledAt = null;
  return { message: apiMessages.twoFactorDisabled };
}

/** An Admin removes another user's two-factor sign-in (a lost phone and no recovery code left). */
export async function removeUserTwoFactor(ctx: Context, userId: number): Promise<MessageView> {
  requireRole(ctx, ADMIN);
  await auditedTransaction(ctx, async (em) => {
    const state = await twoFactorState(em, userId, true);
    if (state.totp_secret === null && state.totp_pending_secret === null) throw conflict(twoFactorMessages.notEnabled);
    await removeTwoFactor(em, userId);
  });
  return { message: apiMessages.twoFactorRemoved };
}

/** The first step of a 2FA user's sign-in, their password right: a single-use challenge for the second step. */
export async function startChallenge(ctx: Context, userId: number): Promise<string> {
  const token = randomToken();
  await query(
    ctx.em,
    `with expired as (delete from mfa_challenges where expires_at <= now())
     insert into mfa_challenges (token_hash, user_id, expires_at) values ($1, $2, now() + ${CHALLENGE_LIFETIME})`,
    [sha256(token), userId],
  );
  return token;
}

/**
 * The second step: the challenge of the first, and a code of the authenticator or a recovery
 * code. Each try counts as a failed sign-in of the username until it succeeds (the same throttle
 * as passwords: 429 past it); a success ends the challenge and opens the session.
 */
export async function loginTwoFactor(ctx: Context, raw: unknown): Promise<{ accessToken: string }> {
  const input = await validated(LoginTwoFactorInput, raw);
  const code = input.code?.trim() || null;
  const recoveryCode = input.recoveryCode?.trim() || null;
  if ((code === null) === (recoveryCode === null)) throw badInput(twoFactorMessages.codeOrRecoveryRequired);
  const tokenHash = sha256(input.mfaToken.trim());
  const [challenge] = await query<{ id: string; user_id: number; username: string } & TwoFactorState>(
    ctx.em,
    `select c.id, c.user_id, u.username, u.totp_secret, u.totp_pending_secret, u.totp_last_step
       from mfa_challenges c join users u on u.id = c.user_id
      where c.token_hash = $1 and c.expires_at > now() and u.totp_secret is not null`,
    [tokenHash],
  );
  if (!challenge) throw unauthenticated(twoFactorMessages.challengeExpired);
  const user = { id: challenge.user_id, username: challenge.username };
  const attempt = await reserveLoginAttempt(ctx.em, user.username.toLowerCase(), ctx.clientAddress);
  const accepted = code !== null ? await acceptCode(ctx.em, user.id, challenge, code) : await spendRecoveryCode(ctx.em, user.id, recoveryCode!);
  if (!accepted) {
    await recordAuditEvent(ctx.em, ctx, { action: 'login_failed', entityType: 'user', entityId: user.id, actor: user });
    throw unauthenticated(twoFactorMessages.codeInvalid);
  }
  // Single use: of two requests with one challenge, the one that deletes it signs in.
  const ended = await query(ctx.em, 'delete from mfa_challenges where id = $1 returning id', [challenge.id]);
  if (ended.length === 0) throw unauthenticated(twoFactorMessages.challengeExpired);
  await forgetAttempt(ctx.em, attempt);
  const accessToken = await startSession(ctx, user.id);
  await recordSignIn(ctx.em, ctx, user);
  return { accessToken };
}
