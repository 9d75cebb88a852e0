import { apiMessages } from '@pilotage/domain';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Params, query } from '../database/sql';
import { DomainError, tooManyRequests } from '../helpers/errors';
import { verifyPassword } from './passwords';

// docs/product.md §11: 10 failures for one username or 50 from one address within 15 minutes.
const WINDOW = "interval '15 minutes'";
export const MAX_FAILURES_PER_USERNAME = 10;
export const MAX_FAILURES_PER_ADDRESS = 50;
// Registrations: failed attempts (bad token, taken name…) from one address within the same window.
export const MAX_REGISTRATION_FAILURES_PER_ADDRESS = 20;

export const THROTTLED_MESSAGE = apiMessages.loginThrottled;
export const REGISTRATION_THROTTLED_MESSAGE = apiMessages.registrationThrottled;
export const NOT_RECORDED_MESSAGE = apiMessages.attemptNotRecorded;

/** A table of failed attempts, the column values of this attempt and the cap on each. */
interface Throttle {
  table: 'login_attempts' | 'registration_attempts';
  lockKey: string;
  values: Record<string, string>;
  caps: Array<{ column: string; max: number }>;
  message: string;
}

/**
 * Counts an attempt as failed BEFORE the password is checked or hashed, in its own short
 * transaction: the slow argon2 work then runs with no connection held, concurrent attempts
 * (aliases, batches, replicas) each take a slot, and an attempt whose failure cannot be recorded
 * never gets that far (fail closed). A success gives its slot back with `forgetAttempt`.
 */
async function reserveAttempt(em: EntityManager, throttle: Throttle): Promise<Reservation> {
  try {
    return { table: throttle.table, id: await recordAttempt(em, throttle) };
  } catch (error) {
    if (error instanceof DomainError) throw error;
    throw new DomainError('SERVICE_UNAVAILABLE', NOT_RECORDED_MESSAGE, error);
  }
}

async function recordAttempt(em: EntityManager, throttle: Throttle): Promise<string> {
  return em.transactional(async (trx) => {
    await query(trx, 'select pg_advisory_xact_lock(hashtext($1))', [throttle.lockKey]);
    const counted = new Params();
    const counts = throttle.caps.map(
      ({ column }) =>
        `(select count(*) from ${throttle.table} where ${column} = ${counted.bind(throttle.values[column])} and attempted_at > now() - ${WINDOW}) as ${column}`,
    );
    const [row] = await query<Record<string, string>>(trx, `select ${counts.join(', ')}`, counted.values);
    if (throttle.caps.some(({ column, max }) => Number(row[column]) >= max)) throw tooManyRequests(throttle.message);
    const columns = Object.keys(throttle.values);
    const inserting = new Params();
    const [inserted] = await query<{ id: string }>(
      trx,
      `insert into ${throttle.table} (${columns.join(', ')}) values (${columns.map((column) => inserting.bind(throttle.values[column])).join(', ')}) returning id`,
      inserting.values,
    );
    // Old rows serve nothing; pruning here keeps the table at the size of one window.
    await query(trx, `delete from ${throttle.table} where attempted_at < now() - ${WINDOW}`);
    return String(inserted.id);
  });
}

export interface Reservation {
  table: Throttle['table'];
  id: string;
}

/** The attempt succeeded: it was not a failure after all. */
export async function forgetAttempt(em: EntityManager, reservation: Reservation): Promise<void> {
  await query(em, `delete from ${reservation.table} where id = $1`, [reservation.id]);
}

/** Per username whatever the address, so forged addresses cannot spread guesses at one account. */
export function reserveLoginAttempt(em: EntityManager, username: string, clientAddress: string): Promise<Reservation> {
  return reserveAttempt(em, {
    table: 'login_attempts',
    lockKey: `login:${username}`,
    values: { username, client_address: clientAddress },
    caps: [
      { column: 'username', max: MAX_FAILURES_PER_USERNAME },
      { column: 'client_address', max: MAX_FAILURES_PER_ADDRESS },
    ],
    message: THROTTLED_MESSAGE,
  });
}

export function reserveRegistrationAttempt(em: EntityManager, clientAddress: string): Promise<Reservation> {
  return reserveAttempt(em, {
    table: 'registration_attempts',
    lockKey: `register:${clientAddress}`,
    values: { client_address: clientAddress },
    caps: [{ column: 'client_address', max: MAX_REGISTRATION_FAILURES_PER_ADDRESS }],
    message: REGISTRATION_THROTTLED_MESSAGE,
  });
}

/**
 * Checks a password as one counted guess at `username`: the failure slot is taken first, given
 * back on success, and given back too when the check is refused for load (no guess was made).
 * `storedHash` runs once the slot is held, so a throttled caller never reads it.
 */
export async function verifyCountedGuess(
  em: EntityManager,
  username: string,
  clientAddress: string,
  storedHash: () => Promise<string | null>,
  password: string,
): Promise<boolean> {
  const attempt = await reserveLoginAttempt(em, username, clientAddress);
  const valid = await verifyPassword(await storedHash(), password).catch(async (error: unknown) => {
    await forgetAttempt(em, attempt);
    throw error;
  });
  if (valid) await forgetAttempt(em, attempt);
  return valid;
}
