import type { VatRate } from './invoice-vocabulary';

/**
 * Invoice arithmetic in integers: quantities in thousandths (1,5 h, 0,125 kg stay exact), prices
 * in cents. Each line is rounded half up to the cent; VAT is computed once per rate on the sum of
 * that rate's lines (EN 16931 BR-CO-17), also half up.
 */
export interface InvoiceLineAmounts {
  quantityThousandths: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

export interface VatAmount {
  rate: VatRate;
  /** Sum of the lines at this rate, excluding VAT. */
  baseCents: number;
  vatCents: number;
}

export interface InvoiceTotals {
  /** Each line's total excluding VAT, in the lines' order. */
  lineTotalsCents: number[];
  /** Total HT. */
  subtotalCents: number;
  /** One entry per rate used, highest rate first. */
  vat: VatAmount[];
  vatTotalCents: number;
  /** Total TTC: what the client pays. */
  totalCents: number;
}

const QUANTITY_SCALE = 1000n;

const halfUp = (numerator: bigint, denominator: bigint): number =>
  Number((numerator * 2n + denominator) / (denominator * 2n));

/** quantity × unit price, rounded half up to the cent. */
export function lineTotalCents(quantityThousandths: number, unitPriceCents: number): number {
  return halfUp(BigInt(quantityThousandths) * BigInt(unitPriceCents), QUANTITY_SCALE);
}

/** VAT on a base at a rate in percent (5,5 % is 55 tenths), rounded half up. */
export function vatCents(baseCents: number, rate: VatRate): number {
  return halfUp(BigInt(baseCents) * BigInt(Math.round(rate * 10)), 1000n);
}

export function computeInvoiceTotals(lines: readonly InvoiceLineAmounts[]): InvoiceTotals {
  const lineTotalsCents = lines.map((line) => lineTotalCents(line.quantityThousandths, line.unitPriceCents));
  const bases = new Map<VatRate, number>();
  lines.forEach((line, index) => bases.set(line.vatRate, (bases.get(line.vatRate) ?? 0) + lineTotalsCents[index]));
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, baseCents]) => ({ rate, baseCents, vatCents: vatCents(baseCents, rate) }));
  const subtotalCents = lineTotalsCents.reduce((sum, cents) => sum + cents, 0);
  const vatTotalCents = vat.reduce((sum, entry) => sum + entry.vatCents, 0);
  return { lineTotalsCents, subtotalCents, vat, vatTotalCents, totalCents: subtotalCents + vatTotalCents };
}
