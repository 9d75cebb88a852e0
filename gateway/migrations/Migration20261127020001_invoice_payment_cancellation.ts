import { Migration } from '@mikro-orm/migrations';

/**
 * Paid means paid (docs/product.md « Factures »): the revenue transaction of an invoice's payment
 * changes only through the invoice.
 *
 * - A transaction linked as an invoice's payment refuses UPDATE and DELETE, whoever sends them;
 *   only its employee link may change (deleting an employee unlinks its transactions). Its deletion
 *   no longer leaves the invoice « Payée » without its transaction, as the foreign key's SET NULL
 *   used to.
 * - « Annuler le paiement » is the one way back: in one transaction, the invoice is reset (paid
 *   date and transaction cleared, `payment_cancel_reason` set, which the journal records), then the
 *   transaction, no longer linked, is deleted. A deferred trigger checks at commit that a reset
 *   invoice's transaction is gone, so a reset cannot keep the money counted (nor let the invoice be
 *   paid twice). Nothing here reads a setting a session could switch on: the rule is the state of
 *   the rows themselves.
 * - The immutability trigger now lets the payment columns move only this way: recorded once
 *   (unpaid to paid, with its transaction, the last cancellation's reason cleared) or cancelled
 *   (paid to unpaid, with a reason). The rest of the invoice never changes.
 */
export class Migration20261127020001_invoice_payment_cancellation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table invoices add column payment_cancel_reason text check (payment_cancel_reason <> '');

      create or replace function invoices_keep_issued() returns trigger language plpgsql as $$
      declare
        payment text[] := array['paid_at', 'payment_transaction_id', 'payment_cancel_reason'];
      begin
        if tg_op = 'DELETE' then
          raise exception 'Une facture émise ne peut pas être supprimée : établissez un avoir.' using errcode = 'integrity_constraint_violation';
        end if;
        if (to_jsonb(new) - payment) is not distinct from (to_jsonb(old) - payment) and (
             -- Nothing of the payment changes.
             (new.paid_at is not distinct from old.paid_at and new.payment_transaction_id is not distinct from old.payment_transaction_id
              and new.payment_cancel_reason is not distinct from old.payment_cancel_reason)
             -- The payment is recorded, with its transaction.
             or (old.paid_at is null and new.paid_at is not null and new.payment_transaction_id is not null and new.payment_cancel_reason is null)
             -- The payment is cancelled, with its reason (invoices_payment_cancel_complete checks its transaction is gone).
             or (old.paid_at is not null and new.paid_at is null and new.payment_transaction_id is null and new.payment_cancel_reason is not null)) then
          return new;
        end if;
        raise exception 'Une facture émise ne peut plus être modifiée : établissez un avoir.' using errcode = 'integrity_constraint_violation';
      end $$;

      create function invoices_payment_cancel_complete() returns trigger language plpgsql as $$
      begin
        if exists (select from financial_transactions where id = old.payment_transaction_id) then
          raise exception 'Le paiement de la facture % est annulé avec sa transaction de revenu : supprimez-la dans la même transaction.', old.number
            using errcode = 'integrity_constraint_violation';
        end if;
        return null;
      end $$;

      create constraint trigger invoices_payment_cancel_complete after update on invoices
        deferrable initially deferred for each row
        when (old.payment_transaction_id is not null and new.payment_transaction_id is null)
        execute function invoices_payment_cancel_complete();

      create function payment_transactions_keep() returns trigger language plpgsql as $$
      declare
        invoice_number text;
      begin
        select number into invoice_number from invoices where payment_transaction_id = old.id;
        if invoice_number is null or (tg_op = 'UPDATE' and (to_jsonb(new) - 'related_employee_id') = (to_jsonb(old) - 'related_employee_id')) then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Cette transaction est le paiement de la facture % : annulez le paiement depuis la facture.', invoice_number
          using errcode = 'integrity_constraint_violation';
      end $$;

      create trigger payment_transactions_keep before update or delete on financial_transactions
        for each row execute function payment_transactions_keep();
    `);
  }
}
