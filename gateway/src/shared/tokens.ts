import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';

const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_LIFETIME_SECONDS = 12 * 60 * 60;

/** The access token of one session (`sid`, a row of user_sessions) of the user (`sub`). */
export function signAccessToken(secret: string, userId: number, sessionId: string): string {
  return jwt.sign({ sid: sessionId }, secret, {
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

export interface AccessTokenClaims {
  userId: number;
  sessionId: string;
}

// crypto.randomUUID()'s shape; anything else could not name a session (nor reach PostgreSQL's uuid type).
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The user and session of a valid token, or null for anything forged, expired, malformed or without a session. */
export function verifyAccessToken(secret: string, token: string): AccessTokenClaims | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    const sessionId: unknown = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !SESSION_ID.test(sessionId)) return null;
    return { userId, sessionId };
  } catch {
    return null;
  }
}

/** 192 random bits, URL-safe: 32 characters. */
export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
