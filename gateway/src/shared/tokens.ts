import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

export function signAccessToken(secret: string, userId: number): string {
  return jwt.sign({}, secret, {
    algorithm: ALGORITHM,
    subject: String(userId),
    expiresIn: ACCESS_TOKEN_LIFETIME_SECONDS,
  });
}

// jsonwebtoken first tries to parse a string secret as a PEM public key on every call (a costly
// failure); a ready KeyObject skips that. One secret per process, so the cache stays tiny.
const secretKeys = new Map<string, crypto.KeyObject>();
function secretKey(secret: string): crypto.KeyObject {
  let key = secretKeys.get(secret);
  if (!key) secretKeys.set(secret, (key = crypto.createSecretKey(Buffer.from(secret))));
  return key;
}

/** The user id of a valid token, or null for anything forged, expired or malformed. */
export function verifyAccessToken(secret: string, token: string): number | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const id = Number(payload.sub);
    return Number.isSafeInteger(id) && id > 0 ? id : null;
  } catch {
    return null;
  }
}

/** 192 random bits, URL-safe: 32 characters. */
export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
