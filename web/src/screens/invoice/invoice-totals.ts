import type { InvoiceLineDraft } from './invoice-draft';

/** Quantities are kept in thousandths so that 1,5 h or 0,125 kg stay exact. */
const QUANTITY_SCALE = 1000n;

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

export function parseCents(raw: string): number {
  return Number(parseScaled(raw, 2));
}

export function parseQuantityThousandths(raw: string): number {
  return Number(parseScaled(raw, 3));
}

export interface ComputedLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  totalCents: number;
}

export interface InvoiceTotals {
  lines: ComputedLine[];
  subtotalCents: number;
  /** No VAT (franchise en base, art. 293 B du CGI): the total is the subtotal. */
  totalCents: number;
}

/** quantity × unit price, in integer arithmetic, rounded half up to the cent. */
export function lineTotalCents(quantityThousandths: number, unitPriceCents: number): number {
  const product = BigInt(quantityThousandths) * BigInt(unitPriceCents);
  return Number((product + QUANTITY_SCALE / 2n) / QUANTITY_SCALE);
}

export function computeInvoiceTotals(lines: readonly Pick<InvoiceLineDraft, 'description' | 'quantity' | 'unitPrice'>[]): InvoiceTotals {
  const computed = lines.map((line) => {
    const quantityThousandths = parseQuantityThousandths(line.quantity);
    const unitPriceCents = parseCents(line.unitPrice);
    return { description: line.description, quantityThousandths, unitPriceCents, totalCents: lineTotalCents(quantityThousandths, unitPriceCents) };
  });
  const subtotalCents = computed.reduce((sum, line) => sum + line.totalCents, 0);
  return { lines: computed, subtotalCents, totalCents: subtotalCents };
}

const quantityFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });

/** 1500 → « 1,5 »; 2000 → « 2 ». */
export function formatQuantity(thousandths: number): string {
  return quantityFormat.format(thousandths / 1000);
}
