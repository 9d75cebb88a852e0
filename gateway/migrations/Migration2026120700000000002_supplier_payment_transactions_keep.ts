import { Migration } from '@mikro-orm/migrations';

/**
 * A supplier invoice's payment transaction changes only through the supplier invoice (« Annuler le
 * paiement »): deleted or edited from Finances, it would leave the invoice « Payée » without its
 * expense, or with another amount. The gateway refuses it with a French message; the database
 * refuses it too, as it does for a customer invoice's payment (payment_transactions_keep). The
 * cancellation clears the link first, then deletes the transaction, which passes.
 */
export class Migration2026120700000000002_supplier_payment_transactions_keep extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create function supplier_payment_transactions_keep() returns trigger language plpgsql as $$
      declare
        supplier_reference text;
      begin
        select reference into supplier_reference from supplier_invoices where payment_transaction_id = old.id;
        if supplier_reference is null or (tg_op = 'UPDATE' and (to_jsonb(new) - 'related_employee_id') = (to_jsonb(old) - 'related_employee_id')) then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Cette transaction est le paiement de la facture fournisseur % : annulez le paiement depuis la facture fournisseur.', supplier_reference
          using errcode = 'integrity_constraint_violation';
      end $$;

      create trigger supplier_payment_transactions_keep before update or delete on financial_transactions
        for each row execute function supplier_payment_transactions_keep();
    `);
  }
}
