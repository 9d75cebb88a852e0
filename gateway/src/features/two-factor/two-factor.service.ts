import type { EntityManager } from '@mikro-orm/postgresql';
import { apiMessages, twoFactorMessages } from '@pilotage/domain';
import { auditedTransaction, recordAuditEvent } from '../../kernel/journal/audit-actor';
import { recordSignIn, recordTwoFactorChange } from '../../kernel/journal/sign-in-events';
import { forgetAttempt, reserveLoginAttempt } from '../../kernel/credentials/login-throttle';
import {
  WrongCode,
  confirmPassword,
  throttleKey,
  withCountedCode,
} from '../../kernel/reauthentication/reauthentication';
import type { Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { TOTP_SECRET_CONTEXT } from '../../kernel/credentials/stored-secrets';
import { endAllSessions, endOtherSessions, startSession } from '../../kernel/credentials/sessions';
import { ADMIN, requireActor, requireRole } from '../../kernel/context/access';
import { badInput, conflict, forbidden, notFound, unauthenticated } from '../../kernel/helpers/errors';
import { open, seal } from '../../kernel/credentials/secret-box';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { challengeHash, endChallenge, findChallenge } from '../../kernel/credentials/challenges';
import { newRecoveryCodes, recoveryCodeHash } from '../../kernel/credentials/recovery-codes';
import { acceptedStep, newTotpSecret, otpauthUrl } from '../../kernel/credentials/totp';
import {
  DisableTwoFactorInput,
  EnableTwoFactorInput,
  LoginTwoFactorInput,
  RegenerateRecoveryCodesInput,
  type RecoveryCodesView,
  SetupTwoFactorInput,
  type TwoFactorSetupView,
} from './two-factor.types';
import { removeTwoFactor } from './two-factor-removal';

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
  const step = acceptedStep(open(state.totp_secret, TOTP_SECRET_CONTEXT), code, lastStep(state));
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

/** A code of the authenticator or an unused recovery code of a user whose two-factor sign-in is on, or `WrongCode`. */
async function requireCode(em: EntityManager, userId: number, code: string): Promise<void> {
  const state = await twoFactorState(em, userId, true);
  if (state.totp_secret === null) throw conflict(twoFactorMessages.notEnabled);
  if (!(await acceptCode(em, userId, state, code)) && !(await spendRecoveryCode(em, userId, code)))
    throw new WrongCode(twoFactorMessages.codeInvalid);
}

/** Forgets the user's recovery codes and stores new ones; answers them, to show once. */
async function replaceRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  const recoveryCodes = newRecoveryCodes();
  await query(em, 'delete from user_recovery_codes where user_id = $1', [userId]);
  await query(em, 'insert into user_recovery_codes (user_id, code_hash) select $1, unnest($2::text[])', [
    userId,
    recoveryCodes.map((code) => recoveryCodeHash(userId, code)),
  ]);
  return recoveryCodes;
}

/**
 * A new secret, pending until `enableTwoFactor` sees a code made from it; the password first, so
 * that a stolen access token cannot bind its holder's authenticator. 409 when it is already on.
 */
export async function setupTwoFactor(ctx: Context, raw: unknown): Promise<TwoFactorSetupView> {
  const actor = requireActor(ctx, { duringTwoFactorSetup: true });
  const input = await validated(SetupTwoFactorInput, raw);
  if ((await twoFactorState(ctx.em, actor.id)).totp_secret !== null) throw conflict(twoFactorMessages.alreadyEnabled);
  await confirmPassword(ctx, actor, input.password);
  const secret = newTotpSecret();
  await auditedTransaction(ctx, async (em) => {
    if ((await twoFactorState(em, actor.id, true)).totp_secret !== null)
      throw conflict(twoFactorMessages.alreadyEnabled);
    await query(em, 'update users set totp_pending_secret = $2 where id = $1', [
      actor.id,
      seal(secret, TOTP_SECRET_CONTEXT),
    ]);
  });
  return { secret, otpauthUrl: otpauthUrl(secret, actor.username) };
}

/**
 * Turns two-factor sign-in on with the pending secret, once the password and a code show who asks
 * and that the authenticator holds it; answers the recovery codes, shown once. The user's other
 * sessions end: whoever else holds one signed in without the new factor.
 */
export async function enableTwoFactor(ctx: Context, raw: unknown): Promise<RecoveryCodesView> {
  const actor = requireActor(ctx, { duringTwoFactorSetup: true });
  const input = await validated(EnableTwoFactorInput, raw);
  await confirmPassword(ctx, actor, input.password);
  const recoveryCodes = await withCountedCode(ctx, actor, () =>
    ctx.deps.sessionCache.changing(actor.id, () =>
      auditedTransaction(ctx, async (em) => {
        const state = await twoFactorState(em, actor.id, true);
        if (state.totp_secret !== null) throw conflict(twoFactorMessages.alreadyEnabled);
        if (state.totp_pending_secret === null) throw badInput(twoFactorMessages.setupFirst);
        const step = acceptedStep(open(state.totp_pending_secret, TOTP_SECRET_CONTEXT), input.code, null);
        if (step === null) throw new WrongCode(twoFactorMessages.codeInvalid);
        await query(
          em,
          `update users set totp_secret = totp_pending_secret, totp_pending_secret = null, totp_enabled_at = now(), totp_last_step = $2 where id = $1`,
          [actor.id, step],
        );
        const codes = await replaceRecoveryCodes(em, actor.id);
        await endOtherSessions(em, actor.id, ctx.sessionId!);
        await recordTwoFactorChange(em, ctx, actor.id, true);
        return codes;
      }),
    ),
  );
  actor.totpEnabledAt = new Date();
  return { recoveryCodes };
}

