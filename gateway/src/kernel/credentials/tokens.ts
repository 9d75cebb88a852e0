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

// Checking a token (HMAC, JSON parsing, claims) costs more than the rest of a small request's own
// work, and a client sends the same token for hours: one verified under a secret is known by its
// exact text until it expires. Only the signature is remembered: context.ts still reads the
// session on every request, so an ended session stops its token at once.
const MAX_VERIFIED = 10_000;
const verifiedTokens = new Map<string, Map<string, AccessTokenClaims & { expiresAt: number }>>();

function verifiedUnder(secret: string) {
  let verified = verifiedTokens.get(secret);
  if (!verified) verifiedTokens.set(secret, (verified = new Map()));
  return verified;
}

/** The user and session of a valid token, or null for anything forged, expired, malformed or without a session. */
export function verifyAccessToken(secret: string, token: string): AccessTokenClaims | null {
  const verified = verifiedUnder(secret);
  const known = verified.get(token);
  if (known) {
    if (Date.now() < known.expiresAt) return known;
    verified.delete(token);
    return null;
  }
  const claims = checkAccessToken(secret, token);
  if (claims) {
    // Crude but bounded: past the limit (10,000 live tokens) everything is checked again once.
    if (verified.size >= MAX_VERIFIED) verified.clear();
    verified.set(token, claims);
  }
  return claims;
}

function checkAccessToken(secret: string, token: string): (AccessTokenClaims & { expiresAt: number }) | null {
  try {
    const payload = jwt.verify(token, secretKey(secret), { algorithms: [ALGORITHM] });
    if (typeof payload !== 'object' || typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return null;
    const userId = Number(payload.sub);
    const sessionId: unknown = payload.sid;
    if (!Number.isSafeInteger(userId) || userId <= 0 || typeof sessionId !== 'string' || !SESSION_ID.test(sessionId))
      return null;
    return { userId, sessionId, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}

/** 192 random bits, URL-safe: 32 characters. */
export function randomToken(): string {
  return crypto.randomBytes(24).toString('base64url');
}
