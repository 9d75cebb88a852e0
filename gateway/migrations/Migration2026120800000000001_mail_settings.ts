import { Migration } from '@mikro-orm/migrations';

/**
 * The outgoing mail server an Admin configures in Paramètres › « Courriel », used when SMTP_URL is
 * not set (the environment wins). One row (id 1); no row: no server configured here.
 *
 * `password` is sealed (kernel/credentials/secret-box.ts, context `mail_settings.password`), never
 * returned by the API, and reads '***' in the journal (entity `mail_settings`). No header value may
 * hold a line break: the sender and the user go into SMTP commands and headers.
 */
export class Migration2026120800000000001_mail_settings extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table mail_settings (
        id integer primary key check (id = 1),
        host text not null check (host <> '' and host !~ '[\\r\\n]'),
        port integer not null check (port between 1 and 65535),
        security text not null check (security in ('none', 'starttls', 'tls')),
        username text not null default '' check (username !~ '[\\r\\n]'),
        password text null,
        sender text not null check (sender <> '' and sender !~ '[\\r\\n]'),
        updated_at timestamptz not null default now()
      );
      select audit_allow_entity_type('mail_settings');
      select audit_attach('mail_settings', 'mail_settings', 'id', array['password'], array['updated_at']);
    `);
  }
}
