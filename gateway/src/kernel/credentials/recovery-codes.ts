import crypto from 'node:crypto';
import { RECOVERY_CODE_COUNT } from '@pilotage/domain';

/**
 * Recovery codes: 12 random characters (60 bits) from an alphabet without look-alikes, shown as
 * `abcd-efgh-jkmn`. Stored as an HMAC-SHA-256 keyed by the user: the codes are random enough that
 * a fast hash suffices (argon2's cost protects guessable passwords), and one user's hashes say
 * nothing of another's.
 */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const LENGTH = 12;

function newRecoveryCode(): string {
  const characters = Array.from({ length: LENGTH }, () => ALPHABET[crypto.randomInt(ALPHABET.length)]);
  return [0, 4, 8].map((start) => characters.slice(start, start + 4).join('')).join('-');
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);

/** Case, spaces and dashes as typed do not matter. */
export function recoveryCodeHash(userId: number, code: string): string {
  const normalized = code.toLowerCase().replace(/[\s-]/g, '');
  return crypto.createHmac('sha256', `pilotage-recovery-code:${userId}`).update(normalized).digest('hex');
}
