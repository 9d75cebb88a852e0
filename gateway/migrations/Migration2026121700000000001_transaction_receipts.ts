import { Migration } from '@mikro-orm/migrations';

// The totals' upserts as Migration20261124000000_counts and Migration202611280500000001_financial_period_totals
// wrote them (a migration imports nothing that may change): the trigger functions below keep them as they were.
const addMoneyTotals = (changes: string) => `
  with d as (
    select date, employee_id, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (${changes}) s (date, employee_id, amount, n)
     group by date, employee_id
  ), days as (
    insert into financial_day_totals as t (date, revenue, expenses, transactions)
    select date, sum(revenue), sum(expenses), sum(n) from d
     group by date
    having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
     order by date
        on conflict (date) do update
       set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions
  )
  insert into financial_employee_day_totals as t (employee_id, date, revenue, expenses, transactions)
  select employee_id, date, revenue, expenses, n from d
   where employee_id is not null and (n <> 0 or revenue <> 0 or expenses <> 0)
   order by employee_id, date
      on conflict (employee_id, date) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions`;

const removeZeroRows = (table: string, zero: string) =>
  `delete from ${table} where ctid = any (array(select ctid from ${table} where ${zero} for update skip locked))`;

const addPeriodTotals = (changes: string) => `
  with d as (
    select date, sum(n)::int as n, sum(n * greatest(amount, 0)) as revenue, sum(n * greatest(-amount, 0)) as expenses
      from (${changes}) s (date, amount, n)
     group by date
  )
  insert into financial_period_totals as t (period, bucket, revenue, expenses, transactions)
  select period, bucket, sum(revenue), sum(expenses), sum(n)
    from (select 'month' as period, date_trunc('month', date::timestamp)::date as bucket, revenue, expenses, n from d
          union all
          select 'year', date_trunc('year', date::timestamp)::date, revenue, expenses, n from d) levels
   group by period, bucket
  having sum(n) <> 0 or sum(revenue) <> 0 or sum(expenses) <> 0
   order by period collate "C", bucket
      on conflict (period, bucket) do update
     set revenue = t.revenue + excluded.revenue, expenses = t.expenses + excluded.expenses, transactions = t.transactions + excluded.transactions`;

const removeZeroPeriodRows = `delete from financial_period_totals
   where ctid = any (array(select ctid from financial_period_totals where transactions = 0 for update skip locked))`;

/** The columns of a transaction that hold its receipt: no rule, total or journal line of the transaction reads them. */
const RECEIPT_COLUMNS = ['receipt_file_id', 'receipt_attached_at'];
const sqlArray = (columns: string[]) => `array[${columns.map((column) => `'${column}'`).join(', ')}]`;

/**
 * Whether an UPDATE statement left the counted columns as they were (the same rows, in any order:
 * equal multisets add nothing), so that the totals are neither read nor written.
 */
const countedUnchanged = (counted: string) =>
  `not exists (select ${counted} from new_rows except all select ${counted} from old_rows)`;

/**
 * The rule that keeps an invoice's (or a supplier invoice's) payment transaction as it was, but for its
 * employee link and its receipt: `invoice` names the kind of invoice in the refusal.
 */
const keepPayment = (
  name: string,
  variable: string,
  select: string,
  table: string,
  invoice: string,
) => `create or replace function ${name}() returns trigger language plpgsql as $$
      declare
        ${variable} text;
        free text[] := ${sqlArray(['related_employee_id', ...RECEIPT_COLUMNS])};
      begin
        ${select} into ${variable} from ${table} where payment_transaction_id = old.id;
        if ${variable} is null or (tg_op = 'UPDATE' and (to_jsonb(new) - free) = (to_jsonb(old) - free)) then
          return case when tg_op = 'DELETE' then old else new end;
        end if;
        raise exception 'Cette transaction est le paiement de la ${invoice} % : annulez le paiement depuis la ${invoice}.', ${variable}
          using errcode = 'integrity_constraint_violation';
      end $$`;

/** Journals `changes` — (transaction id, file before, file after) — as the « Justificatif » lines of those transactions. */
const journalReceipts = (changes: string) => `
  insert into audit_log (actor_id, actor_username, ip, action, entity_type, entity_id, changes)
  select who, who_name, address, case when before is null then 'create' when after is null then 'delete' else 'update' end,
         'attachment', id::text, jsonb_build_object('file_id', jsonb_build_array(before, after))
    from (${changes}) changed (id, before, after)
   order by id`;

