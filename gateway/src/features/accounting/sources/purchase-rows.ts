import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '@pilotage/domain';
import { query } from '../../../kernel/database/sql';
import type { Chart } from '../chart';
import { type AuxAccount, type DerivedLine, auxNumber } from './entry-source';

/** What the purchase entries read of an approved (or paid) supplier invoice or credit note. */
export interface PurchaseRow {
  id: number;
  reference: string;
  number: string | null;
  kind: 'invoice' | 'credit_note';
  supplierName: string;
  supplierSiren: string | null;
  /** Its issue date, or the day it was received when the document gave none (a receipt). */
  date: string;
  category: string;
  totalCents: number;
  vatTotalCents: number | null;
  /** As read from the document, in euros: a rate, its base and its VAT, each possibly unknown. */
  vat: { rate: number | null; base: number | null; amount: number | null }[];
  paidAt: string | null;
  /** The payment's transaction amount (unsigned), when it still exists. */
  paymentCents: number | null;
}

/** Every supplier document an approval made an expense of, dated up to `upTo`. */
export async function selectPurchases(em: EntityManager, upTo: string): Promise<PurchaseRow[]> {
  return query<PurchaseRow>(
    em,
    `select s.id, s.reference, s.number, s.kind, s.supplier_name as "supplierName", s.supplier_siren as "supplierSiren",
            coalesce(s.issue_date, s.created_at::date)::text as date, s.category,
            abs(s.total * 100)::float8 as "totalCents", abs(s.vat_total * 100)::float8 as "vatTotalCents",
            s.vat_breakdown as vat, s.paid_at::text as "paidAt", abs(t.amount * 100)::float8 as "paymentCents"
       from supplier_invoices s left join financial_transactions t on t.id = s.payment_transaction_id
      where s.status in ('Approuvée', 'Payée') and s.total is not null and s.total <> 0
        and coalesce(s.issue_date, s.created_at::date) <= $1::date
      order by 7, s.id`,
    [upTo],
  );
}

/** A supplier's auxiliary account: `F` and its SIREN, else its name compacted, as a client's. */
export function supplierAux(row: Pick<PurchaseRow, 'supplierName' | 'supplierSiren'>): AuxAccount {
  return {
    number: row.supplierSiren ? `F${row.supplierSiren}` : auxNumber('F', row.supplierName),
    label: row.supplierName.trim(),
  };
}

/** The lettering group of a supplier invoice: its 401 line and its payment's. */
export const supplierLetterKey = (supplierInvoiceId: number) => `supplier_invoice:${supplierInvoiceId}`;

/** The expense account of the category chosen at approval (« Autre Dépense » when none was). */
export function purchaseAccount(chart: Chart, category: string): Account {
  return chart.categories.get(category || 'Autre Dépense') ?? chart.categories.get('Autre Dépense')!;
}

const toCents = (euros: number | null) =>
  euros === null || !Number.isFinite(euros) ? null : Math.round(Math.abs(euros) * 100);

/**
 * The HT and VAT amounts of a purchase, per rate when the document's breakdown adds up to its
 * total; otherwise the VAT it states (per rate, or its total) and the rest HT in one amount. Always
 * balanced with the total, whatever the document said.
 */
export function purchaseAmounts(row: PurchaseRow): { bases: number[]; vats: number[] } {
  const stated = row.vat.map((entry) => ({ base: toCents(entry.base), vat: toCents(entry.amount) }));
  let vats = stated.map((entry) => entry.vat ?? 0).filter((vat) => vat > 0);
  if (vats.length === 0 && row.vatTotalCents) vats = [row.vatTotalCents];
  const vatSum = vats.reduce((sum, vat) => sum + vat, 0);
  if (vatSum >= row.totalCents) return { bases: [row.totalCents], vats: [] };
  const bases = stated.map((entry) => entry.base);
  const perRate =
    bases.length > 0 &&
    bases.every((base) => base !== null) &&
    stated.every((entry) => entry.vat !== null) &&
    bases.reduce((sum: number, base) => sum + base!, 0) + vatSum === row.totalCents;
  return { bases: perRate ? (bases as number[]) : [row.totalCents - vatSum], vats };
}

/**
 * The lines of a purchase: its expense account (HT) and the deductible VAT (44566, one line per
 * rate) on one side, the supplier (401, TTC) on the other. `sign` 1 for an invoice (expense debited,
 * supplier credited), -1 for a credit note (the reverse).
 */
export function purchaseLines(chart: Chart, row: PurchaseRow, sign: 1 | -1): DerivedLine[] {
  const side = (cents: number, debit: boolean) =>
    debit === (sign === 1) ? { debitCents: cents, creditCents: 0 } : { debitCents: 0, creditCents: cents };
  const { bases, vats } = purchaseAmounts(row);
  const expense = purchaseAccount(chart, row.category);
  return [
    ...bases.map((base) => ({ account: expense, ...side(base, true) })),
    ...vats.map((vat) => ({ account: chart.accounts.vatDeductible, ...side(vat, true) })),
    {
      account: chart.accounts.suppliers,
      aux: supplierAux(row),
      letterKey: supplierLetterKey(row.id),
      ...side(row.totalCents, false),
    },
  ].filter((line) => line.debitCents > 0 || line.creditCents > 0);
}
