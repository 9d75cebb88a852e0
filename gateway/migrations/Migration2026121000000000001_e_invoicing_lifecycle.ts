import { Migration } from '@mikro-orm/migrations';

/**
 * The lifecycle of invoices on the e-invoicing network (CDAR flows, `CustomerInvoiceLC`).
 *
 * `e_invoicing_statuses` holds every lifecycle status of an invoice, received (`In`: the client's
 * « Refusée », the platform's « Déposée »…, one row per flow, so a flow read twice, by polling and
 * by webhook, applies once) or sent (`Out`: « Encaissée » when a payment is recorded, written in the
 * payment's transaction with its tracking id, then posted by the e-invoicing queue; one per invoice
 * and code). Rows are journaled.
 *
 * `e_invoicing_webhook` keeps the per-installation secret the platform's callbacks must carry,
 * sealed (kernel/credentials/secret-box.ts); `e_invoicing_webhook_failures` counts wrong secrets
 * per client address, to slow down guessing.
 */
export class Migration2026121000000000001_e_invoicing_lifecycle extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table e_invoicing_statuses (
        id bigint generated always as identity primary key,
        invoice_id integer not null references invoices (id),
        direction text not null check (direction in ('In', 'Out')),
        status_code integer not null check (status_code between 1 and 999),
        state text not null check (state in ('received', 'pending', 'sent')),
        flow_id text,
        tracking_id text constraint e_invoicing_statuses_tracking_unique unique check (length(tracking_id) <= 36),
        reason_code text,
        reason text,
        amount_cents bigint,
        status_date date,
        attempts integer not null default 0,
        last_error text,
        created_at timestamptz not null default now(),
        updated_at timestamptz not null default now(),
        check ((direction = 'In') = (state = 'received')),
        check (direction = 'Out' or flow_id is not null),
        check (direction = 'In' or tracking_id is not null)
      );
      create unique index e_invoicing_statuses_flow_once on e_invoicing_statuses (flow_id, invoice_id, status_code) where direction = 'In';
      create unique index e_invoicing_statuses_sent_once on e_invoicing_statuses (invoice_id, status_code) where direction = 'Out';
      create index e_invoicing_statuses_invoice on e_invoicing_statuses (invoice_id, id);
      select audit_allow_entity_type('e_invoicing_status');
      select audit_attach('e_invoicing_statuses', 'e_invoicing_status', 'id', array[]::text[], array['updated_at', 'attempts']::text[]);

      create table e_invoicing_webhook (
        id smallint primary key default 1 check (id = 1),
        secret text not null,
        created_at timestamptz not null default now()
      );

      create table e_invoicing_webhook_failures (
        id bigint generated always as identity primary key,
        client_address text not null,
        attempted_at timestamptz not null default now()
      );
      create index e_invoicing_webhook_failures_recent on e_invoicing_webhook_failures (client_address, attempted_at);
    `);
  }
}
