import { checkFields, computeInvoiceTotals, creditNoteRules, invoiceMessages, isVatRate } from '@pilotage/domain';
import type { CreditNoteInput, InvoiceFieldsFragment } from '../../graphql/generated/graphql';
import { invoiceTexts } from './invoice-rules';

/** One line of the credited invoice, as the API sends it (euros, decimal quantity). */
export type CreditLine = Pick<
  InvoiceFieldsFragment['lines'][number],
  'description' | 'quantity' | 'unitPrice' | 'vatRate'
>;

/** A line and the quantity to credit of it, in thousandths (null: not a quantity). */
export interface ChosenLine {
  line: CreditLine;
  quantityThousandths: number | null;
}

const QUANTITY = /^\s*(\d+)(?:[.,](\d{0,3}))?\s*$/;

/** « 1,5 » → 1500 thousandths; '' is 0; a negative number, a word or a 4th decimal is null. */
export function parseQuantity(raw: string): number | null {
  if (raw.trim() === '') return 0;
  const match = QUANTITY.exec(raw);
  return match ? Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0')) : null;
}

const decimal = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });

/** 1.5 → « 1,5 »: quantities and VAT rates as a French reader writes them. */
export const formatDecimal = (value: number): string => decimal.format(value);

const thousandths = (quantity: number): number => Math.round(quantity * 1000);
const cents = (euros: number): number => Math.round(euros * 100);

/** The credit note's TTC total, computed as the server will: per line, then VAT per rate; null while a quantity is not one. */
export function creditTotalCents(chosen: readonly ChosenLine[]): number | null {
  if (chosen.some((entry) => entry.quantityThousandths === null)) return null;
  return computeInvoiceTotals(
    chosen.map(({ line, quantityThousandths }) => ({
      quantityThousandths: quantityThousandths!,
      unitPriceCents: cents(line.unitPrice),
      vatRate: isVatRate(line.vatRate) ? line.vatRate : 0,
    })),
  ).totalCents;
}

/** Why the chosen quantities cannot make a credit note, or null. */
function chosenLinesProblem(chosen: readonly ChosenLine[], remainingCents: number): string | null {
  if (chosen.some(({ line, quantityThousandths: q }) => q === null || q > thousandths(line.quantity)))
    return invoiceTexts.quantityInvalid;
  if (chosen.every((entry) => entry.quantityThousandths === 0)) return invoiceTexts.nothingToCredit;
  if ((creditTotalCents(chosen) ?? 0) > remainingCents) return invoiceMessages.creditExceedsRemaining;
  return null;
}

/**
 * The first problem with the credit note the dialog would send, as the gateway judges it (the
 * motif first, as the form shows it), then the chosen quantities of a partial one; or null.
 */
export function creditNoteProblem(
  reason: string,
  chosen: readonly ChosenLine[] | null,
  remainingCents: number,
): string | null {
  return (
    checkFields(creditNoteRules, { reason: reason.trim() }) ??
    (chosen ? chosenLinesProblem(chosen, remainingCents) : null)
  );
}

/**
 * What `issueCreditNote` receives: the motif, the lines only for a partial credit (none: the whole
 * invoice), and `recordRefund` only when the refund of a paid invoice is to be recorded too.
 */
export function creditNoteInput(
  reason: string,
  chosen: readonly ChosenLine[] | null,
  recordRefund = false,
): CreditNoteInput {
  const refund = recordRefund ? { recordRefund: true } : {};
  if (!chosen) return { reason: reason.trim(), ...refund };
  return {
    reason: reason.trim(),
    ...refund,
    lines: chosen
      .filter((entry) => entry.quantityThousandths! > 0)
      .map(({ line, quantityThousandths }) => ({
        description: line.description,
        quantity: quantityThousandths! / 1000,
        unitPrice: line.unitPrice,
        vatRate: line.vatRate,
      })),
  };
}