/**
 * A transaction's receipt is part of its own row (`receipt_file_id`, `receipt_attached_at`), no longer a row of
 * `transaction_attachments` apart: the transaction list then says whether a receipt is attached without opening a
 * second relation on every page (its locks and executor set-up cost PostgreSQL more per page than the rows do).
 *
 * - Every link moves, with the time it was made; the old table goes. The move itself is no change a user made:
 *   the table's own triggers stay silent while it is copied (nothing to journal, count, announce or refuse).
 * - The file stays referenced as before: `stored_files` rows are never changed, and one attached to a
 *   transaction cannot be deleted (no action on delete, as before); a partial index serves that check.
 * - The payment transaction of an invoice or a supplier invoice still takes a receipt: the rules that keep
 *   such a transaction as it was (payment_transactions_keep, supplier_payment_transactions_keep) leave the
 *   receipt columns out of their comparison, as they leave out the employee link.
 * - The day, month and year totals (whose triggers cannot take a column list: they read transition tables)
 *   return at once from an UPDATE that changes no date, amount or employee link, such as a receipt attached.
 * - The journal reads as before: the transaction's own lines leave the receipt columns out, and the
 *   « Justificatif » lines (entity `attachment`, the transaction's id, `file_id` before and after) are written
 *   when the receipt is attached, replaced or removed with its transaction, as the old table's triggers did.
 *   The live screens now hear of an attached receipt (a change of the transaction row).
 */
export class Migration2026121700000000001_transaction_receipts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      alter table financial_transactions
        add column receipt_file_id integer references stored_files (id),
        add column receipt_attached_at timestamptz,
        add constraint financial_transactions_receipt_check check ((receipt_file_id is null) = (receipt_attached_at is null));
      create index financial_transactions_receipt_file_index on financial_transactions (receipt_file_id) where receipt_file_id is not null;

      alter table financial_transactions disable trigger user;
      update financial_transactions f set receipt_file_id = a.file_id, receipt_attached_at = a.created_at
        from transaction_attachments a where a.transaction_id = f.id;
      alter table financial_transactions enable trigger user;
      drop table transaction_attachments;

      ${keepPayment('payment_transactions_keep', 'invoice_number', 'select number', 'invoices', 'facture')};

      ${keepPayment('supplier_payment_transactions_keep', 'supplier_reference', 'select reference', 'supplier_invoices', 'facture fournisseur')};

      create or replace function financial_totals_track() returns trigger language plpgsql set work_mem = '64MB' as $$
      begin
        if tg_op = 'INSERT' then
          ${addMoneyTotals('select date, related_employee_id, amount, 1 from new_rows')};
          return null;
        elsif tg_op = 'DELETE' then
          ${addMoneyTotals('select date, related_employee_id, amount, -1 from old_rows')};
        else
          -- An update that moves no date, amount or employee (a receipt attached) adds nothing: no total read or locked.
          if ${countedUnchanged('date, related_employee_id, amount')} then
            return null;
          end if;
          ${addMoneyTotals('select date, related_employee_id, amount, 1 from new_rows union all select date, related_employee_id, amount, -1 from old_rows')};
        end if;
        ${removeZeroRows('financial_day_totals', 'transactions = 0')};
        ${removeZeroRows('financial_employee_day_totals', 'transactions = 0')};
        return null;
      end $$;

      create or replace function financial_period_totals_track() returns trigger language plpgsql set work_mem = '64MB' as $$
      begin
        if tg_op = 'INSERT' then
          ${addPeriodTotals('select date, amount, 1 from new_rows')};
          return null;
        elsif tg_op = 'DELETE' then
          ${addPeriodTotals('select date, amount, -1 from old_rows')};
        else
          if ${countedUnchanged('date, amount')} then
            return null;
          end if;
          ${addPeriodTotals('select date, amount, 1 from new_rows union all select date, amount, -1 from old_rows')};
        end if;
        ${removeZeroPeriodRows};
        return null;
      end $$;

      drop trigger financial_transactions_audit_insert on financial_transactions;
      drop trigger financial_transactions_audit_update on financial_transactions;
      drop trigger financial_transactions_audit_delete on financial_transactions;
      select audit_attach('financial_transactions', 'transaction', 'id', array[]::text[], ${sqlArray(['created_at', ...RECEIPT_COLUMNS])});

      -- The « Justificatif » lines, as transaction_attachments' audit triggers wrote them: the file linked before and after.
      create function transaction_receipt_audit() returns trigger language plpgsql as $$
      declare
        who integer := nullif(current_setting('pilotage.actor_id', true), '')::integer;
        who_name text := nullif(current_setting('pilotage.actor_username', true), '');
        address text := nullif(current_setting('pilotage.client_address', true), '');
      begin
        -- Each event has its own transition tables only.
        if tg_op = 'INSERT' then
          ${journalReceipts('select id, null::integer, receipt_file_id from new_rows where receipt_file_id is not null')};
        elsif tg_op = 'DELETE' then
          ${journalReceipts('select id, receipt_file_id, null::integer from old_rows where receipt_file_id is not null')};
        else
          ${journalReceipts(`select n.id, o.receipt_file_id, n.receipt_file_id from new_rows n join old_rows o on o.id = n.id
                              where n.receipt_file_id is distinct from o.receipt_file_id`)};
        end if;
        return null;
      end $$;
      create trigger financial_transactions_receipt_audit_insert after insert on financial_transactions
        referencing new table as new_rows for each statement execute function transaction_receipt_audit();
      create trigger financial_transactions_receipt_audit_update after update on financial_transactions
        referencing old table as old_rows new table as new_rows for each statement execute function transaction_receipt_audit();
      create trigger financial_transactions_receipt_audit_delete after delete on financial_transactions
        referencing old table as old_rows for each statement execute function transaction_receipt_audit();
    `);
  }
}
