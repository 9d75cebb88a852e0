import { creditNoteSource } from './credit-note-source';
import type { EntrySource } from './entry-source';
import { handTypedTransactionSource } from './hand-typed-transaction-source';
import { invoicePaymentSource } from './invoice-payment-source';
import { issuedInvoiceSource } from './issued-invoice-source';

/**
 * Every kind of business event the ledger books. The purchase side (supplier invoices and their
 * payments) and bank lines settled into transactions join this list as modules of their own.
 */
export const ENTRY_SOURCES: readonly EntrySource[] = [
  issuedInvoiceSource,
  creditNoteSource,
  invoicePaymentSource,
  handTypedTransactionSource,
];