/**
 * The user turns it off with their password and a code of the authenticator or an unused recovery
 * code (for a lost phone). Both wrong answers are 400 (the caller stays signed in) and counted
 * failures. The user's other sessions end.
 */
export async function disableTwoFactor(ctx: Context, raw: unknown): Promise<MessageView> {
  const actor = requireActor(ctx);
  const input = await validated(DisableTwoFactorInput, raw);
  await confirmPassword(ctx, actor, input.password);
  await withCountedCode(ctx, actor, () =>
    ctx.deps.sessionCache.changing(actor.id, () =>
      auditedTransaction(ctx, async (em) => {
        await requireCode(em, actor.id, input.code);
        await removeTwoFactor(em, actor.id);
        await endOtherSessions(em, actor.id, ctx.sessionId!);
        await recordTwoFactorChange(em, ctx, actor.id, false);
      }),
    ),
  );
  actor.totpEnabledAt = null;
  return { message: apiMessages.twoFactorDisabled };
}

/** Ten new recovery codes in place of the old ones (all spent, or seen by someone else), with the password and a code. */
export async function regenerateRecoveryCodes(ctx: Context, raw: unknown): Promise<RecoveryCodesView> {
  const actor = requireActor(ctx);
  const input = await validated(RegenerateRecoveryCodesInput, raw);
  await confirmPassword(ctx, actor, input.password);
  const recoveryCodes = await withCountedCode(ctx, actor, () =>
    auditedTransaction(ctx, async (em) => {
      await requireCode(em, actor.id, input.code);
      return replaceRecoveryCodes(em, actor.id);
    }),
  );
  return { recoveryCodes };
}

/**
 * An Admin removes another user's two-factor sign-in (a lost phone and no recovery code left),
 * another Admin's too, and the user's sessions end. One's own goes through « Mon compte », with
 * the password and a code: an Admin's token alone must not remove its own second factor.
 */
export async function removeUserTwoFactor(ctx: Context, userId: number): Promise<MessageView> {
  const actor = requireRole(ctx, ADMIN);
  if (userId === actor.id) throw forbidden(twoFactorMessages.removeOwn);
  await ctx.deps.sessionCache.changing(userId, () =>
    auditedTransaction(ctx, async (em) => {
      const state = await twoFactorState(em, userId, true);
      if (state.totp_secret === null && state.totp_pending_secret === null)
        throw conflict(twoFactorMessages.notEnabled);
      await removeTwoFactor(em, userId);
      await endAllSessions(em, userId);
      await recordTwoFactorChange(em, ctx, userId, false);
    }),
  );
  return { message: apiMessages.twoFactorRemoved };
}

type SecondStep = { outcome: 'accepted' } | { outcome: 'expired' } | { outcome: 'wrong' };

/**
 * The second step: the challenge of the first, and a code of the authenticator or a recovery
 * code. Each try counts as a failed sign-in of the username until it succeeds (the same throttle
 * as passwords: 429 past it). The challenge row is locked first, and the code is judged, spent and
 * the challenge ended in that one transaction: of parallel requests with one challenge, one wins
 * and the others find it gone, so they spend no recovery code.
 */
export async function loginTwoFactor(ctx: Context, raw: unknown): Promise<{ accessToken: string }> {
  const input = await validated(LoginTwoFactorInput, raw);
  const code = input.code?.trim() || null;
  const recoveryCode = input.recoveryCode?.trim() || null;
  if ((code === null) === (recoveryCode === null)) throw badInput(twoFactorMessages.codeOrRecoveryRequired);
  const tokenHash = challengeHash(input.mfaToken.trim());
  const found = await findChallenge(ctx.em, tokenHash, false);
  if (!found) throw unauthenticated(twoFactorMessages.challengeExpired);
  const user = { id: found.user_id, username: found.username };
  const attempt = await reserveLoginAttempt(ctx.em, throttleKey(user.username), ctx.clientAddress);
  const result = await ctx.em.transactional(async (em): Promise<SecondStep> => {
    const challenge = await findChallenge(em, tokenHash, true);
    if (!challenge) return { outcome: 'expired' };
    const accepted =
      code !== null
        ? await acceptCode(em, user.id, challenge, code)
        : await spendRecoveryCode(em, user.id, recoveryCode!);
    if (!accepted) return { outcome: 'wrong' };
    await endChallenge(em, challenge.id);
    return { outcome: 'accepted' };
  });
  if (result.outcome === 'expired') {
    await forgetAttempt(ctx.em, attempt);
    throw unauthenticated(twoFactorMessages.challengeExpired);
  }
  if (result.outcome === 'wrong') {
    await recordAuditEvent(ctx.em, ctx, { action: 'login_failed', entityType: 'user', entityId: user.id, actor: user });
    throw unauthenticated(twoFactorMessages.codeInvalid);
  }
  await forgetAttempt(ctx.em, attempt);
  const accessToken = await startSession(ctx, user.id);
  await recordSignIn(ctx.em, ctx, user);
  return { accessToken };
}
