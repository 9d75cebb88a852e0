import type { EntityManager } from '@mikro-orm/postgresql';
import { type InvoiceKind, invoiceMessages, seriesNumber } from '@pilotage/domain';
import { query } from '../database/sql';
import { badInput } from '../shared/errors';

/**
 * Numbers without gaps or duplicates (docs/product.md « Factures »). Each series (kind, year) has
 * its counter row in `invoice_counters`; the issuing transaction takes the next number with an
 * upsert, which locks the row until that transaction ends: concurrent issuers of a series queue
 * there, one at a time, and a rollback leaves the counter where it was, so no number is lost.
 * `max(number) + 1` could give two issuers the same number.
 */

const numberTaken = async (em: EntityManager, number: string): Promise<boolean> =>
  (await query(em, 'select 1 from invoices where number = $1', [number])).length > 0;

/** The next number of the series, locked to the calling transaction; one typed by hand earlier is skipped. */
export async function allocateNumber(em: EntityManager, kind: InvoiceKind, year: number): Promise<string> {
  for (;;) {
    const [{ sequence }] = await query<{ sequence: number }>(
      em,
      `insert into invoice_counters as c (kind, year, last_sequence) values ($1, $2, 1)
         on conflict (kind, year) do update set last_sequence = c.last_sequence + 1
       returning c.last_sequence as sequence`,
      [kind, year],
    );
    const number = seriesNumber(kind, year, sequence);
    if (!(await numberTaken(em, number))) return number;
  }
}

/**
 * Queues the calling transaction behind the other issuers of the series without taking a number
 * (for a number typed by hand), so that its checks see their invoices.
 */
export async function lockSeries(em: EntityManager, kind: InvoiceKind, year: number): Promise<void> {
  await query(
    em,
    `insert into invoice_counters as c (kind, year, last_sequence) values ($1, $2, 0)
       on conflict (kind, year) do update set last_sequence = c.last_sequence`,
    [kind, year],
  );
}

/** Whether `number` is free; a number typed by hand must be. */
export const isNumberFree = async (em: EntityManager, number: string): Promise<boolean> => !(await numberTaken(em, number));

/** The number the next issue of the series would take, if nothing else is issued first (nothing reserved). */
export async function previewNumber(em: EntityManager, kind: InvoiceKind, year: number): Promise<string> {
  const [row] = await query<{ last: number }>(em, 'select last_sequence as last from invoice_counters where kind = $1 and year = $2', [kind, year]);
  for (let sequence = (row?.last ?? 0) + 1; ; sequence += 1) {
    const number = seriesNumber(kind, year, sequence);
    if (!(await numberTaken(em, number))) return number;
  }
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
  if (last && issueDate < last.issueDate) throw badInput(invoiceMessages.issueDateBeforeLast(last.number, last.issueDate));
}
