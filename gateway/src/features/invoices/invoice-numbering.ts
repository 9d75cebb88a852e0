import type { EntityManager } from '@mikro-orm/postgresql';
import { type InvoiceKind, invoiceMessages, seriesNumber } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';
import { badInput, conflict } from '../../kernel/helpers/errors';

/**
 * Numbers without gaps or duplicates, in chronological order (CGI annexe II art. 242 nonies A;
 * docs/product.md « Factures »). Each series (kind, year) has its counter row in
 * `invoice_counters`; the issuing transaction takes the next number with an upsert, which locks
 * the row until that transaction ends: concurrent issuers of a series queue there, one at a time,
 * and a rollback leaves the counter where it was, so no number is lost. `max(number) + 1` could
 * give two issuers the same number. Every issue takes the counter's number (a trigger refuses any
 * other, Migration20261127020000_invoice_series), so none is ever ahead of the counter.
 */

/** The next number of the series, locked to the calling transaction. */
export async function allocateNumber(em: EntityManager, kind: InvoiceKind, year: number): Promise<string> {
  const [{ sequence }] = await query<{ sequence: number }>(
    em,
    `insert into invoice_counters as c (kind, year, last_sequence) values ($1, $2, 1)
       on conflict (kind, year) do update set last_sequence = c.last_sequence + 1
     returning c.last_sequence as sequence`,
    [kind, year],
  );
  return seriesNumber(kind, year, sequence);
}

/**
 * The number of an issue: the next of its series. A number typed by hand is taken only when it is
 * exactly that one (the generator prefills it); any other is a 409 naming the number the issue
 * would get, so the client can offer it. Allocated before the check, in the issuing transaction,
 * so the number named is the one a retry gets unless another issue comes first.
 */
export async function numberInSeries(
  em: EntityManager,
  kind: InvoiceKind,
  year: number,
  typed: string | null,
): Promise<string> {
  const next = await allocateNumber(em, kind, year);
  if (typed !== null && typed !== next) throw conflict(invoiceMessages.numberOutOfSeries(next), { nextNumber: next });
  return next;
}

/** The number the next issue of the series would take, if nothing else is issued first (nothing reserved). */
export async function previewNumber(em: EntityManager, kind: InvoiceKind, year: number): Promise<string> {
  const [row] = await query<{ last: number }>(
    em,
    'select last_sequence as last from invoice_counters where kind = $1 and year = $2',
    [kind, year],
  );
  return seriesNumber(kind, year, (row?.last ?? 0) + 1);
}

/**
 * Invoices of a kind are issued in date order (CGI annexe II art. 242 nonies A: a chronological
 * series): none may be dated before the last one. Run once the series is locked.
 */
export async function checkChronology(em: EntityManager, kind: InvoiceKind, issueDate: string): Promise<void> {
  const [last] = await query<{ number: string; issueDate: string }>(
    em,
    'select number, issue_date::text as "issueDate" from invoices where kind = $1 order by issue_date desc, id desc limit 1',
    [kind],
  );
  if (last && issueDate < last.issueDate)
    throw badInput(invoiceMessages.issueDateBeforeLast(last.number, last.issueDate));
}
