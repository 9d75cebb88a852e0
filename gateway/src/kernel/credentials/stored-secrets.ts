import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../config/config';
import { query } from '../database/sql';
import { Keyring, currentKeyId, knownKeyIds, lookupHash, open, seal, useSecretKeys } from './secret-box';
import { StartupError } from '../config/startup-error';
import { persistentSecret } from '../config/secrets';

/** Where each sealed value lives: its `context` (shared/secret-box.ts) binds it to that place. */
export const TOTP_SECRET_CONTEXT = 'users.totp_secret';
export const BOT_TOKEN_CONTEXT = 'settings.telegram_bot_token';
export const SIGNUP_TOKEN_CONTEXT = 'signup_tokens.token';
export const MAIL_PASSWORD_CONTEXT = 'mail_settings.password';
export const E_INVOICING_SECRET_CONTEXT = 'e_invoicing_settings.client_secret';
export const E_INVOICING_WEBHOOK_CONTEXT = 'e_invoicing_webhook.secret';

/** The file of DATA_DIR holding the key when SECRETS_KEY is not given (a local start). */
const KEY_FILE = 'secrets-key';

/** SECRETS_KEY (and SECRETS_KEY_PREVIOUS), or the key kept in DATA_DIR; made the process's keys. */
export async function loadSecretKeys(config: Config): Promise<void> {
  const current = config.secretsKey ?? (await persistentSecret(config.dataDir, KEY_FILE));
  useSecretKeys(new Keyring(current, config.secretsKeyPrevious));
}

interface SealedColumn {
  table: string;
  id: string;
  column: string;
  context: string;
  /** Which rows of the table hold a secret in `column`. */
  rows?: string;
  /** A column holding the value's lookup hash, computed again with it. */
  hashColumn?: string;
}

// Both TOTP columns share one context: the setup's confirmation moves the pending secret into
// totp_secret as it is, in SQL.
const SEALED_COLUMNS: SealedColumn[] = [
  { table: 'users', id: 'id', column: 'totp_secret', context: TOTP_SECRET_CONTEXT },
  { table: 'users', id: 'id', column: 'totp_pending_secret', context: TOTP_SECRET_CONTEXT },
  { table: 'settings', id: 'key', column: 'value', context: BOT_TOKEN_CONTEXT, rows: "key = 'telegram_bot_token'" },
  { table: 'signup_tokens', id: 'id', column: 'token', context: SIGNUP_TOKEN_CONTEXT, hashColumn: 'token_hash' },
  { table: 'mail_settings', id: 'id', column: 'password', context: MAIL_PASSWORD_CONTEXT },
  { table: 'e_invoicing_settings', id: 'id', column: 'client_secret', context: E_INVOICING_SECRET_CONTEXT },
  { table: 'e_invoicing_webhook', id: 'id', column: 'secret', context: E_INVOICING_WEBHOOK_CONTEXT },
];

export const UNKNOWN_KEY_MESSAGE =
  "Des secrets enregistrés sont chiffrés avec une autre clé que SECRETS_KEY : remettez l'ancienne clé dans SECRETS_KEY, ou dans SECRETS_KEY_PREVIOUS le temps d'une rotation (docs/deployment.md).";

/**
 * Stops the start when a stored value was sealed under a key the gateway does not hold (SECRETS_KEY
 * changed without SECRETS_KEY_PREVIOUS, another DATA_DIR): it would serve, then fail on each read.
 */
export async function assertSecretKeysKnown(em: EntityManager): Promise<void> {
  for (const place of SEALED_COLUMNS) {
    const [unknown] = await query(
      em,
      `select from ${place.table} where ${place.column} like 'v1:%' and split_part(${place.column}, ':', 2) <> all($1) limit 1`,
      [knownKeyIds()],
    );
    if (unknown) throw new StartupError(UNKNOWN_KEY_MESSAGE);
  }
}

/**
 * Seals every stored secret still in clear (written before secrets were sealed) in one
 * transaction, before the gateway serves; or, with `rotate`, also opens every value sealed under
 * a previous key and seals it again under the current one. Locked rows and conditions checked
 * again after the lock: replicas starting together, or a rotation run twice, change each value
 * once. Answers how many values were sealed.
 */
export async function sealStoredSecrets(em: EntityManager, { rotate = false } = {}): Promise<number> {
  return em.transactional(async (tx) => {
    let sealed = 0;
    for (const place of SEALED_COLUMNS) {
      const value = place.column;
      // A clear value never starts like a sealed one: tokens are base64url, TOTP secrets base32.
      const stale = rotate
        ? `(${value} not like 'v1:%' or split_part(${value}, ':', 2) <> $1)`
        : `${value} not like 'v1:%'`;
      const rows = await query<{ id: string; value: string }>(
        tx,
        `select ${place.id}::text as id, ${value} as value from ${place.table}
          where ${value} is not null and ${value} <> '' and ${stale}${place.rows ? ` and ${place.rows}` : ''}
          order by ${place.id} for update`,
        rotate ? [currentKeyId()] : [],
      );
      for (const row of rows) {
        const plain = row.value.startsWith('v1:') ? open(row.value, place.context) : row.value;
        const hash = place.hashColumn ? `, ${place.hashColumn} = $3` : '';
        const values = [
          row.id,
          seal(plain, place.context),
          ...(place.hashColumn ? [lookupHash(plain, place.context)] : []),
        ];
        await query(tx, `update ${place.table} set ${value} = $2${hash} where ${place.id}::text = $1`, values);
        sealed += 1;
      }
    }
    return sealed;
  });
}
