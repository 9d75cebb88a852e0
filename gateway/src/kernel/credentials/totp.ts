import { generateSecret, generateURI, verifySync } from 'otplib';

/**
 * TOTP as RFC 6238 and authenticator apps have it: SHA-1, 6 digits, 30-second steps. A code of
 * the step before or after the server's is accepted too (a phone's clock a little off).
 */
const PERIOD_SECONDS = 30;
const ISSUER = 'Pilotage';

/** A new base32 secret of 160 random bits. */
export const newTotpSecret = (): string => generateSecret();

/** The `otpauth://` address an authenticator reads from the QR code, labelled with the username. */
export const otpauthUrl = (secret: string, username: string): string =>
  generateURI({ issuer: ISSUER, label: username, secret });

/**
 * The time step of `code` when it is valid for `secret` and later than `afterStep` (the last step
 * accepted for this user: a code is never accepted twice), or null.
 */
export function acceptedStep(secret: string, code: string, afterStep: number | null): number | null {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = verifySync({
    secret,
    token,
    period: PERIOD_SECONDS,
    epochTolerance: PERIOD_SECONDS,
    ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}
