import { Migration } from '@mikro-orm/migrations';

/**
 * The connection to a Plateforme Agréée (AFNOR XP Z12-013 Flow Service): one row of settings and
 * the log of every call made to the platform.
 *
 * `e_invoicing_settings` holds one row (id 1): the Flow Service and token URLs, the OAuth client,
 * whose secret is sealed (kernel/credentials/secret-box.ts) and journaled as a secret, and the
 * company's electronic address with its scheme. An empty field falls back to the environment
 * (PA_FLOW_URL, PA_TOKEN_URL, PA_CLIENT_ID, PA_CLIENT_SECRET).
 *
 * `e_invoicing_exchanges` records each HTTP call (method, path, status, duration, flow id, a French
 * error), never a token or a secret; it is read newest first, page by page, by Admins.
 */
export class Migration2026120200000000001_e_invoicing extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table e_invoicing_settings (
        id smallint primary key default 1 check (id = 1),
        flow_url text not null default '',
        token_url text not null default '',
        client_id text not null default '',
        client_secret text not null default '',
        address_scheme text not null default 'SIREN' check (address_scheme in ('SIREN', 'SIREN_SIRET', 'ROUTING_CODE')),
        electronic_address text not null default '',
        updated_at timestamptz not null default now()
      );
      select audit_allow_entity_type('e_invoicing_settings');
      select audit_attach('e_invoicing_settings', 'e_invoicing_settings', 'id', array['client_secret']::text[], array['updated_at']::text[]);

      create table e_invoicing_exchanges (
        id bigint generated always as identity primary key,
        at timestamptz not null default now(),
        method varchar(8) not null,
        path text not null,
        status integer,
        duration_ms integer not null check (duration_ms >= 0),
        flow_id text,
        error text
      );
      create index e_invoicing_exchanges_recent on e_invoicing_exchanges (at desc, id desc);
    `);
  }
}
