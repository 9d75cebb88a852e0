import {
  DEFAULT_LATE_PENALTY_RATE,
  DEFAULT_PAYMENT_TERMS_DAYS,
  type InvoiceKind,
  type OperationCategory,
  type VatRate,
  type VatRegime,
} from './invoice-vocabulary';
import type { VatAmount } from './invoice-math';

/**
 * The seller as it was when the invoice was issued: a snapshot of the invoice settings stored with
 * the invoice, so that later changes to the settings never alter an issued invoice.
 */
export interface InvoiceSeller {
  companyName: string;
  companyAddress1: string;
  companyAddress2: string;
  companyEmail: string;
  companyPhone: string;
  accountHolder: string;
  bankName: string;
  iban: string;
  bic: string;
  defaultNotes: string;
  /** 14 digits, no spaces; empty when not registered yet. */
  siret: string;
  /** « SARL », « SAS », « Entrepreneur individuel »… */
  legalForm: string;
  /** Prints « EI » after the name (sole trader, law of 14 February 2022). */
  soleTrader: boolean;
  /** « 10 000 € »; empty for a sole trader. */
  shareCapital: string;
  /** « RCS Lyon 732 829 320 » or « RM 69 … »; empty when not registered. */
  registration: string;
  /** Intra-EU VAT number (« FR40732829320 »); empty under the franchise. */
  vatNumber: string;
  vatRegime: VatRegime;
  paymentTermsDays: number;
  latePenaltyRate: string;
}

/** The invoice settings before anything was saved: empty texts and the legal defaults. */
export const DEFAULT_SELLER: Readonly<InvoiceSeller> = Object.freeze({
  companyName: '',
  companyAddress1: '',
  companyAddress2: '',
  companyEmail: '',
  companyPhone: '',
  accountHolder: '',
  bankName: '',
  iban: '',
  bic: '',
  defaultNotes: '',
  siret: '',
  legalForm: '',
  soleTrader: false,
  shareCapital: '',
  registration: '',
  vatNumber: '',
  vatRegime: 'franchise',
  paymentTermsDays: DEFAULT_PAYMENT_TERMS_DAYS,
  latePenaltyRate: DEFAULT_LATE_PENALTY_RATE,
});

export interface InvoiceDocumentLine {
  description: string;
  quantityThousandths: number;
  unitPriceCents: number;
  vatRate: VatRate;
  /** Excluding VAT, rounded half up. */
  totalCents: number;
}

export interface InvoiceClient {
  name: string;
  address: string;
  /** 9 digits; its presence marks a business client (the 40 € indemnity applies). */
  siren: string | null;
  vatNumber: string | null;
}

/**
 * An issued invoice or credit note exactly as stored: what the PDF and the Factur-X XML are both
 * built from. Amounts of a credit note are positive; its kind says they are credited.
 */
export interface InvoiceDocument {
  kind: InvoiceKind;
  number: string;
  /** `YYYY-MM-DD`. */
  issueDate: string;
  /** Date of the sale or service when it differs from the issue date. */
  serviceDate: string | null;
  dueDate: string;
  operationCategory: OperationCategory;
  seller: InvoiceSeller;
  client: InvoiceClient;
  lines: InvoiceDocumentLine[];
  subtotalCents: number;
  vat: VatAmount[];
  vatTotalCents: number;
  totalCents: number;
  notes: string;
  /** A credit note's invoice and why it was issued. */
  credited: { number: string; issueDate: string; reason: string } | null;
}
