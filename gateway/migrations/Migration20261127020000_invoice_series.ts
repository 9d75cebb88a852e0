import { Migration } from '@mikro-orm/migrations';

/**
 * Every invoice and credit note takes the next number of its own series (docs/product.md
 * « Factures »; CGI annexe II art. 242 nonies A: one chronological series without gaps).
 *
 * - Numbers typed by hand used to be taken whenever free, the allocator skipping them later. The
 *   counters move past those already in a series (`F-2026-0050` typed while the counter was at
 *   11 puts it at 50): the numbers below them would now come after them in time, against the
 *   chronological order, and the allocator no longer has to skip anything. The rows themselves
 *   stay as they are, free-form numbers included.
 * - From now on the database refuses an invoice whose number is not its counter's current value
 *   (`F`/`A`, the issue date's year, the sequence padded to 4 digits): an insert must take its
 *   number from the counter in its own transaction, as `allocateNumber` does, whatever path the
 *   statement takes. With the unique number, a number is given once and in order.
 */
export class Migration20261127020000_invoice_series extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      insert into invoice_counters as c (kind, year, last_sequence)
      select case m[1] when 'F' then 'invoice' else 'credit_note' end, m[2]::integer, max(m[3]::integer)
        from invoices, regexp_match(number, '^([FA])-([0-9]{4})-([0-9]{4,9})$') as m
       where m is not null and m[2]::integer >= 1
         -- Only the canonical spelling can meet an allocated number (F-2026-00012 never will).
         and m[3] = lpad(m[3]::integer::text, greatest(4, length(m[3]::integer::text)), '0')
       group by 1, 2
      on conflict (kind, year) do update set last_sequence = greatest(c.last_sequence, excluded.last_sequence);
    `);
    this.addSql(`
      create function invoice_series_number(kind text, year integer, sequence integer) returns text language sql immutable as $$
        select case kind when 'invoice' then 'F' else 'A' end || '-' || year || '-' || lpad(sequence::text, greatest(4, length(sequence::text)), '0')
      $$;

      create function invoices_number_in_series() returns trigger language plpgsql as $$
      declare
        expected text;
      begin
        select invoice_series_number(c.kind, c.year, c.last_sequence) into expected
          from invoice_counters c where c.kind = new.kind and c.year = extract(year from new.issue_date)::integer;
        if expected is distinct from new.number then
          raise exception 'Le numéro % n''est pas le prochain de sa série : une facture prend le numéro de son compteur.', new.number
            using errcode = 'integrity_constraint_violation';
        end if;
        return new;
      end $$;

      create trigger invoices_number_in_series before insert on invoices
        for each row execute function invoices_number_in_series();
    `);
  }
}
