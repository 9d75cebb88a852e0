import { Migration } from '@mikro-orm/migrations';

/**
 * Two-factor sign-in (TOTP, RFC 6238). A user's secret is written by the setup
 * (`totp_pending_secret`) and moves to `totp_secret` once a first code proves the authenticator
 * holds it; `totp_last_step` is the time step of the last code accepted, so a code is never
 * accepted twice. Recovery codes and the sign-in challenges between the two steps are stored
 * hashed only: what the database holds cannot sign anyone in.
 */
export class Migration20261126010000_two_factor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table users
        add column totp_secret text null,
        add column totp_pending_secret text null,
        add column totp_enabled_at timestamptz null,
        add column totp_last_step bigint null,
        add constraint users_totp_enabled_check check ((totp_enabled_at is null) = (totp_secret is null));

      create table user_recovery_codes (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        code_hash text not null,
        used_at timestamptz null,
        unique (user_id, code_hash)
      );

      create table mfa_challenges (
        id bigint generated always as identity primary key,
        token_hash text not null unique,
        user_id integer not null references users (id) on delete cascade,
        expires_at timestamptz not null
      );
      create index mfa_challenges_user_id_index on mfa_challenges (user_id);
      create index mfa_challenges_expires_at_index on mfa_challenges (expires_at);
    `);
  }
}
