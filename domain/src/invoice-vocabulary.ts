/**
 * The vocabulary of invoices (docs/product.md, « Factures »): VAT rates and regimes, the nature of
 * the operation, statuses and the numbering series. Shared by the gateway, the browser and the
 * Factur-X builder so that a rate or a status is spelled one way everywhere.
 */

/** The French VAT rates (CGI art. 278 to 281 nonies), in percent. */
export const VAT_RATES = [20, 10, 5.5, 2.1, 0] as const;
export type VatRate = (typeof VAT_RATES)[number];
export const isVatRate = (value: unknown): value is VatRate =>
  typeof value === 'number' && (VAT_RATES as readonly number[]).includes(value);

/** « franchise »: franchise en base (art. 293 B du CGI), no VAT, the default; « liable »: VAT per line. */
export const VAT_REGIMES = ['franchise', 'liable'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];
export const VAT_REGIME_LABELS: Record<VatRegime, string> = {
  franchise: 'Franchise en base de TVA',
  liable: 'Assujetti à la TVA',
};

/** The nature of the operation, required on invoices since September 2026. */
export const OPERATION_CATEGORIES = ['Biens', 'Services', 'Mixte'] as const;
export type OperationCategory = (typeof OPERATION_CATEGORIES)[number];

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];
/** The « Type » column of the list and of its export. */
export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = { invoice: 'Facture', credit_note: 'Avoir' };

/**
 * Émise until paid; En retard once the due date has passed unpaid; Annulée par avoir once credit
 * notes cover the whole total. A credit note itself is always Émise.
 */
export const INVOICE_STATUSES = ['Émise', 'Payée', 'En retard', 'Annulée par avoir'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/** Each kind numbers in its own yearly series: F-2026-0001 for invoices, A-2026-0001 for credit notes. */
export const NUMBER_PREFIX: Record<InvoiceKind, string> = { invoice: 'F', credit_note: 'A' };

export function seriesNumber(kind: InvoiceKind, year: number, sequence: number): string {
  return `${NUMBER_PREFIX[kind]}-${year}-${String(sequence).padStart(4, '0')}`;
}

export const DEFAULT_PAYMENT_TERMS_DAYS = 30;
export const DEFAULT_LATE_PENALTY_RATE = "trois fois le taux d'intérêt légal";
/** Code de commerce L441-10: owed by a business client for any late payment. */
export const RECOVERY_INDEMNITY_CENTS = 4000;
