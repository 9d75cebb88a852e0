import { Migration } from '@mikro-orm/migrations';
import { bossConstructionSql } from '../src/notifications/queue';

/**
 * Telegram notifications: the durable job queue (pg-boss's schema, at the version installed when
 * this first runs; pg-boss migrates its own schema on later upgrades), the dead letters, the per-chat
 * send pacing shared by every replica, and the test-message counter behind the 5-a-minute limit.
 */
export class Migration20261122010000_notifications extends Migration {
  override async up(): Promise<void> {
    this.addSql(bossConstructionSql());
    this.addSql(`
      create table notification_dead_letters (
        job_id uuid primary key,
        kind varchar(40) not null,
        chat_id varchar(64) not null,
        text text not null,
        error text not null,
        attempts integer not null,
        created_at timestamptz not null default now()
      );
      create index notification_dead_letters_created_at_index on notification_dead_letters (created_at desc);

      create table telegram_chat_pacing (
        chat_id varchar(64) primary key,
        next_send_at timestamptz not null
      );

      create table telegram_test_messages (
        id bigint generated always as identity primary key,
        user_id integer not null references users (id) on delete cascade,
        sent_at timestamptz not null default now()
      );
      create index telegram_test_messages_user_id_sent_at_index on telegram_test_messages (user_id, sent_at);
    `);
  }
}
