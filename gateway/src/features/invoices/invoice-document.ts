import type { InvoiceDocument } from '@pilotage/domain';
import type { InvoiceRecord } from './invoice-record';
import { storedSeller } from './invoice-view';

/**
 * The stored invoice as the document its PDF and its Factur-X XML are built from. The browser
 * builds the same document from the GraphQL answer (web/src/screens/invoices/invoice-document.ts):
 * both must give identical XML, so every field is read the same way there.
 */
export function invoiceDocument(record: InvoiceRecord): InvoiceDocument {
  return {
    kind: record.kind,
    number: record.number,
    issueDate: record.issueDate,
    serviceDate: record.serviceDate,
    dueDate: record.dueDate,
    operationCategory: record.operationCategory,
    seller: storedSeller(record.seller),
    client: {
      name: record.clientName,
      address: record.clientAddress,
      siren: record.clientSiren,
      vatNumber: record.clientVatNumber,
    },
    lines: record.lines.map((line) => ({
      description: line.description,
      quantityThousandths: line.quantityThousandths,
      unitPriceCents: line.unitPriceCents,
      vatRate: line.vatRate,
      totalCents: line.totalCents,
    })),
    subtotalCents: record.subtotalCents,
    vat: record.vatBreakdown.map((entry) => ({
      rate: entry.rate,
      baseCents: entry.baseCents,
      vatCents: entry.vatCents,
    })),
    vatTotalCents: record.vatTotalCents,
    totalCents: record.totalCents,
    notes: record.notes,
    credited:
      record.kind === 'credit_note' && record.creditedInvoiceNumber
        ? {
            number: record.creditedInvoiceNumber,
            issueDate: record.creditedInvoiceIssueDate ?? '',
            reason: record.creditReason ?? '',
          }
        : null,
  };
}
