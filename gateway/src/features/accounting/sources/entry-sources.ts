import { bankLineSource } from './bank-line-source';
import { creditNoteSource } from './credit-note-source';
import type { EntrySource } from './entry-source';
import { handTypedTransactionSource } from './hand-typed-transaction-source';
import { invoicePaymentSource } from './invoice-payment-source';
import { issuedInvoiceSource } from './issued-invoice-source';
import { supplierInvoiceSource, supplierPaymentSource } from './supplier-invoice-source';

/** Every kind of business event the ledger books, each a module of its own. */
export const ENTRY_SOURCES: readonly EntrySource[] = [
  issuedInvoiceSource,
  creditNoteSource,
  invoicePaymentSource,
  handTypedTransactionSource,
  supplierInvoiceSource,
  supplierPaymentSource,
  bankLineSource,
];
