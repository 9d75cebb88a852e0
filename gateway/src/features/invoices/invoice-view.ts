import { DEFAULT_SELLER, type InvoiceSeller, networkLabel, rejectionReason } from '@pilotage/domain';
import { SELLER_FIELDS } from '../invoice-settings/invoice-settings.service';
import type { InvoiceRecord } from './invoice-record';
import type { InvoiceView } from './invoices.types';

/** Cents as the API's euros: a number with 2 decimals at most (exact: the nearest double of n/100 prints as n/100). */
export const euros = (cents: number): number => cents / 100;

/** The stored snapshot in the fields' order, a field the settings gained since then at its default. */
export function storedSeller(snapshot: Record<string, unknown>): InvoiceSeller {
  return Object.fromEntries(
    SELLER_FIELDS.map((field) => [field, snapshot[field] ?? DEFAULT_SELLER[field]]),
  ) as unknown as InvoiceSeller;
}

/**
 * The record as both transports answer it (REST in snake_case). `platformConfigured` words an
 * invoice that never left: « Non transmise », with « (aucune plateforme configurée) » while none is.
 */
export function invoiceView(record: InvoiceRecord, platformConfigured: boolean): InvoiceView {
  return {
    id: record.id,
    kind: record.kind,
    number: record.number,
    status: record.status,
    clientName: record.clientName,
    clientAddress: record.clientAddress,
    clientSiren: record.clientSiren,
    clientVatNumber: record.clientVatNumber,
    clientEmail: record.clientEmail,
    sentAt: record.sentAt,
    issueDate: record.issueDate,
    serviceDate: record.serviceDate,
    dueDate: record.dueDate,
    operationCategory: record.operationCategory,
    lines: record.lines.map((line) => ({
      description: line.description,
      quantity: line.quantityThousandths / 1000,
      unitPrice: euros(line.unitPriceCents),
      vatRate: line.vatRate,
      total: euros(line.totalCents),
    })),
    subtotal: euros(record.subtotalCents),
    vatBreakdown: record.vatBreakdown.map((entry) => ({
      rate: entry.rate,
      base: euros(entry.baseCents),
      vat: euros(entry.vatCents),
    })),
    vatTotal: euros(record.vatTotalCents),
    total: euros(record.totalCents),
    notes: record.notes,
    seller: storedSeller(record.seller),
    creditedInvoiceId: record.creditedInvoiceId,
    creditedInvoiceNumber: record.creditedInvoiceNumber,
    creditedInvoiceIssueDate: record.creditedInvoiceIssueDate,
    creditReason: record.creditReason,
    creditNotes: record.creditNotes.map((note) => ({
      id: note.id,
      number: note.number,
      total: euros(note.totalCents),
    })),
    paidAt: record.paidAt,
    paymentTransactionId: record.paymentTransactionId,
    createdAt: record.createdAt,
    networkState: record.networkState,
    networkLabel: networkLabel(record.networkState, platformConfigured),
    networkReasons: record.networkReasons.map(rejectionReason).filter((reason) => reason !== ''),
  };
}
