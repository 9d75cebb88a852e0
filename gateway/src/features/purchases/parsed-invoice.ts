import type { SupplierInvoiceFormat } from '@pilotage/domain';

/**
 * What a supplier's electronic invoice says, read from its CII or UBL XML: amounts in integer
 * cents, quantities and rates as the decimal text of the document, dates as YYYY-MM-DD. Fields a
 * document leaves out are null; nothing here is trusted before `checkArithmetic` has run.
 */
export interface ParsedLine {
  description: string;
  /** The decimal text of the document (« 2.000 »), or null. */
  quantity: string | null;
  /** The net unit price as decimal text (a price may carry more than two decimals), or null. */
  unitPrice: string | null;
  /** The VAT rate in percent as decimal text (« 20 », « 5.5 »), or null. */
  vatRate: string | null;
  totalCents: number | null;
}

export interface ParsedVat {
  rate: string;
  baseCents: number | null;
  amountCents: number | null;
}

export interface ParsedInvoice {
  kind: 'invoice' | 'credit_note';
  supplierName: string;
  supplierSiren: string | null;
  supplierSiret: string | null;
  supplierVatNumber: string | null;
  number: string | null;
  issueDate: string | null;
  dueDate: string | null;
  currency: string | null;
  iban: string | null;
  lines: ParsedLine[];
  vat: ParsedVat[];
  /** BT-106, the sum of the line amounts as the document states it. */
  linesTotalCents: number | null;
  /** BT-109, total without VAT. */
  subtotalCents: number | null;
  /** BT-110, total VAT. */
  vatTotalCents: number | null;
  /** BT-112, total with VAT. */
  totalCents: number | null;
}

/** The reading of an uploaded file: a structured invoice, or a plain receipt left to complete by hand. */
export interface SupplierDocument {
  format: SupplierInvoiceFormat;
  contentType: string;
  invoice: ParsedInvoice | null;
  /** The French problems found by the schema and arithmetic checks, listed on the record. */
  problems: string[];
}
