import type { InvoiceDocument } from '../index';

/** Mentions every invoice of a micro-entrepreneur in the VAT franchise carries (docs/product.md §9). */
export const VAT_EXEMPTION_NOTE = 'TVA non applicable, art. 293 B du CGI';
export const DECLARED_INCOME_NOTE = 'Cette facture constitue un justificatif officiel des revenus déclarés.';

/**
 * The remarks block: the statement of declared income (an invoice under the franchise), then the
 * company's default notes, then this invoice's notes. The 293 B mention is printed with the totals.
 */
export function invoiceRemarks(doc: Pick<InvoiceDocument, 'kind' | 'seller' | 'notes'>): string[] {
  const declared = doc.kind === 'invoice' && doc.seller.vatRegime === 'franchise' ? DECLARED_INCOME_NOTE : '';
  return [declared, doc.seller.defaultNotes.trim(), doc.notes.trim()].filter(Boolean);
}
