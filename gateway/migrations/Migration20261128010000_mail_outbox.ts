import { Migration } from '@mikro-orm/migrations';

/**
 * Outgoing mail. A message is a row of `mail_outbox`, written in the transaction of what sends it
 * (an invoice sent, a reminder, a test), with a pg-boss job on the `mail-outbox` queue naming it.
 * The worker that sends it holds the row's lock for the whole SMTP exchange and marks it `sent`
 * in the same transaction: a second replica handed the same job skips the locked row, and a
 * `sent` row is never sent again. A crash mid-send rolls the mark back: the job comes back and the
 * message goes again with the same Message-ID, which receivers use to drop a duplicate.
 *
 * A reminder level goes once per invoice: a unique index on (invoice, level) keeps it so, across
 * replicas and catch-ups. A message given up (`failed`) waits for an Admin to resend or dismiss it,
 * beside the Telegram dead letters. The journal follows the table without the attachments' bytes.
 * Clients gain an email address on the invoice (the address the invoice is sent to by default).
 */
export class Migration20261128010000_mail_outbox extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mail_outbox (
        id uuid primary key default gen_random_uuid(),
        message_id text not null constraint mail_outbox_message_id_unique unique,
        kind text not null check (kind in ('invoice', 'reminder', 'test')),
        invoice_id integer references invoices (id),
        reminder_level smallint check (reminder_level between 1 and 3),
        recipient text not null check (recipient <> ''),
        cc text not null default '',
        subject text not null check (subject !~ '[\\r\\n]'),
        body text not null,
        attachments jsonb not null default '[]'::jsonb,
        status text not null default 'queued' check (status in ('queued', 'sent', 'failed')),
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        created_by integer,
        sent_at timestamptz,
        resolved_at timestamptz,
        resolution varchar(16) check (resolution in ('resent', 'dismissed')),
        resolved_by integer references users (id) on delete set null,
        check ((kind = 'reminder') = (reminder_level is not null)),
        check (kind = 'test' or invoice_id is not null),
        check ((status = 'sent') = (sent_at is not null))
      );
      create unique index mail_outbox_reminder_once on mail_outbox (invoice_id, reminder_level) where kind = 'reminder';
      create index mail_outbox_invoice_index on mail_outbox (invoice_id, created_at desc) where invoice_id is not null;
      create index mail_outbox_failed_index on mail_outbox (created_at desc, id desc) where status = 'failed' and resolved_at is null;

      alter table audit_log drop constraint audit_log_entity_type_check;
      alter table audit_log add constraint audit_log_entity_type_check check (entity_type in (
        'user', 'employee', 'task', 'transaction', 'setting', 'invoice_settings', 'signup_token', 'invoice', 'notification',
        'supplier_invoice', 'stored_file', 'attachment', 'bank_account', 'bank_line', 'bank_rule',
        'accounting_settings', 'accounting_period', 'mail'));
      select audit_attach('mail_outbox', 'mail', 'id', array[]::text[], array['attachments', 'body', 'created_at', 'resolved_at', 'resolved_by', 'attempts', 'last_error']::text[]);

      alter table invoices add column client_email text check (client_email ~ '^[^\\s@<>",;]+@[^\\s@<>",;]+\\.[^\\s@<>",;]+$');

      select pgboss.create_queue('mail-outbox', '{"policy":"standard","retryLimit":8,"retryDelay":30,"retryBackoff":true,"expireInSeconds":300}'::json);
    `);
  }
}
