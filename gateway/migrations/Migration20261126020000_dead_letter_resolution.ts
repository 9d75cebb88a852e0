import { Migration } from '@mikro-orm/migrations';

/**
 * Dead letters an Admin settles from Paramètres: sent again or dismissed, by whom and when. The
 * journal follows the table (audit_attach, Migration20261126000000_audit_log): a resolution shows as
 * an `update` row `{resolution: [null, 'resent']}` naming the Admin. `resolved_at` and `resolved_by`
 * repeat what the journal row holds itself (its time and actor), and `created_at` is the row's own
 * time: they stay out of it.
 */
export class Migration20261126020000_dead_letter_resolution extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table notification_dead_letters
        add column resolved_at timestamptz null,
        add column resolution varchar(16) null,
        add column resolved_by integer null references users (id) on delete set null,
        add constraint notification_dead_letters_resolution_check check (resolution in ('resent', 'dismissed')),
        add constraint notification_dead_letters_resolved_check check ((resolution is null) = (resolved_at is null));
      -- The screen lists the unresolved letters, newest first.
      create index notification_dead_letters_unresolved_index on notification_dead_letters (created_at desc, job_id desc) where resolved_at is null;
      select audit_attach('notification_dead_letters', 'notification', 'job_id', array[]::text[], array['created_at', 'resolved_at', 'resolved_by']::text[]);
    `);
  }
}
