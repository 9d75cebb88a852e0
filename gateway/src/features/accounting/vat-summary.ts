import type { EntityManager } from '@mikro-orm/postgresql';
import { CA3_BOXES, type Ca3Box, type VatAmount } from '@pilotage/domain';
import { query } from '../../kernel/database/sql';

/**
 * The figures of the VAT return for a span of days (docs/product.md « Déclaration de TVA »),
 * computed from the invoices themselves:
 *
 * - VAT on goods is due on the invoice (« sur les débits »); on services, on receipt unless the
 *   settings say the company opted for the debits. On receipt, an invoice's VAT (net of the credit
 *   notes issued before its payment) counts on its payment day; a credit note issued after the
 *   payment counts on its own day.
 * - Deductible VAT is read from the posted entries: what the deductible VAT account (44566) holds
 *   from the entries dated in the span, that is the approved supplier invoices on their date, net
 *   of their credit notes and of the corrections posted then. An entry that also debits a fixed
 *   asset account (class 2) feeds line 19, any other line 20.
 */

export interface RateTotal {
  rate: number;
  baseCents: number;
  vatCents: number;
}

interface SaleVat {
  kind: 'invoice' | 'credit_note';
  onDebits: boolean;
  day: string | null;
  vat: VatAmount[];
  /** For an invoice counted on receipt: the credit notes issued by its payment day. */
  creditedBefore: VatAmount[];
}

/** Every sale's VAT counted in [from, to], with the day it counts on. */
async function salesVat(em: EntityManager, from: string, to: string, vatOnDebits: boolean): Promise<SaleVat[]> {
  return query<SaleVat>(
    em,
    `with sales as (
       select i.kind, i.vat_breakdown as vat, i.issue_date, i.paid_at, i.credited_invoice_id,
              ($3::boolean or i.operation_category = 'Biens' or coalesce(ci.operation_category, '') = 'Biens') as on_debits,
              ci.paid_at as credited_paid_at, i.id
         from invoices i left join invoices ci on ci.id = i.credited_invoice_id
     )
     select s.kind, s.on_debits as "onDebits",
            case when s.on_debits then s.issue_date::text
                 when s.kind = 'invoice' then s.paid_at::text
                 when s.credited_paid_at is not null and s.credited_paid_at < s.issue_date then s.issue_date::text
            end as day,
            s.vat,
            coalesce((select jsonb_agg(v) from invoices n, jsonb_array_elements(n.vat_breakdown) v
                       where n.credited_invoice_id = s.id and n.issue_date <= s.paid_at), '[]') as "creditedBefore"
       from sales s
      where case when s.on_debits then s.issue_date
                 when s.kind = 'invoice' then s.paid_at
                 when s.credited_paid_at is not null and s.credited_paid_at < s.issue_date then s.issue_date
            end between $1::date and $2::date`,
    [from, to, vatOnDebits],
  );
}

/** VAT collected per rate over the span, credit notes deducted. */
export async function collectedByRate(
  em: EntityManager,
  from: string,
  to: string,
  vatOnDebits: boolean,
): Promise<RateTotal[]> {
  const totals = new Map<number, RateTotal>();
  const add = (amounts: VatAmount[], sign: number) => {
    for (const amount of amounts) {
      const total = totals.get(amount.rate) ?? { rate: amount.rate, baseCents: 0, vatCents: 0 };
      total.baseCents += sign * amount.baseCents;
      total.vatCents += sign * amount.vatCents;
      totals.set(amount.rate, total);
    }
  };
  for (const sale of await salesVat(em, from, to, vatOnDebits)) {
    if (sale.kind === 'credit_note') add(sale.vat, -1);
    else {
      add(sale.vat, 1);
      if (!sale.onDebits) add(sale.creditedBefore, -1);
    }
  }
  return [...totals.values()].sort((a, b) => b.rate - a.rate);
}

export interface Ca3Line {
  box: Ca3Box;
  label: string;
  baseCents: number | null;
  amountCents: number;
}

export interface Deductible {
  fixedAssetsCents: number;
  otherCents: number;
}

/** The deductible VAT posted over [from, to] (the ledger synced first). */
export async function deductibleVat(
  em: EntityManager,
  from: string,
  to: string,
  vatAccount: string,
): Promise<Deductible> {
  const [row] = await query<Deductible>(
    em,
    `select coalesce(sum(l.debit_cents - l.credit_cents) filter (where f.fixed), 0)::float8 as "fixedAssetsCents",
            coalesce(sum(l.debit_cents - l.credit_cents) filter (where not f.fixed), 0)::float8 as "otherCents"
       from ledger_entries e join ledger_lines l on l.entry_id = e.id
       cross join lateral (select exists (select from ledger_lines a where a.entry_id = e.id and a.account_number like '2%') as fixed) f
      where e.entry_date between $1::date and $2::date and l.account_number = $3`,
    [from, to, vatAccount],
  );
  return row;
}

/** The 3310-CA3 boxes (form n° 3310-CA3-SD) the sales and the purchases feed. */
export function ca3Lines(rates: readonly RateTotal[], deductible: Deductible): Ca3Line[] {
  const at = (rate: number) => rates.find((total) => total.rate === rate) ?? { rate, baseCents: 0, vatCents: 0 };
  const taxable = rates.filter((total) => total.rate > 0);
  const gross = taxable.reduce((sum, total) => sum + total.vatCents, 0);
  const deductibleTotal = deductible.fixedAssetsCents + deductible.otherCents;
  const credit = Math.max(0, deductibleTotal - gross);
  const due = Math.max(0, gross - deductibleTotal);
  const line = (box: Ca3Box, amountCents: number, baseCents: number | null = null): Ca3Line => ({
    box,
    label: CA3_BOXES[box],
    baseCents,
    amountCents,
  });
  return [
    line(
      'A1',
      taxable.reduce((sum, total) => sum + total.baseCents, 0),
    ),
    line('E2', at(0).baseCents),
    line('08', at(20).vatCents, at(20).baseCents),
    line('09', at(5.5).vatCents, at(5.5).baseCents),
    line('9B', at(10).vatCents, at(10).baseCents),
    line('14', at(2.1).vatCents, at(2.1).baseCents),
    line('16', gross),
    line('19', deductible.fixedAssetsCents),
    line('20', deductible.otherCents),
    line('23', deductibleTotal),
    line('25', credit),
    line('27', credit),
    line('28', due),
    line('32', due),
  ];
}

/** Turnover of a calendar year for the franchise thresholds: invoices net of credit notes (HT), by activity, and other revenue typed by hand. */
export async function franchiseTurnover(
  em: EntityManager,
  year: number,
): Promise<{ servicesCents: number; goodsCents: number; otherRevenueCents: number }> {
  const [row] = await query<{ servicesCents: number; goodsCents: number; otherRevenueCents: number }>(
    em,
    `select coalesce(sum(case when i.operation_category <> 'Biens' then s.sign * i.subtotal_cents end), 0)::float8 as "servicesCents",
            coalesce(sum(case when i.operation_category = 'Biens' then s.sign * i.subtotal_cents end), 0)::float8 as "goodsCents",
            (select coalesce(sum(t.amount * 100), 0)::float8 from financial_transactions t
              where t.amount > 0 and extract(year from t.date) = $1
                and not exists (select from invoices p where p.payment_transaction_id = t.id)) as "otherRevenueCents"
       from invoices i cross join lateral (select case when i.kind = 'invoice' then 1 else -1 end as sign) s
      where extract(year from i.issue_date) = $1`,
    [year],
  );
  return row;
}
