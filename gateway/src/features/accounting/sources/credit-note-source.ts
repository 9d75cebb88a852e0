import type { EntrySource } from './entry-source';
import { saleLines, selectSales } from './invoice-rows';

/** A credit note: the reverse of an invoice's entry for what it credits, lettered with the invoice. */
export const creditNoteSource: EntrySource = {
  name: 'credit-note',
  async derive(em, chart, upTo) {
    return (await selectSales(em, 'credit_note', upTo)).map((note) => ({
      sourceKey: `credit_note:${note.id}`,
      journal: 'sales',
      date: note.issueDate,
      pieceRef: note.number,
      pieceDate: note.issueDate,
      label: `Avoir ${note.number} sur ${note.invoiceNumber} ${note.clientName}`,
      lines: saleLines(chart, note, -1),
    }));
  },
};
