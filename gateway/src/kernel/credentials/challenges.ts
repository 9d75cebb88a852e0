import crypto from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../database/sql';
import { randomToken } from './tokens';

/**
 * The sign-in challenges between the password and the code (`mfa_token`): 5 minutes, single use,
 * stored hashed. A challenge proves the password was right when it was made, so it dies with that
 * password: a reset, one's own change, the account's deletion (the foreign key's cascade) and the
 * removal of two-factor sign-in end the user's pending challenges.
 */

const CHALLENGE_LIFETIME = "interval '5 minutes'";

export const challengeHash = (token: string): string => crypto.createHash('sha256').update(token).digest('hex');

/** The first step of a 2FA user's sign-in, their password right: a single-use challenge for the second step. */
export async function startChallenge(em: EntityManager, userId: number): Promise<string> {
  const token = randomToken();
  await query(
    em,
    `with expired as (delete from mfa_challenges where expires_at <= now())
     insert into mfa_challenges (token_hash, user_id, expires_at) values ($1, $2, now() + ${CHALLENGE_LIFETIME})`,
    [challengeHash(token), userId],
  );
  return token;
}

export interface Challenge {
  id: string;
  user_id: number;
  username: string;
  totp_secret: string | null;
  totp_pending_secret: string | null;
  totp_last_step: string | null;
}

/**
 * A live challenge with its user's two-factor state. `lock` takes the challenge row (`for update`)
 * until the transaction ends: a request that waited finds it gone once the first one has used it.
 */
export async function findChallenge(em: EntityManager, tokenHash: string, lock: boolean): Promise<Challenge | null> {
  const [row] = await query<Challenge>(
    em,
    `select c.id, c.user_id, u.username, u.totp_secret, u.totp_pending_secret, u.totp_last_step
       from mfa_challenges c join users u on u.id = c.user_id
      where c.token_hash = $1 and c.expires_at > now() and u.totp_secret is not null${lock ? ' for update of c' : ''}`,
    [tokenHash],
  );
  return row ?? null;
}

export async function endChallenge(em: EntityManager, id: string): Promise<void> {
  await query(em, 'delete from mfa_challenges where id = $1', [id]);
}

/** Every pending challenge of the user: none of them may finish signing in any more. */
export async function endChallenges(em: EntityManager, userId: number): Promise<void> {
  await query(em, 'delete from mfa_challenges where user_id = $1', [userId]);
}
