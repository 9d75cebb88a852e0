import { Migration } from '@mikro-orm/migrations';

/**
 * Every update or deletion of a transaction asks whether it is an invoice's payment
 * (`payment_transactions_keep`): an index answers it without reading the invoices, so unlinking
 * an employee's thousands of transactions stays one index probe each.
 */
export class Migration20261127040000_invoice_payment_index extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create index invoices_payment_transaction_id_idx on invoices (payment_transaction_id) where payment_transaction_id is not null;`,
    );
  }
}
