import { Migration } from '@mikro-orm/migrations';

/**
 * Sessions that can end (one row per signed-in token; deleting it ends that session), sign-up
 * tokens that expire, the per-address registration counter behind the registration throttle, and
 * a kind on the Telegram call counter so the verify call is limited too.
 */
export class Migration20261123000000_hardening extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table user_sessions (
        id uuid primary key,
        user_id integer not null references users (id) on delete cascade,
        created_at timestamptz not null default now(),
        expires_at timestamptz not null
      );
      create index user_sessions_user_id_index on user_sessions (user_id);
      create index user_sessions_expires_at_index on user_sessions (expires_at);

      alter table signup_tokens add column expires_at timestamptz null;
      update signup_tokens set expires_at = created_at + interval '7 days';
      alter table signup_tokens alter column expires_at set not null;

      create table registration_attempts (
        id bigint generated always as identity primary key,
        client_address varchar(64) not null,
        attempted_at timestamptz not null default now()
      );
      create index registration_attempts_client_address_attempted_at_index on registration_attempts (client_address, attempted_at);

      -- The Telegram verify call is limited like the test message, on the same counter.
      alter table telegram_test_messages add column kind varchar(10) not null default 'test' check (kind in ('test', 'verify'));
      drop index telegram_test_messages_user_id_sent_at_index;
      create index telegram_test_messages_user_id_kind_sent_at_index on telegram_test_messages (user_id, kind, sent_at);
    `);
  }
}
