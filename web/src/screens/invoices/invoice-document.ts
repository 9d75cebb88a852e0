import type { InvoiceDocument, InvoiceKind, OperationCategory, VatRate, VatRegime } from '@pilotage/domain';
import type { InvoiceFieldsFragment } from '../../graphql/generated/graphql';

/** Euros as the API sends them (2 decimals) → exact cents. */
const cents = (euros: number): number => Math.round(euros * 100);

/**
 * An issued invoice as the API returns it → the document the PDF and the Factur-X XML are built
 * from, the same one the gateway builds for `GET /api/invoices/{id}/factur-x.xml`.
 */
export function toInvoiceDocument(invoice: InvoiceFieldsFragment): InvoiceDocument {
  // Objects read from Apollo's cache carry a __typename the document has no use for.
  const { __typename: _type, ...seller } = invoice.seller as InvoiceFieldsFragment['seller'] & { __typename?: string };
  return {
    kind: invoice.kind as InvoiceKind,
    number: invoice.number,
    issueDate: invoice.issueDate,
    serviceDate: invoice.serviceDate ?? null,
    dueDate: invoice.dueDate,
    operationCategory: invoice.operationCategory as OperationCategory,
    seller: { ...seller, vatRegime: seller.vatRegime as VatRegime },
    client: {
      name: invoice.clientName,
      address: invoice.clientAddress,
      siren: invoice.clientSiren ?? null,
      vatNumber: invoice.clientVatNumber ?? null,
    },
    lines: invoice.lines.map((line) => ({
      description: line.description,
      quantityThousandths: Math.round(line.quantity * 1000),
      unitPriceCents: cents(line.unitPrice),
      vatRate: line.vatRate as VatRate,
      totalCents: cents(line.total),
    })),
    subtotalCents: cents(invoice.subtotal),
    vat: invoice.vatBreakdown.map((entry) => ({
      rate: entry.rate as VatRate,
      baseCents: cents(entry.base),
      vatCents: cents(entry.vat),
    })),
    vatTotalCents: cents(invoice.vatTotal),
    totalCents: cents(invoice.total),
    notes: invoice.notes,
    credited:
      invoice.kind === 'credit_note' && invoice.creditedInvoiceNumber
        ? {
            number: invoice.creditedInvoiceNumber,
            issueDate: invoice.creditedInvoiceIssueDate ?? '',
            reason: invoice.creditReason ?? '',
          }
        : null,
  };
}
