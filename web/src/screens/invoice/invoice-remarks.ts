/** Mentions every invoice of a micro-entrepreneur in the VAT franchise carries (docs/product.md §9). */
export const VAT_EXEMPTION_NOTE = 'TVA non applicable, art. 293 B du CGI';
export const DECLARED_INCOME_NOTE = 'Cette facture constitue un justificatif officiel des revenus déclarés.';

/** The remarks block: the legal mentions, then the company's default notes, then this invoice's notes. */
export function invoiceRemarks(defaultNotes: string, notes: string): string[] {
  return [VAT_EXEMPTION_NOTE, DECLARED_INCOME_NOTE, defaultNotes.trim(), notes.trim()].filter(Boolean);
}
