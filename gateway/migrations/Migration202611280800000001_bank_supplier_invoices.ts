import { Migration } from '@mikro-orm/migrations';

/**
 * A debit line may be matched with an approved supplier invoice (docs/product.md « Banque »): the
 * line names the invoice it paid, as it names a customer invoice, and its transaction is the one the
 * supplier invoice's payment created. The invoice's row is never deleted while a line points at it.
 */
export class Migration202611280800000001_bank_supplier_invoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table bank_lines drop constraint bank_lines_match_kind_check;
      alter table bank_lines add constraint bank_lines_match_kind_check
        check (match_kind in ('invoice', 'transaction', 'create', 'rule', 'supplier_invoice'));
      alter table bank_lines add column supplier_invoice_id integer references supplier_invoices (id);
      alter table bank_lines add constraint bank_lines_supplier_invoice_check
        check (match_kind = 'supplier_invoice' or supplier_invoice_id is null);
      create index bank_lines_supplier_invoice_index on bank_lines (supplier_invoice_id) where supplier_invoice_id is not null;
    `);
  }
}
