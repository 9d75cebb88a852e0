import { Migration } from '@mikro-orm/migrations';

/**
 * Where each Telegram notification's send stands, written in its own committed transaction around
 * the Bot API call: `sending` before it, `sent` after. Telegram's sendMessage has no idempotency
 * key, so a job taken up again after its worker died reads this row instead of sending blindly: a
 * `sent` one is only completed, a `sending` one (outcome unknown) becomes a visible dead letter
 * rather than a possible second message. The row is deleted once the job is completed.
 */
export class Migration2026121300000000001_telegram_sends extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table telegram_sends (
        job_id uuid primary key,
        state varchar(8) not null default 'sending' check (state in ('sending', 'sent')),
        started_at timestamptz not null default now(),
        sent_at timestamptz,
        check ((state = 'sent') = (sent_at is not null))
      );
    `);
  }
}
