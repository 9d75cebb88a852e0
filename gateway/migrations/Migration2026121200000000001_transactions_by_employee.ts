import { Migration } from '@mikro-orm/migrations';

/**
 * An employee's page lists their linked transactions (`GET /api/financials?employee=…`) in any of the
 * list's orders. The related-employee index gains the id, so the default order (date, then id) is read
 * from it without a sort; two partial indexes over the linked rows serve the amount and creation orders.
 * The index keeps its name and its included amount, which the employee deletion (ON DELETE SET NULL) uses.
 */
export class Migration2026121200000000001_transactions_by_employee extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      drop index financial_transactions_related_employee_index;
      create index financial_transactions_related_employee_index
        on financial_transactions (related_employee_id, date, id) include (amount);
      create index financial_transactions_employee_amount_index
        on financial_transactions (related_employee_id, amount, id) where related_employee_id is not null;
      create index financial_transactions_employee_created_at_index
        on financial_transactions (related_employee_id, created_at, id) where related_employee_id is not null;
    `);
  }
}
