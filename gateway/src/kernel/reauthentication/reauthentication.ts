import { messages, normalizeUsername } from '@pilotage/domain';
import { recordFailedProof } from '../journal/sign-in-events';
import type { Context } from '../context/context';
import { query } from '../database/sql';
import { DomainError, badInput } from '../helpers/errors';
import type { Actor } from '../context/context';
import { forgetAttempt, reserveLoginAttempt, verifyCountedGuess } from '../credentials/login-throttle';

/**
 * A signed-in user proving again who they are before changing a factor (password, two-factor
 * sign-in, recovery codes, email): an access token alone, stolen or left open, must not be enough.
 * Each wrong password or code is a failed sign-in of the username (the throttle of `/api/login`,
 * so the 11th failure in 15 minutes answers 429) and a `login_failed` row of the journal, written
 * outside any transaction so it stays although the request fails.
 */

/** The throttle's key for an account: its name as sign-in looks it up. */
export const throttleKey = (username: string): string => normalizeUsername(username).toLowerCase();

/** The password of the caller's account, or 400 « Le mot de passe actuel est incorrect. ». Answers the hash verified. */
export async function confirmPassword(ctx: Context, actor: Actor, password: string): Promise<string | null> {
  let storedHash: string | null = null;
  const readHash = async () =>
    (storedHash =
      (await query<{ password_hash: string }>(ctx.em, 'select password_hash from users where id = $1', [actor.id]))[0]
        ?.password_hash ?? null);
  if (!(await verifyCountedGuess(ctx.em, throttleKey(actor.username), ctx.clientAddress, readHash, password))) {
    await recordFailedProof(ctx.em, ctx, actor.id);
    throw badInput(messages.currentPasswordWrong);
  }
  return storedHash;
}

/** Thrown by the work of `withCountedCode` when the code it checked is wrong. */
export class WrongCode extends DomainError {
  constructor(message: string) {
    super('BAD_USER_INPUT', message);
  }
}

/**
 * Runs `work` (which checks a two-factor or recovery code, throwing `WrongCode` when it is wrong)
 * as one counted guess: the slot is taken before, kept with a journal row when the code is wrong,
 * given back on success or on any other refusal (no code was judged).
 */
export async function withCountedCode<T>(ctx: Context, actor: Actor, work: () => Promise<T>): Promise<T> {
  const attempt = await reserveLoginAttempt(ctx.em, throttleKey(actor.username), ctx.clientAddress);
  try {
    const result = await work();
    await forgetAttempt(ctx.em, attempt);
    return result;
  } catch (error) {
    if (error instanceof WrongCode) await recordFailedProof(ctx.em, ctx, actor.id);
    else await forgetAttempt(ctx.em, attempt);
    throw error;
  }
}
