import { generateSync } from 'otplib';
import { call } from './http';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
export function totpCode(secret: string, steps = 0): string {
  return generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + steps * 30 });
}

/**
 * Turns two-factor sign-in on for the token's user, as « Mon compte » does (the password at both
 * steps): its secret and recovery codes.
 */
export async function enableTwoFactor(
  baseUrl: string,
  token: string,
  password: string,
): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await call(baseUrl, 'POST', '/api/me/2fa/setup', { token, body: { password } });
  if (setup.status !== 200) throw new Error(`2FA setup failed: ${setup.status} ${JSON.stringify(setup.body)}`);
  const enabled = await call(baseUrl, 'POST', '/api/me/2fa/enable', {
    token,
    body: { password, code: totpCode(setup.body.secret) },
  });
  if (enabled.status !== 200) throw new Error(`2FA enable failed: ${enabled.status} ${JSON.stringify(enabled.body)}`);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recovery_codes };
}
