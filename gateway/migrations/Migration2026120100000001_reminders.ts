import { Migration } from '@mikro-orm/migrations';

/**
 * Reminders (relances) of unpaid invoices.
 *
 * `invoice_reminder_levels` holds the schedule of the invoice settings, one row per level (1 to 3,
 * the levels `mail_outbox` accepts); a level never saved is at its default (domain/src/reminder-rules.ts),
 * as the invoice settings are. Its changes are journaled as `reminder_level`.
 *
 * A reminder is a `mail_outbox` row of kind `reminder`, at most one per (invoice, level) by the
 * unique index `mail_outbox_reminder_once`. A level the daily job passes over after a downtime
 * (it sends only the highest level due) is recorded as `skipped`, so it is never sent later either.
 */
export class Migration2026120100000001_reminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table invoice_reminder_levels (
        level smallint primary key check (level between 1 and 3),
        enabled boolean not null,
        days_after_due integer not null check (days_after_due between 1 and 365),
        subject text not null check (subject <> '' and subject !~ '[\\r\\n]'),
        body text not null check (body <> ''),
        updated_at timestamptz not null default now()
      );
      select audit_allow_entity_type('reminder_level');
      select audit_attach('invoice_reminder_levels', 'reminder_level', 'level', array[]::text[], array['updated_at']::text[]);

      alter table mail_outbox drop constraint mail_outbox_status_check;
      alter table mail_outbox add constraint mail_outbox_status_check check (status in ('queued', 'sent', 'failed', 'skipped'));
    `);
  }
}
