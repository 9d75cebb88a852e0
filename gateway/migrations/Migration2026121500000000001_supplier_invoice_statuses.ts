import { Migration } from '@mikro-orm/migrations';

/**
 * The buyer's lifecycle statuses about supplier invoices the platform delivered: approving one
 * sends « Approuvée » (205), refusing it « Refusée » (210) with the reason, as CDAR flows
 * (`SupplierInvoiceLC`). They are `Out` rows of `e_invoicing_statuses`, which now concern either an
 * issued invoice or a supplier invoice, never both; one status per supplier invoice, whatever
 * retries or replicas do.
 */
export class Migration2026121500000000001_supplier_invoice_statuses extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table e_invoicing_statuses
        alter column invoice_id drop not null,
        add column supplier_invoice_id integer references supplier_invoices (id),
        add constraint e_invoicing_statuses_concerns_one check (num_nonnulls(invoice_id, supplier_invoice_id) = 1),
        add constraint e_invoicing_statuses_supplier_out check (supplier_invoice_id is null or direction = 'Out');
      create unique index e_invoicing_statuses_supplier_sent_once on e_invoicing_statuses (supplier_invoice_id)
        where supplier_invoice_id is not null;
    `);
  }
}
