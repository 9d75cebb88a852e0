import { computeInvoiceTotals, type InvoiceTotals, type VatRate, type VatRegime } from '@pilotage/domain';
import { moneyCents } from '../../../lib/money-input';
import type { InvoiceLineDraft } from './invoice-draft';

const DECIMAL = /^\s*(\d*)(?:[.,](\d*))?\s*$/;

/**
 * A non-negative decimal typed in a field, as an integer count of 1/10^digits units, rounded half
 * up. Anything that is not a number, or is negative, counts as 0 (docs/product.md §5).
 */
function parseScaled(raw: string, digits: number): bigint {
  const match = DECIMAL.exec(raw);
  if (!match || !isDecimal(raw)) return 0n;
  const fraction = (match[2] ?? '').padEnd(digits + 1, '0');
  const whole = BigInt(match[1] || '0') * 10n ** BigInt(digits) + BigInt(fraction.slice(0, digits) || '0');
  return Number(fraction[digits]) >= 5 ? whole + 1n : whole;
}

/** Whether a field holds a plain non-negative decimal (« 12 », « 0,5 », « 3.10 »). */
export function isDecimal(raw: string): boolean {
  return DECIMAL.test(raw) && /\d/.test(raw);
}

/** A price as the money field reads it (« 1 234,50 »), else leniently as a plain decimal rounded to the cent. */
export function parseCents(raw: string): number {
  const cents = moneyCents(raw);
  return cents !== null && cents >= 0 ? cents : Number(parseScaled(raw, 2));
}

export function parseQuantityThousandths(raw: string): number {
  return Number(parseScaled(raw, 3));
}

/** A typed line read leniently, with the rate that applies: none under the franchise (art. 293 B du CGI). */
export interface ParsedLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  vatRate: VatRate;
}

type TypedLine = Pick<InvoiceLineDraft, 'description' | 'quantity' | 'unitPrice' | 'vatRate'>;

export function parseLine(line: TypedLine, regime: VatRegime): ParsedLine {
  return {
    description: line.description,
    quantityThousandths: parseQuantityThousandths(line.quantity),
    unitPriceCents: parseCents(line.unitPrice),
    vatRate: regime === 'liable' ? line.vatRate : 0,
  };
}

/** The typed lines' totals, computed by the same domain function as the server's (HT, VAT per rate, TTC). */
export function draftTotals(lines: readonly TypedLine[], regime: VatRegime): InvoiceTotals {
  return computeInvoiceTotals(lines.map((line) => parseLine(line, regime)));
}

// The PDF prints quantities and rates with these: shared with the gateway's rendering.
export { formatQuantity, formatVatRate } from '@pilotage/domain/invoice-pdf/pdf-format';
