import { Migration } from '@mikro-orm/migrations';

/**
 * Secrets at rest (docs/architecture.md, « Secrets chiffrés »). The TOTP secrets, the Telegram bot
 * token and the sign-up tokens are sealed by the gateway (AES-256-GCM under SECRETS_KEY,
 * shared/secret-box.ts); a migration cannot hold that key, so the values stored in clear before
 * are sealed by the gateway at its next start, before it serves (secrets/stored-secrets.ts).
 *
 * - A sealed sign-up token differs at each sealing, so the token is no longer unique nor searched
 *   by value: `token_hash`, an HMAC-SHA-256 of the token under a key derived from SECRETS_KEY, finds
 *   it (null until the start seals the clear ones).
 * - The journal shows `token` as '***' as before, and never the hash (bookkeeping, like created_at).
 */
export class Migration20261127030000_secrets_at_rest extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table signup_tokens
        drop constraint signup_tokens_token_key,
        alter column token type text,
        add column token_hash text null;
      create unique index signup_tokens_token_hash_unique on signup_tokens (token_hash);

      drop trigger signup_tokens_audit_insert on signup_tokens;
      drop trigger signup_tokens_audit_update on signup_tokens;
      drop trigger signup_tokens_audit_delete on signup_tokens;
      select audit_attach('signup_tokens', 'signup_token', 'id', array['token'], array['created_at', 'token_hash']);
    `);
  }
}
