import crypto from 'node:crypto';

/**
 * Secrets at rest (TOTP secrets, the Telegram bot token, sign-up tokens, and any later stored
 * password or client secret): AES-256-GCM under a key derived from SECRETS_KEY, a random 96-bit
 * nonce per value, and the value's place (`context`, e.g. `settings.telegram_bot_token`) bound as
 * additional authenticated data, so a value copied into another column does not open there.
 *
 * Stored form: `v1:<key id>:<nonce>:<ciphertext and tag>` (base64url). The key id names the key
 * that sealed the value: during a rotation (SECRETS_KEY_PREVIOUS) values sealed under a previous
 * key still open, and `npm run secrets:rotate` seals them again under the current one.
 */

const VERSION = 'v1';
const NONCE_BYTES = 12;
const TAG_BYTES = 16;
const SEALED = /^v1:([0-9a-f]{8}):([A-Za-z0-9_-]{16}):([A-Za-z0-9_-]{22,})$/;

export class SecretBoxError extends Error {}

interface Key {
  id: string;
  cipherKey: Buffer;
  lookupKey: Buffer;
}

const derive = (material: string, purpose: string, bytes: number) =>
  Buffer.from(crypto.hkdfSync('sha256', Buffer.from(material, 'utf8'), Buffer.alloc(0), `pilotage ${purpose}`, bytes));

function deriveKey(material: string): Key {
  return {
    id: derive(material, 'secret key id', 4).toString('hex'),
    cipherKey: derive(material, 'secret box v1', 32),
    lookupKey: derive(material, 'lookup hash v1', 32),
  };
}

/** The current key (seals) and the previous ones (still open during a rotation). */
export class Keyring {
  readonly current: Key;
  private readonly byId: Map<string, Key>;

  constructor(current: string, previous: readonly string[] = []) {
    this.current = deriveKey(current);
    this.byId = new Map([[this.current.id, this.current]]);
    for (const material of previous) {
      const key = deriveKey(material);
      if (!this.byId.has(key.id)) this.byId.set(key.id, key);
    }
  }

  /** Every key, the current one first: a lookup hash may have been computed under any of them. */
  keys(): Key[] {
    return [...this.byId.values()];
  }

  key(id: string): Key | undefined {
    return this.byId.get(id);
  }
}

let installed: Keyring | null = null;

/** Makes `keyring` the process's keys (the gateway's start, the rotation script, the tests). */
export function useSecretKeys(keyring: Keyring): void {
  installed = keyring;
}

function keyring(): Keyring {
  if (installed === null) throw new SecretBoxError('secret keys not loaded: call useSecretKeys() at start');
  return installed;
}

export function seal(plain: string, context: string): string {
  const key = keyring().current;
  const nonce = crypto.randomBytes(NONCE_BYTES);
  const cipher = crypto.createCipheriv('aes-256-gcm', key.cipherKey, nonce);
  cipher.setAAD(Buffer.from(context, 'utf8'));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}:${key.id}:${nonce.toString('base64url')}:${sealed.toString('base64url')}`;
}

/** The clear value; throws SecretBoxError for a value tampered with, sealed elsewhere or under an unknown key. */
export function open(sealed: string, context: string): string {
  const parts = SEALED.exec(sealed);
  if (!parts) throw new SecretBoxError(`not a sealed value (${context})`);
  const key = keyring().key(parts[1]);
  if (!key)
    throw new SecretBoxError(`sealed under an unknown key ${parts[1]} (${context}): is SECRETS_KEY_PREVIOUS missing?`);
  const data = Buffer.from(parts[3], 'base64url');
  try {
    const decipher = crypto.createDecipheriv('aes-256-gcm', key.cipherKey, Buffer.from(parts[2], 'base64url'));
    decipher.setAAD(Buffer.from(context, 'utf8'));
    decipher.setAuthTag(data.subarray(data.length - TAG_BYTES));
    return Buffer.concat([decipher.update(data.subarray(0, data.length - TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    throw new SecretBoxError(`sealed value refused: altered, or sealed for another place than ${context}`);
  }
}

/** The ids of every key held: a stored value under another one cannot be opened. */
export function knownKeyIds(): string[] {
  return keyring()
    .keys()
    .map((key) => key.id);
}

/** The id of the key that seals now: a value sealed under another one is what a rotation seals again. */
export function currentKeyId(): string {
  return keyring().current.id;
}

/** HMAC-SHA-256 of a secret under the current key: an indexed column finds the row without storing the secret. */
export function lookupHash(plain: string, context: string): string {
  return hmac(keyring().current, plain, context);
}

/** The lookup hashes of a secret under every key, for a search that still finds rows a rotation has not reached. */
export function lookupHashes(plain: string, context: string): string[] {
  return keyring()
    .keys()
    .map((key) => hmac(key, plain, context));
}

function hmac(key: Key, plain: string, context: string): string {
  return crypto.createHmac('sha256', key.lookupKey).update(`${context}\0${plain}`, 'utf8').digest('hex');
}
