import type { EntityManager } from '@mikro-orm/postgresql';
import { normalizeUsername } from '@pilotage/domain';
import { declareActor } from '../../kernel/journal/audit-actor';
import { recordTwoFactorChange } from '../../kernel/journal/sign-in-events';
import { query } from '../../kernel/database/sql';
import { endAllSessions } from '../../kernel/credentials/sessions';
import { endChallenges } from '../../kernel/credentials/challenges';

/**
 * Turns the user's two-factor sign-in off and forgets the secret, the recovery codes and the
 * pending challenges (the journal's trigger shows an `update` of the user, secrets masked). The
 * caller ends the sessions it must and writes the `two_factor_disabled` event.
 */
export async function removeTwoFactor(em: EntityManager, userId: number): Promise<void> {
  await query(
    em,
    'update users set totp_secret = null, totp_pending_secret = null, totp_enabled_at = null, totp_last_step = null where id = $1',
    [userId],
  );
  await query(em, 'delete from user_recovery_codes where user_id = $1', [userId]);
  await endChallenges(em, userId);
}

export type ShellReset = { outcome: 'unknown' } | { outcome: 'not-enabled' | 'reset'; username: string };

/**
 * `npm run admin:reset-2fa`: the way back when the only Admin lost their phone and their recovery
 * codes. Whoever runs it holds the server's shell, so it asks for nothing more; the journal names
 * the system as the actor (no request, no address).
 */
export async function resetTwoFactorFromShell(em: EntityManager, username: string): Promise<ShellReset> {
  return em.transactional(async (tx) => {
    const system = { actor: null, clientAddress: '' };
    await declareActor(tx, system);
    const [user] = await query<{ id: number; username: string; enabled: boolean }>(
      tx,
      `select id, username, (totp_secret is not null or totp_pending_secret is not null) as enabled from users where lower(username) = lower($1) for update`,
      [normalizeUsername(username)],
    );
    if (!user) return { outcome: 'unknown' };
    if (!user.enabled) return { outcome: 'not-enabled', username: user.username };
    await removeTwoFactor(tx, user.id);
    await endAllSessions(tx, user.id);
    await recordTwoFactorChange(tx, system, user.id, false);
    return { outcome: 'reset', username: user.username };
  });
}
