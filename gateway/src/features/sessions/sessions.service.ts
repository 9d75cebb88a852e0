import { messages } from '@pilotage/domain';
import { auditedTransaction } from '../../kernel/journal/audit-actor';
import { recordPasswordChange, recordSignOut } from '../../kernel/journal/sign-in-events';
import type { Actor, Context } from '../../kernel/context/context';
import { query } from '../../kernel/database/sql';
import { requireActor } from '../../kernel/context/access';
import { badInput } from '../../kernel/helpers/errors';
import { hashPassword } from '../../kernel/credentials/passwords';
import { validated } from '../../kernel/helpers/validation';
import type { MessageView } from '../../kernel/helpers/views';
import { endOtherSessions, endSession } from '../../kernel/credentials/sessions';
import { confirmPassword } from '../../kernel/reauthentication/reauthentication';
import { endChallenges } from '../../kernel/credentials/challenges';
import { ChangePasswordInput, PASSWORD_CHANGED } from './sessions.types';

/** The caller and their session, which createContext sets together. */
function requireSession(ctx: Context): { actor: Actor; sessionId: string } {
  const actor = requireActor(ctx);
  return { actor, sessionId: ctx.sessionId! };
}

/** Ends the caller's session only: the user's other sessions (other browsers) stay open. */
export async function logout(ctx: Context): Promise<void> {
  const actor = requireActor(ctx, { duringTwoFactorSetup: true });
  await ctx.deps.sessionCache.changing(actor.id, () =>
    auditedTransaction(ctx, async (em) => {
      await endSession(em, ctx.sessionId!);
      await recordSignOut(em, ctx);
    }),
  );
}

/**
 * Any signed-in user, Employé included, changes their own password. A wrong current password
 * counts as a failed sign-in for the username (so a stolen token cannot guess it at leisure).
 * argon2 runs outside any transaction; the short one after it stores the hash, only if it is still
 * the one just verified and the caller's session still open, and ends every other session and
 * every pending sign-in challenge (made with the old password).
 */
export async function changeMyPassword(ctx: Context, raw: unknown): Promise<MessageView> {
  const { actor, sessionId } = requireSession(ctx);
  const input = await validated(ChangePasswordInput, raw);
  const storedHash = await confirmPassword(ctx, actor, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.deps.sessionCache.changing(actor.id, () =>
    auditedTransaction(ctx, async (em) => {
      const updated = await query<{ id: number }>(
        em,
        `update users set password_hash = $1
        where id = $2 and password_hash = $3 and exists (select 1 from user_sessions where id = $4 and user_id = users.id and expires_at > now())
        returning id`,
        [passwordHash, actor.id, storedHash, sessionId],
      );
      // Changed or ended meanwhile (an Admin's reset, another tab): the password verified is no longer the one to replace.
      if (updated.length === 0) throw badInput(messages.currentPasswordWrong);
      await endOtherSessions(em, actor.id, sessionId);
      await endChallenges(em, actor.id);
      await recordPasswordChange(em, ctx, actor.id);
    }),
  );
  return { message: PASSWORD_CHANGED };
}
