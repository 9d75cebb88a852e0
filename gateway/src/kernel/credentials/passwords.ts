import { apiMessages } from '@pilotage/domain';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { DomainError } from '../helpers/errors';

// OWASP's argon2id baseline: 19 MiB, 2 passes, one lane.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

// Each hash takes ~19 MiB and a thread for tens of milliseconds: a flood of sign-ins or
// registrations queues here (outside any database transaction) instead of exhausting memory,
// and past the queue's length is refused at once rather than piling up.
const MAX_RUNNING = 4;
const MAX_WAITING = 200;
let running = 0;
const waiting: Array<() => void> = [];

export const BUSY_MESSAGE = apiMessages.serverBusy;

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_RUNNING) {
    if (waiting.length >= MAX_WAITING) throw new DomainError('TOO_MANY_REQUESTS', BUSY_MESSAGE);
    await new Promise<void>((resolve) => waiting.push(resolve));
  } else {
    running += 1;
  }
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, so `running` never exceeds the bound.
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

export function hashPassword(password: string): Promise<string> {
  return bounded(() => hash(password, OPTIONS));
}

// Verified against for unknown usernames, so a miss costs as much time as a wrong password.
let decoyHash: Promise<string> | null = null;

export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (storedHash === null) {
    decoyHash ??= hash('mot-de-passe-leurre', OPTIONS);
    const decoy = await decoyHash;
    await bounded(() => verify(decoy, password)).catch((error: unknown) => {
      if (error instanceof DomainError) throw error;
    });
    return false;
  }
  return bounded(() => verify(storedHash, password)).catch((error: unknown) => {
    if (error instanceof DomainError) throw error;
    return false;
  });
}
