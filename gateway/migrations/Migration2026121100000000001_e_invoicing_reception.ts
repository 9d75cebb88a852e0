import { Migration } from '@mikro-orm/migrations';

/**
 * Supplier invoices delivered by the Plateforme Agréée (incoming `SupplierInvoice` flows).
 *
 * - `supplier_invoices.origin` says where the original came from: `upload` (« Dépôt », dropped on
 *   « Factures fournisseurs ») or `platform` (« Plateforme »); `flow_id` is the platform's flow,
 *   unique, so a flow is filed once whatever replays or replicas do.
 * - `e_invoicing_reception_cursor` is where the reading of incoming flows stands (the `updatedAt`
 *   of the last one read), apart from the lifecycle polling's cursor so each moves on its own; a
 *   round takes its row `for update skip locked`, one replica at a time.
 * - `e_invoicing_received_flows` keeps every incoming flow read and what became of it: filed (the
 *   record), a duplicate of an invoice already entered, or unreadable (the French reason), so none
 *   is lost silently and a flow read again is recognised.
 */
export class Migration2026121100000000001_e_invoicing_reception extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table supplier_invoices
        add column origin text not null default 'upload' check (origin in ('upload', 'platform')),
        add column flow_id text check (length(flow_id) between 1 and 200),
        add check (flow_id is null or origin = 'platform');
      create unique index supplier_invoices_flow_index on supplier_invoices (flow_id) where flow_id is not null;
      create index supplier_invoices_origin_list_index on supplier_invoices (origin, created_at desc, id desc);

      create table e_invoicing_reception_cursor (
        id smallint primary key default 1 check (id = 1),
        updated_after timestamptz not null default '1970-01-01T00:00:00Z',
        polled_at timestamptz
      );
      insert into e_invoicing_reception_cursor (id) values (1);

      create table e_invoicing_received_flows (
        flow_id text primary key check (length(flow_id) between 1 and 200),
        -- The clock, not the transaction's start: a round's flows keep the order they were read in.
        received_at timestamptz not null default clock_timestamp(),
        outcome text not null check (outcome in ('filed', 'duplicate', 'unreadable')),
        supplier_invoice_id integer references supplier_invoices (id) on delete set null,
        problem text,
        check ((outcome = 'filed') = (problem is null))
      );
      create index e_invoicing_received_flows_invoice_index on e_invoicing_received_flows (supplier_invoice_id)
        where supplier_invoice_id is not null;
    `);
  }
}
